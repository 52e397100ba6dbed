import { describe, expect, it } from 'vitest'
import { InvalidArgumentError } from '../errors/request'
import { VenueSubmissionError } from '../errors/venue'
import { USER, WITHDRAW_NONCE } from '../test/fixtures/quotes'
import { jsonResponse, scriptedFetch, type Reply } from '../test/scriptedFetch'
import type { VenueExchangePayload } from '../types/venue'
import { createFerryClient } from './createFerryClient'
import type { FerryClientConfig } from './types'

const VENUE = 'https://venue.example.test'
const EXCHANGE: VenueExchangePayload = {
  action: { type: 'sendAsset', nonce: WITHDRAW_NONCE },
  nonce: WITHDRAW_NONCE,
  signature: { r: `0x${'11'.repeat(32)}`, s: `0x${'22'.repeat(32)}`, v: 27 },
}

/** A client on a scripted fetch; retries wait 0 ms so tests never depend on time. */
function setup(script: Reply[], config: Partial<FerryClientConfig> = {}) {
  const fake = scriptedFetch(...script)
  const client = createFerryClient({
    baseUrl: 'https://api.example.test',
    venueApiUrl: VENUE,
    fetch: fake.fetch,
    retry: { baseDelayMs: 0 },
    ...config,
  })
  return { client, calls: fake.calls }
}

describe('venue', () => {
  it('queries spotMeta and clearinghouseState on /info without the service headers', async () => {
    const { client, calls } = setup(
      [
        jsonResponse({ tokens: [{ name: 'USDC', tokenId: '0x6d1e7cde53ba9467b783cb7c530ce054' }] }),
        jsonResponse({ withdrawable: '12.5' }),
      ],
      { headers: { 'x-api-key': 'secret' } },
    )
    await expect(client.venue.spotMeta()).resolves.toMatchObject({ tokens: [{ name: 'USDC' }] })
    await expect(client.venue.clearinghouseState(USER)).resolves.toEqual({ withdrawable: '12.5' })
    expect(calls.map((call) => [call.url, call.body])).toEqual([
      [`${VENUE}/info`, { type: 'spotMeta' }],
      [`${VENUE}/info`, { type: 'clearinghouseState', user: USER }],
    ])
    expect(calls.every((call) => !call.headers.has('x-api-key'))).toBe(true)
  })

  it('retries a transient /info failure', async () => {
    const { client, calls } = setup([jsonResponse({}, { status: 500 }), jsonResponse({ withdrawable: '0.0' })])
    await expect(client.venue.clearinghouseState(USER)).resolves.toEqual({ withdrawable: '0.0' })
    expect(calls).toHaveLength(2)
  })

  it('refuses a bad user address without a call', async () => {
    const { client, calls } = setup([])
    await expect(client.venue.clearinghouseState('0x12' as `0x${string}`)).rejects.toMatchObject({ argument: 'user' })
    expect(calls).toHaveLength(0)
  })

  it('submits to /exchange and accepts HTTP 200 with status ok', async () => {
    const { client, calls } = setup([jsonResponse({ status: 'ok', response: { type: 'default' } })])
    await expect(client.venue.exchange(EXCHANGE)).resolves.toEqual({ status: 'ok', response: { type: 'default' } })
    expect(calls[0]).toMatchObject({ url: `${VENUE}/exchange`, method: 'POST', body: EXCHANGE })
  })

  it.each<[string, Response, { httpStatus: number; venueStatus: string | undefined }]>([
    ['status err', jsonResponse({ status: 'err', response: 'Invalid nonce' }), { httpStatus: 200, venueStatus: 'err' }],
    ['HTTP 500 with status ok', jsonResponse({ status: 'ok' }, { status: 500 }), { httpStatus: 500, venueStatus: 'ok' }],
    ['HTTP 202', jsonResponse({ status: 'ok' }, { status: 202 }), { httpStatus: 202, venueStatus: 'ok' }],
    ['a body that is not JSON', new Response('Bad Gateway', { status: 200 }), { httpStatus: 200, venueStatus: undefined }],
  ])('treats %s as a failed submission, once', async (_name, response, expected) => {
    const { client, calls } = setup([response, jsonResponse({ status: 'ok' })])
    const error = await client.venue.exchange(EXCHANGE).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(VenueSubmissionError)
    expect(error).toMatchObject({ ...expected, code: 'VENUE_SUBMISSION_FAILED', nonce: WITHDRAW_NONCE })
    expect(calls).toHaveLength(1)
  })

  it('names the venue error text', async () => {
    const { client } = setup([jsonResponse({ status: 'err', response: 'Insufficient balance' })])
    await expect(client.venue.exchange(EXCHANGE)).rejects.toThrow('The venue rejected the submission: Insufficient balance')
  })

  it('a 1 MB venue error text gives an error whose message is under 1.2 kB, the response kept whole', async () => {
    const huge = 'y'.repeat(1024 * 1024)
    const { client } = setup([jsonResponse({ status: 'err', response: huge })])
    const error = (await client.venue.exchange(EXCHANGE).catch((e: unknown) => e)) as VenueSubmissionError
    expect(error).toBeInstanceOf(VenueSubmissionError)
    expect(error.message.length).toBeLessThan(1200)
    expect(error.shortMessage).toBe(`The venue rejected the submission: ${'y'.repeat(1000)}…`)
    expect(error.response).toEqual({ status: 'err', response: huge })
  })

  it('a 1 MB venue status word stays out of the message too', async () => {
    const huge = 'z'.repeat(1024 * 1024)
    const { client } = setup([jsonResponse({ status: huge })])
    const error = (await client.venue.exchange(EXCHANGE).catch((e: unknown) => e)) as VenueSubmissionError
    expect(error.message.length).toBeLessThan(1200)
    expect(error.venueStatus).toBe(huge)
  })

  it('says to set venueApiUrl when it is missing', async () => {
    const { client, calls } = setup([], { venueApiUrl: undefined })
    await expect(client.venue.spotMeta()).rejects.toMatchObject({ constructor: InvalidArgumentError, argument: 'venueApiUrl' })
    await expect(client.venue.exchange(EXCHANGE)).rejects.toThrow('Invalid venueApiUrl: must be set to use venue methods')
    expect(calls).toHaveLength(0)
  })
})
