import type { CurrencyInfo, QuoteFees, QuoteResponse, Step } from '../types/quote'
import { isBytes32, isRecord, isString } from '../utils/predicates'
import {
  arrayOf,
  at,
  copyBody,
  literal,
  optional,
  orDefault,
  readBytes32,
  readObject,
  readIntegerString,
  readSafeInteger,
  readShape,
  readString,
  refuse,
  shape,
  type Reader,
  type Site,
} from './guards'
import { parseItem } from './items'
import { amountWithSafeLogos, withSafeLogos } from './logos'

const optionalString = optional(readString)

/**
 * `decimals` scales every amount shown to the user, so it is checked like an amount. Its logo
 * (`logoURI`, `metadata.logoURI`) becomes an image: one that could not be is dropped.
 */
const readCurrencyInfo: Reader<CurrencyInfo> = (value, site) =>
  withSafeLogos(
    readShape(value, site, {
      chainId: readSafeInteger,
      address: readString,
      symbol: readString,
      name: orDefault(readString, ''),
      decimals: (value, site) => {
        const decimals = readSafeInteger(value, site)
        return decimals <= 255 ? decimals : refuse(site, 'at most 255', decimals)
      },
    }),
  )

const readFeeAmount = shape({
  amountFormatted: optionalString,
  amountUsd: optionalString,
  // The service documents negative fees: rebates.
  amount: (value, site) => readIntegerString(value, site, { signed: true }),
  // The spec says an identifier; the service in the wild sends a currency object.
  currency: (value, site) => (typeof value === 'string' ? value : readCurrencyInfo(value, site)),
})

const readCurrencyAmount = optional(
  shape({ amountFormatted: optionalString, amountUsd: optionalString, currency: readCurrencyInfo, amount: readIntegerString }),
)

/**
 * `fees`, absent read as `{}`. An older published shape gives a fee as a bare integer string beside
 * its currency id (`gas` with `gasCurrency`, `relayer` with `relayerCurrency`): read as `{ amount, currency }`.
 */
const readFees: Reader<QuoteFees> = (value, site) => {
  // Fees beyond gas and relayer are passed through unread, but for their currencies' logos.
  const fees = mapValues(readObject(value ?? {}, site), amountWithSafeLogos)
  const legacy = (key: string, currency: string) => (isString(fees[key]) ? { amount: fees[key], currency: isString(fees[currency]) ? fees[currency] : '' } : fees[key])
  return readShape({ ...fees, gas: legacy('gas', 'gasCurrency'), relayer: legacy('relayer', 'relayerCurrency') }, site, { gas: optional(readFeeAmount), relayer: optional(readFeeAmount) })
}

/** An absent object reads as `{}`: fees and details are for display, and all their fields are optional. */
const optionalObject =
  <T>(read: Reader<T>): Reader<T> =>
  (value, site) =>
    read(value ?? {}, site)

/**
 * Checks a `POST /quote` body before anything of it reaches a wallet. Fields the types declare
 * must have their declared shape when present (amounts shown to the user included); unknown
 * fields are kept untouched, but for the logos of its currencies (`logoURI`, `metadata.logoURI` in
 * `details` and `fees`): one that could not be an image's `src` (`safeImageUrl`) is dropped.
 * Returns a fresh deep copy: the body is never mutated or shared.
 * @throws {MalformedResponseError} naming the first offending field path and why.
 */
export function parseQuoteResponse(body: unknown): QuoteResponse {
  const site: Site = { resource: 'quote response', path: '' }
  return readShape(copyBody(body, site), site, {
    steps: arrayOf(readStep),
    fees: readFees,
    // Amounts in details beyond currencyIn and currencyOut (refundCurrency, …) are passed through unread, but for their logos.
    details: optionalObject((value, site) =>
      readShape(isRecord(value) ? mapValues(value, amountWithSafeLogos) : value, site, {
        operation: optionalString,
        timeEstimate: optional((value, site) =>
          typeof value === 'number' && Number.isFinite(value) ? value : refuse(site, 'a finite number', value),
        ),
        currencyIn: readCurrencyAmount,
        currencyOut: readCurrencyAmount,
      }),
    ),
  })
}

function mapValues(object: Record<string, unknown>, fn: (value: unknown) => unknown): Record<string, unknown> {
  return Object.fromEntries(Object.entries(object).map(([key, value]) => [key, fn(value)]))
}

/**
 * An empty `items` list is allowed: such a step has nothing to do and is skipped. A step without
 * `requestId` (the service's schema makes it optional) takes the one its items' `check` endpoints
 * name, when they name exactly one.
 */
function readStep(value: unknown, site: Site): Step {
  const step = readShape(value, site, {
    id: readString,
    action: orDefault(readString, ''),
    description: orDefault(readString, ''),
    kind: literal('transaction', 'signature'),
    requestId: optional(readBytes32),
  })
  const read = { ...step, items: arrayOf((item, itemSite) => parseItem(item, step, itemSite))(step.items, at(site, 'items')) }
  if (read.requestId) return { ...read, requestId: read.requestId }
  const named = new Set(
    read.items.flatMap((item) => {
      const id = item.check && new URL(item.check.endpoint, 'http://service').searchParams.get('requestId')
      return id ? [id.toLowerCase()] : []
    }),
  )
  const [only] = named
  return { ...read, requestId: named.size === 1 && isBytes32(only) ? only : refuse(at(site, 'requestId'), '32 bytes of hex', undefined) }
}
