import { isHash, type Address, type Hex, type PublicClient } from 'viem'
import { QuoteRequestError, validateQuoteRequest, type QuoteRequest, type StatusResponse } from '../../core/index'
import type { ProtocolProfile } from '../../core/protocol/profile'
import type { Faults } from '../faults'
import { HttpProblem, startJsonServer, type JsonReply, type JsonRequest } from '../http/jsonServer'
import type { DevnetChain } from '../types'
import { authorizeRequest } from './authorize'
import { permitRequest } from './permits'
import { EXPLORER_PATH, publishedChains, solverReceivingAddresses } from './chainList'
import { viemChainReads, type ChainReads } from './chainReads'
import { buildCurrencyCatalogue, type CurrencyCatalogue, type VenueToken } from './currencies'
import { listEntries, type ListEntry } from './currencyList'
import { currenciesV1, currenciesV2, parseCurrencySearch } from './currencySearch'
import { DEVNET_PREFIX, devnetRoute } from './devnetRoutes'
import { explorerRoute } from './explorer'
import { createNonceSource } from './ids'
import { withoutUnknownFields } from './knownFields'
import type { PriceTable } from './priceTable'
import { buildQuote, type QuoteContext } from './quote'
import { listsTooLong } from './quoteLimits'
import { LOGO_PATH, logoRoute } from './logoRoute'
import { tokenPrice } from './tokenPrice'
import type { DevnetRequest, RequestStore } from './store'

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
  /**
   * `POST /transactions/index` hands the transaction to it (the solver's `indexTransaction`):
   * the request ids it deposited for, or `undefined` while it is not mined. Without it the route
   * only checks the body.
   */
  indexTransaction?: (tx: { chainId: number; txHash: Hex }) => Promise<Hex[] | undefined>
  /** `POST /execute/permits` hands the signed authorization to it (the solver's `submitPermit`). */
  submitPermit?: (record: DevnetRequest, signature: Hex) => Promise<Hex>
  /** The names of the withdrawal's signatures, in the steps handed out and in `/authorize`. Default the spec's. */
  profile?: ProtocolProfile | undefined
}

export interface RunningService {
  url: string
  close(): Promise<void>
}

/**
 * Starts the service of the spec on 127.0.0.1 and a free port: quotes (`/quote` and the real
 * service's `/quote/v2`), authorization, status, the chain list, transaction indexing, and the
 * devnet's own `/_devnet/` routes (its explorer among them). Requests live in `store`, where the
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
  // Known once listening: the chain list roots its explorer links in it.
  let serviceUrl = ''
  const solverAddresses = solverReceivingAddresses(options.chains, options.solverAddress)
  // Built once the URL is known: every logo URL is rooted in it.
  let entries: ListEntry[] | undefined
  const listed = () => (entries ??= listEntries(catalogue, serviceUrl))
  const routes: Routes = { ctx, catalogue, store, signingChainId, indexTransaction: options.indexTransaction, submitPermit: options.submitPermit, serviceUrl: () => serviceUrl, solverAddresses, listed }
  const server = await startJsonServer(async (request) => {
    const { pathname } = request.url
    if (pathname.startsWith(`${EXPLORER_PATH}/`) && request.method === 'GET') return explorerRoute(pathname, options.publicClients)
    if (pathname.startsWith(LOGO_PATH) && request.method === 'GET') return logoRoute(pathname, catalogue)
    if (pathname.startsWith(DEVNET_PREFIX)) return devnetRoute(request, { store, faults, prices })
    // An injected outage answers before anything else, as a real one would.
    return faults.takeOutage('service') ?? route(request, routes)
  })
  serviceUrl = server.url
  return { url: server.url, close: () => server.close() }
}

interface Routes {
  ctx: QuoteContext
  catalogue: CurrencyCatalogue
  store: RequestStore
  signingChainId: number
  indexTransaction: ServiceOptions['indexTransaction']
  submitPermit: ServiceOptions['submitPermit']
  serviceUrl: () => string
  solverAddresses: ReadonlyMap<number, Address>
  /** What the currencies routes search. */
  listed: () => ListEntry[]
}

async function route({ method, url, body }: JsonRequest, { ctx, catalogue, store, signingChainId, indexTransaction, submitPermit, serviceUrl, solverAddresses, listed }: Routes): Promise<JsonReply> {
  const key = `${method} ${url.pathname.replace(/\/+$/, '')}`
  switch (key) {
    // The real service serves the same quote at both paths; its SDK and UI kit ask `/quote/v2`.
    case 'POST /quote':
    case 'POST /quote/v2':
      return quote(body, ctx, store)
    case 'POST /authorize':
      return { body: await authorizeRequest({ store, signature: url.searchParams.get('signature'), body, defaultSigningChainId: signingChainId, profile: ctx.profile }) }
    case 'POST /execute/permits':
      return { body: await permitRequest({ store, signature: url.searchParams.get('signature'), body, submit: submitPermit }) }
    case 'GET /intents/status':
    case 'GET /intents/status/v3':
      return { body: status(url.searchParams.get('requestId'), store) }
    case 'GET /chains':
      return { body: { chains: publishedChains(catalogue, { serviceUrl: serviceUrl(), solverAddresses }) } }
    case 'POST /transactions/index':
      return { body: await indexed(body, ctx, indexTransaction) }
    case 'POST /currencies/v1':
      return { body: currenciesV1(listed(), parseCurrencySearch(body)) }
    case 'POST /currencies/v2':
      return { body: currenciesV2(listed(), parseCurrencySearch(body)) }
    case 'GET /currencies/token/price':
    case 'GET /currencies/token/price/v2':
      return tokenPrice(url.searchParams, { catalogue, prices: ctx.prices, version: key.endsWith('/v2') ? 2 : 1 })
    default:
      throw new HttpProblem(404, `No route ${method} ${url.pathname}.`, 'NOT_FOUND')
  }
}

async function quote(body: unknown, ctx: QuoteContext, store: RequestStore): Promise<JsonReply> {
  const tooLong = listsTooLong(body)
  if (tooLong.length > 0) return invalidInput(tooLong)
  let request: QuoteRequest
  try {
    request = validateQuoteRequest(withoutUnknownFields(body))
  } catch (error) {
    if (!(error instanceof QuoteRequestError)) throw error
    return invalidInput(error.issues.map(({ path, message }) => ({ path, message })))
  }
  // Stored only once fully priced and built: a refused request leaves no trace.
  const built = await buildQuote(request, ctx)
  store.create({ id: built.requestId, request, terms: built.terms })
  return { body: built.response }
}

/**
 * `POST /transactions/index { chainId, txHash, requestId? }` (chain id as a decimal string, as the
 * service's SDK posts it after each deposit): the solver looks at the transaction now instead of
 * at its next poll. A transaction not yet mined is accepted too: the watcher takes it up once it is.
 */
async function indexed(body: unknown, ctx: QuoteContext, indexTransaction: Routes['indexTransaction']): Promise<{ message: string; requestIds?: Hex[] }> {
  const problem = (message: string) => new HttpProblem(400, `Invalid transactions/index body: ${message}.`, 'INVALID_INPUT')
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw problem('expected { chainId, txHash, requestId? }')
  const { chainId, txHash } = body as Record<string, unknown>
  const id = typeof chainId === 'string' && /^\d+$/.test(chainId) ? Number(chainId) : typeof chainId === 'number' ? chainId : undefined
  if (id === undefined) throw problem(`chainId must be a chain id as a decimal string; got ${JSON.stringify(chainId)}`)
  if (typeof txHash !== 'string' || !isHash(txHash)) throw problem(`txHash must be a 32-byte transaction hash as 0x hex; got ${JSON.stringify(txHash)}`)
  if (!ctx.chains.some((chain) => chain.id === id)) {
    throw new HttpProblem(400, `Chain ${id} has no transactions to index; the EVM chains are ${ctx.chains.map((chain) => chain.id).join(', ')}.`, 'UNSUPPORTED_CHAIN')
  }
  if (!indexTransaction) return { message: 'Transaction accepted.' }
  const requestIds = await indexTransaction({ chainId: id, txHash })
  if (requestIds === undefined) return { message: 'Transaction accepted: it is indexed once it is mined.' }
  return { message: 'Transaction indexed.', requestIds }
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
  if (!record) throw new HttpProblem(404, `Request ${requestId} is not known.`, 'REQUEST_NOT_FOUND')
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
