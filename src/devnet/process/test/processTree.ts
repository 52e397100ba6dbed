import { spawn, type ChildProcess } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { connect } from 'node:net'

/*
 * Process trees for the tests that stop the devnet from outside, as a user or a process manager
 * does. Linux only: the trees are read from /proc.
 */

export interface Launched {
  child: ChildProcess
  pid: number
  /** stdout and stderr so far. */
  output(): string
  /** Resolves with the output once it matches `pattern`; rejects if the process ends first. */
  waitFor(pattern: RegExp, timeoutMs: number): Promise<string>
}

/** Starts `command` from the repository, in a process group of its own so a test can always end it all. */
export function launch(command: string, args: string[]): Launched {
  const child = spawn(command, args, { cwd: process.cwd(), detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
  let text = ''
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()))
  if (child.pid === undefined) throw new Error(`could not start ${command}`)
  return {
    child,
    pid: child.pid,
    output: () => text,
    async waitFor(pattern, timeoutMs) {
      const deadline = Date.now() + timeoutMs
      while (!pattern.test(text)) {
        if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${command} ended before printing ${pattern}:\n${text}`)
        if (Date.now() > deadline) throw new Error(`${command} did not print ${pattern} within ${timeoutMs} ms:\n${text}`)
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      return text
    },
  }
}

/** Every process below `pid`, children first. */
export function descendants(pid: number): number[] {
  const children = new Map<number, number[]>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    const stat = readStat(Number(entry))
    if (!stat) continue
    children.set(stat.ppid, [...(children.get(stat.ppid) ?? []), Number(entry)])
  }
  const found: number[] = []
  const queue = [pid]
  while (queue.length > 0) {
    for (const child of children.get(queue.shift() as number) ?? []) {
      found.push(child)
      queue.push(child)
    }
  }
  return found
}

/** Still running: a zombie has ended and only waits for a parent to collect it. */
export function isRunning(pid: number): boolean {
  const stat = readStat(pid)
  return stat !== undefined && stat.state !== 'Z'
}

function readStat(pid: number): { state: string; ppid: number } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The command name, in parentheses, may itself hold spaces and parentheses.
    const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return { state: state ?? '', ppid: Number(ppid) }
  } catch {
    return undefined
  }
}

/** The distinct ports of the `http://127.0.0.1:<port>` URLs in `text`. */
export function printedPorts(text: string): number[] {
  return [...new Set([...text.matchAll(/http:\/\/127\.0\.0\.1:(\d+)/g)].map((match) => Number(match[1])))]
}

/** Whether something accepts a TCP connection on 127.0.0.1:`port`. */
export function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port })
    socket.setTimeout(1_000)
    const done = (open: boolean) => {
      socket.destroy()
      resolve(open)
    }
    socket.once('connect', () => done(true))
    socket.once('error', () => done(false))
    socket.once('timeout', () => done(false))
  })
}

/** What is left of a run: the processes of `tree` still running and the `ports` still answering. */
export async function leftovers(tree: number[], ports: number[]): Promise<{ processes: number[]; ports: number[] }> {
  const open = await Promise.all(ports.map(async (port) => ((await answers(port)) ? [port] : [])))
  return { processes: tree.filter(isRunning), ports: open.flat() }
}

/** Test cleanup: SIGKILL to the launched group and to every process once seen below it. */
export function killEverything(launched: Launched, seen: number[]): void {
  for (const pid of [...descendants(launched.pid), ...seen]) {
    try {
      process.kill(pid, 'SIGKILL')
    } catch {
      // Already gone.
    }
  }
  try {
    process.kill(-launched.pid, 'SIGKILL')
  } catch {
    // Already gone.
  }
}
