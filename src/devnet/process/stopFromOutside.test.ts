import { createPublicClient, erc20Abi, http } from 'viem'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ensureBuilt } from '../../../scripts/ensureBuilt.mjs'
import type { describeDevnet } from '../describeDevnet'
import { descendants, killEverything, launch, leftovers, printedPorts, type Launched } from './test/processTree'

/*
 * The built `ferry-devnet` bin and `npm start`, stopped from outside as a process manager or
 * `kill $!` does: the signal goes to the outermost process only, and every server must stop with
 * it, children included. They run what `npm run build` and `npm run build:host` made (built here
 * first when out of date).
 */

const STOPPED_WITHIN_MS = 10_000

let runs: { launched: Launched; tree: number[] }[] = []

beforeAll(() => ensureBuilt(), 120_000)

afterEach(() => {
  // Whatever the test's outcome, nothing it started outlives it.
  for (const { launched, tree } of runs) killEverything(launched, tree)
  runs = []
})

/** Starts `command`, waits for `banner`, and checks that `ports` ports were printed and each answers. */
async function start(command: string, args: string[], { banner, ports, timeoutMs }: { banner: RegExp; ports: number; timeoutMs: number }) {
  const launched = launch(command, args)
  const run = { launched, tree: [] as number[] }
  runs.push(run)
  const output = await launched.waitFor(banner, timeoutMs)
  const printed = printedPorts(output)
  expect(printed, launched.output()).toHaveLength(ports)
  run.tree = descendants(launched.pid)
  expect(await leftovers([], printed)).toEqual({ processes: [], ports: printed })
  return { launched, tree: run.tree, printed, output }
}

async function expectAllStopped({ tree, printed }: { tree: number[]; printed: number[] }) {
  await expect.poll(() => leftovers(tree, printed), { timeout: STOPPED_WITHIN_MS, interval: 250 }).toEqual({ processes: [], ports: [] })
}

describe('stopped from outside', () => {
  it('SIGTERM to the npm of `npm start` stops the page, the service, the venue and every anvil', async () => {
    const run = await start('npm', ['start'], { banner: /Ctrl-C stops the page and the devnet\./, ports: 6, timeoutMs: 30_000 })
    // npm's `sh -c`, the demo's node and three anvils at least.
    expect(run.tree.length).toBeGreaterThanOrEqual(5)
    process.kill(run.launched.pid, 'SIGTERM')
    await expectAllStopped(run)
  }, 60_000)

  it('SIGTERM to the shell that npx runs `ferry-devnet` in stops the service, the venue and every anvil', async () => {
    const run = await start('sh', ['-c', 'node dist/devnet-cli.js'], { banner: /Ctrl-C stops everything\./, ports: 5, timeoutMs: 30_000 })
    process.kill(run.launched.pid, 'SIGTERM')
    await expectAllStopped(run)
  }, 60_000)

  it('`ferry-devnet --json` describes a devnet that answers (every chain, the service, the venue, funded users); SIGKILL to its node leaves no anvil running', async () => {
    const run = await start(process.execPath, ['dist/devnet-cli.js', '--json'], { banner: /\}\n/, ports: 5, timeoutMs: 30_000 })
    const info = JSON.parse(run.output) as ReturnType<typeof describeDevnet>
    const user = info.accounts[0]!.address
    for (const chain of info.chains) {
      const client = createPublicClient({ transport: http(chain.rpcUrl) })
      expect(await client.getChainId()).toBe(chain.id)
      expect(await client.readContract({ address: chain.contracts.usdc, abi: erc20Abi, functionName: 'balanceOf', args: [user] }), `USDC on ${chain.name}`).toBeGreaterThan(0n)
    }
    const listed = (await fetch(`${info.serviceUrl}/chains`).then((response) => response.json())) as { chains: unknown[] }
    expect(listed.chains).toHaveLength(info.chains.length + 1)
    const meta = (await fetch(`${info.venueUrl}/info`, { method: 'POST', body: JSON.stringify({ type: 'spotMeta' }) }).then((response) => response.json())) as { tokens: unknown[] }
    expect(meta.tokens.length).toBeGreaterThan(0)
    const ledger = (await fetch(`${info.venueUrl}/_devnet/ledger?user=${user}`).then((response) => response.json())) as { perpsUsdc: string }
    expect(BigInt(ledger.perpsUsdc)).toBeGreaterThan(0n)
    process.kill(run.launched.pid, 'SIGKILL')
    await expectAllStopped(run)
  }, 60_000)
})
