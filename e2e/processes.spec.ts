import { expect, test } from '@playwright/test'
import { descendants, killEverything, launch, leftovers, printedPorts, type Launched } from './support/processes'

/*
 * Stopping from outside, as a process manager or `kill $!` does: the signal goes to the outermost
 * process only, and every server must stop with it, children included. No page is needed; these
 * run the built devnet (`npm test` builds before the browser flows).
 */

const STOPPED_WITHIN_MS = 10_000

let runs: { launched: Launched; tree: number[] }[] = []

test.afterEach(() => {
  // Whatever the test's outcome, nothing it started outlives it.
  for (const { launched, tree } of runs) killEverything(launched, tree)
  runs = []
})

/** Starts `command`, waits for its banner, and checks that every port it printed answers. */
async function start(command: string, args: string[], { banner, ports, timeoutMs }: { banner: RegExp; ports: number; timeoutMs: number }) {
  const launched = launch(command, args)
  const run = { launched, tree: [] as number[] }
  runs.push(run)
  const printed = printedPorts(await launched.waitFor(banner, timeoutMs))
  expect(printed, launched.output()).toHaveLength(ports)
  run.tree = descendants(launched.pid)
  expect(await leftovers([], printed)).toEqual({ processes: [], ports: printed })
  return { launched, tree: run.tree, printed }
}

async function expectAllStopped({ tree, printed }: { tree: number[]; printed: number[] }) {
  await expect.poll(() => leftovers(tree, printed), { timeout: STOPPED_WITHIN_MS, intervals: [250] }).toEqual({ processes: [], ports: [] })
}

test('SIGTERM to the npm of `npm start` stops the page, the service, the venue and every anvil', async () => {
  // The build inside `npm start` takes most of this.
  test.setTimeout(180_000)
  const run = await start('npm', ['start'], { banner: /Ctrl-C stops the page and the devnet\./, ports: 6, timeoutMs: 150_000 })
  // npm's `sh -c`, the demo's node and three anvils at least.
  expect(run.tree.length).toBeGreaterThanOrEqual(5)
  process.kill(run.launched.pid, 'SIGTERM')
  await expectAllStopped(run)
})

test('SIGTERM to the shell that npx runs `ferry-devnet` in stops the service, the venue and every anvil', async () => {
  const run = await start('sh', ['-c', 'node dist/devnet-cli.js'], { banner: /Ctrl-C stops everything\./, ports: 5, timeoutMs: 30_000 })
  process.kill(run.launched.pid, 'SIGTERM')
  await expectAllStopped(run)
})

test('SIGKILL to the node of `ferry-devnet` leaves no anvil running', async () => {
  const run = await start(process.execPath, ['dist/devnet-cli.js'], { banner: /Ctrl-C stops everything\./, ports: 5, timeoutMs: 30_000 })
  process.kill(run.launched.pid, 'SIGKILL')
  await expectAllStopped(run)
})
