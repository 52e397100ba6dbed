import type { ServiceCurrency, TokenPrice, TokenPriceRequest } from '../types/currencies'
import { TokenPriceUnavailableError } from '../errors/price'
import { definedOnly } from '../utils/definedOnly'
import { isAbsent, isChainId, isRecord, isSafeUint, isString } from '../utils/predicates'
import { copyBody, readArray, readObject, refuse, type Site } from './guards'
import { withSafeLogos } from './logos'

const text = (value: unknown): string | undefined => (isString(value) && value !== '' ? value : undefined)
const flag = (value: unknown): boolean | undefined => (typeof value === 'boolean' ? value : undefined)

/**
 * Checks a `POST /currencies/v2` body: a list of currencies. Also reads the v1 shape, a list of
 * lists (one per currency group), which older deployments answer: flattened, in order. Defensive:
 * an entry without a usable chain id, address, symbol or decimals is left out; `metadata`'s known
 * fields of the wrong type are dropped and its logo checked like every logo (`safeUrl`). Other
 * fields are kept. Returns fresh copies.
 * @throws {MalformedResponseError} when the body is not a list.
 */
export function parseCurrencies(body: unknown): ServiceCurrency[] {
  const site: Site = { resource: 'currencies response', path: '' }
  const entries = readArray(copyBody(body, site), site)
  return entries.flat().flatMap((entry) => readCurrency(entry) ?? [])
}

function readCurrency(value: unknown): ServiceCurrency | undefined {
  if (!isRecord(value)) return undefined
  const { chainId, decimals } = value
  const address = text(value.address)
  const symbol = text(value.symbol)
  // `decimals` scales every amount shown, so it is checked like one.
  if (!isChainId(chainId) || !address || !symbol || !isSafeUint(decimals) || decimals > 255) return undefined
  const safe = withSafeLogos(value)
  const metadata = isRecord(safe.metadata) ? safe.metadata : {}
  return definedOnly({
    ...safe,
    chainId,
    address,
    symbol,
    name: text(value.name) ?? symbol,
    decimals,
    vmType: text(value.vmType),
    metadata: definedOnly({ ...metadata, logoURI: text(metadata.logoURI), verified: flag(metadata.verified), isNative: flag(metadata.isNative) }),
  }) as ServiceCurrency
}

/**
 * Checks a `GET /currencies/token/price` body, `{ price }`: a number (the v1 route) or a decimal
 * string (the v2 route), returned as an exact plain decimal string.
 * @throws {TokenPriceUnavailableError} when the body has no price: the service does not price the token.
 * @throws {MalformedResponseError} when the price is negative, not a number, or not finite.
 */
export function parseTokenPrice(body: unknown, request: TokenPriceRequest): TokenPrice {
  const site: Site = { resource: 'token price response', path: '' }
  const { price } = readObject(body, site)
  if (isAbsent(price)) throw new TokenPriceUnavailableError(request)
  const priceSite: Site = { ...site, path: 'price' }
  const decimal = typeof price === 'number' && Number.isFinite(price) ? String(price) : isString(price) ? price.trim() : undefined
  const plain = decimal === undefined ? undefined : plainDecimal(decimal)
  return { chainId: request.chainId, address: request.address, price: plain ?? refuse(priceSite, 'a non-negative finite number or decimal string', price) }
}

const NUMBER = /^\+?(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i

/**
 * `text` (a non-negative decimal, maybe in exponent form: `1e-7`, `1.5e+21`) as a plain decimal
 * string without exponent, leading or trailing zeros; undefined when it is no such number. Exact:
 * the digits are moved, never computed in floating point.
 */
export function plainDecimal(text: string): string | undefined {
  const match = NUMBER.exec(text)
  if (!match) return undefined
  const [, whole = '', fraction = '', exponent = '0'] = match
  if (whole === '' && fraction === '') return undefined
  const shift = Number(exponent)
  // A bound on the digits written out: no price has a thousand zeros.
  if (!Number.isSafeInteger(shift) || Math.abs(shift) > 1000) return undefined
  const digits = whole + fraction
  const point = whole.length + shift
  const padded = point < 0 ? '0'.repeat(-point) + digits : point > digits.length ? digits + '0'.repeat(point - digits.length) : digits
  const at = Math.max(point, 0)
  const integer = padded.slice(0, at).replace(/^0+/, '') || '0'
  const decimals = padded.slice(at).replace(/0+$/, '')
  return decimals ? `${integer}.${decimals}` : integer
}
