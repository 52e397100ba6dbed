import { spawn, type ChildProcess } from 'node:child_process'
import { DevnetError } from '../errors'
import { guardProcess } from '../process/guardProcess'
import { resolveAnvil } from './resolveAnvil'

export interface StartAnvilOptions {
  chainId: number
  /** Seconds between blocks; instant mining (a block per transaction) when absent. */
  blockTime?: number | undefined
  /** How many mnemonic accounts anvil funds and signs for; anvil's default (10) when absent. */
  accounts?: number | undefined
  /** Path of the anvil binary; see `resolveAnvil` for the default search. */
  anvilPath?: string | undefined
  /** A state file to start from (anvil's `--load-state`): the JSON `anvil_dumpState` answers, unzipped. */
  loadState?: string | undefined
  /** How long to wait for the RPC to answer. Default 10 s. */
  startTimeoutMs?: number | undefined
}

export interface AnvilInstance {
  chainId: number
  rpcUrl: string
  port: number
  pid: number
  stop(): Promise<void>
}

/**
 * Starts anvil on a port the OS picks at bind time (`--port 0`, the port read from anvil's
 * "Listening on" line) and resolves once its RPC answers `eth_chainId`. A port probed before
 * anvil binds it could be taken meanwhile by another devnet's anvil of the same chain id, which
 * would then answer for this one. Anvil ends with `stop()`, and also when this process ends
 * without calling it.
 */
export async function startAnvil({ chainId, blockTime, accounts, anvilPath, loadState, startTimeoutMs = 10_000 }: StartAnvilOptions): Promise<AnvilInstance> {
  const binary = resolveAnvil(anvilPath)
  const args = ['--host', '127.0.0.1', '--port', '0', '--chain-id', String(chainId)]
  if (blockTime !== undefined) args.push('--block-time', String(blockTime))
  if (accounts !== undefined) args.push('--accounts', String(accounts))
  if (loadState !== undefined) args.push('--load-state', loadState)
  const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] })
  // Anvil never notices its parent going: if this process dies without stopping it (SIGKILL,
  // a crash), the watchdog ends it, so no chain is left holding its port.
  if (child.pid !== undefined) {
    const watchdog = guardProcess(child.pid)
    child.once('exit', () => watchdog.release())
  }
  try {
    const port = await listeningPort(child, startTimeoutMs)
    const rpcUrl = `http://127.0.0.1:${port}`
    await waitForRpc({ child, rpcUrl, chainId, timeoutMs: startTimeoutMs })
    return { chainId, rpcUrl, port, pid: child.pid ?? -1, stop: () => stopChild(child) }
  } catch (error) {
    await stopChild(child)
    throw error
  }
}

/** The port in anvil's "Listening on 127.0.0.1:<port>" line; its later output (a line per call) is read and dropped. */
function listeningPort(child: ChildProcess, timeoutMs: number): Promise<number> {
  return new Promise((resolve, reject) => {
    let output = ''
    const timer = setTimeout(() => fail(`anvil printed no "Listening on" line within ${timeoutMs} ms`), timeoutMs)
    const onData = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4_096)
      const match = /Listening on 127\.0\.0\.1:(\d+)/.exec(output)
      if (!match) return
      clearTimeout(timer)
      child.off('exit', onExit)
      child.stdout?.off('data', onData)
      // Read on, and dropped: a full pipe would stall anvil.
      child.stdout?.resume()
      resolve(Number(match[1]))
    }
    const onExit = () => fail('anvil exited before it listened')
    function fail(message: string) {
      clearTimeout(timer)
      child.stdout?.off('data', onData)
      reject(new DevnetError('ANVIL_START_FAILED', message))
    }
    child.stdout?.on('data', onData)
    child.once('exit', onExit)
  })
}

async function waitForRpc({ child, rpcUrl, chainId, timeoutMs }: { child: ChildProcess; rpcUrl: string; chainId: number; timeoutMs: number }) {
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break
    try {
      const response = await fetch(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      })
      const { result } = (await response.json()) as { result?: string }
      if (result !== undefined && Number(result) === chainId) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  throw new DevnetError('ANVIL_START_FAILED', `anvil for chain ${chainId} did not start at ${rpcUrl}`, {
    details: stderr.trim() || undefined,
  })
}

/** SIGTERM, then SIGKILL if anvil has not exited within 2 s; resolves when it is gone. */
function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 2_000)
    child.once('exit', () => {
      clearTimeout(kill)
      resolve()
    })
    child.kill('SIGTERM')
  })
}
