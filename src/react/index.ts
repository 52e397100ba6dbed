// Provider, reads and their query-options factories (wagmi's pattern: the hooks are thin useQuery calls).
export { FerryProvider } from './FerryProvider'
export type { FerryProviderProps } from './FerryProvider'
export { FerryProviderNotFoundError } from './errors'
export { useQuote } from './hooks/useQuote'
export type { UseQuoteOptions, UseQuoteReturnType } from './hooks/useQuote'
export { useRequestStatus } from './hooks/useRequestStatus'
export type { UseRequestStatusOptions, UseRequestStatusReturnType } from './hooks/useRequestStatus'
export { useVenueBalance } from './hooks/useVenueBalance'
export type { UseVenueBalanceOptions, UseVenueBalanceReturnType } from './hooks/useVenueBalance'
export { useVenueSpotMeta } from './hooks/useVenueSpotMeta'
export type { UseVenueSpotMetaOptions, UseVenueSpotMetaReturnType } from './hooks/useVenueSpotMeta'
export { useChains } from './hooks/useChains'
export type { UseChainsOptions, UseChainsReturnType } from './hooks/useChains'
export { chainsQueryOptions, chainsQueryKey } from './query/chains'
export type { ChainsQueryKey, ChainsQueryOptions, ChainsQueryParameters } from './query/chains'
export { quoteQueryOptions, quoteQueryKey, quoteRecoveryDelay, readQuoteInput, isEmptyQuoteInput, DEFAULT_QUOTE_REFETCH_INTERVAL_MS } from './query/quote'
export type { QuoteInput, QuoteInputStatus, QuoteQueryKey, QuoteQueryOptions, QuoteQueryParameters } from './query/quote'
export { requestStatusQueryOptions, requestStatusQueryKey } from './query/requestStatus'
export type { RequestStatusQueryKey, RequestStatusQueryOptions, RequestStatusQueryParameters } from './query/requestStatus'
export { venueBalanceQueryOptions, venueBalanceQueryKey, venueSpotMetaQueryOptions, venueSpotMetaQueryKey } from './query/venue'
export type {
  VenueBalance,
  VenueBalanceQueryKey,
  VenueBalanceQueryOptions,
  VenueBalanceQueryParameters,
  VenueSpotMetaQueryKey,
  VenueSpotMetaQueryOptions,
  VenueSpotMetaQueryParameters,
} from './query/venue'

// Execution: useExecuteSteps, its store and the wagmi wallet adapter.
export { useExecuteSteps, DEFAULT_MAX_QUOTE_AGE_MS } from './hooks/useExecuteSteps'
export type { ExecuteParameters, UseExecuteStepsParameters, UseExecuteStepsReturnType } from './hooks/useExecuteSteps'
export { createExecutionStore, executionStorageKey } from './execution/store'
export type { CreateExecutionStoreOptions, ExecutionStore, ExecutionStoreState, ExecutionRun } from './execution/store'
export { reduceExecution, initialExecutionState, planResume } from './execution/machine'
export type {
  ExecutionErrorInfo,
  ExecutionEvent,
  ExecutionItemState,
  ExecutionItemStatus,
  ExecutionPhase,
  ExecutionState,
  ExecutionStepState,
  ResumePlan,
} from './execution/machine'
export { ExecutionInProgressError, ExecutionInterruptedError, QuoteChangedError, WalletNotConnectedError } from './execution/errors'
export { isWorseQuote, requoteToleranceBps, DEFAULT_REQUOTE_TOLERANCE_BPS } from './execution/requote'
export { hasSentAnything, isPaid } from './execution/sent'
export { walletFromWagmi } from './wallet/walletFromWagmi'

// What the widget (and a hooks-only UI) needs from the core, so that it stands on this entry alone.
export { FerryContext } from './context'
export type { FerryContextValue } from './context'
export { createFerryClient, NATIVE_CURRENCY, VENUE_CHAIN_ID, VENUE_PERPS_USDC, VENUE_USD_DECIMALS, isNativeCurrency, FerryError, LIVE_PROFILE, SPEC_PROFILE } from '../core/index'
export type {
  AppFee,
  CurrencyInfo,
  FerryClient,
  FerryClientConfig,
  ProfileOption,
  ProtocolProfile,
  QuoteRequest,
  QuoteRequestInput,
  QuoteResponse,
  SpotToken,
  StatusResponse,
  TradeType,
  ValidationIssue,
} from '../core/index'

// This browser's requests: recorded from the execution store, persisted under the namespace.
export { useExecutionHistory } from './hooks/useExecutionHistory'
export type { UseExecutionHistoryReturnType } from './hooks/useExecutionHistory'
export { createHistoryStore, historyStorageKey, historyEntryOf, recordExecutions, HISTORY_LIMIT } from './history/store'
export type { CreateHistoryStoreOptions, ExecutionHistoryEntry, HistoryCurrencyAmount, HistoryStore, HistoryStoreState } from './history/store'

// More core names the widget's execution views show or branch on.
export { ChainsUnavailableError, HttpError, isFinalStatus, isTransientError } from '../core/index'
export type { ChainCurrency, ChainErc20Currency, CurrencyAmount, FeeAmount, QuoteDetails, QuoteFees, RequestStatus, ServiceChain } from '../core/index'
