// Each test file's leftovers end with it: in a project that shares a worker's modules and page
// between files (`isolate: false`), what one file mounts, stores, fakes or stubs would otherwise
// reach the next. The same cleanup Testing Library registers itself where `afterEach` is global.
import { afterAll, afterEach, vi } from 'vitest'

if (typeof document !== 'undefined') {
  const { cleanup } = await import('@testing-library/react')
  afterEach(() => cleanup())
  afterAll(() => {
    localStorage.clear()
    sessionStorage.clear()
    document.body.replaceChildren()
  })
}

afterAll(() => {
  // Spies first: one set on a faked timer would otherwise put the fake back.
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  vi.useRealTimers()
})
