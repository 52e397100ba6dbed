import { VENUE_CHAIN_ID } from '../constants'
import { isCurrencyId, isNativeCurrency, normalizeCurrencyId } from '../currency'
import { QuoteRequestError } from '../errors/request'
import type { ValidationIssue } from '../errors/request'
import type { AppFee, QuoteRequest, TradeType } from '../types/request'
import { isChainId, isRecord, isString } from '../utils/predicates'
import { ADDRESS, MAX_BPS, UINT, address, expected, fieldReader, passUnknownFields, uint, when } from './formats'
import { validateTxs } from './txs'

export type { ValidationIssue }

/**
 * Every field of the request (the first seven required). Typed so that a field added to
 * `QuoteRequest` cannot be forgotten here.
 */
const KNOWN_FIELDS: { [K in keyof Required<QuoteRequest>]: 1 } = {
  user: 1,
  originChainId: 1,
  destinationChainId: 1,
  originCurrency: 1,
  destinationCurrency: 1,
  amount: 1,
  tradeType: 1,
  recipient: 1,
  slippageTolerance: 1,
  useExternalLiquidity: 1,
  usePermit: 1,
  referrer: 1,
  refundTo: 1,
  topupGas: 1,
  topupGasAmount: 1,
  txs: 1,
  appFees: 1,
  protocolVersion: 1,
}
const FIELDS = Object.keys(KNOWN_FIELDS)
const BPS = 'an integer string of 0 to 10000 bps'
/**
 * Symbols taken to name the gas currency of an EVM destination, besides the native zero address.
 * Assumption: the accepted symbol set is "not shown" in the spec, and the chains Ferry targets pay
 * gas in ETH; a symbol naming another chain's gas token is left for the service to judge.
 */
const GAS_CURRENCY_SYMBOLS: readonly string[] = ['eth']

const TRADE_TYPES: readonly unknown[] = ['EXACT_INPUT', 'EXACT_OUTPUT', 'EXPECTED_OUTPUT'] satisfies TradeType[]
const isTradeType = (value: unknown): value is TradeType => TRADE_TYPES.includes(value)
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean'
const isV2 = (value: unknown): value is 'v2' => value === 'v2'

/**
 * Checks a quote request against every rule of the service spec and returns it normalized: known
 * fields in a stable order, absent (`undefined` or `null`) ones dropped, addresses checksummed,
 * integers canonical, hex currency ids and call data lowercased. Throws `QuoteRequestError`
 * listing every issue found. Fields the spec does not list (at the top, in a tx, in an app fee)
 * pass through unchanged after the known ones, as the service serves more than the spec shows
 * and ignores what it does not know; a known field with a bad value is still an issue.
 *
 * Takes `unknown`, not `QuoteRequestInput`: it is the check for JSON bodies and form data that no
 * static type vouches for, so it reads every field's shape itself.
 */
export function validateQuoteRequest(raw: unknown): QuoteRequest {
  if (!isRecord(raw)) throw new QuoteRequestError([{ path: '', message: expected('an object', raw) }])
  const issues: ValidationIssue[] = []
  const add = (path: string, message: string) => issues.push({ path, message })
  /** The normalized request: fields are read into it in the spec's order. */
  const request: Record<string, unknown> = {}
  const read = fieldReader(raw, '', issues, request)
  const currency = (key: 'originCurrency' | 'destinationCurrency', chainId: number | undefined) =>
    read(
      key,
      // Which shapes fit depends on the chain: without a valid chain id only the type is checked.
      (value) => (isString(value) && (chainId === undefined || isCurrencyId(value, chainId)) ? normalizeCurrencyId(value) : undefined),
      chainId === VENUE_CHAIN_ID ? `a ${VENUE_CHAIN_ID} id (16 bytes or spot address + hex DEX) or lowercase symbol` : 'an address or lowercase symbol',
      true,
    )

  read('user', address, ADDRESS, true)
  const originChainId = read('originChainId', when(isChainId), 'a positive integer', true)
  const destinationChainId = read('destinationChainId', when(isChainId), 'a positive integer', true)
  const originCurrency = currency('originCurrency', originChainId)
  const destinationCurrency = currency('destinationCurrency', destinationChainId)
  const amount = read('amount', uint(), UINT, true)
  const tradeType = read('tradeType', when(isTradeType), '"EXACT_INPUT", "EXACT_OUTPUT" or "EXPECTED_OUTPUT"', true)
  read('recipient', address, ADDRESS)
  read('slippageTolerance', uint(MAX_BPS), BPS)
  read('useExternalLiquidity', when(isBoolean), 'a boolean')
  read('usePermit', when(isBoolean), 'a boolean')
  read('referrer', when(isString), 'a string')
  read('refundTo', address, ADDRESS)
  const topupGas = read('topupGas', when(isBoolean), 'a boolean')
  const topupGasAmount = read('topupGasAmount', uint(), UINT)
  const txs = raw.txs == null ? undefined : validateTxs(raw.txs)
  if (txs) {
    issues.push(...txs.issues)
    request.txs = txs.txs
  }
  if (raw.appFees != null) request.appFees = validateAppFees(raw.appFees, issues)
  read('protocolVersion', when(isV2), '"v2"')

  // Rules that tie fields together.
  if (txs) {
    // The calls need their exact amount: an expected output may arrive short.
    if (tradeType !== undefined && tradeType !== 'EXACT_OUTPUT') add('tradeType', expected('"EXACT_OUTPUT" with txs', tradeType))
    if (amount !== undefined && txs.total !== undefined && BigInt(amount) !== txs.total) {
      add('amount', expected(`the sum of txs[].value, "${txs.total}"`, amount))
    }
  }
  if (topupGasAmount !== undefined && !topupGas) add('topupGasAmount', 'requires topupGas: true')
  if (
    topupGas &&
    (destinationChainId === VENUE_CHAIN_ID ||
      (destinationCurrency !== undefined && (isNativeCurrency(destinationCurrency) || GAS_CURRENCY_SYMBOLS.includes(destinationCurrency))))
  ) {
    add('topupGas', 'needs an EVM destination not paid in its gas currency')
  }
  if (originChainId === VENUE_CHAIN_ID && raw.protocolVersion == null) add('protocolVersion', `is required ("v2") when originChainId is ${VENUE_CHAIN_ID}`)
  if (destinationChainId === VENUE_CHAIN_ID && raw.recipient == null) add('recipient', `is required (the venue address) when destinationChainId is ${VENUE_CHAIN_ID}`)
  // A same-chain, same-currency transfer is a no-op for the service; with txs it is a call, not a no-op.
  if (!txs && originChainId !== undefined && originChainId === destinationChainId && originCurrency && originCurrency === destinationCurrency) {
    add('destinationCurrency', 'must differ from originCurrency on the same chain')
  }

  if (issues.length > 0) throw new QuoteRequestError(issues)
  passUnknownFields(raw, FIELDS, request)
  // No issue means every required field was read, each normalized by its parser.
  return request as unknown as QuoteRequest
}

function validateAppFees(value: unknown, issues: ValidationIssue[]): AppFee[] | undefined {
  if (!Array.isArray(value)) {
    issues.push({ path: 'appFees', message: expected('an array of { recipient, fee }', value) })
    return undefined
  }
  const fees: AppFee[] = []
  const list: unknown[] = value
  list.forEach((item, index) => {
    const path = `appFees.${index}`
    if (!isRecord(item)) {
      issues.push({ path, message: expected('an object { recipient, fee }', item) })
      return
    }
    const appFee: Record<string, unknown> = {}
    const read = fieldReader(item, `${path}.`, issues, appFee)
    const recipient = read('recipient', address, ADDRESS, true)
    const fee = read('fee', uint(MAX_BPS), BPS, true)
    passUnknownFields(item, ['recipient', 'fee'], appFee)
    if (recipient && fee !== undefined) fees.push(appFee as unknown as AppFee)
  })
  return fees
}
