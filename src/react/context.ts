import { createContext, useContext } from 'react'
import type { FerryClient, OnCallbackError } from '../core/index'
import type { ExecutionStore } from './execution/store'
import type { HistoryStore } from './history/store'
import { FerryProviderNotFoundError } from './errors'

export interface FerryContextValue {
  client: FerryClient
  /**
   * Prefix of every query key and of the persisted execution state, so two Ferry instances
   * (two widgets, or a widget beside the host's own hooks) never read each other's cache.
   */
  namespace: string
  /** The provider's execution store (persisted under the namespace): one execution at a time below it. */
  executionStore: ExecutionStore
  /** The requests this browser sent under the namespace (persisted), recorded from the execution store. */
  historyStore: HistoryStore
  /**
   * Where the hosts' callbacks' errors go (the provider's `onCallbackError`, else `console.error`).
   * Stable for the provider's life: it reads the latest prop when called.
   */
  onCallbackError: OnCallbackError
}

/** `null` outside a provider: every hook reads it through `useFerryContext`, which says so. */
export const FerryContext = createContext<FerryContextValue | null>(null)

/** The nearest `<FerryProvider>`'s value; throws `FerryProviderNotFoundError` outside one. */
export function useFerryContext(hook: string): FerryContextValue {
  const value = useContext(FerryContext)
  if (!value) throw new FerryProviderNotFoundError({ hook })
  return value
}
