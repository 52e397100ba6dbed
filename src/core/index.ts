// ferry-kit: the framework-free core.
export { createFerryClient } from './client'
export type { FerryClient, FerryClientConfig, FerryVenueClient, RequestOptions } from './client'

export { validateQuoteRequest } from './validate'
export type { ValidationIssue } from './validate'

export { SPEC_PROFILE, LIVE_PROFILE } from './protocol/profile'
export type { NonceMappingVersion, ProfileChoice, ProfileOption, ProtocolProfile } from './protocol/profile'

export { VENUE_CHAIN_ID, VENUE_EVM_CHAIN_ID, NATIVE_CURRENCY, VENUE_PERPS_USDC, PLACEHOLDER_USER } from './constants'
export { isPlaceholderUser } from './placeholder'
export { VENUE_USD_DECIMALS, venueAmountToUnits } from './venueAmount'
export { venueDexCurrency, isNativeCurrency } from './currency'

export type { BuildNonceMappingOptions, NonceMappingMessage, NonceMappingTypedData } from './eip712/nonceMapping'
export type { BuildVenueSendAssetOptions, VenueSendAssetAction, VenueSendAssetTypedData } from './eip712/venueSendAsset'
export type { SignatureParts } from './eip712/splitSignature'
export type { PermitTypedData, TransferWithAuthorizationMessage } from './eip712/permit'

export type { ExecuteQuoteOptions } from './execute/executeQuote'
export type { RequoteOptions } from './execute/refreshQuote'
export type { ExecutorClient } from './execute/client'
export type {
  BatchProgress,
  ExecutionProgress,
  ExecutionResult,
  ItemKind,
  ItemProgress,
  ItemProgressStatus,
  StartProgress,
  StatusErrorProgress,
  StatusProgress,
} from './execute/progress'
export type {
  FerryWallet,
  SimulatedCall,
  WaitForReceiptArgs,
  WalletAtomicStatus,
  WalletBalanceArgs,
  WalletCall,
  WalletCallRequest,
  WalletCallsStatus,
  WalletFees,
  WalletReceipt,
  WalletSendCallsArgs,
  WalletTransactionRequest,
} from './execute/wallet'

// The one reading of a run's records (the quote `executeQuote` hands out with its progress).
export { canCompleteWithoutUser, fundsItemOf, hasPaid, hasSentAnything, isItemSent, itemRecords, sentHashes, wouldSend } from './run/records'
export type { ItemPosition, ItemRecord, ItemRecordStatus } from './run/records'
export { batchGroups, batchItems } from './run/batches'
export type { BatchGroup } from './run/batches'
export { DEFAULT_MAX_QUOTE_AGE_MS, DEFAULT_REQUOTE_TOLERANCE_BPS } from './run/requote'

export type { CallbackErrorContext, HostCallbackName, OnCallbackError } from './utils/callbacks'

export { pollStatus } from './status/pollStatus'
export type { PollStatusOptions, StatusReader } from './status/pollStatus'
export type { PollScheduleOptions, PollState } from './status/pollSchedule'
export { isFinalStatus } from './status/statusWords'

export { FerryError, UnknownError } from './errors/base'
export type { DevnetErrorCode, FerryErrorCode, FerryErrorOptions } from './errors/base'
export { QuoteRequestError, InvalidArgumentError } from './errors/request'
export { HttpError, NetworkError, TimeoutError, AbortedError, ChainsUnavailableError } from './errors/http'
export { isTransientError } from './client/retry'
export { MalformedResponseError } from './errors/response'
export { TokenPriceUnavailableError } from './errors/price'
export { amountLimitOf } from './errors/amountLimit'
export type { AmountLimit } from './errors/amountLimit'
export { UnexpectedSignatureRequestError } from './errors/signature'
export type { UnsupportedKind } from './errors/execution'
export { VenueSubmissionError } from './errors/venue'
export { WalletError } from './errors/wallet'
export { InsufficientFundsError } from './errors/funds'
export {
  UserRejectedError,
  UnsafeStepError,
  UnsupportedStepError,
  SimulationRevertedError,
  TransactionFailedError,
  AllowanceError,
} from './errors/execution'
export { RequestFailedError, RequestRefundedError, RequestInFlightError, StatusTimeoutError, FollowStoppedError, mayStillComplete } from './errors/outcome'
export type { RequestInFlightErrorCode } from './errors/outcome'
export { ExecutionInProgressError, PlaceholderQuoteError, QuoteChangedError } from './errors/run'

export type * from './types/request'
export type * from './types/quote'
export type * from './types/authorize'
export type * from './types/permit'
export type * from './types/status'
export type * from './types/venue'
export type * from './types/chains'
export type * from './types/currencies'

export { buildNonceMappingTypedData } from './eip712/nonceMapping'
export { buildVenueSendAssetTypedData } from './eip712/venueSendAsset'
export { buildPermitTypedData } from './eip712/permit'
export { splitSignature } from './eip712/splitSignature'
export { executeQuote } from './execute/executeQuote'
export { walletFromViem } from './execute/walletFromViem'
