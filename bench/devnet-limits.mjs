// Devnet under abuse: each case runs against a fresh built `ferry-devnet` in its own process, and
// this prints what the oversized request gets back and what it costs that process in memory
// (VmRSS before and after, VmHWM the peak; from /proc, so Linux only). Figures, never asserts.
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { readFileSync } from 'node:fs'
import { request } from 'node:http'

const QUOTES = 8_000
const CONCURRENCY = 8

async function startDevnetProcess() {
  const child = spawn(process.execPath, ['dist/devnet-cli.js', '--json'], { stdio: ['ignore', 'pipe', 'inherit'] })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  while (!output.includes('\n')) {
    if (child.exitCode !== null) throw new Error('ferry-devnet exited before printing')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return { child, info: JSON.parse(output) }
}

function memory(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const mb = (name) => Math.round(Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1]) / 1024)
  return { rss: mb('VmRSS'), peak: mb('VmHWM') }
}

/** A raw request (no client-side limits): its status, the start of its body, and how long it took. */
function send(baseUrl, { method = 'POST', path = '/quote', body }) {
  const started = performance.now()
  const ms = () => Math.round(performance.now() - started)
  return new Promise((resolve) => {
    const req = request(`${baseUrl}${path}`, { method, headers: { 'content-type': 'application/json' } }, (res) => {
      let text = ''
      res.on('data', (chunk) => (text += chunk))
      res.on('end', () => resolve({ status: res.statusCode, body: text.slice(0, 140), ms: ms() }))
    })
    // A server that refuses a body closes the connection while it is being sent: the write fails,
    // and the answer may still be on its way.
    req.on('error', (error) => setTimeout(() => resolve({ status: 'error', body: error.code ?? error.message, ms: ms() }), 500))
    req.end(body)
  })
}

const bridgeOf = (user) => ({
  user,
  originChainId: 31337,
  destinationChainId: 31338,
  originCurrency: '0x0000000000000000000000000000000000000000',
  destinationCurrency: '0x0000000000000000000000000000000000000000',
  amount: '1000000000000000000',
  tradeType: 'EXACT_INPUT',
})

const cases = {
  '10,000 appFees': (url, bridge) => send(url, { body: JSON.stringify({ ...bridge, appFees: Array.from({ length: 10_000 }, () => ({ recipient: bridge.user, fee: '0' })) }) }),
  '10,000 txs': (url, bridge) =>
    send(url, { body: JSON.stringify({ ...bridge, amount: '0', tradeType: 'EXACT_OUTPUT', txs: Array.from({ length: 10_000 }, () => ({ to: bridge.user, value: '0', data: '0x' })) }) }),
  '100 MB body': (url) => send(url, { body: Buffer.alloc(100 * 1024 * 1024, 0x20) }),
  '64 KB URL': (url) => send(url, { method: 'GET', path: `/chains?pad=${'a'.repeat(64 * 1024)}` }),
  [`${QUOTES} quotes`]: async (url, bridge) => {
    const started = performance.now()
    let sent = 0
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (sent < QUOTES) {
          sent += 1
          await send(url, { body: JSON.stringify(bridge) })
        }
      }),
    )
    const { requests } = await fetch(`${url}/_devnet/requests`).then((response) => response.json())
    return { status: 200, ms: Math.round(performance.now() - started), body: `/_devnet/requests lists ${requests.length}` }
  },
}

for (const [name, run] of Object.entries(cases)) {
  const { child, info } = await startDevnetProcess()
  try {
    const bridge = bridgeOf(info.accounts[0].address)
    await send(info.serviceUrl, { body: JSON.stringify(bridge) })
    const before = memory(child.pid)
    const result = await run(info.serviceUrl, bridge)
    const after = memory(child.pid)
    const answersAfter = (await send(info.serviceUrl, { body: JSON.stringify(bridge) })).status
    process.stdout.write(
      `${name.padEnd(15)} ${String(result.status).padEnd(5)} ${String(result.ms).padStart(6)} ms  rss ${before.rss} -> ${after.rss} MB, peak ${after.peak} MB; next quote ${answersAfter}  ${result.body}\n`,
    )
  } finally {
    child.kill('SIGTERM')
    await once(child, 'exit')
  }
}
