// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { WidgetCurrency } from '../types'
import { usePickerMemory } from './pickerMemory'

const token = (symbol: string, chainId = 1): WidgetCurrency => ({ chainId, address: `0x${String(symbol.charCodeAt(0)).padStart(40, '0')}`, symbol, name: symbol, decimals: 18 })

afterEach(() => localStorage.clear())

describe('usePickerMemory', () => {
  it('keeps the latest picks first, once each, at most eight, in the browser', () => {
    const { result } = renderHook(() => usePickerMemory('recent-test'))
    act(() => ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'B'].forEach((symbol) => result.current.remember(token(symbol))))
    expect(result.current.recent.map((currency) => currency.symbol)).toEqual(['B', 'I', 'H', 'G', 'F', 'E', 'D', 'C'])
    expect(JSON.parse(localStorage.getItem('ferry:recent-test:picker')!).recent).toHaveLength(8)
  })

  it('remembers an acknowledged warning per token and chain, in any letter case', () => {
    const { result } = renderHook(() => usePickerMemory('ack-test'))
    const pepe = { chainId: 2, address: '0x6982508145454Ce325dDbE47a25d4ec3d2311933' }
    act(() => result.current.acknowledge(pepe))
    expect(result.current.isAcknowledged({ chainId: 2, address: pepe.address.toLowerCase() })).toBe(true)
    expect(result.current.isAcknowledged({ chainId: 1, address: pepe.address })).toBe(false)
  })

  it('reads back what another tab or version stored, dropping entries that are no currency', () => {
    localStorage.setItem('ferry:stored-test:picker', JSON.stringify({ recent: [token('A'), { symbol: 'broken' }, { ...token('B'), decimals: 99 }], acknowledged: ['1:0xabc', 7] }))
    const { result } = renderHook(() => usePickerMemory('stored-test'))
    expect(result.current.recent.map((currency) => currency.symbol)).toEqual(['A'])
    expect(result.current.acknowledged).toEqual(['1:0xabc'])
  })

  it('starts empty when the stored memory is not JSON', () => {
    localStorage.setItem('ferry:garbled-test:picker', '{')
    const { result } = renderHook(() => usePickerMemory('garbled-test'))
    expect(result.current.recent).toEqual([])
  })
})
