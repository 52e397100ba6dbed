import type { QuoteRequest } from '../../core/index'

/**
 * The top-level fields of the spec's quote request. Typed against `QuoteRequest`, so a field added
 * there cannot be forgotten here.
 */
const QUOTE_REQUEST_FIELDS: { readonly [K in keyof Required<QuoteRequest>]: true } = {
  user: true,
  originChainId: true,
  destinationChainId: true,
  originCurrency: true,
  destinationCurrency: true,
  amount: true,
  tradeType: true,
  recipient: true,
  slippageTolerance: true,
  useExternalLiquidity: true,
  usePermit: true,
  referrer: true,
  refundTo: true,
  topupGas: true,
  topupGasAmount: true,
  txs: true,
  appFees: true,
  protocolVersion: true,
}

const isKnown = (key: string): key is keyof QuoteRequest => Object.hasOwn(QUOTE_REQUEST_FIELDS, key)

/**
 * A quote request body without the top-level fields the spec does not list. The real service
 * ignores fields it does not know (the service's UI kit always sends `useDepositAddress` and
 * `explicitDeposit`) and still checks the ones it knows: the devnet drops the others before the
 * core's validator checks the rest, so they are neither refused nor kept in the stored request.
 * Anything but a plain object is returned as it is, for the validator to refuse.
 */
export function withoutUnknownFields(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body
  return Object.fromEntries(Object.entries(body).filter(([key]) => isKnown(key)))
}
