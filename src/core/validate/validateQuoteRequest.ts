import { getAddress } from 'viem'
import type { Address } from 'viem'
import { VENUE_CHAIN_ID } from '../constants'
import { checkCurrencyId, isNativeCurrency, normalizeCurrencyId } from '../currency'
import { QuoteRequestError } from '../errors/request'
import type { ValidationIssue } from '../errors/request'
import type { AppFee, QuoteRequest, QuoteRequestInput, TradeType } from '../types/request'
import { isRecord } from '../utils/predicates'
import {
  MAX_BPS,
  checkAddress,
  checkChainId,
  describeValue,
  parseBps,
  parseUintString,
  unknownFieldIssues,
} from './formats'
import { validateTxs } from './txs'

export type { ValidationIssue }

/**
 * Every field of the request, in the order the normalized request lists them (the spec's order),
 * with what a required field means, for "is required" messages. Typed so that a field added to
 * `QuoteRequest` cannot be forgotten here.
 */
const FIELD_ORDER: { [K in keyof Required<QuoteRequest>]: string } = {
  user: 'the address that deposits funds, pays and submits transactions',
  originChainId: 'the chain id where payment originates (a number)',
  destinationChainId: 'the chain id where the result is delivered or calls execute (a number)',
  originCurrency: 'the currency id on the origin chain',
  destinationCurrency: 'the currency id on the destination chain',
  amount: 'the integer amount in the smallest unit, as a string',
  tradeType: '"EXACT_INPUT" or "EXACT_OUTPUT"',
  recipient: '',
  slippageTolerance: '',
  useExternalLiquidity: '',
  referrer: '',
  refundTo: '',
  topupGas: '',
  topupGasAmount: '',
  txs: '',
  appFees: '',
  protocolVersion: '',
}
const FIELDS = Object.keys(FIELD_ORDER) as (keyof QuoteRequest)[]
const APP_FEE_FIELDS = ['recipient', 'fee'] as const
const TRADE_TYPES: readonly TradeType[] = ['EXACT_INPUT', 'EXACT_OUTPUT']
/**
 * Symbols taken to name the gas currency of an EVM destination, besides the native zero address.
 * Assumption: the accepted symbol set is "not shown" in the spec, and the chains Ferry targets pay
 * gas in ETH; a symbol naming another chain's gas token is left for the service to judge.
 */
const GAS_CURRENCY_SYMBOLS: readonly string[] = ['eth']

/**
 * Checks a quote request against every rule of the service spec and returns it normalized: known
 * fields only, in a stable order, absent (`undefined` or `null`) fields dropped, addresses
 * checksummed, hex currency ids and call data lowercased. Throws `QuoteRequestError` listing every
 * issue found. Unknown fields are issues too, so that a typo such as `slipageTolerance` is not
 * silently dropped.
 */
export function validateQuoteRequest(input: QuoteRequestInput): QuoteRequest {
  // Callers hand in JSON or form data whatever the static type says: check the shape at run time.
  const raw: unknown = input
  if (!isRecord(raw)) {
    throw new QuoteRequestError([
      { path: '', message: `must be an object holding the quote request fields; got ${describeValue(raw)}` },
    ])
  }
  const issues: ValidationIssue[] = unknownFieldIssues({ record: raw, known: FIELDS, prefix: '' })
  // Returns undefined so that a reader can `return add(...)` for "no value, and here is why".
  const add = (path: string, message: string | undefined): undefined => {
    if (message) issues.push({ path, message })
    return undefined
  }
  // null is how JSON and forms say "not set": it counts as absent, like undefined.
  const field = (key: keyof QuoteRequest): unknown => raw[key] ?? undefined
  const required = (key: keyof QuoteRequest): unknown => {
    const value = field(key)
    if (value === undefined) add(key, `is required: ${FIELD_ORDER[key]}`)
    return value
  }
  const address = (key: 'user' | 'recipient' | 'refundTo', value: unknown): Address | undefined => {
    if (value === undefined) return undefined
    const problem = checkAddress(value)
    add(key, problem)
    if (problem || typeof value !== 'string') return undefined
    // Funds sent to the zero address are lost; it is never a meaningful user, recipient or refund address.
    if (/^0x0{40}$/.test(value)) add(key, 'must not be the zero address: funds sent there are lost')
    return getAddress(value)
  }
  const chainId = (key: 'originChainId' | 'destinationChainId'): number | undefined => {
    const value = required(key)
    if (value === undefined) return undefined
    const problem = checkChainId(value)
    if (problem || typeof value !== 'number') return add(key, problem)
    return value
  }
  const currency = (key: 'originCurrency' | 'destinationCurrency', chain: number | undefined): string | undefined => {
    const value = required(key)
    if (value === undefined) return undefined
    if (typeof value !== 'string') return add(key, `must be a currency id string; got ${describeValue(value)}`)
    // Which shapes fit depends on the chain: without a valid chain id there is nothing to check against.
    if (chain !== undefined) add(key, checkCurrencyId(value, chain))
    return normalizeCurrencyId(value)
  }
  const boolean = (key: 'useExternalLiquidity' | 'topupGas'): boolean | undefined => {
    const value = field(key)
    if (value === undefined || typeof value === 'boolean') return value
    return add(key, `must be a boolean (true or false); got ${describeValue(value)}`)
  }
  const parsed = <T>(key: keyof QuoteRequest, result: { ok: true; value: T } | { ok: false; message: string }) => {
    if (result.ok) return result.value
    return add(key, result.message)
  }

  const user = address('user', required('user'))
  const originChainId = chainId('originChainId')
  const destinationChainId = chainId('destinationChainId')
  const originCurrency = currency('originCurrency', originChainId)
  const destinationCurrency = currency('destinationCurrency', destinationChainId)

  const rawAmount = required('amount')
  const amount = rawAmount === undefined ? undefined : parsed('amount', parseUintString(rawAmount, { unit: 'in the smallest unit' }))

  const rawTradeType = required('tradeType')
  const tradeType = TRADE_TYPES.find((type) => type === rawTradeType)
  if (rawTradeType !== undefined && !tradeType) {
    add('tradeType', `must be "EXACT_INPUT" or "EXACT_OUTPUT" (upper case); got ${describeValue(rawTradeType)}`)
  }

  const recipient = address('recipient', field('recipient'))
  const rawSlippage = field('slippageTolerance')
  const slippageTolerance = rawSlippage === undefined ? undefined : parsed('slippageTolerance', parseBps(rawSlippage))
  const useExternalLiquidity = boolean('useExternalLiquidity')
  const referrer = field('referrer')
  if (referrer !== undefined && typeof referrer !== 'string') {
    add('referrer', `must be a string identifying the integration; got ${describeValue(referrer)}`)
  }
  const refundTo = address('refundTo', field('refundTo'))
  const topupGas = boolean('topupGas')
  const rawTopupGasAmount = field('topupGasAmount')
  const topupGasAmount =
    rawTopupGasAmount === undefined
      ? undefined
      : parsed('topupGasAmount', parseUintString(rawTopupGasAmount, { unit: 'of USD with 5 decimals (100000 is 1 USD)' }))

  const rawTxs = field('txs')
  const txsResult = rawTxs === undefined ? undefined : validateTxs(rawTxs)
  if (txsResult) issues.push(...txsResult.issues)
  const rawAppFees = field('appFees')
  const appFees = rawAppFees === undefined ? undefined : validateAppFees(rawAppFees, issues)

  const rawProtocolVersion = field('protocolVersion')
  if (rawProtocolVersion !== undefined && rawProtocolVersion !== 'v2') {
    add('protocolVersion', `must be "v2" (the only version the service defines); got ${describeValue(rawProtocolVersion)}`)
  }

  // Rules that tie fields together.
  if (txsResult) {
    if (rawTradeType !== undefined && tradeType !== 'EXACT_OUTPUT') {
      add('tradeType', `must be "EXACT_OUTPUT" when txs is given (a cross-chain call); got ${describeValue(rawTradeType)}`)
    }
    if (amount !== undefined && txsResult.total !== undefined && amount !== txsResult.total) {
      add('amount', `must equal the sum of txs[].value for a cross-chain call: "${txsResult.total}"; got "${amount}"`)
    }
    if (destinationChainId === VENUE_CHAIN_ID) {
      add('txs', `cannot run on chain ${VENUE_CHAIN_ID}: the venue is not an EVM chain; send calls to an EVM destination`)
    }
  }
  if (topupGasAmount !== undefined && topupGas !== true) {
    add('topupGasAmount', 'requires topupGas: true; remove topupGasAmount or set topupGas to true')
  }
  if (topupGas === true) {
    if (destinationChainId === VENUE_CHAIN_ID) {
      add('topupGas', `is supported only for EVM destinations, not chain ${VENUE_CHAIN_ID} (the venue)`)
    } else if (destinationCurrency !== undefined && isGasCurrency(destinationCurrency)) {
      add('topupGas', `is supported only when the destination currency is not the destination chain's gas currency; got destinationCurrency ${describeValue(destinationCurrency)}`)
    }
  }
  if (originChainId === VENUE_CHAIN_ID && rawProtocolVersion === undefined) {
    add('protocolVersion', `is required: a withdrawal from the venue (originChainId ${VENUE_CHAIN_ID}) must set protocolVersion "v2"`)
  }
  if (destinationChainId === VENUE_CHAIN_ID && field('recipient') === undefined) {
    add('recipient', `is required for a deposit to the venue (destinationChainId ${VENUE_CHAIN_ID}): set it to the venue address`)
  }
  // A same-chain, same-currency transfer is a no-op for the service; with txs it is a call, not a no-op.
  const sameChain = originChainId !== undefined && originChainId === destinationChainId
  const sameCurrency = originCurrency !== undefined && originCurrency === destinationCurrency
  if (!txsResult && sameChain && sameCurrency) {
    add('destinationCurrency', `equals originCurrency on the same chain (${originChainId}): there is nothing to bridge or swap; change the destination chain or currency`)
  }

  if (
    issues.length > 0 || user === undefined || originChainId === undefined || destinationChainId === undefined ||
    originCurrency === undefined || destinationCurrency === undefined || amount === undefined || tradeType === undefined
  ) {
    throw new QuoteRequestError(issues)
  }
  return {
    user,
    originChainId,
    destinationChainId,
    originCurrency,
    destinationCurrency,
    amount: amount.toString(),
    tradeType,
    ...dropUndefined({
      recipient,
      slippageTolerance: slippageTolerance?.toString(),
      useExternalLiquidity,
      referrer: typeof referrer === 'string' ? referrer : undefined,
      refundTo,
      topupGas,
      topupGasAmount: topupGasAmount?.toString(),
      txs: txsResult?.txs,
      appFees,
      protocolVersion: rawProtocolVersion === undefined ? undefined : ('v2' as const),
    }),
  }
}

function isGasCurrency(id: string): boolean {
  return isNativeCurrency(id) || GAS_CURRENCY_SYMBOLS.includes(id)
}

function validateAppFees(value: unknown, issues: ValidationIssue[]): AppFee[] | undefined {
  if (!Array.isArray(value)) {
    issues.push({ path: 'appFees', message: `must be an array of { recipient, fee } objects; got ${describeValue(value)}` })
    return undefined
  }
  const fees: AppFee[] = []
  let total = 0n
  const list: unknown[] = value
  for (const [index, item] of list.entries()) {
    const path = `appFees.${index}`
    if (!isRecord(item)) {
      issues.push({ path, message: `must be an object { recipient, fee }; got ${describeValue(item)}` })
      continue
    }
    issues.push(...unknownFieldIssues({ record: item, known: APP_FEE_FIELDS, prefix: `${path}.` }))
    const recipientProblem = item.recipient == null ? 'is required: the address that receives the fee' : checkAddress(item.recipient)
    if (recipientProblem) issues.push({ path: `${path}.recipient`, message: recipientProblem })
    const fee = item.fee == null ? undefined : parseBps(item.fee)
    if (!fee) issues.push({ path: `${path}.fee`, message: 'is required: the fee in basis points (100 is 1%)' })
    else if (!fee.ok) issues.push({ path: `${path}.fee`, message: fee.message })
    else total += fee.value
    if (!recipientProblem && typeof item.recipient === 'string' && fee?.ok) {
      fees.push({ recipient: getAddress(item.recipient), fee: fee.value.toString() })
    }
  }
  // Each fee fits in 100%; together they must too, or the integrator would take more than the amount.
  if (total > MAX_BPS) issues.push({ path: 'appFees', message: `fees add up to ${total} basis points; the total must not exceed 10000 (100%)` })
  return fees
}

/** Drops keys whose value is undefined, keeping the order of the others. */
function dropUndefined<T extends object>(record: T): Partial<T> {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as Partial<T>
}
