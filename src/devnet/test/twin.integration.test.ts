import { createTestClient, createWalletClient, http, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { pollStatus, type StatusResponse, type TransactionItem } from '../../core/index'
import { viemChain } from '../chain/clients'
import type { Devnet } from '../startDevnet'
import type { DevnetAccount } from '../types'
import { chainOf, ETH_BRIDGE, fastPoll, startDevnetForFile, userOf } from './harness'

/*
 * The solver's side of the twin: `POST /transactions/index` and the `submitted` status. The
 * solver's own deposit watcher is slowed to an hour here, so that only the posted hash can get a
 * deposit indexed during a test.
 */
let devnet: Devnet
startDevnetForFile((started) => (devnet = started), { depositPollMs: 3_600_000 })

/** Quotes a bridge for `account` and sends its deposit straight from a viem wallet, as any client would. */
async function deposit(account: DevnetAccount): Promise<{ requestId: Hex; txHash: Hex; amountOut: bigint }> {
  const user = userOf(devnet, account)
  const quote = await user.client.getQuote({ ...ETH_BRIDGE, user: account.address })
  const [step] = quote.steps
  const item = step?.items[0] as TransactionItem
  const wallet = createWalletClient({ account: privateKeyToAccount(account.privateKey), chain: viemChain(chainOf(devnet, 31337)), transport: http() })
  const txHash = await wallet.sendTransaction({ to: item.data.to, data: item.data.data, value: BigInt(item.data.value ?? '0') })
  await user.publicClient(31337).waitForTransactionReceipt({ hash: txHash })
  return { requestId: step?.requestId as Hex, txHash, amountOut: BigInt(quote.details.currencyOut!.amount) }
}

async function status(requestId: Hex): Promise<StatusResponse> {
  return (await fetch(`${devnet.serviceUrl}/intents/status/v3?requestId=${requestId}`)).json() as Promise<StatusResponse>
}

const index = (txHash: Hex) =>
  fetch(`${devnet.serviceUrl}/transactions/index`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ txHash, chainId: '31337', referrer: 'ferry-test' }),
  }).then(async (response) => ({ status: response.status, body: (await response.json()) as { message: string; requestIds?: Hex[] } }))

describe('devnet twin: the solver', () => {
  it('indexes a deposit as soon as its hash is posted to /transactions/index, then fills it', async () => {
    const { requestId, txHash } = await deposit(devnet.accounts[0]!)
    // Mined, but the watcher is not due for an hour.
    expect((await status(requestId)).status).toBe('waiting')
    expect(await index(txHash)).toEqual({ status: 200, body: { message: 'Transaction indexed.', requestIds: [requestId] } })
    expect((await status(requestId)).inTxHashes).toEqual([txHash])
    await devnet.settled()
    expect((await status(requestId)).status).toBe('success')
    // Posting it again changes nothing.
    expect((await index(txHash)).body.requestIds).toEqual([requestId])
    expect(devnet.store.get(requestId)?.history.map((event) => event.status)).toEqual(['waiting', 'pending', 'submitted', 'success'])
  })

  it("says submitted, with the fill's hash, while the fill is sent but not mined; the core polls through it to success", async () => {
    const account = devnet.accounts[1]!
    const destination = userOf(devnet, account).publicClient(31338)
    const testClient = createTestClient({ mode: 'anvil', chain: viemChain(chainOf(devnet, 31338)), transport: http() })
    const before = await destination.getBalance({ address: account.address })
    await testClient.setAutomine(false)
    try {
      const { requestId, txHash, amountOut } = await deposit(account)
      await index(txHash)
      let seen = await status(requestId)
      for (let round = 0; seen.status === 'pending' && round < 200; round++) {
        await new Promise((resolve) => setTimeout(resolve, 20))
        seen = await status(requestId)
      }
      expect(seen).toMatchObject({ status: 'submitted', inTxHashes: [txHash], txHashes: [expect.stringMatching(/^0x[\da-f]{64}$/)] })
      const fillHash = seen.txHashes[0] as Hex
      // Sent, not mined: the node has it, with no receipt yet.
      expect(await destination.getTransaction({ hash: fillHash })).toMatchObject({ blockNumber: null })
      const polled = pollStatus(userOf(devnet, account).client, requestId, fastPoll)
      await testClient.mine({ blocks: 1 })
      expect(await polled).toMatchObject({ status: 'success', txHashes: [fillHash] })
      expect((await destination.getBalance({ address: account.address })) - before).toBe(amountOut)
    } finally {
      await testClient.setAutomine(true)
    }
  })
})
