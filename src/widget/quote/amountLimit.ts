import { amountLimitOf, type FerryError } from '../../core/index'
import { toDecimalString, usdFigure, usdNumber } from '../display/number'
import type { CommonLabels } from '../labels/common'
import { useTokenPrice } from '../../react/index'
import { dollars, usdForUnits, type UsdPrice } from '../amount/usdPrice'
import type { WidgetCurrency } from '../types'

/** Significant digits of a bound shown to people. */
const LIMIT_DIGITS = 4

/** A refused amount's bound, ready to show and to use. */
export interface LimitView {
  kind: 'minimum' | 'maximum'
  /** The bound with at most four significant digits, as a plain decimal: what "Use minimum" sets. */
  amount: string
  symbol: string
  /** Its USD value as an estimate (`≈ $0.07`, `< $0.01`), when a price for the currency is known. */
  usd: string | undefined
}

/**
 * The minimum (rounded up, so using it is never refused again) or the maximum (rounded down) a
 * quote refusal names, in the currency the amount is typed in; undefined when the refusal names
 * none, or names it in another currency.
 */
export function amountLimitView(
  error: FerryError | null | undefined,
  { currency, price, locale, common }: { currency: WidgetCurrency | undefined; price: UsdPrice | undefined; locale?: string | undefined; common: Pick<CommonLabels, 'usdValue' | 'usdBelowCent'> },
): LimitView | undefined {
  const limit = amountLimitOf(error)
  if (!limit || !currency) return undefined
  if (limit.symbol !== undefined && limit.symbol.toUpperCase() !== currency.symbol.toUpperCase()) return undefined
  const up = limit.kind === 'minimum'
  const exact = unitsOf(limit.amount, currency.decimals, up)
  if (exact === undefined || exact === 0n) return undefined
  const units = up ? roundUpSignificant(exact, LIMIT_DIGITS) : roundDownSignificant(exact, LIMIT_DIGITS)
  const usd = price ? usdForUnits(units, price) : undefined
  // An estimate: the price is a quote's or the price route's, not this amount's.
  const figure = usd === undefined ? undefined : usdFigure(usd)
  return { kind: limit.kind, amount: toDecimalString(units, currency.decimals), symbol: currency.symbol, usd: figure && (figure.bound ? common.usdBelowCent : common.usdValue(usdNumber(figure, { locale }))) }
}

/** A plain decimal in smallest units; digits past the currency's decimals round up or down as asked. */
function unitsOf(decimal: string, decimals: number, up: boolean): bigint | undefined {
  const match = /^(\d*)(?:\.(\d*))?$/.exec(decimal)
  if (!match) return undefined
  const [, whole = '', fraction = ''] = match
  const kept = BigInt(`${whole || '0'}${fraction.slice(0, decimals).padEnd(decimals, '0')}`)
  const dropped = /[1-9]/.test(fraction.slice(decimals))
  return up && dropped ? kept + 1n : kept
}

function roundDownSignificant(value: bigint, digits: number): bigint {
  const length = value.toString().length
  if (length <= digits) return value
  const unit = 10n ** BigInt(length - digits)
  return (value / unit) * unit
}

/**
 * `value` rounded up to `digits` significant digits (of its smallest units): never below it.
 * `24_330_466_054_055n` with 4 is `24_340_000_000_000n`; a value with fewer digits stays.
 */
export function roundUpSignificant(value: bigint, digits: number): bigint {
  const length = value.toString().length
  if (value <= 0n || length <= digits) return value
  const unit = 10n ** BigInt(length - digits)
  return ((value + unit - 1n) / unit) * unit
}

/**
 * A currency's USD price: `known` (a quote's), else the service's price route (`useTokenPrice`),
 * asked only while `wanted` and no quote priced it, so that a refusal's bound on a first quote
 * still gets its dollar value. A token the service does not price has none.
 */
export function useRoutePrice(currency: { chainId: number; address: string; decimals: number } | undefined, { known, wanted }: { known: UsdPrice | undefined; wanted: boolean }): UsdPrice | undefined {
  const route = useTokenPrice({ chainId: currency?.chainId, address: currency?.address, query: { enabled: wanted && known === undefined } })
  if (known || !currency || !route.data || !dollars(route.data.price)) return known
  // The route prices one whole token.
  return { usd: route.data.price, amount: 10n ** BigInt(currency.decimals) }
}
