// `npm run storybook`: starts the devnet from the build (ferry-kit/devnet), hands its description
// to Storybook in FERRY_DEVNET, runs `storybook dev`, and on Ctrl-C, SIGTERM (to npm too: see
// exitOnShutdown) or SIGHUP stops Storybook and then every part of the devnet, leaving no process
// behind. Extra arguments go to `storybook dev`.
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { describeDevnet, exitOnShutdown, guardProcess, startDevnet } from 'ferry-kit/devnet'

const HOST = '127.0.0.1'
const PORT = '6006'

const require = createRequire(import.meta.url)
const storybookPackage = require.resolve('storybook/package.json')
const { bin } = JSON.parse(readFileSync(storybookPackage, 'utf8'))
const storybookBin = join(dirname(storybookPackage), typeof bin === 'string' ? bin : bin.storybook)

let storybook
let stopping = false
const starting = startDevnet()
const shutdown = exitOnShutdown(async () => {
  stopping = true
  await stopStorybook()
  await (await starting.catch(() => undefined))?.stop()
})
const devnet = await starting
const info = describeDevnet(devnet)
const url = `http://${HOST}:${PORT}`
process.stdout.write(
  [
    'ferry-devnet is running for Storybook',
    `  service   ${info.serviceUrl}`,
    `  venue     ${info.venueUrl}`,
    ...info.chains.map((chain) => `  chain     ${chain.id} ${chain.name.padEnd(10)} ${chain.rpcUrl}`),
    `  wallet    ${info.accounts[0].address} (dev account, mock connector; anvil signs)`,
    '',
    `Storybook  ${url}`,
    `Headless   ${url}/?path=/story/hooks-headless-bridge--on-the-devnet`,
    'Ctrl-C stops Storybook and the devnet.',
    '',
  ].join('\n'),
)

// In a process group of its own, so that stopping it, or its watchdog should this process die
// without stopping it, ends its helpers too.
storybook = spawn(
  process.execPath,
  [storybookBin, 'dev', '-p', PORT, '--host', HOST, '--no-open', '--ci', ...process.argv.slice(2)],
  { stdio: ['ignore', 'inherit', 'inherit'], detached: true, env: { ...process.env, FERRY_DEVNET: JSON.stringify(info) } },
)
const watchdog = guardProcess(storybook.pid, { group: true })
storybook.once('exit', (code, signal) => {
  watchdog.release()
  if (stopping) return
  process.stderr.write(`storybook exited (${signal ?? code}); stopping the devnet\n`)
  shutdown(code ?? 1)
})

async function stopStorybook() {
  if (!storybook || storybook.exitCode !== null || storybook.signalCode !== null) return
  const exited = new Promise((resolve) => storybook.once('exit', resolve))
  const signalGroup = (signal) => {
    try {
      process.kill(-storybook.pid, signal)
    } catch {
      // The group is gone already.
    }
  }
  signalGroup('SIGTERM')
  // Storybook ends within a second; don't let a stuck one keep the devnet alive.
  const killer = setTimeout(() => signalGroup('SIGKILL'), 5_000)
  await exited
  clearTimeout(killer)
}
