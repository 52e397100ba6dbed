// ferry-kit/react: the provider, hooks on react-query and wagmi, and their query-options factories
// (wagmi's pattern: the hooks are thin useQuery calls). Types and errors of the core are imported
// from `ferry-kit` itself.
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
export { quoteQueryOptions, quoteQueryKey, DEFAULT_QUOTE_REFETCH_INTERVAL_MS } from './query/quote'
export type { QuoteInputStatus, QuoteQueryKey, QuoteQueryOptions, QuoteQueryParameters } from './query/quote'
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

// Execution: useExecuteSteps, its state, and the wagmi wallet adapter.
export { useExecuteSteps } from './hooks/useExecuteSteps'
export type { ExecuteParameters, UseExecuteStepsParameters, UseExecuteStepsReturnType } from './hooks/useExecuteSteps'
export type { ExecutionErrorInfo, ExecutionPhase, ExecutionState } from './execution/machine'
export { isUnsettled, outcomeOf } from './execution/outcome'
export type { OutcomeSource, RunOutcome } from './execution/outcome'
export { ExecutionInterruptedError, ResumeWouldSendError, WalletNotConnectedError } from './execution/errors'
export { walletFromWagmi } from './wallet/walletFromWagmi'

// This browser's requests: recorded from the execution store, persisted under the namespace.
export { useExecutionHistory } from './hooks/useExecutionHistory'
export type { UseExecutionHistoryReturnType } from './hooks/useExecutionHistory'
export type { ExecutionHistoryEntry, HistoryCurrencyAmount } from './history/store'
