import type { Address } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import type { VenueSendAssetAction } from '../../core/eip712/venueSendAsset'
import { DevnetError } from '../errors'
import { VenueLedger, type VenueTransfer } from './ledger'
import { VENUE_HYPE, VENUE_USDC } from './spotTokens'

const alice: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const bob: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

function action(overrides: Partial<VenueSendAssetAction> = {}): VenueSendAssetAction {
  return {
    venueChain: 'Mainnet',
    destination: bob,
    sourceDex: '',
    destinationDex: 'spot',
    token: `USDC:${VENUE_USDC.tokenId}`,
    amount: '25.500000',
    fromSubAccount: '',
    nonce: 1_732_300_000_000,
    type: 'sendAsset',
    signatureChainId: '0x7a69',
    ...overrides,
  }
}

function funded(): VenueLedger {
  const ledger = new VenueLedger({ now: () => 1_000 })
  ledger.creditPerps(alice, 100_000_000n)
  return ledger
}

describe('VenueLedger', () => {
  it('credits perps and spot, keyed by address whatever its casing', () => {
    const ledger = new VenueLedger()
    ledger.creditPerps(alice.toLowerCase(), 10_000_000_000n)
    ledger.creditSpot(alice, VENUE_HYPE.tokenId.toUpperCase().replace('0X', '0x'), 3_000_000n)
    expect(ledger.withdrawable(alice)).toBe(10_000_000_000n)
    expect(ledger.balances(alice.toUpperCase().replace('0X', '0x'))).toEqual({
      perpsUsdc: 10_000_000_000n,
      spot: [
        { tokenId: VENUE_USDC.tokenId, name: 'USDC', amount: 0n },
        { tokenId: VENUE_HYPE.tokenId, name: 'HYPE', amount: 3_000_000n },
      ],
    })
  })

  it('refuses bad credits with DevnetError', () => {
    const ledger = new VenueLedger()
    expect(() => ledger.creditPerps('not-an-address', 1n)).toThrow(DevnetError)
    expect(() => ledger.creditPerps(alice, -1n)).toThrow(DevnetError)
    expect(() => ledger.creditSpot(alice, '0x1234', 1n)).toThrow(DevnetError)
  })

  it('moves perps USDC to the destination spot balance and records the transfer', () => {
    const ledger = funded()
    const result = ledger.sendAsset({ from: alice, action: action() })
    const transfer: VenueTransfer = {
      from: alice,
      destination: bob,
      tokenId: VENUE_USDC.tokenId,
      symbol: 'USDC',
      amount: 25_500_000n,
      sourceDex: '',
      destinationDex: 'spot',
      nonce: 1_732_300_000_000,
      at: 1_000,
    }
    expect(result).toEqual({ ok: true, transfer })
    expect(ledger.withdrawable(alice)).toBe(74_500_000n)
    expect(ledger.balances(bob).spot[0]?.amount).toBe(25_500_000n)
    expect(ledger.transfers()).toEqual([transfer])
    expect(ledger.transfers({ user: bob.toLowerCase() })).toEqual([transfer])
    expect(ledger.transfers({ nonce: 5 })).toEqual([])
  })

  it('moves spot to perps and spot to spot', () => {
    const ledger = new VenueLedger()
    ledger.creditSpot(alice, VENUE_USDC.tokenId, 10_000_000n)
    ledger.creditSpot(alice, VENUE_HYPE.tokenId, 10_000_000n)
    expect(ledger.sendAsset({ from: alice, action: action({ sourceDex: 'spot', destinationDex: '', amount: '4', nonce: 1 }) }).ok).toBe(true)
    const hype = action({ token: `HYPE:${VENUE_HYPE.tokenId}`, sourceDex: 'spot', amount: '1.25', nonce: 2 })
    expect(ledger.sendAsset({ from: alice, action: hype }).ok).toBe(true)
    expect(ledger.withdrawable(bob)).toBe(4_000_000n)
    expect(ledger.balances(bob).spot[1]?.amount).toBe(1_250_000n)
    expect(ledger.balances(alice).spot.map((s) => s.amount)).toEqual([6_000_000n, 8_750_000n])
  })

  it.each([
    ['WRONG_VENUE_CHAIN', { venueChain: 'Testnet' }],
    ['UNKNOWN_TOKEN', { token: 'USDC:0xdeadbeef' }],
    ['UNKNOWN_TOKEN', { token: `HYPE:${VENUE_USDC.tokenId}` }],
    ['UNKNOWN_TOKEN', { token: VENUE_USDC.tokenId }],
    ['INVALID_AMOUNT', { amount: '1.0000001' }],
    ['INVALID_AMOUNT', { amount: '0.000000' }],
    ['INVALID_AMOUNT', { amount: '-1' }],
    ['INVALID_AMOUNT', { amount: '1e2' }],
    ['INVALID_DEX', { sourceDex: 'perps' }],
    ['INVALID_DEX', { token: `HYPE:${VENUE_HYPE.tokenId}`, sourceDex: 'spot', destinationDex: '' }],
    ['INVALID_DESTINATION', { destination: 'bob' }],
    ['SUB_ACCOUNT_UNSUPPORTED', { fromSubAccount: bob }],
    ['INVALID_NONCE', { nonce: 0 }],
    ['INVALID_NONCE', { nonce: 1.5 }],
    ['INSUFFICIENT_BALANCE', { amount: '100.000001' }],
    ['INSUFFICIENT_BALANCE', { sourceDex: 'spot' }],
  ] as const)('refuses %s (%j) and changes nothing', (code, overrides) => {
    const ledger = funded()
    const result = ledger.sendAsset({ from: alice, action: action(overrides) })
    expect(result).toMatchObject({ ok: false, code })
    expect(ledger.balances(alice).perpsUsdc).toBe(100_000_000n)
    expect(ledger.balances(bob)).toEqual(new VenueLedger().balances(bob))
    expect(ledger.transfers()).toEqual([])
  })

  it('refuses a reused nonce from the same sender, but not from another sender', () => {
    const ledger = funded()
    ledger.creditPerps(bob, 100_000_000n)
    expect(ledger.sendAsset({ from: alice, action: action() }).ok).toBe(true)
    expect(ledger.sendAsset({ from: alice.toLowerCase() as Address, action: action() })).toMatchObject({ ok: false, code: 'NONCE_USED' })
    expect(ledger.withdrawable(alice)).toBe(74_500_000n)
    expect(ledger.sendAsset({ from: bob, action: action({ destination: alice }) }).ok).toBe(true)
  })

  it('keeps the nonce usable after a refusal, so the same signed transfer can be retried once funded', () => {
    const ledger = new VenueLedger()
    expect(ledger.sendAsset({ from: alice, action: action() })).toMatchObject({ code: 'INSUFFICIENT_BALANCE' })
    ledger.creditPerps(alice, 25_500_000n)
    expect(ledger.sendAsset({ from: alice, action: action() }).ok).toBe(true)
    expect(ledger.withdrawable(alice)).toBe(0n)
  })

  it('announces transfers to listeners until they unsubscribe', () => {
    const ledger = funded()
    const listener = vi.fn()
    const unsubscribe = ledger.onTransfer(listener)
    ledger.sendAsset({ from: alice, action: action({ nonce: 7 }) })
    unsubscribe()
    ledger.sendAsset({ from: alice, action: action({ nonce: 8 }) })
    expect(listener).toHaveBeenCalledTimes(1)
    expect(listener).toHaveBeenCalledWith(expect.objectContaining({ nonce: 7, amount: 25_500_000n }))
  })

  it('completes the transfer even when a listener throws, and hands the error on', () => {
    const errors: unknown[] = []
    const ledger = new VenueLedger({ onListenerError: (error) => void errors.push(error) })
    ledger.creditPerps(alice, 100_000_000n)
    const after = vi.fn()
    ledger.onTransfer(() => {
      throw new Error('listener broke')
    })
    ledger.onTransfer(after)
    expect(ledger.sendAsset({ from: alice, action: action() }).ok).toBe(true)
    expect(ledger.withdrawable(alice)).toBe(74_500_000n)
    expect(after).toHaveBeenCalledTimes(1)
    expect(errors).toEqual([new Error('listener broke')])
  })

  it('keeps two ledgers apart', () => {
    const a = funded()
    const b = new VenueLedger()
    expect(b.withdrawable(alice)).toBe(0n)
    expect(a.withdrawable(alice)).toBe(100_000_000n)
  })
})

describe('VenueLedger.move', () => {
  const solver = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
  const user = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

  it('moves perps USDC between accounts and refuses to overdraw', () => {
    const ledger = new VenueLedger()
    ledger.creditPerps(solver, 5_000_000n)
    expect(ledger.move({ from: solver, to: user, amount: 2_000_000n })).toBe(true)
    expect(ledger.withdrawable(user)).toBe(2_000_000n)
    expect(ledger.withdrawable(solver)).toBe(3_000_000n)
    expect(ledger.move({ from: solver, to: user, amount: 3_000_001n })).toBe(false)
    expect(ledger.withdrawable(solver)).toBe(3_000_000n)
  })

  it('moves a spot token balance when a token id is given', () => {
    const ledger = new VenueLedger()
    ledger.creditSpot(solver, VENUE_HYPE.tokenId, 7n)
    expect(ledger.move({ from: solver, to: user, amount: 7n, tokenId: VENUE_HYPE.tokenId })).toBe(true)
    expect(ledger.balances(user).spot.find((s) => s.tokenId === VENUE_HYPE.tokenId)?.amount).toBe(7n)
  })
})
