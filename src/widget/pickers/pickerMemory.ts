import { useCallback, useSyncExternalStore } from 'react'
import { sameCurrency } from '../catalog/catalog'
import type { WidgetCurrency, WidgetTokenRef } from '../types'

/** What the picker keeps in the browser, per `FerryProvider` namespace. */
export interface PickerMemory {
  /** The user's picks, the latest first. */
  recent: WidgetCurrency[]
  /** Unverified tokens whose warning the user acknowledged, as `chainId:address` (lowercase). */
  acknowledged: string[]
}

export interface PickerMemoryStore extends PickerMemory {
  remember(currency: WidgetCurrency): void
  acknowledge(currency: WidgetTokenRef): void
  isAcknowledged(currency: WidgetTokenRef): boolean
}

const MAX_RECENT = 8
const EMPTY: PickerMemory = { recent: [], acknowledged: [] }
const listeners = new Set<() => void>()
// Snapshots by storage key, so `useSyncExternalStore` sees the same object until something is written.
const snapshots = new Map<string, PickerMemory>()

export const refKey = ({ chainId, address }: WidgetTokenRef): string => `${chainId}:${address.toLowerCase()}`

/**
 * The user's recent picks and acknowledged warnings, kept in `localStorage` (nothing is kept
 * where storage is refused: private modes, sandboxed frames), shared by the widgets of a namespace.
 */
export function usePickerMemory(namespace: string): PickerMemoryStore {
  const key = `ferry:${namespace}:picker`
  const memory = useSyncExternalStore(subscribe, () => snapshot(key), () => EMPTY)
  const write = useCallback((next: PickerMemory) => {
    snapshots.set(key, next)
    try {
      localStorage.setItem(key, JSON.stringify(next))
    } catch {
      // Storage full or refused: the memory lasts for this page only.
    }
    listeners.forEach((listener) => listener())
  }, [key])
  return {
    ...memory,
    remember: (currency) => {
      const current = snapshot(key)
      write({ ...current, recent: [currency, ...current.recent.filter((known) => !sameCurrency(known, currency))].slice(0, MAX_RECENT) })
    },
    acknowledge: (currency) => {
      const current = snapshot(key)
      if (!current.acknowledged.includes(refKey(currency))) write({ ...current, acknowledged: [...current.acknowledged, refKey(currency)] })
    },
    isAcknowledged: (currency) => memory.acknowledged.includes(refKey(currency)),
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function snapshot(key: string): PickerMemory {
  let known = snapshots.get(key)
  if (!known) {
    known = read(key)
    snapshots.set(key, known)
  }
  return known
}

/** The stored memory, or an empty one: what another version or a hand wrote is checked, entry by entry. */
function read(key: string): PickerMemory {
  let stored: unknown
  try {
    stored = JSON.parse(localStorage.getItem(key) ?? 'null')
  } catch {
    return EMPTY
  }
  if (typeof stored !== 'object' || stored === null) return EMPTY
  const { recent, acknowledged } = stored as Partial<Record<keyof PickerMemory, unknown>>
  return {
    recent: Array.isArray(recent) ? recent.filter(isCurrency).slice(0, MAX_RECENT) : [],
    acknowledged: Array.isArray(acknowledged) ? acknowledged.filter((entry): entry is string => typeof entry === 'string') : [],
  }
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
