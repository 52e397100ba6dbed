// Starts the built `ferry-devnet --json`, checks what it prints answers (service, venue, each
// chain's RPC), then sends SIGTERM and checks that no anvil it started is left running.
import { spawn } from 'node:child_process'
import { once } from 'node:events'

const child = spawn(process.execPath, ['dist/devnet-cli.js', '--json'], { stdio: ['ignore', 'pipe', 'inherit'] })
let output = ''
child.stdout.on('data', (chunk) => (output += chunk))
const deadline = Date.now() + 30_000
while (!output.includes('\n')) {
  if (Date.now() > deadline || child.exitCode !== null) throw new Error(`ferry-devnet printed nothing usable: ${output}`)
  await new Promise((resolve) => setTimeout(resolve, 50))
}
const info = JSON.parse(output)
const rpc = (url, method) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: [] }) }).then((r) => r.json())

for (const chain of info.chains) {
  const { result } = await rpc(chain.rpcUrl, 'eth_chainId')
  if (Number(result) !== chain.id) throw new Error(`chain ${chain.id} answers ${result}`)
}
const chains = await fetch(`${info.serviceUrl}/chains`).then((r) => r.json())
if (!Array.isArray(chains.chains) || chains.chains.length !== info.chains.length + 1) throw new Error('GET /chains does not list every chain and the venue')
const meta = await fetch(`${info.venueUrl}/info`, { method: 'POST', body: JSON.stringify({ type: 'spotMeta' }) }).then((r) => r.json())
if (!Array.isArray(meta.tokens)) throw new Error('venue spotMeta has no tokens')

child.kill('SIGTERM')
await once(child, 'exit')
for (const chain of info.chains) {
  const alive = await rpc(chain.rpcUrl, 'eth_chainId').then(() => true, () => false)
  if (alive) throw new Error(`anvil for chain ${chain.id} still answers after SIGTERM`)
}
process.stdout.write(`ferry-devnet CLI: ${info.chains.length} chains, service and venue answered; SIGTERM left nothing running\n`)
