import { describe, expect, it } from 'vitest'
import type { ItemRecordStatus } from '../../core/index'
import type { ExecutionState } from '../../react/index'
import { defaultLabels as labels } from '../labels/widgetLabels'
import { BATCH_TX, batchedRecords, bridgeExecution, DEPOSIT_TX, erc20Quote, permitQuote, venueWithdrawalQuote, withRecords, WITHDRAW_REQUEST_ID } from '../test/quotes'
import { headlineOf, timelineOf, type TimelineContext } from './timelineEntries'

const chainName = (chainId: number) => ({ 8453: 'Base', 42161: 'Arbitrum' })[chainId]
const context = { labels, chainName }
const view = (state: ExecutionState) => {
  const entries = timelineOf(state, context)
  return { rows: entries.map((e) => [e.title, e.stage, e.status, e.current]), headline: headlineOf(state, entries, context), entries }
}

function erc20Run(approve: ItemRecordStatus, deposit: ItemRecordStatus, overrides: Partial<ExecutionState> = {}, depositTx?: `0x${string}`): ExecutionState {
  return bridgeExecution({
    phase: 'awaiting-wallet',
    quote: withRecords(erc20Quote(), [{ status: approve }, { status: deposit, ...(depositTx ? { txHash: depositTx } : {}) }]),
    inTxHashes: [],
    ...overrides,
  })
}

describe('timelineOf', () => {
  it('waiting for the wallet: the approval is current, the deposit and the delivery are up next', () => {
    const { rows, headline } = view(erc20Run('waiting-for-wallet', 'incomplete'))
    expect(rows).toEqual([
      ['Approve USDC', 'wallet', 'Confirm in your wallet', true],
      ['Deposit', 'pending', 'Up next', false],
      ['Receive 4.99 USDC on Arbitrum', 'pending', 'Up next', false],
    ])
    expect(headline).toBe('Waiting for your wallet')
  })

  it('submitted, then confirming: the deposit carries its transaction; the approval is done', () => {
    const submitted = view(erc20Run('complete', 'submitted', { phase: 'submitting' }))
    expect(submitted.rows[0]).toEqual(['Approve USDC', 'done', 'Done', false])
    expect(submitted.rows[1]).toEqual(['Deposit', 'submitted', 'Submitted', true])
    expect(submitted.headline).toBe('Transaction sent')

    const confirming = view(erc20Run('complete', 'confirming', { phase: 'confirming' }, DEPOSIT_TX))
    expect(confirming.rows[1]).toEqual(['Deposit', 'confirming', 'Confirming', true])
    expect(confirming.entries[1]).toMatchObject({ txHash: DEPOSIT_TX, chainId: 8453 })
    expect(confirming.headline).toBe('Confirming on Base')
  })

  it('done and filling: every prompt is checked, the delivery is current in plain words (never the service word)', () => {
    const waiting = view(bridgeExecution())
    expect(waiting.rows).toEqual([
      ['Deposit', 'done', 'Done', false],
      ['Receive 32.98 USDC on Arbitrum', 'active', 'Waiting for the service', true],
    ])
    expect(waiting.headline).toBe('Processing the transfer')

    const filling = view(bridgeExecution({ status: { status: 'pending', inTxHashes: [DEPOSIT_TX], txHashes: [] } }))
    expect(filling.rows[1]).toEqual(['Receive 32.98 USDC on Arbitrum', 'active', 'Sending USDC on Arbitrum', true])
    expect(filling.headline).toBe('Sending USDC on Arbitrum')
    // "Confirm transaction in your wallet", the step's own words, never stands beside a done step.
    expect(JSON.stringify(filling.rows)).not.toContain('Confirm transaction in your wallet')
  })

  it('success: everything done, nothing current', () => {
    const { rows } = view(bridgeExecution({ phase: 'success', status: { status: 'success', inTxHashes: [], txHashes: [] }, endedAt: 3 }))
    expect(rows.map((r) => [r[1], r[3]])).toEqual([
      ['done', false],
      ['done', false],
    ])
  })

  it('a failure says the refund is coming, not that anything failed', () => {
    const state = bridgeExecution({ phase: 'failure', status: { status: 'failure', inTxHashes: [DEPOSIT_TX], txHashes: [] } })
    const { rows, headline } = view(state)
    expect(rows[1]).toEqual(['Receive 32.98 USDC on Arbitrum', 'active', 'Not filled: refund on its way', true])
    expect(headline).toBe('Your refund is on its way')
  })

  it('a venue withdrawal: the authorization signed, the venue transfer to sign', () => {
    const state: ExecutionState = {
      phase: 'awaiting-wallet',
      requestId: WITHDRAW_REQUEST_ID,
      inTxHashes: [],
      txHashes: [],
      quote: withRecords(venueWithdrawalQuote(), [{ status: 'complete' }, { status: 'waiting-for-wallet' }]),
    }
    expect(view(state).rows).toEqual([
      ['Sign the transfer authorization', 'done', 'Done', false],
      ['Sign the venue transfer', 'wallet', 'Sign in your wallet', true],
      ['Receive 24.98 USDC on Arbitrum', 'pending', 'Up next', false],
    ])
  })

  it('a signature given reads "Signature received", never "Transaction sent": nothing went on chain', () => {
    const state: ExecutionState = {
      phase: 'submitting',
      requestId: WITHDRAW_REQUEST_ID,
      inTxHashes: [],
      txHashes: [],
      quote: withRecords(venueWithdrawalQuote(), [{ status: 'submitted' }, { status: 'incomplete' }]),
    }
    const { rows, headline } = view(state)
    expect(rows[0]).toEqual(['Sign the transfer authorization', 'submitted', 'Signed', true])
    expect(headline).toBe('Signature received')
    // A transaction sent keeps its own word.
    expect(view(erc20Run('complete', 'submitted', { phase: 'submitting' })).headline).toBe('Transaction sent')
  })

  it('a failed item shows failed', () => {
    const { rows } = view(erc20Run('complete', 'failed', { phase: 'error', endedAt: 4 }))
    expect(rows[1]).toEqual(['Deposit', 'failed', 'Failed', false])
  })

  describe('a batch: one wallet prompt for the approval and the deposit', () => {
    const batching = { ...context, batching: { atomic: 'supported' as const } }
    const batchRun = (quote: ExecutionState['quote'], phase: ExecutionState['phase'] = 'awaiting-wallet') => bridgeExecution({ phase, quote, inTxHashes: [] })
    const rows = (state: ExecutionState, ctx: TimelineContext = batching) => timelineOf(state, ctx).map((e) => [e.title, e.stage, e.status, e.current])

    it('before the wallet has it, the would-be batch of a batching run is one entry with its two calls', () => {
      const entries = timelineOf(batchRun(batchedRecords('waiting-for-wallet')), batching)
      expect(entries.map((e) => [e.title, e.stage, e.status, e.current])).toEqual([
        ['Approve USDC and deposit', 'wallet', 'Confirm in your wallet', true],
        ['Receive 4.99 USDC on Arbitrum', 'pending', 'Up next', false],
      ])
      expect(entries[0]!.calls).toEqual(['Approve USDC', 'Deposit'])
      expect(rows(batchRun(erc20Quote()))[0]).toEqual(['Approve USDC and deposit', 'pending', 'Up next', true])
    })

    it('submitted, then confirming and done: one stage, one transaction, named by the deposit', () => {
      expect(rows(batchRun(batchedRecords('submitted'), 'submitting'))[0]).toEqual(['Approve USDC and deposit', 'submitted', 'Submitted', true])
      const confirming = timelineOf(batchRun(batchedRecords('confirming'), 'confirming'), context)
      // Recorded with its id: one entry whatever the wallet says now.
      expect(confirming[0]).toMatchObject({ title: 'Approve USDC and deposit', stage: 'confirming', txHash: BATCH_TX, txName: 'Deposit', chainId: 8453, calls: ['Approve USDC', 'Deposit'] })
      expect(confirming.filter((entry) => entry.txHash)).toHaveLength(1)
      expect(headlineOf(batchRun(batchedRecords('confirming'), 'confirming'), confirming, context)).toBe('Confirming on Base')
      expect(rows(batchRun(batchedRecords('complete'), 'polling'))[0]).toEqual(['Approve USDC and deposit', 'done', 'Done', false])
    })

    it('without batching, or once the wallet fell back (statuses apart, or declined), the items are separate entries as before', () => {
      expect(rows(batchRun(batchedRecords('waiting-for-wallet')), context).slice(0, 2).map((r) => r[0])).toEqual(['Approve USDC', 'Deposit'])
      const apart = batchRun(withRecords(erc20Quote(), [{ status: 'waiting-for-wallet' }, { status: 'incomplete' }]))
      expect(rows(apart).slice(0, 2)).toEqual([
        ['Approve USDC', 'wallet', 'Confirm in your wallet', true],
        ['Deposit', 'pending', 'Up next', false],
      ])
      const declined = { ...context, batching: { atomic: 'supported' as const, declined: new Set(['0-0']) } }
      expect(rows(batchRun(erc20Quote()), declined).slice(0, 2).map((r) => r[0])).toEqual(['Approve USDC', 'Deposit'])
    })

    it('a batch the user rejected is one failed entry', () => {
      const rejected = batchRun(withRecords(erc20Quote(), [{ status: 'failed' }, { status: 'failed' }]), 'error')
      expect(rows({ ...rejected, endedAt: 4 })[0]).toEqual(['Approve USDC and deposit', 'failed', 'Failed', false])
    })
  })

  describe('a permit (usePermit): signature received, the service submits it, the deposit confirmed, then the delivery', () => {
    const permitRun = (status: ItemRecordStatus, overrides: Partial<ExecutionState> = {}) =>
      bridgeExecution({ phase: 'awaiting-wallet', quote: withRecords(permitQuote(), [{ status }]), inTxHashes: [], ...overrides })

    it('signing: the permit is current, the service and the delivery up next', () => {
      const { rows, headline } = view(permitRun('waiting-for-wallet'))
      expect(rows).toEqual([
        ['Sign the USDC transfer', 'wallet', 'Sign in your wallet', true],
        ['The service submits your signature on Base', 'pending', 'Up next', false],
        ['Receive 24.96 USDC on Arbitrum', 'pending', 'Up next', false],
      ])
      expect(headline).toBe('Waiting for your wallet')
    })

    it('signed and posted: "Signature received", then the service submitting it, no transaction of the user', () => {
      const signed = view(permitRun('submitted', { phase: 'submitting' }))
      expect(signed.rows[0]).toEqual(['Sign the USDC transfer', 'submitted', 'Signature received', true])
      expect(signed.headline).toBe('Signature received')
      const posted = view(permitRun('complete', { phase: 'polling', status: { status: 'waiting', inTxHashes: [], txHashes: [] } }))
      expect(posted.rows.slice(0, 2)).toEqual([
        ['Sign the USDC transfer', 'done', 'Signature received', false],
        ['The service submits your signature on Base', 'active', 'Submitting; the service pays the network fee', true],
      ])
      expect(posted.headline).toBe('Submitting; the service pays the network fee')
      expect(posted.entries.some((entry) => entry.txHash)).toBe(false)
    })

    it('once the service reports past waiting: "Deposit confirmed", and the delivery is current', () => {
      const { rows } = view(permitRun('complete', { phase: 'polling', status: { status: 'pending', inTxHashes: [], txHashes: [] } }))
      expect(rows.slice(1)).toEqual([
        ['The service submits your signature on Base', 'done', 'Deposit confirmed', false],
        ['Receive 24.96 USDC on Arbitrum', 'active', 'Sending USDC on Arbitrum', true],
      ])
    })
  })
})
