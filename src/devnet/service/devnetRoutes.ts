import type { Faults, FaultTarget } from '../faults'
import { HttpProblem, type JsonReply, type JsonRequest } from '../http/jsonServer'
import { formatUsdPrices, parseUsdPrice, type PriceTable } from './priceTable'
import type { RequestStore } from './store'

export const DEVNET_PREFIX = '/_devnet/'
const TARGETS: readonly FaultTarget[] = ['service', 'venue']

export interface DevnetRouteState {
  store: RequestStore
  faults: Faults
  prices: PriceTable
}

/**
 * The devnet's own routes under `/_devnet/`: faults for tests to drive failure, refund and
 * outages, prices to move between a quote and its fill, and a read-only view of the requests
 * with their history. Never subject to the service's injected outage, so a test can always
 * switch it off.
 */
export function devnetRoute({ method, url, body }: JsonRequest, { store, faults, prices }: DevnetRouteState): JsonReply {
  const path = url.pathname.slice(DEVNET_PREFIX.length - 1)
  if (path === '/faults' && method === 'GET') return { body: faults.snapshot() }
  if (path === '/faults' && method === 'POST') return { body: applyFaults(faults, body) }
  if (path === '/prices' && method === 'GET') return { body: formatUsdPrices(prices.snapshot()) }
  if (path === '/prices' && method === 'POST') return { body: formatUsdPrices(applyPrices(prices, body)) }
  // Bigints become strings on the way out (startJsonServer), so the records are not copied here.
  if (path === '/requests' && method === 'GET') return { body: { requests: store.list() } }
  const one = /^\/requests\/([^/]+)$/.exec(path)
  if (one?.[1] !== undefined && method === 'GET') {
    const record = store.get(decodeURIComponent(one[1]))
    if (!record) throw new HttpProblem(404, `No request ${one[1]}.`, 'REQUEST_NOT_FOUND')
    return { body: record }
  }
  throw new HttpProblem(404, `No devnet route ${method} ${url.pathname}; there are GET/POST /_devnet/faults, GET/POST /_devnet/prices, GET /_devnet/requests and GET /_devnet/requests/<id>.`, 'NOT_FOUND')
}

/** Body `{ failFills?, fillDelayMs?, holdFills?, outage?: { target, count, status? }, reset?: true }`; reset applies first. */
function applyFaults(faults: Faults, body: unknown) {
  const problem = (message: string) => new HttpProblem(400, `Invalid faults body: ${message}.`, 'INVALID_INPUT')
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw problem('expected an object')
  const { failFills, fillDelayMs, holdFills, outage, reset } = body as Record<string, unknown>
  const count = (name: string, value: unknown): number | undefined => {
    if (value === undefined) return undefined
    if (!Number.isSafeInteger(value) || (value as number) < 0) throw problem(`${name} must be a non-negative integer; got ${JSON.stringify(value)}`)
    return value as number
  }
  if (reset !== undefined && reset !== true) throw problem('reset must be true when given')
  if (holdFills !== undefined && typeof holdFills !== 'boolean') throw problem(`holdFills must be true or false; got ${JSON.stringify(holdFills)}`)
  const patch = { failFills: count('failFills', failFills), fillDelayMs: count('fillDelayMs', fillDelayMs), holdFills, outage: readOutage(outage, count, problem) }
  if (reset) faults.reset()
  return faults.set(patch)
}

/**
 * Body `{ "ETH": "2900.5", ... }`: USD decimal strings for symbols the table prices, or
 * `{ "reset": true }` (applied first) for the starting prices. Checked whole before any price moves.
 */
function applyPrices(prices: PriceTable, body: unknown) {
  const problem = (message: string) => new HttpProblem(400, `Invalid prices body: ${message}.`, 'INVALID_INPUT')
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw problem('expected an object such as { "ETH": "2900.5" }')
  const { reset, ...entries } = body as Record<string, unknown>
  if (reset !== undefined && reset !== true) throw problem('reset must be true when given')
  const patch: Record<string, bigint> = {}
  for (const [symbol, value] of Object.entries(entries)) {
    if (!prices.has(symbol)) throw problem(`no price for ${JSON.stringify(symbol)}; priced: ${Object.keys(prices.snapshot()).join(', ')}`)
    // Strings only: a JSON number may already have lost the digits the price was given with.
    const price = typeof value === 'string' ? parseUsdPrice(value) : undefined
    if (price === undefined) throw problem(`${symbol} must be a positive USD decimal string with at most 6 fraction digits, e.g. "2900.5"; got ${JSON.stringify(value)}`)
    patch[symbol] = price
  }
  if (reset) prices.reset()
  return prices.set(patch)
}

function readOutage(
  value: unknown,
  count: (name: string, value: unknown) => number | undefined,
  problem: (message: string) => HttpProblem,
): { target: FaultTarget; count: number; status?: number } | undefined {
  if (value === undefined) return undefined
  if (typeof value !== 'object' || value === null) throw problem('outage must be { target, count, status? }')
  const fields = value as Record<string, unknown>
  const target = TARGETS.find((entry) => entry === fields.target)
  if (!target) throw problem(`outage.target must be "service" or "venue"; got ${JSON.stringify(fields.target)}`)
  const times = count('outage.count', fields.count)
  if (times === undefined) throw problem('outage.count is required')
  const status = count('outage.status', fields.status)
  if (status !== undefined && (status < 400 || status > 599)) throw problem(`outage.status must be an HTTP error status (400..599); got ${status}`)
  return { target, count: times, ...(status === undefined ? {} : { status }) }
}
