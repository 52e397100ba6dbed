/**
 * Venue amounts: decimal strings on the wire ("25.500000", "12.5"), bigint micro-units
 * (6 decimals, as USDC) in the ledger. The conversion is string arithmetic on purpose:
 * a float would turn "0.1" + "0.2" into a balance nobody can reconcile.
 */

/** Every venue balance is held with this many decimals. */
export const VENUE_AMOUNT_DECIMALS = 6
const SCALE = 10n ** BigInt(VENUE_AMOUNT_DECIMALS)
const DECIMAL = /^(\d+)(?:\.(\d{1,6}))?$/

/**
 * Parses a non-negative decimal with at most six fraction digits into micro-units, exactly.
 * Returns undefined for anything else (signs, exponents, ".5", "1.", a seventh digit), so
 * the caller decides how to refuse it.
 */
export function parseMicroAmount(text: string): bigint | undefined {
  const match = DECIMAL.exec(text)
  if (!match) return undefined
  const [, whole = '0', fraction = ''] = match
  return BigInt(whole) * SCALE + BigInt(fraction.padEnd(VENUE_AMOUNT_DECIMALS, '0'))
}

/**
 * Formats micro-units the way the venue shows USD: trailing zeros dropped but at least one
 * fraction digit kept, e.g. 12_500_000n -> "12.5", 10_000_000_000n -> "10000.0".
 */
export function formatMicroAmount(micro: bigint): string {
  const sign = micro < 0n ? '-' : ''
  const abs = micro < 0n ? -micro : micro
  const fraction = (abs % SCALE).toString().padStart(VENUE_AMOUNT_DECIMALS, '0').replace(/0+$/, '')
  return `${sign}${abs / SCALE}.${fraction || '0'}`
}
