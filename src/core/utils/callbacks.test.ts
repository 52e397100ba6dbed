import { afterEach, describe, expect, it, vi } from 'vitest'
import { guardCallback } from './callbacks'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('guardCallback', () => {
  it('passes the arguments through and returns nothing of the callback', () => {
    const seen: unknown[] = []
    const guarded = guardCallback((a: number, b: string) => seen.push(a, b), { callback: 'onEvent' })
    expect(guarded(1, 'x')).toBeUndefined()
    expect(seen).toEqual([1, 'x'])
  })

  it('a throw goes to onCallbackError with the thrown value as is and the callback named, never to the caller', () => {
    const thrown = new Error('host bug')
    const reported: unknown[] = []
    const guarded = guardCallback(
      () => {
        throw thrown
      },
      { callback: 'onProgress', onCallbackError: (error, context) => reported.push([error, context]) },
    )
    expect(() => guarded()).not.toThrow()
    expect(reported).toEqual([[thrown, { callback: 'onProgress' }]])
  })

  it("a rejected promise goes to onCallbackError, not to the runtime's unhandled rejections", async () => {
    const thrown = new Error('async host bug')
    const reported = vi.fn()
    guardCallback(() => Promise.reject(thrown), { callback: 'onUpdate', onCallbackError: reported })()
    await vi.waitFor(() => expect(reported).toHaveBeenCalledWith(thrown, { callback: 'onUpdate' }))
  })

  it('without onCallbackError, console.error says which callback threw, with the error', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const thrown = new Error('host bug')
    guardCallback(() => {
      throw thrown
    }, { callback: 'onEvent' })()
    expect(consoleError).toHaveBeenCalledTimes(1)
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('onEvent'), thrown)
  })

  it('no callback: a function that does nothing', () => {
    const consoleError = vi.spyOn(console, 'error')
    expect(guardCallback(undefined, { callback: 'onEvent' })()).toBeUndefined()
    expect(consoleError).not.toHaveBeenCalled()
  })
})
