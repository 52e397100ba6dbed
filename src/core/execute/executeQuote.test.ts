import { encodeErrorResult, recoverTypedDataAddress, serializeSignature, UserRejectedRequestError, type Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { buildNonceMappingTypedData } from '../eip712/nonceMapping'
import { buildVenueSendAssetTypedData } from '../eip712/venueSendAsset'
import { AllowanceError } from '../errors/execution'
import {
  account,
  bridgeQuote,
  caught,
  DESTINATION,
  erc20QuoteWithEmptyStep,
  itemStatuses,
  ORIGIN,
  rejecting,
  setup,
  st,
  stranger,
  venueWithdrawalQuote,
} from '../test/executeSetup'
import { LIVE_PROFILE } from '../protocol/profile'
import { hasPaid } from '../run/records'
import { BRIDGE_REQUEST_ID as REQUEST_ID, DEPOSITORY, ORIGIN_USDC as USDC, WITHDRAW_ORDER_ID } from '../test/fixtures/quotes'
import type { QuoteResponse, SignatureItem, TransactionItem, VenueDepositItem } from '../types/quote'
import type { StatusResponse } from '../types/status'
import type { ItemProgress } from './progress'
import type { FerryWallet } from './wallet'

describe('executeQuote: transactions', () => {
  it('sends the deposit signed by the account, follows the check and resolves on success', async () => {
    const t = setup({ script: { checks: [st('waiting'), st('pending')] } })
    const result = await t.run(bridgeQuote({ user: account.address, originChainId: ORIGIN, destinationChainId: DESTINATION }))

    expect(t.origin.sent).toHaveLength(1)
    expect(t.origin.sent[0]).toMatchObject({ from: account.address, to: DEPOSITORY, value: 10n ** 16n, chainId: ORIGIN })
    expect(result).toMatchObject({ requestId: REQUEST_ID, status: 'success', txHashes: ['0xfill'], inTxHashes: [t.origin.sent[0]!.hash] })
    expect(itemStatuses(t.progress)).toEqual(['waiting-for-wallet', 'submitted', 'confirming', 'complete'])
    expect(t.progress.filter((p) => p.type === 'status').map((p) => p.type === 'status' && p.status.status)).toEqual(['pending', 'success'])
    expect(t.service.callsTo('/intents/status').length).toBeGreaterThanOrEqual(2)
  })

  it('sends an item without from (older quotes) from the connected account', async () => {
    const t = setup()
    const quote = bridgeQuote({ user: account.address, originChainId: ORIGIN, destinationChainId: DESTINATION })
    delete (quote.steps[0]!.items[0]!.data as { from?: unknown }).from
    await t.run(quote)
    expect(t.origin.sent).toHaveLength(1)
    expect(t.origin.sent[0]).toMatchObject({ from: account.address, to: DEPOSITORY })
  })

  it('switches the wallet to the item chain before sending', async () => {
    const t = setup({ startChainId: DESTINATION })
    await t.run(bridgeQuote({ user: account.address, originChainId: ORIGIN, destinationChainId: DESTINATION }))
    expect(t.walletCalls).toContain('switchChain')
    expect(t.origin.sent).toHaveLength(1)
    expect(t.chains[1]!.sent).toHaveLength(0)
  })

  it('skips a step without items and runs the approval before the deposit', async () => {
    const t = setup()
    const result = await t.run(erc20QuoteWithEmptyStep({ user: account.address, originChainId: ORIGIN, destinationChainId: DESTINATION }))
    expect(t.origin.sent.map((tx) => tx.to)).toEqual([USDC, DEPOSITORY])
    expect(t.progress.some((p) => p.type === 'item' && p.stepIndex === 0)).toBe(false)
    expect(result.inTxHashes).toHaveLength(2)
  })

  it('resumes a half-complete quote without sending the finished item again', async () => {
    const t = setup({ script: { statuses: [st('waiting'), st('waiting'), st('pending'), st('success')] } })
    const quote = erc20QuoteWithEmptyStep({ user: account.address, originChainId: ORIGIN, destinationChainId: DESTINATION })
    let calls = 0
    const rejectSecond: FerryWallet = {
      ...t.wallet,
      sendTransaction: (tx) => (++calls === 2 ? Promise.reject(new UserRejectedRequestError(new Error('no'))) : t.wallet.sendTransaction(tx)),
    }
    const error = await caught(t.run(quote, { wallet: rejectSecond }))
    expect(error.code).toBe('USER_REJECTED')
    const failed = t.progress.at(-1) as ItemProgress
    expect(failed).toMatchObject({ status: 'failed', stepIndex: 2 })
    expect(failed.quote.steps[1]!.items[0]!.status).toBe('complete')

    await t.run(failed.quote)
    expect(t.origin.sent.map((tx) => tx.to)).toEqual([USDC, DEPOSITORY])
  })

  it('fails with TransactionFailedError when the deposit reverts, without following the status', async () => {
    const t = setup({ chains: [{ chainId: ORIGIN, reverts: () => true }, { chainId: DESTINATION }] })
    const error = await caught(t.run(bridgeQuote({ user: account.address, originChainId: ORIGIN, destinationChainId: DESTINATION })))
    expect(error).toMatchObject({ code: 'TRANSACTION_FAILED', reason: 'reverted', txHash: t.origin.sent[0]!.hash, chainId: ORIGIN })
    // The one read is the check before sending.
    expect(t.service.callsTo('/intents/status/v3')).toHaveLength(1)
    expect(itemStatuses(t.progress).at(-1)).toBe('failed')
  })

  it('maps an allowance revert at estimation to AllowanceError with the approval guidance', async () => {
    const revertData = encodeErrorResult({
      abi: [{ type: 'error', name: 'ERC20InsufficientAllowance', inputs: [{ type: 'address' }, { type: 'uint256' }, { type: 'uint256' }] }],
      errorName: 'ERC20InsufficientAllowance',
      args: [DEPOSITORY, 0n, 5n],
    })
    const t = setup({ chains: [{ chainId: ORIGIN, estimateRevert: () => revertData }, { chainId: DESTINATION }] })
    const quote = bridgeQuote({ user: account.address, originChainId: ORIGIN, destinationChainId: DESTINATION })
    delete (quote.steps[0]!.items[0] as TransactionItem).data.gas
    const error = await caught(t.run(quote))
    expect(error).toBeInstanceOf(AllowanceError)
    expect(error.details).toMatch(/spender/)
    expect(t.origin.sent).toHaveLength(0)
  })
})

describe('executeQuote: the venue withdrawal', () => {
  it('signs and posts the authorize step, then signs and submits the venue sendAsset with the same nonce', async () => {
    const t = setup()
    const quote = venueWithdrawalQuote({ user: account.address, signingChainId: 42161 })
    await t.run(quote)

    const order = t.service.calls.filter((c) => c.method === 'POST').map((c) => c.url.pathname)
    expect(order).toEqual(['/authorize', '/exchange'])

    const [authorize] = t.service.callsTo('/authorize')
    const signature = authorize!.url.searchParams.get('signature') as Hex
    const body = authorize!.body as { signatureChainId: number; nonce: number }
    // The wallet is on ORIGIN, not the step's default 42161: both fields move to the wallet's chain.
    expect(body.signatureChainId).toBe(ORIGIN)
    const { typedData } = buildNonceMappingTypedData(quote.steps[0]!.items[0] as SignatureItem, { signingChainId: ORIGIN })
    await expect(recoverTypedDataAddress({ ...typedData, signature })).resolves.toBe(account.address)

    const [exchange] = t.service.callsTo('/exchange')
    const payload = exchange!.body as { action: Record<string, unknown>; nonce: number; signature: { r: Hex; s: Hex; v: number } }
    const venueTyped = buildVenueSendAssetTypedData(quote.steps[1]!.items[0] as VenueDepositItem, { signingChainId: ORIGIN })
    expect(payload.action).toEqual(venueTyped.message)
    expect(payload.nonce).toBe(body.nonce)
    expect([27, 28]).toContain(payload.signature.v)
    const venueSignature = serializeSignature({ r: payload.signature.r, s: payload.signature.s, v: BigInt(payload.signature.v) })
    await expect(recoverTypedDataAddress({ ...venueTyped, signature: venueSignature })).resolves.toBe(account.address)
  })

  it('runs the live withdrawal with a live-profile client: version 2 with depositor, the order id, the live venue names', async () => {
    const t = setup({ profile: 'live' })
    const quote = venueWithdrawalQuote({ user: account.address, signingChainId: 42161, profile: LIVE_PROFILE, version: '2', orderId: WITHDRAW_ORDER_ID })
    await t.run(quote)
    const [authorize] = t.service.callsTo('/authorize')
    const body = authorize!.body as { id: Hex; depositor: Hex; wallet: Hex }
    expect(body).toMatchObject({ id: WITHDRAW_ORDER_ID, depositor: account.address, wallet: account.address })
    const { typedData } = buildNonceMappingTypedData(quote.steps[0]!.items[0] as SignatureItem, { signingChainId: ORIGIN, profile: LIVE_PROFILE })
    expect(typedData.domain).toMatchObject({ name: 'RelayNonceMapping', version: '2' })
    await expect(recoverTypedDataAddress({ ...typedData, signature: authorize!.url.searchParams.get('signature') as Hex })).resolves.toBe(account.address)
    const [exchange] = t.service.callsTo('/exchange')
    const payload = exchange!.body as { action: Record<string, unknown>; signature: { r: Hex; s: Hex; v: number } }
    expect(payload.action).toHaveProperty('hyperliquidChain', 'Mainnet')
    const venueTyped = buildVenueSendAssetTypedData(quote.steps[1]!.items[0] as VenueDepositItem, { signingChainId: ORIGIN, profile: LIVE_PROFILE })
    const venueSignature = serializeSignature({ r: payload.signature.r, s: payload.signature.s, v: BigInt(payload.signature.v) })
    await expect(recoverTypedDataAddress({ ...venueTyped, signature: venueSignature })).resolves.toBe(account.address)
  })

  it('treats a non-ok venue answer as a failed submission and stops', async () => {
    const t = setup({ script: { exchange: { status: 200, body: { status: 'err', response: 'Insufficient balance' } } } })
    const error = await caught(t.run(venueWithdrawalQuote({ user: account.address, signingChainId: ORIGIN })))
    expect(error.code).toBe('VENUE_SUBMISSION_FAILED')
    const failed = t.progress.at(-1) as ItemProgress
    expect(failed).toMatchObject({ status: 'failed', stepIndex: 1 })
    // Refused by the venue: nothing left, so the record says failed, not sent.
    expect(failed.quote.steps[1]!.items[0]!.status).toBe('failed')
    expect(hasPaid(failed.quote)).toBe(false)
    expect(t.service.callsTo('/intents/status/v3')).toHaveLength(1)
  })

  it('leaves nothing half-sent when the signature is rejected, and a retry then succeeds', async () => {
    const t = setup({ script: { statuses: [st('waiting'), st('waiting'), st('pending'), st('success')] } })
    const quote = venueWithdrawalQuote({ user: account.address, signingChainId: ORIGIN })
    const error = await caught(t.run(quote, { wallet: rejecting(t.wallet, 'signTypedData') }))
    expect(error.code).toBe('USER_REJECTED')
    expect(t.service.calls.filter((c) => c.method === 'POST')).toHaveLength(0)

    await expect(t.run(quote)).resolves.toMatchObject({ status: 'success' })
    expect(t.service.callsTo('/authorize')).toHaveLength(1)
    expect(t.service.callsTo('/exchange')).toHaveLength(1)
  })

  it('refuses a deposit whose nonce differs from the authorized one before asking the wallet', async () => {
    const t = setup()
    const quote = venueWithdrawalQuote({ user: account.address, signingChainId: ORIGIN })
    const item = quote.steps[1]!.items[0] as VenueDepositItem
    item.data = { ...item.data, nonce: 7, action: { ...item.data.action, parameters: { ...item.data.action.parameters, nonce: 7 } } }
    const error = await caught(t.run(quote))
    expect(error).toMatchObject({ code: 'UNSAFE_STEP', field: 'steps.1.items.0.data.nonce' })
    expect(t.walletCalls).toEqual([])
  })
})

describe('executeQuote: the request outcome', () => {
  it('rejects with RequestRefundedError after failure then refund, carrying the refund hashes', async () => {
    const t = setup({ script: { statuses: [st('waiting'), st('pending'), st('failure'), st('refund', ['0xrefund'])] } })
    const error = await caught(t.run(bridgeQuote({ user: account.address, originChainId: ORIGIN, destinationChainId: DESTINATION })))
    expect(error).toMatchObject({ code: 'REQUEST_REFUNDED', requestId: REQUEST_ID, status: { txHashes: ['0xrefund'] } })
    expect(t.progress.flatMap((p) => (p.type === 'status' ? [p.status.status] : []))).toEqual(['pending', 'failure', 'refund'])
  })

  it('rejects with RequestFailedError when no refund follows within the window', async () => {
    const t = setup({ script: { statuses: [st('waiting'), st('failure')] } })
    const error = await caught(t.run(bridgeQuote({ user: account.address, originChainId: ORIGIN, destinationChainId: DESTINATION })))
    expect(error.code).toBe('REQUEST_FAILED')
  })

  it('names a missing allowance as the cause when the failed fill reverted with one', async () => {
    const revertData = encodeErrorResult({
      abi: [{ type: 'error', name: 'Error', inputs: [{ type: 'string' }] }],
      errorName: 'Error',
      args: ['ERC20: insufficient allowance'],
    })
    const refund: StatusResponse = { ...st('refund', ['0xrefund']), details: { revertData } }
    const t = setup({ script: { statuses: [st('waiting'), st('failure'), refund] } })
    const error = await caught(t.run(bridgeQuote({ user: account.address, originChainId: ORIGIN, destinationChainId: DESTINATION })))
    expect(error.code).toBe('REQUEST_REFUNDED')
    expect(error.walk((e) => e instanceof AllowanceError)).toBeInstanceOf(AllowanceError)
  })
})

describe('executeQuote: nothing reaches the wallet that should not', () => {
  const cases: Array<[string, (q: QuoteResponse) => unknown, string]> = [
    ['a quote without steps', ({ steps: _steps, ...rest }) => rest, 'MALFORMED_RESPONSE'],
    ['an item without data', (q) => ({ ...q, steps: [{ ...q.steps[0], items: [{ status: 'incomplete' }] }] }), 'MALFORMED_RESPONSE'],
    ['a step of an unknown kind', (q) => ({ ...q, steps: [{ ...q.steps[0], kind: 'message' }] }), 'MALFORMED_RESPONSE'],
    [
      'a transaction from another account',
      (q) => ({ ...q, steps: [{ ...q.steps[0], items: [{ ...q.steps[0]!.items[0], data: { ...q.steps[0]!.items[0]!.data, from: stranger.address } }] }] }),
      'UNSAFE_STEP',
    ],
    [
      'a transaction on a chain other than the origin',
      (q) => ({ ...q, steps: [{ ...q.steps[0], items: [{ ...q.steps[0]!.items[0], data: { ...q.steps[0]!.items[0]!.data, chainId: 1 } }] }] }),
      'UNSAFE_STEP',
    ],
    ['steps of two different requests', (q) => ({ ...q, steps: [q.steps[0], { ...q.steps[0], requestId: `0x${'77'.repeat(32)}` }] }), 'UNSAFE_STEP'],
  ]
  for (const [name, mutate, code] of cases) {
    it(`answers ${name} with ${code} before the wallet is asked`, async () => {
      const t = setup()
      const quote = mutate(bridgeQuote({ user: account.address, originChainId: ORIGIN, destinationChainId: DESTINATION })) as QuoteResponse
      const error = await caught(t.run(quote))
      expect(error.code).toBe(code)
      expect(t.walletCalls).toEqual([])
      expect(t.service.calls).toEqual([])
    })
  }

  it('refuses a signature request of an unexpected domain before asking the wallet', async () => {
    const t = setup()
    const quote = venueWithdrawalQuote({ user: account.address, signingChainId: ORIGIN })
    const item = quote.steps[0]!.items[0] as SignatureItem
    item.data.sign.domain = { ...item.data.sign.domain, name: 'Permit2' }
    const error = await caught(t.run(quote))
    expect(error.code).toBe('UNEXPECTED_SIGNATURE_REQUEST')
    expect(t.walletCalls).toEqual([])
  })

  it('stops with AbortedError and sends nothing when the signal has fired', async () => {
    const t = setup()
    const controller = new AbortController()
    controller.abort()
    const error = await caught(t.run(bridgeQuote({ user: account.address, originChainId: ORIGIN, destinationChainId: DESTINATION }), { signal: controller.signal }))
    expect(error.code).toBe('ABORTED')
    expect(t.origin.sent).toHaveLength(0)
  })
})
