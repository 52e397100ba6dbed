import { describe, expect, it } from 'vitest'
import { QuoteChangedError } from '../errors/run'
import { isWorseQuote, requoteToleranceBps } from '../run/requote'
import { account, bridgeQuote, caught, DESTINATION, ORIGIN, setup } from '../test/executeSetup'
import type { QuoteResponse } from '../types/quote'
import type { QuoteRequestInput } from '../types/request'
import type { ExecutorClient } from './client'

const bridge = () => bridgeQuote({ user: account.address, originChainId: ORIGIN, destinationChainId: DESTINATION })
const request: QuoteRequestInput = { user: account.address, originChainId: ORIGIN, destinationChainId: DESTINATION, slippageTolerance: '100' }

/** The quote with its output scaled by `percent` (100 = unchanged). */
function withOutput(quote: QuoteResponse, percent: bigint): QuoteResponse {
  const out = quote.details.currencyOut!
  return { ...quote, details: { ...quote.details, currencyOut: { ...out, amount: ((BigInt(out.amount) * percent) / 100n).toString() } } }
}

/** The fake service's client, quoting `fresh` whenever asked again. */
function requoting(client: ExecutorClient, fresh: QuoteResponse) {
  const asked: QuoteRequestInput[] = []
  return { client: { ...client, getQuote: async (req: QuoteRequestInput) => (asked.push(req), fresh), requestOf: () => undefined }, asked }
}

describe('executeQuote requote: the terms the user reviewed, or a refusal before the wallet', () => {
  it('a stale quote fetched again and worse beyond the slippage: QUOTE_CHANGED with the new terms, nothing asked of the wallet', async () => {
    const t = setup()
    const fresh = withOutput(bridge(), 50n)
    const { client, asked } = requoting(t.client, fresh)
    const error = await caught(t.run(bridge(), { client, request, requote: { quotedAt: Date.now() - 60_000 } }))
    expect(error).toBeInstanceOf(QuoteChangedError)
    expect((error as QuoteChangedError).quote.details.currencyOut!.amount).toBe(fresh.details.currencyOut!.amount)
    expect(asked).toEqual([request])
    expect(t.walletCalls).toEqual([])
    expect(t.origin.sent).toHaveLength(0)
  })

  it('a stale quote fetched again within the slippage: the fresh terms run once', async () => {
    const t = setup()
    const fresh = withOutput(bridge(), 101n)
    const { client } = requoting(t.client, fresh)
    await expect(t.run(bridge(), { client, request, requote: {} })).resolves.toMatchObject({ status: 'success' })
    expect(t.origin.sent).toHaveLength(1)
    expect(t.progress[0]).toMatchObject({ type: 'start', quote: { details: { currencyOut: { amount: fresh.details.currencyOut!.amount } } } })
  })

  it('a fresh quote, or one without a request to quote again, runs as reviewed without asking the service', async () => {
    const t = setup()
    const { client, asked } = requoting(t.client, withOutput(bridge(), 10n))
    await expect(t.run(bridge(), { client, request, requote: { quotedAt: Date.now() } })).resolves.toMatchObject({ status: 'success' })
    await expect(t.run(bridge(), { client, requote: {} })).resolves.toMatchObject({ status: 'success' })
    expect(asked).toEqual([])
  })
})

describe('isWorseQuote', () => {
  const reviewed = bridge()
  it('tolerates what the slippage allows, and no more; another currency is always worse', () => {
    expect(isWorseQuote({ reviewed, fresh: withOutput(reviewed, 99n), toleranceBps: 100 })).toBe(false)
    expect(isWorseQuote({ reviewed, fresh: withOutput(reviewed, 98n), toleranceBps: 100 })).toBe(true)
    const otherToken = { ...reviewed, details: { ...reviewed.details, currencyOut: { ...reviewed.details.currencyOut!, currency: { ...reviewed.details.currencyOut!.currency, address: '0x0000000000000000000000000000000000000001' } } } }
    expect(isWorseQuote({ reviewed, fresh: otherToken, toleranceBps: 10_000 })).toBe(true)
  })

  it("reads the tolerance from the request's slippage, else 50 bps", () => {
    expect(requoteToleranceBps({ slippageTolerance: '120' })).toBe(120)
    expect(requoteToleranceBps({ slippageTolerance: 'x' })).toBe(50)
    expect(requoteToleranceBps(undefined)).toBe(50)
  })
})
