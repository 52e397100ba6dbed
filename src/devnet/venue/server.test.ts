import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { otherAccount, serviceVenueAddress, userAccount } from '../../core/test/eip712Fixtures'
import { Faults } from '../faults'
import { VenueLedger, type VenueTransfer } from './ledger'
import { startVenue, type VenueServer } from './server'
import { VENUE_HYPE, VENUE_USDC } from './spotTokens'
import { call, signedSendAsset } from './test/sendAsset'

let ledger: VenueLedger
let faults: Faults
let venue: VenueServer

beforeEach(async () => {
  ledger = new VenueLedger()
  faults = new Faults()
  venue = await startVenue({ ledger, faults })
  ledger.creditPerps(userAccount.address, 10_000_000_000n)
})

afterEach(() => venue.close())

const user = userAccount.address
const unchanged = (): void => {
  expect(ledger.withdrawable(user)).toBe(10_000_000_000n)
  expect(ledger.balances(serviceVenueAddress).spot[0]?.amount).toBe(0n)
  expect(ledger.transfers()).toEqual([])
}

describe('venue /info', () => {
  it('lists the spot tokens in spotMeta', async () => {
    const { status, body } = await call(venue.url, '/info', { type: 'spotMeta' })
    expect(status).toBe(200)
    expect(body).toEqual({ tokens: [VENUE_USDC, VENUE_HYPE], universe: [] })
  })

  it('answers clearinghouseState with withdrawable perps USDC in human-readable USD', async () => {
    ledger.creditPerps(user, 500_000n)
    const { status, body } = await call(venue.url, '/info', { type: 'clearinghouseState', user: user.toLowerCase() })
    expect(status).toBe(200)
    expect(body).toMatchObject({
      withdrawable: '10000.5',
      marginSummary: { accountValue: '10000.5', totalRawUsd: '10000.5' },
      assetPositions: [],
    })
    const empty = await call(venue.url, '/info', { type: 'clearinghouseState', user: otherAccount.address })
    expect(empty.body).toMatchObject({ withdrawable: '0.0' })
  })

  it.each([
    [{ type: 'clearinghouseState', user: 'alice' }],
    [{ type: 'clearinghouseState' }],
    [{ type: 'l2Book' }],
    [['spotMeta']],
  ])('answers 400 with a message to %j', async (request) => {
    const { status, body } = await call(venue.url, '/info', request)
    expect(status).toBe(400)
    expect(body).toMatchObject({ message: expect.any(String) })
  })

  it('answers 404 to an unknown path', async () => {
    expect((await call(venue.url, '/nope', {})).status).toBe(404)
  })
})

describe('venue /exchange', () => {
  it('applies a sendAsset signed by the user: 200 ok, perps USDC moves to the destination', async () => {
    const { status, body } = await call(venue.url, '/exchange', await signedSendAsset())
    expect({ status, body }).toEqual({ status: 200, body: { status: 'ok', response: { type: 'default' } } })
    expect(ledger.withdrawable(user)).toBe(9_974_500_000n)
    expect(ledger.balances(serviceVenueAddress).spot[0]?.amount).toBe(25_500_000n)
    expect(ledger.transfers()).toMatchObject([{ from: user, destination: serviceVenueAddress, amount: 25_500_000n }])
  })

  it('tells the transfer listener, with the nonce', async () => {
    const seen: VenueTransfer[] = []
    ledger.onTransfer((transfer) => seen.push(transfer))
    await call(venue.url, '/exchange', await signedSendAsset({ nonce: 1_732_300_000_123 }))
    expect(seen).toMatchObject([{ nonce: 1_732_300_000_123, from: user, symbol: 'USDC', amount: 25_500_000n }])
  })

  it('acts on the signer: a signature by another key answers err and moves nothing', async () => {
    // otherAccount has no money; the user's, whose transfer this looks like, is untouched.
    const { status, body } = await call(venue.url, '/exchange', await signedSendAsset({ signer: otherAccount }))
    expect(status).toBe(200)
    expect(body).toEqual({ status: 'err', response: expect.stringMatching(/insufficient/i) })
    unchanged()
  })

  it('answers err to a tampered action (its signature recovers an account with no money)', async () => {
    const payload = await signedSendAsset()
    const { body } = await call(venue.url, '/exchange', { ...payload, action: { ...payload.action, amount: '9000.000000' } })
    expect(body).toMatchObject({ status: 'err' })
    unchanged()
  })

  it('answers err to a reused nonce and leaves balances as the first transfer left them', async () => {
    const payload = await signedSendAsset()
    expect((await call(venue.url, '/exchange', payload)).body).toMatchObject({ status: 'ok' })
    const again = await call(venue.url, '/exchange', payload)
    expect(again).toEqual({ status: 200, body: { status: 'err', response: expect.stringMatching(/nonce/i) } })
    expect(ledger.withdrawable(user)).toBe(9_974_500_000n)
    expect(ledger.transfers()).toHaveLength(1)
  })

  it.each([
    ['insufficient balance', { amount: '10000.000001' }, /insufficient/i],
    ['an amount with 7 decimals', { amount: '1.0000001' }, /amount/i],
    ['a zero amount', { amount: '0.000000' }, /amount/i],
  ])('answers err to %s', async (_, options, reason) => {
    const { status, body } = await call(venue.url, '/exchange', await signedSendAsset(options))
    expect({ status, body }).toEqual({ status: 200, body: { status: 'err', response: expect.stringMatching(reason) } })
    unchanged()
  })

  it('answers err when the posted nonce is not the signed one', async () => {
    const payload = await signedSendAsset()
    expect((await call(venue.url, '/exchange', { ...payload, nonce: payload.nonce + 1 })).body).toMatchObject({ status: 'err' })
    unchanged()
  })

  it('answers 422 to a payload it cannot read and 400 to a body that is not JSON', async () => {
    const payload = await signedSendAsset()
    const noSignature = await call(venue.url, '/exchange', { action: payload.action, nonce: payload.nonce })
    expect(noSignature).toEqual({ status: 422, body: { message: expect.any(String), errorCode: 'MALFORMED_PAYLOAD', statusCode: 422 } })
    expect((await call(venue.url, '/exchange', undefined, { raw: '{"action":' })).status).toBe(400)
    unchanged()
  })
})

describe('venue outages', () => {
  it('answers the injected status for N requests, then recovers; devnet helpers stay up', async () => {
    faults.set({ outage: { target: 'venue', count: 2 } })
    const payload = await signedSendAsset()
    const down = await call(venue.url, '/exchange', payload)
    expect(down).toEqual({ status: 503, body: { message: expect.any(String), errorCode: 'DEVNET_FAULT', statusCode: 503 } })
    expect((await call(venue.url, `/_devnet/ledger?user=${user}`)).status).toBe(200)
    expect((await call(venue.url, '/info', { type: 'spotMeta' })).status).toBe(503)
    unchanged()
    expect(await call(venue.url, '/exchange', payload)).toMatchObject({ status: 200, body: { status: 'ok' } })
  })

  it('sets retry-after on an injected 429', async () => {
    faults.set({ outage: { target: 'venue', count: 1, status: 429 } })
    const response = await fetch(`${venue.url}/info`, { method: 'POST', body: JSON.stringify({ type: 'spotMeta' }) })
    expect(response.status).toBe(429)
    expect(response.headers.get('retry-after')).toBe('1')
  })
})
