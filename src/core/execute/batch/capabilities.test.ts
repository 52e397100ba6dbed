import { createWalletClient, custom } from 'viem'
import { getCapabilities } from 'viem/actions'
import { describe, expect, it } from 'vitest'
import { atomicStatusOf } from './capabilities'

const ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** The atomic status of `chainId`, as a wallet answering `answer` gives it through viem's `getCapabilities`. */
async function atomicOn(answer: unknown, chainId: number) {
  const client = createWalletClient({ account: ACCOUNT, transport: custom({ request: async () => answer }, { retryCount: 0 }) })
  return atomicStatusOf(await getCapabilities(client, { account: ACCOUNT }), chainId)
}

describe('atomicStatusOf: the atomic capability of one chain, as wallets write it and viem reads it', () => {
  it('reads EIP-5792 as published: atomic.status under the chain hex id', async () => {
    await expect(atomicOn({ '0x7a69': { atomic: { status: 'supported' } } }, 31337)).resolves.toBe('supported')
    await expect(atomicOn({ '0x7a69': { atomic: { status: 'ready' } } }, 31337)).resolves.toBe('ready')
    await expect(atomicOn({ '0x7a69': { atomic: { status: 'unsupported' } } }, 31337)).resolves.toBe('unsupported')
  })

  it('reads capabilities for every chain under 0x0, and decimal keys', async () => {
    await expect(atomicOn({ '0x0': { atomic: { status: 'supported' } } }, 8453)).resolves.toBe('supported')
    await expect(atomicOn({ 8453: { atomic: { status: 'ready' } } }, 8453)).resolves.toBe('ready')
  })

  it('reads the first draft atomicBatch.supported as supported', async () => {
    await expect(atomicOn({ '0x2105': { atomicBatch: { supported: true } } }, 8453)).resolves.toBe('supported')
    await expect(atomicOn({ '0x2105': { atomicBatch: { supported: false } } }, 8453)).resolves.toBe('unsupported')
  })

  it('is unsupported for another chain, other capabilities only, or nothing readable', async () => {
    await expect(atomicOn({ '0x2105': { atomic: { status: 'supported' } } }, 31337)).resolves.toBe('unsupported')
    await expect(atomicOn({ '0x2105': { paymasterService: { supported: true } } }, 8453)).resolves.toBe('unsupported')
    await expect(atomicOn({}, 1)).resolves.toBe('unsupported')
    await expect(atomicOn({ '0x1': { atomic: 'supported' } }, 1)).resolves.toBe('unsupported')
  })
})
