// ferry-kit/react: the provider, hooks on TanStack Query and wagmi in wagmi's shape (one parameter
// object, TanStack's `query` options passed through), and the query-options factory beside each
// hook, so that a hook is `useQuery(xQueryOptions(ferry, parameters))`. Types and errors of the
// core are imported from `ferry-kit` itself.
export { FerryProvider } from './FerryProvider'
export type { FerryProviderProps } from './FerryProvider'
export { FerryProviderNotFoundError, RequestNotFoundError } from './errors'
export { useFerry } from './hooks/useFerry'
export type { UseFerryReturnType } from './hooks/useFerry'
export type { Ferry, FerryQueryKey, FerryQueryOptions, FerryQueryParameter } from './query/types'
export type { FerryQueryResult } from './query/useFerryQuery'

export { useQuote } from './hooks/useQuote'
export type { UseQuoteParameters, UseQuoteReturnType } from './hooks/useQuote'
export { quoteQueryOptions, quoteQueryKey, DEFAULT_QUOTE_REFETCH_INTERVAL_MS } from './query/quote'
export type { QuoteQueryKey, QuoteQueryOptions, QuoteQueryParameters } from './query/quote'
export type { QuoteInputStatus } from './query/quoteInput'

export { useRequestStatus } from './hooks/useRequestStatus'
export type { UseRequestStatusParameters, UseRequestStatusReturnType } from './hooks/useRequestStatus'
export { requestStatusQueryOptions, requestStatusQueryKey } from './query/requestStatus'
export type { RequestStatusQueryKey, RequestStatusQueryOptions, RequestStatusQueryParameters, RequestStatusSchedule } from './query/requestStatus'

export { useServiceChains } from './hooks/useServiceChains'
export type { UseServiceChainsParameters, UseServiceChainsReturnType } from './hooks/useServiceChains'
export { serviceChainsQueryOptions, serviceChainsQueryKey } from './query/serviceChains'
export type { ServiceChainsQueryKey, ServiceChainsQueryOptions, ServiceChainsQueryParameters } from './query/serviceChains'

export { useCurrencies } from './hooks/useCurrencies'
export type { UseCurrenciesParameters, UseCurrenciesReturnType } from './hooks/useCurrencies'
export { useTokenPrice } from './hooks/useTokenPrice'
export type { UseTokenPriceParameters, UseTokenPriceReturnType } from './hooks/useTokenPrice'
export { currenciesQueryOptions, currenciesQueryKey } from './query/currencies'
export type { CurrenciesQueryKey, CurrenciesQueryOptions, CurrenciesQueryParameters } from './query/currencies'
export { tokenPriceQueryOptions, tokenPriceQueryKey } from './query/tokenPrice'
export type { TokenPriceQueryKey, TokenPriceQueryOptions, TokenPriceQueryParameters } from './query/tokenPrice'

export { useVenueBalance } from './hooks/useVenueBalance'
export type { UseVenueBalanceParameters, UseVenueBalanceReturnType } from './hooks/useVenueBalance'
export { useVenueSpotMeta } from './hooks/useVenueSpotMeta'
export type { UseVenueSpotMetaParameters, UseVenueSpotMetaReturnType } from './hooks/useVenueSpotMeta'
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
export { invalidateBalances } from './cache/balances'

// Execution: useExecuteSteps, its state, and the wagmi wallet adapter.
export { useExecuteSteps } from './hooks/useExecuteSteps'
export type { ExecuteParameters, UseExecuteStepsParameters, UseExecuteStepsReturnType } from './hooks/useExecuteSteps'
export type { ExecuteMutation, ExecuteStatus } from './execution/mutation'
export type { ExecutionPhase, ExecutionState } from './execution/machine'
export { isUnsettled, outcomeOf } from './execution/outcome'
export type { OutcomeSource, RunOutcome } from './execution/outcome'
export { CancelledError, ExecutionInterruptedError, ResumeWouldSendError, WalletNotConnectedError } from './execution/errors'
export { walletFromWagmi } from './wallet/walletFromWagmi'
export { useAtomicBatch } from './hooks/useAtomicBatch'
export type { UseAtomicBatchParameters } from './hooks/useAtomicBatch'

// This browser's requests: recorded from the execution store, persisted under the namespace.
export { useExecutionHistory } from './hooks/useExecutionHistory'
export type { UseExecutionHistoryReturnType } from './hooks/useExecutionHistory'
export type { ExecutionHistoryEntry, HistoryCurrencyAmount } from './history/store'
