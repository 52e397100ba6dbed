// `npm run storybook`: starts the devnet from the build (ferry-kit/devnet), hands its description
// to Storybook in FERRY_DEVNET, runs `storybook dev`, and on Ctrl-C or SIGTERM stops Storybook and
// then every part of the devnet, leaving no process behind. Extra arguments go to `storybook dev`.
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { describeDevnet, startDevnet } from 'ferry-kit/devnet'

const HOST = '127.0.0.1'
const PORT = '6006'

const require = createRequire(import.meta.url)
const storybookPackage = require.resolve('storybook/package.json')
const { bin } = JSON.parse(readFileSync(storybookPackage, 'utf8'))
const storybookBin = join(dirname(storybookPackage), typeof bin === 'string' ? bin : bin.storybook)

const devnet = await startDevnet()
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

const storybook = spawn(
  process.execPath,
  [storybookBin, 'dev', '-p', PORT, '--host', HOST, '--no-open', '--ci', ...process.argv.slice(2)],
  { stdio: 'inherit', env: { ...process.env, FERRY_DEVNET: JSON.stringify(info) } },
)

let stopping
function stop(exitCode) {
  stopping ??= (async () => {
    if (storybook.exitCode === null && storybook.signalCode === null) {
      const exited = new Promise((resolve) => storybook.once('exit', resolve))
      storybook.kill('SIGTERM')
      // Storybook ends within a second; don't let a stuck one keep the devnet alive.
      const killer = setTimeout(() => storybook.kill('SIGKILL'), 5_000)
      await exited
      clearTimeout(killer)
    }
    await devnet.stop()
    process.exit(exitCode)
  })()
}

process.once('SIGINT', () => stop(0))
process.once('SIGTERM', () => stop(0))
storybook.once('exit', (code, signal) => {
  if (!stopping) process.stderr.write(`storybook exited (${signal ?? code}); stopping the devnet\n`)
  stop(code ?? 1)
})
