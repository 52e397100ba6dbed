export interface ExitOnShutdownOptions {
  /** How often to check that the parent process is still there. Default 500 ms. */
  parentPollMs?: number
  /** Exit anyway this long after the shutdown began, should `stop` hang. Default 15 s. */
  forceExitMs?: number
}

/**
 * For a process that runs a devnet until told otherwise (`ferry-devnet`, `npm start`, `npm run
 * storybook`): runs `stop` once, then exits, on SIGINT, SIGTERM or SIGHUP, or as soon as its
 * parent process is gone. Returns the shutdown, for a caller that ends for reasons of its own.
 *
 * Why the parent: npm and npx run a command through `sh -c`, and a SIGTERM to npm (what a
 * process manager or `kill $!` sends) reaches only that shell, which dies without passing it on.
 * This process is then re-parented and `process.ppid` changes: the one sign of it that Node
 * offers without a native module. Polling it costs nothing worth measuring.
 */
export function exitOnShutdown(stop: () => Promise<void>, { parentPollMs = 500, forceExitMs = 15_000 }: ExitOnShutdownOptions = {}): (exitCode?: number) => void {
  const parent = process.ppid
  let started = false
  const shutdown = (exitCode = 0) => {
    if (started) return
    started = true
    clearInterval(watch)
    setTimeout(() => process.exit(exitCode || 1), forceExitMs).unref()
    stop().then(
      () => process.exit(exitCode),
      (error: unknown) => {
        process.stderr.write(`stopping failed: ${error instanceof Error ? error.message : String(error)}\n`)
        process.exit(1)
      },
    )
  }
  // `once`: a second Ctrl-C while stopping ends the process at once (its anvils are guarded).
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.once(signal, () => shutdown())
  const watch = setInterval(() => {
    if (process.ppid !== parent) shutdown()
  }, parentPollMs)
  watch.unref()
  return shutdown
}
