import type { Address, Hex } from 'viem'
import type { AuthorizeBody } from './authorize'
import type { PermitBody } from './permit'

/** A currency as the service describes it inside responses. */
export interface CurrencyInfo {
  chainId: number
  address: string
  symbol: string
  name: string
  decimals: number
}

/** A fee or an amount. `currency` is an identifier in the spec, a currency object in the wild. */
export interface FeeAmount {
  /** Smallest unit, integer string; negative for a rebate (the service documents that it can be). */
  amount: string
  currency: string | CurrencyInfo
  amountFormatted?: string
  amountUsd?: string
}

export interface QuoteFees {
  gas?: FeeAmount
  relayer?: FeeAmount
  /** The app fees, as sent: not checked by the parser, so narrow before reading it. */
  app?: unknown
}

export interface CurrencyAmount {
  currency: CurrencyInfo
  /** Smallest unit, integer string. */
  amount: string
  amountFormatted?: string
  amountUsd?: string
}

export interface QuoteDetails {
  /** `bridge` occurs; other words pass through. */
  operation?: string
  /** Seconds. */
  timeEstimate?: number
  currencyIn?: CurrencyAmount
  currencyOut?: CurrencyAmount
  /** Who receives the fill, as sent: not checked by the parser (the executor compares it when it is a string). */
  recipient?: unknown
  /** What a refund pays back, a currency amount as sent: not checked by the parser. */
  refundCurrency?: unknown
}

/**
 * `incomplete` and `complete` occur; unknown words are kept and treated as not complete.
 * `submitted` is Ferry's own record in a progress quote (see `StepItem.txHash`).
 */
export type ItemStatus = 'incomplete' | 'complete' | 'submitted' | (string & {})

export interface ItemCheck {
  /** A path with a `requestId` query parameter, e.g. `/intents/status?requestId=0x…`. */
  endpoint: string
  method: string
}

/** `data` of an ordinary transaction item. */
export interface TransactionData {
  /** Absent in older quotes: the item is then sent from the connected account. */
  from?: Address
  to: Address
  data: Hex
  /** Native value, smallest unit, integer string. */
  value: string
  chainId: number
  gas?: string
  maxFeePerGas?: string
  maxPriorityFeePerGas?: string
}

export interface TypedDataDomainWire {
  name: string
  version: string
  chainId: number
  verifyingContract: Address
}

export interface TypedDataField {
  name: string
  type: string
}

/** EIP-712 data a signature item asks the wallet to sign. */
export interface SignRequest {
  signatureKind: 'eip712'
  domain: TypedDataDomainWire
  types: Record<string, TypedDataField[]>
  value: Record<string, unknown>
  primaryType: string
}

/** `data` of a signature item (the authorize step). */
export interface SignatureData {
  sign: SignRequest
  post: {
    endpoint: string
    method: string
    body: AuthorizeBody
  }
}

/**
 * `data` of a permit item (a request quoted with `usePermit`): an EIP-3009
 * `TransferWithAuthorization` of the origin token, from the user to the service, which the
 * service submits on chain (paying the gas) once the signature is posted to `/execute/permits`.
 */
export interface PermitData {
  sign: SignRequest
  post: {
    endpoint: string
    method: string
    body: PermitBody
  }
}

/** The venue's network name sits under the protocol profile's `venue.chainField` (`venueChain` in the spec). */
export interface SendAssetParameters {
  destination: string
  sourceDex: string
  destinationDex: string
  /** `<SYMBOL>:<token_id>` */
  token: string
  /** Decimal string with six fraction digits. */
  amount: string
  fromSubAccount: string
  nonce: number
}

/** `data` of the venue withdrawal's deposit item: a venue action the client signs and posts. */
export interface VenueDepositData {
  action: { type: 'sendAsset'; parameters: SendAssetParameters }
  nonce: number
  eip712Types: Record<string, TypedDataField[]>
  eip712PrimaryType: string
}

interface ItemBase {
  status: ItemStatus
  check?: ItemCheck
  /**
   * Ferry's record in a progress quote: the hash the wallet returned for this transaction, set
   * with `status: 'submitted'` the moment it is sent. Such an item is never sent again; a resume
   * waits for this hash instead.
   */
  txHash?: Hex
  /**
   * Ferry's record in a progress quote: the id of the wallet batch (EIP-5792) this transaction went
   * in, set with `status: 'submitted'` the moment the wallet returns it, before any hash is known.
   * Such an item is never sent again; a resume follows the batch (or the request's status).
   */
  batchId?: string
}

export interface TransactionItem extends ItemBase {
  data: TransactionData
}
export interface SignatureItem extends ItemBase {
  data: SignatureData
}
export interface VenueDepositItem extends ItemBase {
  data: VenueDepositData
}
export interface PermitItem extends ItemBase {
  data: PermitData
}
export type StepItem = TransactionItem | SignatureItem | VenueDepositItem | PermitItem

export type StepKind = 'transaction' | 'signature'

export interface Step {
  /** `deposit` and `authorize` occur. */
  id: string
  action: string
  description: string
  kind: StepKind
  requestId: Hex
  items: StepItem[]
  /** The address to send to when the request asked for a deposit address, as sent: not checked by the parser. */
  depositAddress?: unknown
}

/**
 * Body of `POST /quote` as the parser returns it. The types list the fields the spec and Ferry read,
 * and no others, so a misspelt field does not compile. The service sends more, and the parser keeps
 * every field on the object (`fees.relayerGas`, `details.rate`, …): to read one the types do not
 * list, widen the type where you read it (`QuoteDetails & { rate?: unknown }`) and check the value.
 */
export interface QuoteResponse {
  steps: Step[]
  fees: QuoteFees
  details: QuoteDetails
  /** The published service's protocol data (`protocol.v2.orderId`), as sent: not checked by the parser. */
  protocol?: unknown
}
