import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Address } from 'viem'
import { createFerryClient } from '../../client/createFerryClient'
import { buildNonceMappingTypedData } from '../../eip712/nonceMapping'
import { buildPermitTypedData } from '../../eip712/permit'
import { buildVenueSendAssetTypedData } from '../../eip712/venueSendAsset'
import { FerryError } from '../../errors/base'
import { HttpError } from '../../errors/http'
import { VenueSubmissionError } from '../../errors/venue'
import { executeQuote } from '../../execute/executeQuote'
import { preflight } from '../../execute/preflight'
import { parseChains } from '../../parse/chains'
import { parseCurrencies } from '../../parse/currencies'
import { getItemKind } from '../../parse/items'
import { parseQuoteResponse } from '../../parse/quoteResponse'
import { parseStatusResponse } from '../../parse/status'
import { parseClearinghouseState, parseSpotMeta } from '../../parse/venue'
import { resolveProfile } from '../../protocol/profile'
import type { PermitItem, QuoteResponse, SignatureItem, VenueDepositItem } from '../../types/quote'
import type { QuoteRequestInput } from '../../types/request'
import { createFakeService, SERVICE_URL, VENUE_URL } from '../fakeService'
import { recordingWallet } from '../refusedBeforeWallet'

/*
 * Test-only: the real responses of published/*.json (each with its source), run through what Ferry
 * does with that kind of answer. An outcome is `accepted`, or the refusal's code and the field it names.
 */

export type Category = 'quote' | 'step' | 'status' | 'error' | 'chains' | 'currencies' | 'token-price' | 'venue-spotMeta' | 'venue-clearinghouseState' | 'venue-exchange'

export type Outcome = 'accepted' | { code: string; field: string }

export interface Published {
  name: string
  source: string
  note?: string
  /** Why a refusal is the right answer, for every expected refusal. */
  why?: string
  category: Category
  /** The protocol profile of the client; the live one for everything the live service published. */
  profile?: 'spec' | 'live'
  /** The connected account: the quote's own user. */
  account?: Address
  /** The request, where the page shows it. */
  request?: QuoteRequestInput
  /** For errors and venue answers: the HTTP status they come with. */
  httpStatus?: number
  expect: Outcome
  body: unknown
}

export function loadPublished(): Published[] {
  const dir = fileURLToPath(new URL('.', import.meta.url))
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => ({ name: file.replace(/\.json$/, ''), ...(JSON.parse(readFileSync(`${dir}/${file}`, 'utf8')) as Omit<Published, 'name'>) }))
}

/**
 * A refusal as an outcome: its code and the field it names (a venue refusal names its `status`).
 * Anything that is not a FerryError is a crash, rethrown.
 */
function refusal(error: unknown): Outcome {
  if (!(error instanceof FerryError)) throw error
  const named = error as FerryError & { field?: string; path?: string }
  return { code: error.code, field: named.field ?? named.path ?? (error instanceof VenueSubmissionError ? 'status' : '') }
}

const answer = (status: number, body: unknown) => async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

/** What Ferry made of a response: `asked` counts what reached the wallet and the service before a refusal, `message` is the refusal's. */
export interface Run {
  outcome: Outcome
  asked: number
  message?: string
}

/** What Ferry makes of a published response. */
export async function runPublished(entry: Published): Promise<Run> {
  const profile = resolveProfile(entry.profile)
  try {
    switch (entry.category) {
      case 'quote':
        return await runQuote(entry)
      case 'step': {
        const quote = parseQuoteResponse({ steps: [entry.body] })
        for (const step of quote.steps) {
          for (const item of step.items) {
            const kind = getItemKind(step, item)
            if (kind === 'signature') buildNonceMappingTypedData(item as SignatureItem, { profile })
            if (kind === 'venue-deposit') buildVenueSendAssetTypedData(item as VenueDepositItem, { signingChainId: 1, profile })
            if (kind === 'permit') buildPermitTypedData(item as PermitItem)
          }
        }
        return { outcome: 'accepted', asked: 0 }
      }
      case 'status':
        parseStatusResponse(entry.body)
        return { outcome: 'accepted', asked: 0 }
      case 'chains': {
        const chains = parseChains(entry.body)
        // Every chain of a real list is usable: none may be left out.
        const listed = (entry.body as { chains: unknown[] }).chains.length
        return { outcome: chains.length === listed ? 'accepted' : { code: 'CHAINS_DROPPED', field: 'chains' }, asked: 0 }
      }
      case 'currencies': {
        // Every currency of a real list is usable (the v1 shape's groups flattened): none may be left out.
        const listed = (entry.body as unknown[]).flat().length
        return { outcome: parseCurrencies(entry.body).length === listed ? 'accepted' : { code: 'CURRENCIES_DROPPED', field: 'currencies' }, asked: 0 }
      }
      case 'token-price': {
        const client = createFerryClient({ baseUrl: SERVICE_URL, fetch: answer(entry.httpStatus ?? 200, entry.body) })
        await client.getTokenPrice({ chainId: 8453, address: '0x833589fcd6edb6e08f4c7c32d4f71b54bda02913' })
        return { outcome: 'accepted', asked: 0 }
      }
      case 'venue-spotMeta':
        parseSpotMeta(entry.body)
        return { outcome: 'accepted', asked: 0 }
      case 'venue-clearinghouseState':
        parseClearinghouseState(entry.body)
        return { outcome: 'accepted', asked: 0 }
      case 'venue-exchange': {
        const client = createFerryClient({ baseUrl: SERVICE_URL, venueApiUrl: VENUE_URL, fetch: answer(entry.httpStatus ?? 200, entry.body) })
        await client.venue.exchange({ action: {}, nonce: 1, signature: { r: '0x01', s: '0x01', v: 27 } })
        return { outcome: 'accepted', asked: 0 }
      }
      case 'error':
        return runError(entry)
    }
  } catch (error) {
    return { outcome: refusal(error), asked: 0, message: (error as Error).message }
  }
}

/**
 * A quote goes through `executeQuote` with a wallet that records and fails whatever it is asked.
 * Accepted: the preflight let it through (`preflight` alone returns the request id) and the run
 * went on to the wallet. Refused: nothing was asked of the wallet or the service.
 */
async function runQuote(entry: Published): Promise<Run> {
  const { wallet, calls } = recordingWallet(entry.account)
  const service = createFakeService({ chains: LIVE_CHAINS })
  const client = createFerryClient({ baseUrl: SERVICE_URL, venueApiUrl: VENUE_URL, fetch: service.fetch, profile: entry.profile, retry: { attempts: 0 } })
  const error: unknown = await executeQuote({ quote: entry.body as QuoteResponse, client, wallet, request: entry.request }).then(
    () => new Error('a quote ran to success against a wallet that answers nothing'),
    (reason: unknown) => reason,
  )
  if (calls.length > 0) {
    preflight(parseQuoteResponse(entry.body), { account: wallet.account, request: entry.request, profile: client.profiles })
    return { outcome: 'accepted', asked: calls.length }
  }
  return { outcome: refusal(error), asked: calls.length + service.calls.length, message: (error as Error).message }
}

/**
 * `GET /chains` as the live service answers, for the checks of where a quote sends funds: the
 * quickstart's published list (its solver is the same account on every chain), and the venue's
 * entry, which no published page shows whole: that solver, and the depository the service's own
 * network configuration names for Hyperliquid (`0x865eb9…`), where its withdrawals' `sendAsset` pays.
 */
const LIVE_CHAINS = {
  chains: [
    ...(loadPublished().find((entry) => entry.name === 'chains-quickstart')!.body as { chains: unknown[] }).chains,
    {
      id: 1337,
      name: 'hyperliquid',
      displayName: 'Hyperliquid',
      vmType: 'hypevm',
      currency: { id: 'usdc', symbol: 'USDC', name: 'USDC', address: '0x00000000000000000000000000000000', decimals: 8 },
      solverAddresses: ['0xf70da97812cb96acdf810712aa562db8dfa3dbef'],
      protocol: { v2: { chainId: 'hyperliquid', depository: '0x865eb9baa5492cef598adf7afb1038654fcb7081' } },
    },
  ],
}

/** An error body, as the service answers a quote: read into HttpError with the service's message and code. */
async function runError(entry: Published): Promise<Run> {
  const client = createFerryClient({ baseUrl: SERVICE_URL, fetch: answer(entry.httpStatus ?? 400, entry.body), retry: { attempts: 0 } })
  const request: QuoteRequestInput = { user: '0x03508bB71268BBA25ECaCC8F620e01866650532c', originChainId: 8453, destinationChainId: 10, originCurrency: '0x0000000000000000000000000000000000000000', destinationCurrency: '0x0000000000000000000000000000000000000000', amount: '1', tradeType: 'EXACT_INPUT' }
  const error = await client.getQuote(request).then(() => undefined, (reason: unknown) => reason)
  const { message, errorCode } = entry.body as { message?: unknown; errorCode?: unknown }
  const read =
    error instanceof HttpError &&
    error.status === entry.httpStatus &&
    error.serviceMessage === message &&
    error.errorCode === (typeof errorCode === 'string' ? errorCode : undefined)
  return { outcome: read ? 'accepted' : refusal(error ?? new Error('an error body was taken for a quote')), asked: 0 }
}
