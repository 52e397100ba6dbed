import { describe, expect, it } from 'vitest'
import { account, bridgeQuote, caught, DESTINATION, erc20QuoteWithEmptyStep, ORIGIN, setup, st } from '../test/executeSetup'
import { BRIDGE_REQUEST_ID as REQUEST_ID } from '../test/fixtures/quotes'
import { UnknownError } from '../errors/base'
import { AbortedError } from '../errors/http'
import { mayStillComplete } from '../errors/outcome'
import { ExecutionInProgressError } from '../errors/run'
import { hasPaid, hasSentAnything } from '../run/records'
import type { QuoteResponse } from '../types/quote'
import { executeQuote } from './executeQuote'
import type { ItemProgress } from './progress'
import type { FerryWallet } from './wallet'

const bridge = () => bridgeQuote({ user: account.address, originChainId: ORIGIN, destinationChainId: DESTINATION })
const itemEvents = (progress: ReturnType<typeof setup>['progress']) => progress.filter((p): p is ItemProgress => p.type === 'item')
const lastQuote = (progress: ReturnType<typeof setup>['progress']): QuoteResponse => itemEvents(progress).at(-1)!.quote

describe('executeQuote: what was sent is recorded, and never sent again', () => {
  it('records a transaction as submitted, with its hash, in the progress quote the moment the wallet returns it', async () => {
    const t = setup()
    await t.run(bridge())
    const submitted = itemEvents(t.progress).find((p) => p.status === 'submitted')!
    expect(submitted.quote.steps[0]!.items[0]).toMatchObject({ status: 'submitted', txHash: t.origin.sent[0]!.hash })
    expect(itemEvents(t.progress).at(-1)!.quote.steps[0]!.items[0]).toMatchObject({ status: 'complete', txHash: t.origin.sent[0]!.hash })
  })

  it('an abort while the wallet prompt is open: the hash is recorded, the run stops as FOLLOW_STOPPED, and a resume follows it without sending', async () => {
    const t = setup({ script: { statuses: [st('waiting'), st('pending'), st('success', ['0xfill'])] } })
    const controller = new AbortController()
    // The user confirms in the wallet after the app has given up waiting for it.
    const confirmsLate: FerryWallet = {
      ...t.wallet,
      sendTransaction: async (tx) => {
        controller.abort()
        return t.wallet.sendTransaction(tx)
      },
    }
    const error = await caught(t.run(bridge(), { wallet: confirmsLate, signal: controller.signal }))
    const hash = t.origin.sent[0]!.hash
    expect(error).toMatchObject({ code: 'FOLLOW_STOPPED', requestId: REQUEST_ID, txHashes: [hash] })
    expect(itemEvents(t.progress).map((p) => p.status)).not.toContain('failed')
    const record = lastQuote(t.progress)
    // Out of the wallet and waited for: sent, with its hash.
    expect(record.steps[0]!.items[0]).toMatchObject({ status: 'confirming', txHash: hash })

    const calls = t.walletCalls.length
    await expect(t.run(record)).resolves.toMatchObject({ status: 'success', inTxHashes: [hash] })
    expect(t.origin.sent).toHaveLength(1)
    expect(t.walletCalls.slice(calls)).toEqual(['waitForReceipt'])
  })

  it('an abort during the receipt wait: the run stops as FOLLOW_STOPPED and a resume sends nothing', async () => {
    const t = setup({ script: { statuses: [st('waiting'), st('pending'), st('success', ['0xfill'])] } })
    const controller = new AbortController()
    const abortsWhileWaiting: FerryWallet = {
      ...t.wallet,
      waitForReceipt: (args) => {
        controller.abort()
        return t.wallet.waitForReceipt(args)
      },
    }
    const error = await caught(t.run(bridge(), { wallet: abortsWhileWaiting, signal: controller.signal }))
    expect(error).toMatchObject({ code: 'FOLLOW_STOPPED', txHashes: [t.origin.sent[0]!.hash] })
    await expect(t.run(lastQuote(t.progress))).resolves.toMatchObject({ status: 'success' })
    expect(t.origin.sent).toHaveLength(1)
  })

  it('running a finished quote again asks the service first, follows the request and sends nothing', async () => {
    const t = setup({ script: { statuses: [st('waiting'), st('pending'), st('success', ['0xfill'])] } })
    const quote = bridge()
    await t.run(quote)
    const calls = t.walletCalls.length
    await expect(t.run(quote)).resolves.toMatchObject({ status: 'success', txHashes: ['0xfill'] })
    expect(t.origin.sent).toHaveLength(1)
    expect(t.walletCalls.slice(calls)).toEqual([])
  })

  it('a request the service already knows as pending is followed, not paid', async () => {
    const t = setup({ script: { statuses: [st('pending'), st('success', ['0xfill'])] } })
    await expect(t.run(bridge())).resolves.toMatchObject({ status: 'success' })
    expect(t.walletCalls).toEqual([])
    expect(t.origin.sent).toHaveLength(0)
  })

  it('a service that does not know the request yet (404) lets it be paid', async () => {
    const t = setup({ script: { statuses: [undefined, st('pending'), st('success', ['0xfill'])] } })
    await expect(t.run(bridge())).resolves.toMatchObject({ status: 'success' })
    expect(t.origin.sent).toHaveLength(1)
  })
})

describe('executeQuote: after a send, no status error is final', () => {
  it('404 three times after the deposit: the run reports "still checking" and ends in success', async () => {
    const t = setup({ script: { checks: [st('pending')], statuses: [st('waiting'), undefined, undefined, undefined, st('success', ['0xfill'])] } })
    await expect(t.run(bridge())).resolves.toMatchObject({ status: 'success', txHashes: ['0xfill'] })
    expect(t.progress.filter((p) => p.type === 'status-error').map((p) => p.type === 'status-error' && p.error.code)).toEqual(['HTTP_ERROR', 'HTTP_ERROR', 'HTTP_ERROR'])
    expect(itemEvents(t.progress).map((p) => p.status)).not.toContain('failed')
  })

  it('a deposit receipt that never comes does not end the run: the status does', async () => {
    const t = setup()
    const nodeDown: FerryWallet = { ...t.wallet, waitForReceipt: () => Promise.reject(new Error('the node is down')) }
    const result = await t.run(bridge(), { wallet: nodeDown })
    expect(result).toMatchObject({ status: 'success', inTxHashes: [t.origin.sent[0]!.hash] })
  })

  it('an approval whose receipt never comes stops the run before the deposit', async () => {
    const t = setup()
    const nodeDown: FerryWallet = { ...t.wallet, waitForReceipt: () => Promise.reject(new Error('the node is down')) }
    const error = await caught(t.run(erc20QuoteWithEmptyStep({ user: account.address, originChainId: ORIGIN, destinationChainId: DESTINATION }), { wallet: nodeDown }))
    expect(error).toMatchObject({ code: 'TRANSACTION_FAILED', reason: 'timeout', txHash: t.origin.sent[0]!.hash })
    expect(t.origin.sent).toHaveLength(1)
  })

  it('a timeout after the deposit carries the request id and the hashes sent', async () => {
    const t = setup({ script: { statuses: [st('waiting'), st('pending')] } })
    const error = await caught(t.run(bridge(), { poll: { initialIntervalMs: 1, maxIntervalMs: 2, timeoutMs: 30 } }))
    expect(error).toMatchObject({ code: 'STATUS_TIMEOUT', requestId: REQUEST_ID, txHashes: [t.origin.sent[0]!.hash], lastStatus: { status: 'pending' } })
  })
})

describe('executeQuote: an abort before the funds leave is a plain abort', () => {
  it('an abort after the approval, before the deposit: ABORTED (nothing reached the service), the approval recorded as sent', async () => {
    const t = setup()
    const controller = new AbortController()
    // The approval confirms, then the user cancels before the deposit's prompt.
    const cancelsAfterApproval: FerryWallet = {
      ...t.wallet,
      waitForReceipt: async (args) => {
        const receipt = await t.wallet.waitForReceipt(args)
        controller.abort()
        return receipt
      },
    }
    const quote = erc20QuoteWithEmptyStep({ user: account.address, originChainId: ORIGIN, destinationChainId: DESTINATION })
    const error = await caught(t.run(quote, { wallet: cancelsAfterApproval, signal: controller.signal }))
    expect(error).toBeInstanceOf(AbortedError)
    expect(error.code).toBe('ABORTED')
    expect(mayStillComplete(error)).toBe(false)
    const records = lastQuote(t.progress)
    expect(hasSentAnything(records)).toBe(true)
    expect(hasPaid(records)).toBe(false)
    expect(t.origin.sent).toHaveLength(1)
  })
})

describe('executeQuote: one run per request id and client', () => {
  it('a second executeQuote for a request this client is running refuses with EXECUTION_IN_PROGRESS before the wallet is asked; one deposit', async () => {
    const t = setup({ script: { statuses: [st('waiting'), st('pending'), st('pending'), st('success', ['0xfill'])] } })
    const first = t.run(bridge())
    const calls = t.walletCalls.length
    const second = await caught(t.run(bridge()))
    expect(second).toBeInstanceOf(ExecutionInProgressError)
    expect(second).toMatchObject({ code: 'EXECUTION_IN_PROGRESS', requestId: REQUEST_ID })
    expect(t.walletCalls.length).toBe(calls)
    await expect(first).resolves.toMatchObject({ status: 'success' })
    expect(t.origin.sent).toHaveLength(1)
    // Once the first run is over, the request id is free again (a resume follows it, sending nothing).
    await expect(t.run(lastQuote(t.progress))).resolves.toMatchObject({ status: 'success' })
    expect(t.origin.sent).toHaveLength(1)
  })
})

describe('executeQuote: one run per request id and client, re-quoted or not', () => {
  it('a double click with requote, each click fetching a fresh quote of its own, is refused at the second: one deposit', async () => {
    const t = setup({ script: { statuses: [st('waiting'), st('pending'), st('success', ['0xfill'])] } })
    let fresh = 0
    const requoting = { ...t.client, getQuote: async () => {
      fresh += 1
      const quote = bridge()
      quote.steps[0]!.requestId = `0x${String(fresh).repeat(64)}` as `0x${string}`
      return quote
    } }
    const request = { user: account.address, originChainId: ORIGIN, destinationChainId: DESTINATION }
    const first = t.run(bridge(), { client: requoting, request, requote: {} })
    const second = await caught(t.run(bridge(), { client: requoting, request, requote: {} }))
    expect(second).toMatchObject({ code: 'EXECUTION_IN_PROGRESS', requestId: REQUEST_ID })
    await expect(first).resolves.toMatchObject({ status: 'success' })
    expect(fresh).toBe(1)
    expect(t.origin.sent).toHaveLength(1)
  })
})

describe('executeQuote: nothing rejects but a FerryError', () => {
  it('a client that throws a raw TypeError while checking the request: UnknownError with it as the cause, nothing sent', async () => {
    const t = setup()
    const broken = { ...t.client, getStatus: () => Promise.reject(new TypeError("Cannot read properties of undefined (reading 'status')")) }
    const error = await caught(executeQuote({ quote: bridge(), client: broken, wallet: t.wallet }))
    expect(error).toBeInstanceOf(UnknownError)
    expect(error.code).toBe('UNKNOWN_ERROR')
    expect(error.cause).toBeInstanceOf(TypeError)
    expect(t.origin.sent).toHaveLength(0)
  })
})
