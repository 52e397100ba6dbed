export { createFerryClient } from './client'
export type { FerryClient, FerryClientConfig, FerryVenueClient, RequestOptions } from './client'

export { validateQuoteRequest } from './validate'
export type { ValidationIssue } from './validate'

export { SPEC_PROFILE, LIVE_PROFILE, resolveProfile } from './protocol/profile'
export type { NonceMappingVersion, ProfileOption, ProtocolProfile } from './protocol/profile'

export { VENUE_CHAIN_ID, VENUE_EVM_CHAIN_ID, NATIVE_CURRENCY, VENUE_PERPS_USDC } from './constants'
export { VENUE_USD_DECIMALS, venueAmountToUnits } from './venueAmount'
export { venueDexCurrency, isNativeCurrency } from './currency'

export { buildNonceMappingTypedData } from './eip712/nonceMapping'
export type { BuildNonceMappingOptions, NonceMappingMessage, NonceMappingTypedData } from './eip712/nonceMapping'
export { buildVenueSendAssetTypedData, venueActionFromTypedData } from './eip712/venueSendAsset'
export type { BuildVenueSendAssetOptions, VenueSendAssetAction, VenueSendAssetTypedData } from './eip712/venueSendAsset'
export { splitSignature } from './eip712/splitSignature'
export type { SignatureParts } from './eip712/splitSignature'

export { executeQuote } from './execute/executeQuote'
export type { ExecuteQuoteOptions } from './execute/executeQuote'
export type { ExecutorClient } from './execute/client'
export type { ExecutionProgress, ExecutionResult, ItemProgress, ItemProgressStatus, StatusProgress } from './execute/progress'
export type { FerryWallet, WaitForReceiptArgs, WalletCallRequest, WalletFees, WalletReceipt, WalletTransactionRequest } from './execute/wallet'
export { walletFromViem } from './execute/walletFromViem'
export { WalletError } from './execute/walletErrors'

export { pollStatus, statusOfRequest } from './status/pollStatus'
export type { PollStatusOptions, StatusReader } from './status/pollStatus'
export { isFinalStatus, isInFlightStatus } from './status/statusWords'
export { advancePoll, nextPollDelay } from './status/pollSchedule'
export type { PollScheduleOptions, PollState } from './status/pollSchedule'

export {
  getItemKind,
  isSignatureItem,
  isTransactionItem,
  isVenueDepositItem,
  parseChains,
  parseClearinghouseState,
  parseQuoteResponse,
  parseSpotMeta,
  parseStatusResponse,
  parseVenueExchangeResponse,
} from './parse'
export type { ItemKind } from './parse'

export { FerryError } from './errors/base'
export type { FerryErrorOptions } from './errors/base'
export { QuoteRequestError, InvalidArgumentError } from './errors/request'
export { HttpError, NetworkError, TimeoutError, AbortedError, ChainsUnavailableError } from './errors/http'
export { isTransientError } from './client/retry'
export { MalformedResponseError } from './errors/response'
export { UnexpectedSignatureRequestError } from './errors/signature'
export type { UnsupportedKind } from './errors/execution'
export { VenueSubmissionError } from './errors/venue'
export {
  UserRejectedError,
  UnsafeStepError,
  UnsupportedStepError,
  SimulationRevertedError,
  TransactionFailedError,
  AllowanceError,
  RequestFailedError,
  RequestRefundedError,
  StatusTimeoutError,
} from './errors/execution'

export type * from './types/request'
export type * from './types/quote'
export type * from './types/authorize'
export type * from './types/status'
export type * from './types/venue'
export type * from './types/chains'
