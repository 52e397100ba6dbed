import type { Address, PublicClient } from 'viem'
import { QuoteRequestError, validateQuoteRequest, type QuoteRequest, type QuoteRequestInput, type StatusResponse } from '../../core/index'
import type { ProtocolProfile } from '../../core/protocol/profile'
import type { Faults } from '../faults'
import { HttpProblem, startJsonServer, type JsonReply, type JsonRequest } from '../http/jsonServer'
import type { DevnetChain } from '../types'
import { authorizeRequest } from './authorize'
import { viemChainReads, type ChainReads } from './chainReads'
import { buildCurrencyCatalogue, type CurrencyCatalogue, type VenueToken } from './currencies'
import { DEVNET_PREFIX, devnetRoute } from './devnetRoutes'
import { createNonceSource } from './ids'
import type { PriceTable } from './priceTable'
import { buildQuote, type QuoteContext } from './quote'
import { listsTooLong } from './quoteLimits'
import type { RequestStore } from './store'

export interface ServiceOptions {
  /** The EVM chains (the venue, 1337, is added by the service). The first is the default signing chain. */
  chains: DevnetChain[]
  publicClients: Map<number, PublicClient>
  solverAddress: Address
  venueTokens: VenueToken[]
  store: RequestStore
  faults: Faults
  /** The devnet's prices, shared with its solver, which revalidates fills at them. */
  prices: PriceTable
  /** Domain chain of the authorize step; default the first chain. */
  defaultSigningChainId?: number
  /** Replaces chain reads (allowance, gas): for tests without deployed contracts. */
  reads?: Partial<ChainReads>
  /** The names of the withdrawal's signatures, in the steps handed out and in `/authorize`. Default the spec's. */
  profile?: ProtocolProfile
}

export interface RunningService {
  url: string
  close(): Promise<void>
}

/**
 * Starts the service of the spec on 127.0.0.1 and a free port: quotes, authorization, status,
 * the chain list, and the devnet's own `/_devnet/` routes. Requests live in `store`, where the
 * solver picks them up.
 */
export async function startService(options: ServiceOptions): Promise<RunningService> {
  const first = options.chains[0]
  if (!first) throw new Error('startService needs at least one EVM chain')
  const { store, faults, prices } = options
  const catalogue = buildCurrencyCatalogue({ chains: options.chains, venueTokens: options.venueTokens, prices })
  const signingChainId = options.defaultSigningChainId ?? first.id
  const ctx: QuoteContext = {
    catalogue,
    chains: options.chains,
    reads: { ...viemChainReads(options.publicClients), ...options.reads },
    prices,
    solverAddress: options.solverAddress,
    signingChainId,
    nextVenueNonce: createNonceSource(),
    profile: options.profile,
  }
  const server = await startJsonServer(async (request) => {
    if (request.url.pathname.startsWith(DEVNET_PREFIX)) return devnetRoute(request, { store, faults, prices })
    // An injected outage answers before anything else, as a real one would.
    return faults.takeOutage('service') ?? route(request, { ctx, catalogue, store, signingChainId })
  })
  return { url: server.url, close: () => server.close() }
}

interface Routes {
  ctx: QuoteContext
  catalogue: CurrencyCatalogue
  store: RequestStore
  signingChainId: number
}

async function route({ method, url, body }: JsonRequest, { ctx, catalogue, store, signingChainId }: Routes): Promise<JsonReply> {
  const key = `${method} ${url.pathname.replace(/\/+$/, '')}`
  switch (key) {
    case 'POST /quote':
      return quote(body, ctx, store)
    case 'POST /authorize':
      return { body: await authorizeRequest({ store, signature: url.searchParams.get('signature'), body, defaultSigningChainId: signingChainId, profile: ctx.profile }) }
    case 'GET /intents/status':
    case 'GET /intents/status/v3':
      return { body: status(url.searchParams.get('requestId'), store) }
    case 'GET /chains':
      return { body: { chains: catalogue.chains } }
    default:
      throw new HttpProblem(404, `No route ${method} ${url.pathname}.`, 'NOT_FOUND')
  }
}

async function quote(body: unknown, ctx: QuoteContext, store: RequestStore): Promise<JsonReply> {
  const tooLong = listsTooLong(body)
  if (tooLong.length > 0) return invalidInput(tooLong)
  let request: QuoteRequest
  try {
    request = validateQuoteRequest(body as QuoteRequestInput)
  } catch (error) {
    if (!(error instanceof QuoteRequestError)) throw error
    return invalidInput(error.issues.map(({ path, message }) => ({ path, message })))
  }
  // Stored only once fully priced and built: a refused request leaves no trace.
  const built = await buildQuote(request, ctx)
  store.create({ id: built.requestId, request, terms: built.terms })
  return { body: built.response }
}

function invalidInput(issues: { path: string; message: string }[]): JsonReply {
  const message = `Invalid quote request: ${issues.map((issue) => `${issue.path || '(request)'} ${issue.message}`).join('; ')}`
  return { status: 400, body: { message, errorCode: 'INVALID_INPUT', issues } }
}

function status(requestId: string | null, store: RequestStore): StatusResponse {
  if (requestId === null || !/^0x[\da-fA-F]{64}$/.test(requestId)) {
    throw new HttpProblem(400, `requestId must be the 32-byte request id as 0x hex; got ${JSON.stringify(requestId)}.`, 'INVALID_REQUEST_ID')
  }
  const record = store.get(requestId)
  if (!record) throw new HttpProblem(404, `Request ${requestId} is not known.`)
  return {
    status: record.status,
    inTxHashes: [...record.inTxHashes],
    txHashes: [...record.txHashes],
    updatedAt: record.updatedAt,
    originChainId: record.request.originChainId,
    destinationChainId: record.request.destinationChainId,
    details: { ...record.details },
  }
}
