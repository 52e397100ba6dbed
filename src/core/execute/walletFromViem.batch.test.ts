import { createPublicClient, createWalletClient, custom, defineChain, type Address } from 'viem'
import { describe, expect, it } from 'vitest'
import { isBatchUnsupported } from './batch/unsupported'
import { toWalletError } from './walletErrors'
import { walletFromViem } from './walletFromViem'

const ACCOUNT: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const TOKEN: Address = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const HASH = `0x${'ab'.repeat(32)}`
const chain = defineChain({ id: 31337, name: 'Node', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [] } } })

/** A wallet client whose account lives in an EIP-5792 wallet, recording what the wallet is asked; an `Error` answer is thrown. */
function wallet(answers: Record<string, unknown>) {
  const asked: Array<{ method: string; params: unknown }> = []
  const provider = {
    async request({ method, params }: { method: string; params?: unknown }) {
      asked.push({ method, params })
      if (method === 'eth_chainId') return '0x7a69'
      if (answers[method] instanceof Error) throw answers[method]
      if (method in answers) return answers[method]
      throw Object.assign(new Error(`unexpected ${method}`), { code: -32601 })
    },
  }
  const walletClient = createWalletClient({ account: ACCOUNT, chain, transport: custom(provider, { retryCount: 0 }) })
  const publicClient = createPublicClient({ chain, transport: custom(provider, { retryCount: 0 }) })
  return { ferry: walletFromViem(walletClient, [publicClient]), asked }
}

describe('walletFromViem: batched calls for an account held by the wallet', () => {
  it("reads the atomic capability from the wallet's answer for every chain, 0x0 included", async () => {
    const { ferry, asked } = wallet({ wallet_getCapabilities: { '0x0': { atomic: { status: 'ready' } } } })
    await expect(ferry.getCapabilities!({ chainId: 31337 })).resolves.toEqual({ atomic: 'ready' })
    expect(asked.at(-1)).toEqual({ method: 'wallet_getCapabilities', params: [ACCOUNT] })
  })

  it('sends the calls as one wallet_sendCalls (2.0.0) with atomicity required, and reads its status', async () => {
    const { ferry, asked } = wallet({
      wallet_sendCalls: { id: 'b1' },
      wallet_getCallsStatus: { version: '2.0.0', id: 'b1', chainId: '0x7a69', status: 200, atomic: true, receipts: [{ transactionHash: HASH, status: '0x1', blockNumber: '0x5', gasUsed: '0x1', logs: [], blockHash: HASH }] },
    })
    await expect(ferry.sendCalls!({ chainId: 31337, calls: [{ to: TOKEN, data: '0x095ea7b3', value: 0n }, { to: TOKEN, data: '0x12', value: 5n }] })).resolves.toEqual({ id: 'b1' })
    const sent = asked.find((a) => a.method === 'wallet_sendCalls')!
    expect(sent.params).toEqual([
      {
        atomicRequired: true,
        chainId: '0x7a69',
        from: ACCOUNT,
        version: '2.0.0',
        calls: [
          // viem leaves a zero value out.
          { to: TOKEN, data: '0x095ea7b3', value: undefined },
          { to: TOKEN, data: '0x12', value: '0x5' },
        ],
      },
    ])
    await expect(ferry.getCallsStatus!({ id: 'b1', chainId: 31337 })).resolves.toEqual({
      status: 'success',
      atomic: true,
      receipts: [{ status: 'success', transactionHash: HASH, blockNumber: 5n }],
    })
  })

  it('a local account offers no batch methods: there is no wallet to batch for it', async () => {
    const { privateKeyToAccount } = await import('viem/accounts')
    const local = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
    const transport = custom({ request: async () => '0x7a69' })
    const ferry = walletFromViem(createWalletClient({ account: local, chain, transport }), [createPublicClient({ chain, transport })])
    expect(ferry.sendCalls).toBeUndefined()
    expect(ferry.getCapabilities).toBeUndefined()
  })
})

describe('walletFromViem: what a wallet of the first EIP-5792 draft answers', () => {
  it('takes a bare string as the batch id, and refuses an answer without one', async () => {
    await expect(wallet({ wallet_sendCalls: '0xb1' }).ferry.sendCalls!({ chainId: 31337, calls: [] })).resolves.toEqual({ id: '0xb1' })
    await expect(wallet({ wallet_sendCalls: {} }).ferry.sendCalls!({ chainId: 31337, calls: [] })).rejects.toMatchObject({ code: 'MALFORMED_RESPONSE' })
  })
})

describe("walletFromViem: viem's errors of sendCalls, as the executor reads them", () => {
  const calls = [{ to: TOKEN, data: '0x095ea7b3' as const, value: 0n }]

  it('a wallet without wallet_sendCalls cannot take the batch (sent one by one then); a refusal is the user\'s', async () => {
    const missing = await wallet({}).ferry.sendCalls!({ chainId: 31337, calls }).catch((error: unknown) => error)
    expect(isBatchUnsupported(missing)).toBe(true)
    const refusal = Object.assign(new Error('User rejected'), { code: 4001 })
    const refused = await wallet({ wallet_sendCalls: refusal }).ferry.sendCalls!({ chainId: 31337, calls }).catch((error: unknown) => error)
    expect(isBatchUnsupported(refused)).toBe(false)
    expect(toWalletError(refused, {}).code).toBe('USER_REJECTED')
  })
})
