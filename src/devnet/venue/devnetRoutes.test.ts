import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { VENUE_PERPS_USDC } from '../../core/constants'
import { serviceVenueAddress, userAccount } from '../../core/test/eip712Fixtures'
import { VenueLedger } from './ledger'
import { startVenue, type VenueServer } from './server'
import { VENUE_HYPE, VENUE_USDC } from './spotTokens'
import { call, signedSendAsset } from './test/sendAsset'

let ledger: VenueLedger
let venue: VenueServer

beforeEach(async () => {
  ledger = new VenueLedger({ now: () => 1_700_000_000_000 })
  venue = await startVenue({ ledger })
})

afterEach(() => venue.close())

const user = userAccount.address

describe('venue /_devnet/ helpers', () => {
  it('credits perps USDC from a decimal string, with or without the perps currency id', async () => {
    const first = await call(venue.url, '/_devnet/credit', { user, amount: '10000' })
    expect(first).toMatchObject({ status: 200, body: { user, perpsUsdc: '10000000000', withdrawable: '10000.0' } })
    await call(venue.url, '/_devnet/credit', { user: user.toLowerCase(), amount: '12.5', tokenId: VENUE_PERPS_USDC })
    expect(ledger.withdrawable(user)).toBe(10_012_500_000n)
  })

  it('credits a spot balance by tokenId', async () => {
    const { body } = await call(venue.url, '/_devnet/credit', { user, amount: '3.000001', tokenId: VENUE_HYPE.tokenId })
    expect(body).toMatchObject({ spot: [{ tokenId: VENUE_USDC.tokenId, amount: '0' }, { tokenId: VENUE_HYPE.tokenId, amount: '3000001' }] })
  })

  it.each([
    [{ user: 'alice', amount: '1' }],
    [{ user, amount: 1 }],
    [{ user, amount: '1.0000001' }],
    [{ user, amount: '-1' }],
    [{ user, amount: '1', tokenId: '0x1234' }],
    [null],
  ])('answers 400 to %j and credits nothing', async (request) => {
    const { status, body } = await call(venue.url, '/_devnet/credit', request)
    expect(status).toBe(400)
    expect(body).toMatchObject({ message: expect.any(String) })
    expect(ledger.withdrawable(user)).toBe(0n)
  })

  it("shows a user's balances and the transfers it sent or received", async () => {
    ledger.creditPerps(user, 100_000_000n)
    await call(venue.url, '/exchange', await signedSendAsset({ nonce: 42 }))
    const { status, body } = await call(venue.url, `/_devnet/ledger?user=${serviceVenueAddress.toLowerCase()}`)
    expect(status).toBe(200)
    expect(body).toMatchObject({
      perpsUsdc: '0',
      spot: [{ name: 'USDC', amount: '25500000' }, { name: 'HYPE', amount: '0' }],
      transfers: [
        {
          from: user,
          destination: serviceVenueAddress,
          tokenId: VENUE_USDC.tokenId,
          symbol: 'USDC',
          amount: '25500000',
          sourceDex: '',
          destinationDex: 'spot',
          nonce: 42,
          at: 1_700_000_000_000,
        },
      ],
    })
  })

  it('answers 400 without a user and 404 to an unknown helper', async () => {
    expect((await call(venue.url, '/_devnet/ledger')).status).toBe(400)
    expect((await call(venue.url, '/_devnet/nope')).status).toBe(404)
  })
})
