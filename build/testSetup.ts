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
    // What is still in the page was mounted past Testing Library (a React root of its own): it would
    // go on running, timers and all, in the files after this one.
    const left = document.body.innerHTML
    document.body.replaceChildren()
    if (left) throw new Error(`This file left content mounted in the page after its tests: unmount what it renders (Testing Library's render does). ${left.slice(0, 300)}`)
  })
}

afterAll(() => {
  // Spies first: one set on a faked timer would otherwise put the fake back.
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  vi.useRealTimers()
})
