import * as parts from '../lazy'

/**
 * Loads every lazy part's code, as the widget's idle preload does in a page: a test then waits on
 * renders, never on a module being loaded (in vitest, transformed on first import), which under
 * load could outlast the wait for what it renders.
 */
export function preloadLazyParts(): Promise<unknown> {
  return Promise.all(Object.values(parts).flatMap((part) => ('preload' in part ? [part.preload()] : [])))
}
