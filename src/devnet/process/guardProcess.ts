import { spawn } from 'node:child_process'

/**
 * Reads one line from stdin; at end of input without a line, kills the target ("$0": a pid, or
 * a process group as "-pgid"). SIGTERM only: both anvil and Node end on it, and a second signal
 * later could reach a process that reused the pid.
 */
const WATCHDOG_SCRIPT = 'IFS= read -r _ || kill -TERM "$0" 2>/dev/null'

export interface Watchdog {
  /** The guarded process ended as planned: the watchdog leaves without killing anything. */
  release(): void
}

/**
 * Makes sure a child process does not outlive this one, however this one ends, SIGKILL and
 * crashes included. Node cannot ask the kernel for that (`prctl(PR_SET_PDEATHSIG)` needs a
 * native module), and a child such as anvil never notices its parent going. What every Unix
 * does promise is that a process's pipes close when it dies: a tiny `sh` holds the read end of
 * a pipe from this process and kills the child when it reads end of input. Its own process
 * group (`detached`), so that a Ctrl-C meant for the devnet leaves it to do its job. Without
 * `/bin/sh` (Windows) nothing guards the child, and stopping it stays the caller's work.
 */
export function guardProcess(pid: number, { group = false }: { group?: boolean } = {}): Watchdog {
  const watchdog = spawn('/bin/sh', ['-c', WATCHDOG_SCRIPT, group ? `-${pid}` : String(pid)], {
    stdio: ['pipe', 'ignore', 'ignore'],
    detached: true,
  })
  watchdog.on('error', () => undefined)
  // Writing the release line to a watchdog that is already gone fails with EPIPE: nothing to do.
  watchdog.stdin?.on('error', () => undefined)
  // It must not keep this process alive: it only waits for this process to end.
  watchdog.unref()
  let released = false
  return {
    release() {
      if (released) return
      released = true
      watchdog.stdin?.end('\n')
    },
  }
}
