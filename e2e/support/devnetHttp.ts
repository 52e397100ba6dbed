import type { Address } from 'viem'
import type { DescribedDevnet } from '../host/hostDevnet'

async function json<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, init)
  const body = (await response.json()) as T
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${url} answered ${response.status}: ${JSON.stringify(body)}`)
  return body
}

const post = (body: unknown): RequestInit => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })

/** The venue's view of one user: balances in micro-units (6 decimals) and its transfers. */
export interface VenueAccount {
  perpsUsdc: bigint
  /** Spot balances by token name. */
  spot: Record<string, bigint>
  transfers: unknown[]
}

/** `GET {venueUrl}/_devnet/ledger?user=`, amounts as bigints. */
export async function venueAccount(devnet: DescribedDevnet, user: Address): Promise<VenueAccount> {
  const body = await json<{ perpsUsdc: string; spot: Array<{ tokenId: string; name: string; amount: string }>; transfers: unknown[] }>(
    `${devnet.venueUrl}/_devnet/ledger?user=${user}`,
  )
  return {
    perpsUsdc: BigInt(body.perpsUsdc),
    spot: Object.fromEntries(body.spot.map(({ name, amount }) => [name, BigInt(amount)])),
    transfers: body.transfers,
  }
}

export interface Faults {
  failFills?: number
  fillDelayMs?: number
  /** Fills wait until this is set false again (or the devnet is reset). */
  holdFills?: boolean
  outage?: { target: 'service' | 'venue'; count: number; status?: number }
}

/** `POST {serviceUrl}/_devnet/faults`: the next fills fail (then refund), fills wait, servers answer errors. */
export async function setFaults(devnet: DescribedDevnet, faults: Faults): Promise<void> {
  await json(`${devnet.serviceUrl}/_devnet/faults`, post(faults))
}

/** No planned fault, and the starting prices: what every test begins with. */
export async function resetDevnet(devnet: DescribedDevnet): Promise<void> {
  await json(`${devnet.serviceUrl}/_devnet/faults`, post({ reset: true }))
  await json(`${devnet.serviceUrl}/_devnet/prices`, post({ reset: true }))
}

/** A request of the devnet's service, as `GET /_devnet/requests` lists it (amounts as bigints). */
export interface DevnetRequestRecord {
  id: string
  status: string
  user: string
  /** The user's deposit transactions the solver indexed: none for a quote nobody executed. */
  inTxHashes: string[]
  /** Fill and refund transactions. */
  txHashes: string[]
  amountIn: bigint
  amountOut: bigint
  minAmountOut: bigint
  authorized: boolean
}

interface RawRequest {
  id: string
  status: string
  request: { user: string }
  inTxHashes: string[]
  txHashes: string[]
  authorized: boolean
  terms: { amountIn: string; amountOut: string; minAmountOut: string }
}

/**
 * `GET {serviceUrl}/_devnet/requests` for one user. Every quote makes a request; only those
 * the user deposited for (or, for a withdrawal, authorized) went anywhere.
 */
export async function userRequests(devnet: DescribedDevnet, user: Address): Promise<DevnetRequestRecord[]> {
  const body = await json<{ requests: RawRequest[] }>(`${devnet.serviceUrl}/_devnet/requests`)
  return body.requests
    .filter((record) => record.request.user.toLowerCase() === user.toLowerCase())
    .map((record) => ({
      id: record.id,
      status: record.status,
      user: record.request.user,
      inTxHashes: record.inTxHashes,
      txHashes: record.txHashes,
      authorized: record.authorized,
      amountIn: BigInt(record.terms.amountIn),
      amountOut: BigInt(record.terms.amountOut),
      minAmountOut: BigInt(record.terms.minAmountOut),
    }))
}

/** The user's requests that went somewhere: a deposit was indexed, or a withdrawal authorized. */
export async function startedRequests(devnet: DescribedDevnet, user: Address): Promise<DevnetRequestRecord[]> {
  return (await userRequests(devnet, user)).filter((record) => record.inTxHashes.length > 0 || record.authorized)
}
