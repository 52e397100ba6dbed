import { useMemo } from 'react'
import { useStore } from 'zustand'
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware'
import { createStore, type StoreApi } from 'zustand/vanilla'
import { defaultStorage } from '../../react/execution/store'
import { sameCurrency } from '../catalog/catalog'
import type { WidgetCurrency, WidgetTokenRef } from '../types'

/** What the picker keeps in the browser, per `FerryProvider` namespace. */
export interface PickerMemory {
  /** The user's picks, the latest first. */
  recent: WidgetCurrency[]
  /** Unverified tokens whose warning the user acknowledged, as `chainId:address` (lowercase). */
  acknowledged: string[]
  /** The chains of the user's picks, the latest first (kept apart from `recent`, which holds fewer). */
  recentChains: number[]
}

export interface PickerMemoryState extends PickerMemory {
  /** A pick: the token first among the recent ones, its chain first among the recent chains. */
  remember(currency: WidgetCurrency): void
  acknowledge(currency: WidgetTokenRef): void
  isAcknowledged(currency: WidgetTokenRef): boolean
}

export type PickerMemoryStore = StoreApi<PickerMemoryState>

export interface CreatePickerMemoryStoreOptions {
  /** Part of the storage key `ferry:${namespace}:picker`. */
  namespace: string
  /** `localStorage` by default, memory where there is none (SSR, blocked storage). */
  storage?: StateStorage
}

/**
 * Version of the persisted shape. Version 0 is 0.2's memory, stored bare (`{ recent, acknowledged }`,
 * no version) under the same key; version 1 had no `recentChains`. Both are read entry by entry,
 * their recent tokens' chains becoming the recent chains. Other versions are dropped.
 */
export const PICKER_MEMORY_VERSION = 2

const MAX_RECENT = 8
const MAX_RECENT_CHAINS = 6

export const refKey = ({ chainId, address }: WidgetTokenRef): string => `${chainId}:${address.toLowerCase()}`

export function pickerMemoryStorageKey(namespace: string): string {
  return `ferry:${namespace}:picker`
}

/** The picker's memory of a namespace, read from the browser when it is created. */
export function createPickerMemoryStore({ namespace, storage }: CreatePickerMemoryStoreOptions): PickerMemoryStore {
  return createStore<PickerMemoryState>()(
    persist(
      (set, get) => ({
        recent: [],
        acknowledged: [],
        recentChains: [],
        remember(currency) {
          const { recent, recentChains } = get()
          set({
            recent: [currency, ...recent.filter((known) => !sameCurrency(known, currency))].slice(0, MAX_RECENT),
            recentChains: [currency.chainId, ...recentChains.filter((id) => id !== currency.chainId)].slice(0, MAX_RECENT_CHAINS),
          })
        },
        acknowledge(currency) {
          const { acknowledged } = get()
          if (!acknowledged.includes(refKey(currency))) set({ acknowledged: [...acknowledged, refKey(currency)] })
        },
        isAcknowledged: (currency) => get().acknowledged.includes(refKey(currency)),
      }),
      {
        name: pickerMemoryStorageKey(namespace),
        version: PICKER_MEMORY_VERSION,
        // 0.2 stored the memory bare: `persist` reads a value without a version as no state, so it is
        // wrapped as version 0 here and migrated.
        storage: createJSONStorage(() => storage ?? defaultStorage(), {
          reviver: (key, value) => (key === '' && typeof value === 'object' && value !== null && !('version' in value) ? { state: value, version: 0 } : value),
        }),
        partialize: ({ recent, acknowledged, recentChains }) => ({ recent, acknowledged, recentChains }),
        migrate: (persisted, version) => (version === 0 || version === 1 ? withChainsOfRecent(readMemory(persisted)) : { recent: [], acknowledged: [], recentChains: [] }),
        merge: (persisted, current) => ({ ...current, ...readMemory(persisted) }),
      },
    ),
  )
}

/**
 * The user's recent picks and acknowledged warnings of `namespace`, kept in `localStorage` (for this
 * page only where storage is refused: private modes, sandboxed frames). Each mount reads what the
 * widgets of the namespace, in this tab or another, stored until then.
 */
export function usePickerMemory(namespace: string): PickerMemoryState {
  const store = useMemo(() => createPickerMemoryStore({ namespace }), [namespace])
  return useStore(store)
}

/** What another version or a hand stored, checked entry by entry: anything else reads as empty. */
function readMemory(persisted: unknown): PickerMemory {
  const { recent, acknowledged, recentChains } = typeof persisted === 'object' && persisted !== null ? (persisted as Partial<Record<keyof PickerMemory, unknown>>) : {}
  return {
    recent: Array.isArray(recent) ? recent.filter(isCurrency).slice(0, MAX_RECENT) : [],
    acknowledged: Array.isArray(acknowledged) ? acknowledged.filter((entry): entry is string => typeof entry === 'string') : [],
    recentChains: Array.isArray(recentChains) ? [...new Set(recentChains.filter((entry): entry is number => Number.isSafeInteger(entry)))].slice(0, MAX_RECENT_CHAINS) : [],
  }
}

/** A memory from before `recentChains`: the chains of its recent tokens stand in for them. */
function withChainsOfRecent(memory: PickerMemory): PickerMemory {
  return { ...memory, recentChains: [...new Set(memory.recent.map((currency) => currency.chainId))].slice(0, MAX_RECENT_CHAINS) }
}

function isCurrency(value: unknown): value is WidgetCurrency {
  if (typeof value !== 'object' || value === null) return false
  const entry = value as Record<string, unknown>
  return (
    Number.isSafeInteger(entry.chainId) &&
    typeof entry.address === 'string' &&
    typeof entry.symbol === 'string' &&
    typeof entry.name === 'string' &&
    Number.isSafeInteger(entry.decimals) &&
    (entry.decimals as number) >= 0 &&
    (entry.decimals as number) <= 36 &&
    (entry.logoURI === undefined || typeof entry.logoURI === 'string') &&
    (entry.verified === undefined || typeof entry.verified === 'boolean')
  )
}
