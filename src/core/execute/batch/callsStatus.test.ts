import { describe, expect, it } from 'vitest'
import { readCallsStatus } from './callsStatus'

const HASH = `0x${'ab'.repeat(32)}`
const receipt = { transactionHash: HASH, status: '0x1', blockNumber: '0x10', logs: [] }

describe('readCallsStatus: a batch status as wallets and viem write it', () => {
  it('reads EIP-5792 numeric codes: 100 pending, 200 success, 400 failed before the chain, 500 and 600 reverted', () => {
    expect(readCallsStatus({ status: 100, receipts: [] }).status).toBe('pending')
    expect(readCallsStatus({ status: 200, receipts: [receipt], atomic: true })).toEqual({
      status: 'success',
      receipts: [{ status: 'success', transactionHash: HASH, blockNumber: 16n }],
      atomic: true,
    })
    expect(readCallsStatus({ status: 400 }).status).toBe('failed')
    expect(readCallsStatus({ status: 500 }).status).toBe('reverted')
    expect(readCallsStatus({ status: 600 }).status).toBe('reverted')
  })

  it("reads viem's words with their code, and the first draft's CONFIRMED and PENDING", () => {
    expect(readCallsStatus({ status: 'failure', statusCode: 400 }).status).toBe('failed')
    expect(readCallsStatus({ status: 'success', statusCode: 200, receipts: [{ ...receipt, status: 'success', blockNumber: 16n }] })).toMatchObject({
      status: 'success',
      receipts: [{ status: 'success', blockNumber: 16n }],
    })
    expect(readCallsStatus({ status: 'CONFIRMED' }).status).toBe('success')
    expect(readCallsStatus({ status: 'PENDING' }).status).toBe('pending')
  })

  it('leaves out receipts without a transaction hash, reads a reverted receipt, and takes an unknown status as pending', () => {
    const read = readCallsStatus({ status: 200, receipts: [{ status: '0x0', transactionHash: HASH, blockNumber: 1 }, { transactionHash: 'nope' }, null] })
    expect(read.receipts).toEqual([{ status: 'reverted', transactionHash: HASH, blockNumber: 1n }])
    expect(read.atomic).toBe(false)
    expect(readCallsStatus('garbage')).toEqual({ status: 'pending', receipts: [], atomic: false })
  })
})
