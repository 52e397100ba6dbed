import { parseArgs } from 'node:util'
import { describeDevnet } from './describeDevnet'
import { exitOnShutdown } from './process/exitOnShutdown'
import { startDevnet } from './startDevnet'

const USAGE = `Usage: ferry-devnet [--json] [--block-time <seconds>] [--profile spec|live]

Starts local anvil chains, the service, its solver and the venue on 127.0.0.1,
prints where they are, and runs until Ctrl-C, SIGTERM or SIGHUP, or until the
process that started it is gone; then it stops every part.

  --json                 print everything as one JSON object
  --block-time <seconds> mine a block every N seconds instead of one per transaction
  --profile spec|live    the withdrawal's signature names: the spec's (default) or the
                         live service's, for clients that hard-code those`

const LISTING_MARK = { verified: '', unverified: '*', unlisted: '°' } as const

function printText(info: ReturnType<typeof describeDevnet> & { profile: string }): void {
  const lines = [
    'ferry-devnet is running',
    '',
    `  service   ${info.serviceUrl}`,
    `  venue     ${info.venueUrl}   (chain ${info.venueChainId})`,
    `  profile   ${info.profile}`,
    '',
    '  chains',
    ...info.chains.flatMap((chain) => [
      `    ${chain.id}  ${chain.name.padEnd(10)} ${chain.rpcUrl}  (${chain.nativeSymbol})`,
      `           depository ${chain.contracts.depository}  router ${chain.contracts.router}`,
      `           usdc       ${chain.contracts.usdc}  demoTarget ${chain.contracts.demoTarget}`,
      `           multicall3 ${chain.contracts.multicall3}  batchExecutor ${chain.contracts.batchExecutor}`,
      `           tokens     ${chain.tokens.length} ERC-20s: ${chain.tokens.map((token) => token.symbol + LISTING_MARK[token.listing]).join(' ')}`,
    ]),
    '           (* unverified, ° unlisted: import by address; every address: --json)',
    '',
    `  currencies POST ${info.serviceUrl}/currencies/v2, prices GET ${info.serviceUrl}/currencies/token/price, logos ${info.serviceUrl}/_devnet/logos/`,
    '',
    `  solver    ${info.solver}`,
    '',
    '  dev accounts (DEVNET ONLY: these keys are public, never use them elsewhere)',
    ...info.accounts.map((account) => `    ${account.address}  ${account.privateKey}`),
    '',
    'Ctrl-C stops everything.',
  ]
  console.log(lines.join('\n'))
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { json: { type: 'boolean' }, 'block-time': { type: 'string' }, profile: { type: 'string', default: 'spec' }, help: { type: 'boolean', short: 'h' } },
  })
  if (values.help) {
    console.log(USAGE)
    return
  }
  const blockTime = values['block-time'] === undefined ? undefined : Number(values['block-time'])
  if (blockTime !== undefined && !(Number.isInteger(blockTime) && blockTime > 0)) {
    console.error('--block-time takes a whole number of seconds')
    process.exitCode = 2
    return
  }
  const { profile } = values
  if (profile !== 'spec' && profile !== 'live') {
    console.error('--profile takes spec or live')
    process.exitCode = 2
    return
  }
  // Listening from the start: a signal while the devnet starts waits for it, then stops it all.
  const starting = startDevnet({ blockTime, profile })
  exitOnShutdown(async () => (await starting.catch(() => undefined))?.stop())
  const devnet = await starting
  const info = { ...describeDevnet(devnet), profile: devnet.profile.name }
  if (values.json) console.log(JSON.stringify(info))
  else printText(info)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
