// Types for ensureBuilt.mjs.

/** Builds the package (`npm run build`) and then the host page (`npm run build:host`) if out of date. */
export function ensureBuilt(): void
