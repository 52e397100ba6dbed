import { recoverTypedDataAddress, type Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { hasPaid } from '../run/records'
import { account, caught, DESTINATION, ORIGIN, rejecting, setup, st, type SetupOptions } from '../test/executeSetup'
import { FIXTURE_CHAINS } from '../test/fakeService'
import { ORIGIN_USDC, PERMIT_REQUEST_ID, permitQuote, SOLVER } from '../test/fixtures/quotes'
import type { ItemProgress } from './progress'
import type { QuoteResponse } from '../types/quote'
import type { QuoteRequestInput } from '../types/request'
import type { FerryWallet } from './wallet'

const ATTACKER = '0x2222222222222222222222222222222222222222'
/** The service's chain list: the venue, and the origin chain where the solver receives. */
const chains = { chains: [...FIXTURE_CHAINS.chains, { ...FIXTURE_CHAINS.chains[0]!, id: ORIGIN, name: 'origin', vmType: 'evm', solverAddresses: [SOLVER] }] }
const request: QuoteRequestInput = {
  user: account.address,
  originChainId: ORIGIN,
  destinationChainId: DESTINATION,
  originCurrency: ORIGIN_USDC,
  destinationCurrency: '0xaf88d065e77c8cC2239327C5EDb3A432268e5831',
  amount: '25000000',
  tradeType: 'EXACT_INPUT',
  usePermit: true,
}
const bodyOf = (to: string = SOLVER) => permitQuote({ user: account.address, originChainId: ORIGIN, destinationChainId: DESTINATION, to })
const quoteOf = (to?: string) => bodyOf(to) as unknown as QuoteResponse
/** A wallet holding no native currency at all and `usdc` of the origin token. */
const holding = (usdc: bigint) => (wallet: FerryWallet): FerryWallet => ({ ...wallet, getBalance: async ({ token }) => (token ? usdc : 0n) })
const permitRun = (options: SetupOptions = {}) => setup({ ...options, script: { chains, ...options.script } })

describe('executeQuote: a permit (usePermit) is one signature the service submits, no transaction of the user', () => {
  it('a wallet with no native balance signs once, sends nothing, and the authorization is posted to /execute/permits as sent', async () => {
    const t = permitRun({ adapt: holding(25_000_000n) })
    const body = bodyOf()
    await expect(t.run(body as unknown as QuoteResponse, { request })).resolves.toMatchObject({ requestId: PERMIT_REQUEST_ID, status: 'success' })
    expect(t.walletCalls.filter((call) => call === 'signTypedData')).toHaveLength(1)
    expect(t.walletCalls).not.toContain('sendTransaction')
    expect(t.origin.sent).toHaveLength(0)
    const [post] = t.service.callsTo('/execute/permits')
    expect(post).toMatchObject({ method: 'POST', body: { kind: 'eip3009', requestId: PERMIT_REQUEST_ID, api: 'swap' } })
    const { domain, types, value } = body.steps[0]!.items[0]!.data.sign
    const message = { ...value, value: BigInt(value.value), validAfter: BigInt(value.validAfter), validBefore: BigInt(value.validBefore) }
    const signature = post!.url.searchParams.get('signature') as Hex
    await expect(recoverTypedDataAddress({ domain, types, primaryType: 'TransferWithAuthorization', message, signature })).resolves.toBe(account.address)
    const items = t.progress.filter((p): p is ItemProgress => p.type === 'item')
    expect(items.map((p) => [p.kind, p.status])).toEqual([['permit', 'waiting-for-wallet'], ['permit', 'submitted'], ['permit', 'complete']])
  })

  it('switches the wallet to the token chain before it signs: a wallet refuses a domain of another chain', async () => {
    const t = permitRun({ startChainId: DESTINATION })
    await t.run(quoteOf(), { request })
    expect(t.walletCalls.filter((call) => call !== 'getBalance')).toEqual(['getChainId', 'switchChain', 'signTypedData'])
  })

  it('a decline posts nothing and leaves a clean state: the run is not paid, and signing again goes through', async () => {
    // The service knows the request only once the permit is posted: `waiting` before each run.
    const t = permitRun({ script: { statuses: [st('waiting'), st('waiting'), st('pending'), st('success', ['0xfill'])] } })
    const declined = await caught(t.run(quoteOf(), { request, wallet: rejecting(t.wallet, 'signTypedData') }))
    expect(declined.code).toBe('USER_REJECTED')
    expect(t.service.callsTo('/execute/permits')).toHaveLength(0)
    const last = t.progress.at(-1) as ItemProgress
    expect(last).toMatchObject({ kind: 'permit', status: 'failed' })
    expect(hasPaid(last.quote)).toBe(false)
    await expect(t.run(quoteOf(), { request })).resolves.toMatchObject({ status: 'success' })
    expect(t.service.callsTo('/execute/permits')).toHaveLength(1)
  })

  it('an authorization the service refuses fails the item, unpaid, with the typed HTTP error', async () => {
    const t = permitRun({ script: { permits: { status: 400, body: { message: 'The token refused the authorization', errorCode: 'PERMIT_REFUSED' } } } })
    const error = await caught(t.run(quoteOf(), { request }))
    expect(error.code).toBe('HTTP_ERROR')
    const last = t.progress.at(-1) as ItemProgress
    expect(last).toMatchObject({ kind: 'permit', status: 'failed' })
    expect(hasPaid(last.quote)).toBe(false)
  })

  it('refuses, before the wallet, a permit to an address the chain list does not name as a receiver, or with no chain list', async () => {
    const t = permitRun()
    const error = await caught(t.run(quoteOf(ATTACKER), { request }))
    expect(error).toMatchObject({ code: 'UNSAFE_STEP', field: 'steps.0.items.0.data.sign.value.to' })
    expect(t.walletCalls).toEqual([])
    expect(t.service.calls.map((call) => call.url.pathname)).toEqual(['/chains'])
    const unlisted = permitRun({ script: { chains: null } })
    await expect(caught(unlisted.run(quoteOf(), { request }))).resolves.toMatchObject({ code: 'UNSAFE_STEP', field: 'steps.0.items.0.data.sign.value.to' })
    expect(unlisted.walletCalls).toEqual([])
  })

  it('stops with INSUFFICIENT_FUNDS naming the token when the wallet holds less than the permit moves, never for want of gas', async () => {
    const t = permitRun({ adapt: holding(10_000_000n) })
    const error = await caught(t.run(quoteOf(), { request }))
    expect(error).toMatchObject({ code: 'INSUFFICIENT_FUNDS', chainId: ORIGIN, required: 25_000_000n, available: 10_000_000n })
    expect(t.walletCalls.filter((call) => call === 'signTypedData')).toHaveLength(0)
  })
})
