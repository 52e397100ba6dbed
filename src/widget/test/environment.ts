import { cleanup, configure } from '@testing-library/react'
import { afterEach, beforeAll } from 'vitest'

/**
 * The jsdom a widget test needs: ResizeObserver (Radix measures popovers with it, jsdom lacks it),
 * a wait long enough for the lazy parts and the stub service, and a clean page and storage after
 * each test (the widget persists its runs and history).
 */
export function setUpWidgetDom(): void {
  beforeAll(() => {
    configure({ asyncUtilTimeout: 3_000 })
    globalThis.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
  })
  afterEach(() => {
    cleanup()
    localStorage.clear()
  })
}
