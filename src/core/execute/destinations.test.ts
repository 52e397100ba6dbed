import { describe, expect, it } from 'vitest'
import { FIXTURE_CHAINS } from '../test/fakeService'
import { account, bridgeQuote, caught, DESTINATION, fakeRun, ORIGIN, setup, venueWithdrawalQuote } from '../test/executeSetup'
import { SOLVER } from '../test/fixtures/quotes'
import type { QuoteResponse, TransactionItem, VenueDepositItem } from '../types/quote'
import type { QuoteRequestInput } from '../types/request'
import type { FerryWallet } from './wallet'

const ATTACKER = '0x2222222222222222222222222222222222222222'
const withdrawal = () => venueWithdrawalQuote({ user: account.address, signingChainId: ORIGIN })
const transferOf = (quote: QuoteResponse) => quote.steps[1]!.items[0] as VenueDepositItem

/** The bridge's deposit as a plain transfer of the value shown: no calldata, to `to`. */
function plainTransfer(to: string, step: Record<string, unknown> = {}): QuoteResponse {
  const quote = bridgeQuote({ user: account.address, originChainId: ORIGIN, destinationChainId: DESTINATION })
  Object.assign(quote.steps[0]!, step)
  const item = quote.steps[0]!.items[0] as TransactionItem
  Object.assign(item.data, { to, data: '0x' })
  return quote
}
const chainsWithSolver = (chainId: number, solver: string) => ({ chains: [...FIXTURE_CHAINS.chains, { ...FIXTURE_CHAINS.chains[0]!, id: chainId, name: 'origin', vmType: 'evm', solverAddresses: [solver] }] })

describe('executeQuote: a venue transfer pays where the service lists itself as receiving on the venue', () => {
  it("refuses a sendAsset whose destination is an attacker's address, before the wallet is asked", async () => {
    const t = setup()
    const quote = withdrawal()
    transferOf(quote).data.action.parameters.destination = ATTACKER
    const error = await caught(t.run(quote))
    expect(error).toMatchObject({ code: 'UNSAFE_STEP', field: 'steps.1.items.0.data.action.parameters.destination' })
    expect(t.walletCalls).toEqual([])
    expect(t.service.callsTo('/authorize')).toHaveLength(0)
  })

  it('refuses any venue transfer when the service publishes no chain list to check it against', async () => {
    const t = setup({ script: { chains: null } })
    const error = await caught(t.run(withdrawal()))
    expect(error).toMatchObject({ code: 'UNSAFE_STEP', field: 'steps.1.items.0.data.action.parameters.destination' })
    expect(t.walletCalls).toEqual([])
  })

  it("accepts the venue's depository as the live service lists it (protocol.v2.depository)", async () => {
    const chains = { chains: [{ ...FIXTURE_CHAINS.chains[0]!, solverAddresses: [], protocol: { v2: { depository: SOLVER } } }] }
    const t = setup({ script: { chains } })
    await expect(t.run(withdrawal())).resolves.toMatchObject({ status: 'success' })
  })
})

describe('executeQuote: a plain transfer goes to code, a listed solver or the deposit address asked for', () => {
  it('refuses a plain transfer of the shown value to an address without code, before the wallet is asked', async () => {
    const t = setup()
    const error = await caught(t.run(plainTransfer(ATTACKER)))
    expect(error).toMatchObject({ code: 'UNSAFE_STEP', field: 'steps.0.items.0.data.to' })
    expect(t.origin.sent).toHaveLength(0)
    expect(t.walletCalls).toEqual(['getCode'])
  })

  it('sends it to an address with code (a contract that takes plain value)', async () => {
    const t = fakeRun({ chain: { codeAt: (address) => (address.toLowerCase() === ATTACKER ? '0x6080' : '0x') } })
    await expect(t.run(plainTransfer(ATTACKER))).resolves.toMatchObject({ status: 'success' })
    expect(t.origin.sent).toHaveLength(1)
  })

  it("sends it to the origin chain's listed solver without reading code", async () => {
    const t = setup({ script: { chains: chainsWithSolver(ORIGIN, ATTACKER) } })
    await expect(t.run(plainTransfer(ATTACKER))).resolves.toMatchObject({ status: 'success' })
    expect(t.walletCalls).not.toContain('getCode')
  })

  it('sends it to the deposit address the step names only when the request asked for one', async () => {
    // A field the request type does not list, sent beside the typed ones.
    const asked: QuoteRequestInput & { useDepositAddress: boolean } = { user: account.address, originChainId: ORIGIN, useDepositAddress: true }
    const notAsked: typeof asked = { ...asked, useDepositAddress: false }
    const t = setup()
    await expect(t.run(plainTransfer(ATTACKER, { depositAddress: ATTACKER }), { request: asked })).resolves.toMatchObject({ status: 'success' })
    const u = setup()
    await expect(caught(u.run(plainTransfer(ATTACKER, { depositAddress: ATTACKER }), { request: notAsked }))).resolves.toMatchObject({ code: 'UNSAFE_STEP' })
  })

  it('refuses it with a wallet that cannot read code', async () => {
    const t = setup({ adapt: ({ getCode: _getCode, ...wallet }: FerryWallet) => wallet })
    await expect(caught(t.run(plainTransfer(ATTACKER)))).resolves.toMatchObject({ code: 'UNSAFE_STEP', field: 'steps.0.items.0.data.to' })
  })

  it('leaves a deposit with calldata alone: a contract call is no plain transfer', async () => {
    const t = setup()
    await expect(t.run(bridgeQuote({ user: account.address, originChainId: ORIGIN, destinationChainId: DESTINATION }))).resolves.toMatchObject({ status: 'success' })
    expect(t.service.callsTo('/chains')).toHaveLength(0)
  })
})
