import { cleanup, configure } from '@testing-library/react'
import { afterEach, beforeAll } from 'vitest'
import { preloadLazyParts } from './lazyParts'

/**
 * The jsdom a widget test needs: ResizeObserver (Radix measures popovers with it, jsdom lacks it),
 * the lazy parts loaded before the first test, a wait for a state long enough for the stub service on
 * a loaded machine (10 s; a passing wait ends as soon as the state is there), and a clean
 * page and storage after each test (the widget persists its runs and history).
 */
export function setUpWidgetDom(): void {
  beforeAll(async () => {
    configure({ asyncUtilTimeout: 10_000 })
    globalThis.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    await preloadLazyParts()
  }, 60_000)
  afterEach(() => {
    cleanup()
    localStorage.clear()
  })
}
