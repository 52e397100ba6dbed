import { InvalidArgumentError } from './errors/request'
import { isDecimalString } from './utils/predicates'

/** The venue's USD amounts (`withdrawable`, `sendAsset` amounts) have 6 decimals, as USDC. */
export const VENUE_USD_DECIMALS = 6

/**
 * Converts a venue decimal such as `"12.5"` into 6-decimal units (`12_500_000n`) with string
 * arithmetic, never a float. Digits past the sixth are cut, so a balance is never overstated.
 * @throws {InvalidArgumentError} when `value` is not a non-negative decimal string.
 */
export function venueAmountToUnits(value: string): bigint {
  if (!isDecimalString(value)) throw new InvalidArgumentError({ argument: 'value', message: `must be a non-negative decimal; got "${value}"` })
  const [whole = '0', fraction = ''] = value.split('.')
  return BigInt(whole + fraction.slice(0, VENUE_USD_DECIMALS).padEnd(VENUE_USD_DECIMALS, '0'))
}
