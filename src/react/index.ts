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
export { ExecutionInProgressError, ExecutionInterruptedError, WalletNotConnectedError } from './execution/errors'
export { walletFromWagmi } from './wallet/walletFromWagmi'
