import { createWalletClient, custom } from 'viem'
import { getCallsStatus } from 'viem/actions'
import { describe, expect, it } from 'vitest'
import { toWalletCallsStatus } from './callsStatus'

const HASH = `0x${'ab'.repeat(32)}`
const receipt = { transactionHash: HASH, status: '0x1', blockNumber: '0x10', gasUsed: '0x1', blockHash: HASH, logs: [] }

/** What a wallet answering `answer` to `wallet_getCallsStatus` says, through viem's `getCallsStatus`. */
async function statusOf(answer: Record<string, unknown>) {
  const client = createWalletClient({ transport: custom({ request: async () => ({ version: '2.0.0', id: 'b1', chainId: '0x1', ...answer }) }, { retryCount: 0 }) })
  return toWalletCallsStatus(await getCallsStatus(client, { id: 'b1' }))
}

describe('toWalletCallsStatus: a batch status as wallets write it and viem reads it', () => {
  it('reads EIP-5792 numeric codes: 100 pending, 200 success, 400 failed before the chain, 500 and 600 reverted', async () => {
    expect((await statusOf({ status: 100, receipts: [] })).status).toBe('pending')
    expect(await statusOf({ status: 200, receipts: [receipt], atomic: true })).toEqual({
      status: 'success',
      receipts: [{ status: 'success', transactionHash: HASH, blockNumber: 16n }],
      atomic: true,
    })
    expect((await statusOf({ status: 400 })).status).toBe('failed')
    expect((await statusOf({ status: 500 })).status).toBe('reverted')
    expect((await statusOf({ status: 600 })).status).toBe('reverted')
  })

  it("reads the first draft's CONFIRMED and PENDING, a reverted receipt, and an unknown status as pending", async () => {
    expect((await statusOf({ status: 'CONFIRMED' })).status).toBe('success')
    expect((await statusOf({ status: 'PENDING' })).status).toBe('pending')
    expect(await statusOf({ status: 200, receipts: [{ ...receipt, status: '0x0', blockNumber: '0x1' }] })).toEqual({
      status: 'success',
      receipts: [{ status: 'reverted', transactionHash: HASH, blockNumber: 1n }],
      atomic: false,
    })
    expect(await statusOf({ status: 'garbage' })).toEqual({ status: 'pending', receipts: [], atomic: false })
  })
})
