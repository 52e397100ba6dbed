// `npm start` (after scripts/start.mjs has built what is out of date): starts the devnet from the
// build (ferry-kit/devnet) and the e2e host page, a dApp that embeds <BridgeWidget> with wagmi's
// mock connector on a funded dev account, served on it. Prints where everything is; Ctrl-C, SIGTERM (to npm too: see exitOnShutdown) or SIGHUP
// stops the page and then every part of the devnet, leaving no process behind.
import { describeDevnet, exitOnShutdown, startDevnet } from 'ferry-kit/devnet'
import { startHostServer } from '../e2e/host/startHostServer.mjs'

const HOST = '127.0.0.1'
const PORT = 5173

let server
const starting = startDevnet()
exitOnShutdown(async () => {
  await server?.close().catch((error) => process.stderr.write(`vite: ${error}\n`))
  await (await starting.catch(() => undefined))?.stop()
})
const devnet = await starting
const info = describeDevnet(devnet)

try {
  // Port 5173 when it is free, else any free port.
  server = await startHostServer({ devnet: info, host: HOST, port: PORT }).catch((error) =>
    error?.code === 'EADDRINUSE' ? startHostServer({ devnet: info, host: HOST, port: 0 }) : Promise.reject(error),
  )
} catch (error) {
  await devnet.stop()
  throw error
}
const pageUrl = `${server.url}/`
const account = info.accounts[0]

process.stdout.write(
  [
    'ferry-devnet is running',
    `  service   ${info.serviceUrl}`,
    `  venue     ${info.venueUrl}   (chain ${info.venueChainId})`,
    ...info.chains.map((chain) => `  chain     ${chain.id} ${chain.name.padEnd(10)} ${chain.rpcUrl}  usdc ${chain.contracts.usdc}`),
    '',
    `The widget  ${pageUrl}?account=1`,
    `  wallet    dev account 1 ${account.address} (wagmi mock connector; anvil signs), funded with ETH, USDC and venue USDC`,
    `  key       ${account.privateKey}  (devnet only: public knowledge)`,
    `  other dev accounts: ?account=2 .. ?account=${info.accounts.length}; ?reject=1 starts the wallet rejecting signatures`,
    `  ?theme=dark for the dark theme (or the page's switch); chains, tokens and explorer links come from the service's GET /chains`,
    '',
    'Ctrl-C stops the page and the devnet.',
    '',
  ].join('\n'),
)
