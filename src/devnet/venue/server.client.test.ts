import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createFerryClient } from '../../core/client/createFerryClient'
import { VenueSubmissionError } from '../../core/errors/venue'
import { serviceVenueAddress, userAccount } from '../../core/test/eip712Fixtures'
import { VenueLedger } from './ledger'
import { startVenue, type VenueServer } from './server'
import { VENUE_USDC } from './spotTokens'
import { signedSendAsset } from './test/sendAsset'

/* The core client against the devnet venue, over real HTTP: what the kit parses, the venue must serve. */

let ledger: VenueLedger
let venue: VenueServer

beforeAll(async () => {
  ledger = new VenueLedger()
  ledger.creditPerps(userAccount.address, 10_000_000_000n)
  venue = await startVenue({ ledger })
})

afterAll(() => venue.close())

const client = (): ReturnType<typeof createFerryClient> =>
  // The service is not involved: only venue methods are called.
  createFerryClient({ baseUrl: 'http://127.0.0.1:9', venueApiUrl: venue.url })

describe('core client against the devnet venue', () => {
  it('reads spotMeta', async () => {
    const meta = await client().venue.spotMeta()
    expect(meta.tokens[0]).toMatchObject({ name: 'USDC', tokenId: VENUE_USDC.tokenId, index: 0, szDecimals: 2, weiDecimals: 8 })
  })

  it('submits a signed sendAsset, then reads the lower withdrawable', async () => {
    const response = await client().venue.exchange(await signedSendAsset({ nonce: 1_732_300_000_001 }))
    expect(response).toMatchObject({ status: 'ok' })
    await expect(client().venue.clearinghouseState(userAccount.address)).resolves.toMatchObject({ withdrawable: '9974.5' })
    expect(ledger.balances(serviceVenueAddress).spot[0]?.amount).toBe(25_500_000n)
  })

  it('turns a refused submission into VenueSubmissionError carrying the venue reason', async () => {
    const payload = await signedSendAsset({ nonce: 1_732_300_000_002, amount: '1.0000001' })
    const error = await client().venue.exchange(payload).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(VenueSubmissionError)
    expect(error).toMatchObject({ httpStatus: 200, venueStatus: 'err', nonce: 1_732_300_000_002 })
  })
})
