// `npm start`: builds the package and the host page if their sources changed since they were last
// built (a second `npm start` starts at once), then runs the demo (scripts/demo.mjs).
import { ensureBuilt } from './ensureBuilt.mjs'

ensureBuilt()
await import('./demo.mjs')
