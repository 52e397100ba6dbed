import type { Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NATIVE_CURRENCY } from '../../core/index'
import { userAccount } from './test/fixtures'
import { call, startTestService, type TestService } from './test/testService'

let t: TestService
const bridge = { user: userAccount.address, originChainId: 31337, destinationChainId: 31338, originCurrency: NATIVE_CURRENCY, destinationCurrency: NATIVE_CURRENCY, amount: '1000000000000000000', tradeType: 'EXACT_INPUT' } as const

beforeAll(async () => {
  t = await startTestService()
})

afterAll(async () => {
  await t.stop()
})

describe('/_devnet/ routes', () => {
  it('an injected service outage of 2 answers 503 twice, then the service recovers; /_devnet/ stays up', async () => {
    const set = await call(`${t.service.url}/_devnet/faults`, { method: 'POST', body: { outage: { target: 'service', count: 2 } } })
    expect(set.body).toMatchObject({ outages: { service: { remaining: 2, status: 503 } } })
    const first = await call(`${t.service.url}/chains`)
    // The devnet's own routes never count against the outage.
    expect((await call(`${t.service.url}/_devnet/faults`)).status).toBe(200)
    const second = await call(`${t.service.url}/quote`, { method: 'POST', body: bridge })
    expect([first.status, second.status]).toEqual([503, 503])
    expect(second.body).toEqual({ message: 'devnet fault: injected 503', errorCode: 'DEVNET_FAULT', statusCode: 503 })
    expect((await call(`${t.service.url}/chains`)).status).toBe(200)
  })

  it('sets fill faults, resets them, and refuses a malformed body', async () => {
    const set = await call(`${t.service.url}/_devnet/faults`, { method: 'POST', body: { failFills: 1, fillDelayMs: 250, holdFills: true, outage: { target: 'venue', count: 1, status: 429 } } })
    expect(set.body).toEqual({ failFills: 1, fillDelayMs: 250, holdFills: true, outages: { service: { remaining: 0, status: 503 }, venue: { remaining: 1, status: 429 } } })
    expect(t.faults.snapshot().failFills).toBe(1)
    const reset = await call(`${t.service.url}/_devnet/faults`, { method: 'POST', body: { reset: true, failFills: 2 } })
    expect(reset.body).toMatchObject({ failFills: 2, fillDelayMs: 0, holdFills: false, outages: { venue: { remaining: 0 } } })
    for (const body of [{ failFills: -1 }, { holdFills: 'yes' }, { outage: { target: 'chain', count: 1 } }, { outage: { target: 'service' } }, { reset: false }, [1]]) {
      const reply = await call(`${t.service.url}/_devnet/faults`, { method: 'POST', body })
      expect([reply.status, reply.body.errorCode]).toEqual([400, 'INVALID_INPUT'])
    }
    t.faults.reset()
  })

  it('shows and moves prices as USD decimal strings, parsed exactly; quotes read the moved table', async () => {
    const url = `${t.service.url}/_devnet/prices`
    expect((await call(url)).body).toMatchObject({ ETH: '3000', HYPE: '25', USDC: '1', WBTC: '60000', PEPE: '0.00001' })
    const usdcOut = { ...bridge, destinationCurrency: 'usdc' }
    const before = await t.client.getQuote(usdcOut)
    const moved = await call(url, { method: 'POST', body: { ETH: '2900.5', HYPE: '25.123456' } })
    expect(moved).toMatchObject({ status: 200, body: { ETH: '2900.5', HYPE: '25.123456', USDC: '1' } })
    expect(t.prices.snapshot()).toMatchObject({ ETH: 2_900_500_000n, HYPE: 25_123_456n })
    const after = await t.client.getQuote(usdcOut)
    expect(after.details.currencyIn?.amountUsd).toBe('2900.5')
    expect(BigInt(after.details.currencyOut?.amount ?? 0)).toBeLessThan(BigInt(before.details.currencyOut?.amount ?? 0))
    const bad: unknown[] = [{ DOGE: '1' }, { ETH: 2900 }, { ETH: '0' }, { ETH: '1.0000001' }, { ETH: '-5' }, { ETH: '1', USDC: 'x' }, { reset: 'yes' }, ['ETH'], 'ETH']
    for (const body of bad) {
      const reply = await call(url, { method: 'POST', body: typeof body === 'string' ? JSON.stringify(body) : body })
      expect([reply.status, reply.body.errorCode]).toEqual([400, 'INVALID_INPUT'])
    }
    // A refused body moves nothing, not even its valid entries.
    expect(t.prices.snapshot().ETH).toBe(2_900_500_000n)
    expect((await call(url, { method: 'POST', body: { reset: true, USDC: '0.999' } })).body).toMatchObject({ ETH: '3000', HYPE: '25', USDC: '0.999', USDT: '1' })
    t.prices.reset()
  })

  it('lists requests with their history, bigints as strings, and shows one', async () => {
    const quote = await t.client.getQuote(bridge)
    const requestId = quote.steps[0]?.requestId as Hex
    const { body } = await call(`${t.service.url}/_devnet/requests`)
    const listed = (body.requests as { id: string }[]).find((entry) => entry.id === requestId)
    expect(listed).toMatchObject({
      id: requestId,
      status: 'waiting',
      authorized: false,
      terms: { amountIn: '1000000000000000000', topupGasWei: '0' },
      history: [{ status: 'waiting', note: 'quoted' }],
    })
    const one = await call(`${t.service.url}/_devnet/requests/${requestId}`)
    expect(one.body).toEqual(listed)
    expect((await call(`${t.service.url}/_devnet/requests/0x${'00'.repeat(32)}`)).status).toBe(404)
  })

  it('answers unknown routes 404', async () => {
    expect((await call(`${t.service.url}/nope`)).body).toMatchObject({ errorCode: 'NOT_FOUND' })
    expect((await call(`${t.service.url}/_devnet/nope`)).status).toBe(404)
    expect((await call(`${t.service.url}/quote`)).status).toBe(404)
  })
})
