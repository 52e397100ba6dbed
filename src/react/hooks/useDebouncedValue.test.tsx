// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useDebouncedValue, type DebounceOptions } from './useDebouncedValue'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

function render<T>(initial: T, delayMs: number, options?: DebounceOptions<T>) {
  return renderHook(({ value }) => useDebouncedValue(value, delayMs, options), { initialProps: { value: initial } })
}

describe('useDebouncedValue', () => {
  it('settles on the last value once typing pauses for the delay', () => {
    const { result, rerender } = render('', 300)
    for (const typed of ['1', '12', '12.', '12.3', '12.34', '12.345']) {
      rerender({ value: typed })
      act(() => void vi.advanceTimersByTime(120))
      expect(result.current).toBe('')
    }
    act(() => void vi.advanceTimersByTime(179))
    expect(result.current).toBe('')
    act(() => void vi.advanceTimersByTime(1))
    expect(result.current).toBe('12.345')
  })

  it('does not restart the wait for an equal value in a new object', () => {
    const sameAmount = (a: { amount: string }, b: { amount: string }) => a.amount === b.amount
    const { result, rerender } = render({ amount: '1' }, 300, { isEqual: sameAmount })
    rerender({ value: { amount: '2' } })
    act(() => void vi.advanceTimersByTime(200))
    rerender({ value: { amount: '2' } })
    act(() => void vi.advanceTimersByTime(100))
    expect(result.current.amount).toBe('2')
  })

  it('passes flushed values and a zero delay through at once', () => {
    const { result, rerender } = render('5', 300, { flushWhen: (value) => value === '' })
    rerender({ value: '' })
    expect(result.current).toBe('')
    const zero = render('a', 0)
    zero.rerender({ value: 'b' })
    expect(zero.result.current).toBe('b')
  })
})
