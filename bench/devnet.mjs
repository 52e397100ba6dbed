// Devnet figures: start-up time, deposit-to-success latency over 50 sequential bridges
// (median, p95), and 100 bridges in flight at once (all must succeed). Runs on the build.
import { createPublicClient, createWalletClient, http, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createFerryClient, executeQuote, NATIVE_CURRENCY, walletFromViem } from 'ferry-kit'
import { startDevnet, viemChain } from 'ferry-kit/devnet'

const SEQUENTIAL = 50
const CONCURRENT = 100
const poll = { initialIntervalMs: 10, backoffFactor: 1, maxIntervalMs: 10 }

const t0 = performance.now()
const devnet = await startDevnet()
const startupMs = performance.now() - t0

const chains = devnet.chains.map(viemChain)
const publicClients = chains.map((chain) => createPublicClient({ chain, transport: http(), pollingInterval: 10 }))
const client = createFerryClient({ baseUrl: devnet.serviceUrl })
const bridge = (user) => ({
  user,
  originChainId: 31337,
  destinationChainId: 31338,
  originCurrency: NATIVE_CURRENCY,
  destinationCurrency: NATIVE_CURRENCY,
  amount: '1000000000000000',
  tradeType: 'EXACT_INPUT',
})
const walletOf = (privateKey) =>
  walletFromViem(createWalletClient({ account: privateKeyToAccount(privateKey), chain: chains[0], transport: http() }), publicClients)

/** One bridge; returns ms from the deposit's receipt to the service's `success`. */
async function timedBridge(wallet) {
  const quote = await client.getQuote(bridge(wallet.account))
  let depositedAt
  let succeededAt
  const result = await executeQuote({
    quote,
    client,
    wallet,
    poll,
    checkTimeoutMs: 0,
    onProgress: (p) => {
      if (p.type === 'item' && p.status === 'complete') depositedAt = performance.now()
      if (p.type === 'status' && p.status.status === 'success') succeededAt = performance.now()
    },
  })
  if (result.status !== 'success') throw new Error(`bridge ended ${result.status}`)
  return succeededAt - depositedAt
}

try {
  const wallet = walletOf(devnet.accounts[0].privateKey)
  const latencies = []
  for (let i = 0; i < SEQUENTIAL; i++) latencies.push(await timedBridge(wallet))
  latencies.sort((a, b) => a - b)
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)]

  // One fresh account per bridge in flight, funded from the dev accounts, so no two share a nonce.
  const keys = Array.from({ length: CONCURRENT }, () => generatePrivateKey())
  const funder = createWalletClient({ account: privateKeyToAccount(devnet.accounts[1].privateKey), chain: chains[0], transport: http() })
  let hash
  for (const key of keys) hash = await funder.sendTransaction({ to: privateKeyToAccount(key).address, value: parseEther('1') })
  await publicClients[0].waitForTransactionReceipt({ hash })

  const t1 = performance.now()
  const outcomes = await Promise.allSettled(keys.map((key) => timedBridge(walletOf(key))))
  const wallMs = performance.now() - t1
  const failed = outcomes.filter((o) => o.status === 'rejected')

  console.log(`devnet start-up            ${startupMs.toFixed(0)} ms (3 anvil chains, contracts, venue, service, solver)`)
  console.log(`deposit -> success         median ${pct(50).toFixed(1)} ms   p95 ${pct(95).toFixed(1)} ms   (${SEQUENTIAL} sequential bridges)`)
  console.log(`${CONCURRENT} bridges in flight     ${wallMs.toFixed(0)} ms wall, ${((CONCURRENT * 1000) / wallMs).toFixed(1)} bridges/s, ${CONCURRENT - failed.length}/${CONCURRENT} success`)
  if (failed.length) {
    console.error(failed[0].reason)
    process.exitCode = 1
  }
} finally {
  await devnet.stop()
}
