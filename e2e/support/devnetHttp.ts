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

export interface DevnetRequestRecord {
  id: string
  status: string
  user?: string
  [field: string]: unknown
}

/** `GET {serviceUrl}/_devnet/requests`: every request the service has seen, with its history. */
export async function devnetRequests(devnet: DescribedDevnet): Promise<DevnetRequestRecord[]> {
  const body = await json<{ requests: DevnetRequestRecord[] }>(`${devnet.serviceUrl}/_devnet/requests`)
  return body.requests
}
