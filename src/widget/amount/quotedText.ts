import { toDecimalString } from '../display/number'

/** Fraction digits a quoted amount keeps at or above one whole unit. */
const WHOLE_FRACTION = 6
/** Significant digits a quoted amount keeps below one whole unit. */
const SMALL_SIGNIFICANT = 6

/**
 * A quoted amount for the card's amount field: a plain decimal the user can edit (no grouping, no
 * suffix), cut to 6 fraction digits, or 6 significant digits below one. Cut, never rounded up.
 */
export function quotedText(value: bigint, decimals: number): string {
  const [whole = '0', fraction = ''] = toDecimalString(value, decimals).split('.')
  const firstDigit = fraction.search(/[1-9]/)
  const keep = whole !== '0' || firstDigit === -1 ? WHOLE_FRACTION : firstDigit + SMALL_SIGNIFICANT
  const cut = fraction.slice(0, keep).replace(/0+$/, '')
  return cut ? `${whole}.${cut}` : whole
}
