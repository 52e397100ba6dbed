// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { WidgetCurrency } from '../types'
import { PICKER_MEMORY_VERSION, usePickerMemory } from './pickerMemory'

const token = (symbol: string, chainId = 1): WidgetCurrency => ({ chainId, address: `0x${String(symbol.charCodeAt(0)).padStart(40, '0')}`, symbol, name: symbol, decimals: 18 })

afterEach(() => {
  vi.restoreAllMocks()
  localStorage.clear()
})

describe('usePickerMemory', () => {
  it('keeps the latest picks first, once each, at most eight, in the browser', () => {
    const { result } = renderHook(() => usePickerMemory('recent-test'))
    act(() => ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'B'].forEach((symbol) => result.current.remember(token(symbol))))
    expect(result.current.recent.map((currency) => currency.symbol)).toEqual(['B', 'I', 'H', 'G', 'F', 'E', 'D', 'C'])
    const stored = JSON.parse(localStorage.getItem('ferry:recent-test:picker')!)
    expect(stored.version).toBe(PICKER_MEMORY_VERSION)
    expect(stored.state.recent).toHaveLength(8)
  })

  it('remembers an acknowledged warning per token and chain, in any letter case', () => {
    const { result } = renderHook(() => usePickerMemory('ack-test'))
    const pepe = { chainId: 2, address: '0x6982508145454Ce325dDbE47a25d4ec3d2311933' }
    act(() => result.current.acknowledge(pepe))
    expect(result.current.isAcknowledged({ chainId: 2, address: pepe.address.toLowerCase() })).toBe(true)
    expect(result.current.isAcknowledged({ chainId: 1, address: pepe.address })).toBe(false)
  })

  it('reads back what another widget of the namespace stored, on its next mount', () => {
    const first = renderHook(() => usePickerMemory('shared-test'))
    act(() => first.result.current.remember(token('A')))
    first.unmount()
    const { result } = renderHook(() => usePickerMemory('shared-test'))
    expect(result.current.recent.map((currency) => currency.symbol)).toEqual(['A'])
    expect(renderHook(() => usePickerMemory('other-test')).result.current.recent).toEqual([])
  })

  it('keeps the recent tokens and acknowledgements a user of 0.2 stored, and stores them in the versioned shape', () => {
    const usdc = { chainId: 8453, address: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913', symbol: 'USDC', name: 'USD Coin', decimals: 6, logoURI: 'https://example.com/usdc.png' }
    const pepe = { chainId: 1, address: '0x6982508145454ce325ddbe47a25d4ec3d2311933', symbol: 'PEPE', name: 'Pepe', decimals: 18, verified: false }
    // Exactly what 0.2 wrote: `JSON.stringify({ recent, acknowledged })` under `ferry:<namespace>:picker`.
    localStorage.setItem('ferry:upgrade-test:picker', JSON.stringify({ recent: [pepe, usdc], acknowledged: ['1:0x6982508145454ce325ddbe47a25d4ec3d2311933'] }))
    const { result } = renderHook(() => usePickerMemory('upgrade-test'))
    expect(result.current.recent).toEqual([pepe, usdc])
    expect(result.current.isAcknowledged({ chainId: 1, address: '0x6982508145454Ce325dDbE47a25d4ec3d2311933' })).toBe(true)
    expect(JSON.parse(localStorage.getItem('ferry:upgrade-test:picker')!)).toEqual({
      state: { recent: [pepe, usdc], acknowledged: ['1:0x6982508145454ce325ddbe47a25d4ec3d2311933'], recentChains: [1, 8453] },
      version: PICKER_MEMORY_VERSION,
    })
  })

  it('keeps the chains of the picks, latest first, once each, at most six', () => {
    const { result } = renderHook(() => usePickerMemory('chains-test'))
    act(() => {
      for (const chainId of [10, 8453, 42161, 137, 56, 43114, 10, 8453]) result.current.remember(token('A', chainId))
    })
    expect(result.current.recentChains).toEqual([8453, 10, 43114, 56, 137, 42161])
    expect(JSON.parse(localStorage.getItem('ferry:chains-test:picker')!).state.recentChains).toEqual([8453, 10, 43114, 56, 137, 42161])
  })

  it('reads a version 1 memory (no recent chains) with its recent tokens\u2019 chains as the recent chains', () => {
    localStorage.setItem('ferry:v1-test:picker', JSON.stringify({ state: { recent: [token('A', 8453), token('B', 1), token('C', 8453)], acknowledged: ['1:0xabc'] }, version: 1 }))
    const { result } = renderHook(() => usePickerMemory('v1-test'))
    expect(result.current).toMatchObject({ recentChains: [8453, 1], acknowledged: ['1:0xabc'] })
    expect(result.current.recent.map((currency) => currency.symbol)).toEqual(['A', 'B', 'C'])
  })

  it('reads back what another tab or version stored, dropping entries that are no currency', () => {
    localStorage.setItem('ferry:stored-test:picker', JSON.stringify({ recent: [token('A'), { symbol: 'broken' }, { ...token('B'), decimals: 99 }], acknowledged: ['1:0xabc', 7] }))
    const { result } = renderHook(() => usePickerMemory('stored-test'))
    expect(result.current.recent.map((currency) => currency.symbol)).toEqual(['A'])
    expect(result.current.acknowledged).toEqual(['1:0xabc'])
  })

  it('checks the versioned memory entry by entry too, and drops a version it does not know', () => {
    localStorage.setItem('ferry:checked-test:picker', JSON.stringify({ state: { recent: [token('A'), 'B'], acknowledged: 'all', recentChains: [10, '1', 10, 1.5] }, version: PICKER_MEMORY_VERSION }))
    expect(renderHook(() => usePickerMemory('checked-test')).result.current).toMatchObject({ recent: [token('A')], acknowledged: [], recentChains: [10] })
    localStorage.setItem('ferry:future-test:picker', JSON.stringify({ state: { recent: [token('A')], acknowledged: ['1:0xabc'] }, version: PICKER_MEMORY_VERSION + 1 }))
    expect(renderHook(() => usePickerMemory('future-test')).result.current).toMatchObject({ recent: [], acknowledged: [] })
  })

  it('starts empty when the stored memory is not JSON', () => {
    localStorage.setItem('ferry:garbled-test:picker', '{')
    const { result } = renderHook(() => usePickerMemory('garbled-test'))
    expect(result.current.recent).toEqual([])
  })

  it('works for the page when storage refuses every read and write (private modes)', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('refused', 'SecurityError')
    })
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    const { result } = renderHook(() => usePickerMemory('private-test'))
    act(() => {
      result.current.remember(token('A'))
      result.current.acknowledge(token('A'))
    })
    expect(result.current.recent.map((currency) => currency.symbol)).toEqual(['A'])
    expect(result.current.isAcknowledged(token('A'))).toBe(true)
  })
})
