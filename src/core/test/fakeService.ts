import type { StatusResponse } from '../types/status'
import { SOLVER } from './fixtures/quotes'

export const SERVICE_URL = 'http://127.0.0.1:4100'
export const VENUE_URL = 'http://127.0.0.1:4200'

export interface RecordedCall {
  method: string
  url: URL
  body: unknown
}

type Answer = { status?: number; body: unknown }

export interface FakeServiceScript {
  /** Answers of the v3 status endpoint, one per read (`undefined`: 404); the last one repeats. */
  statuses?: Array<StatusResponse | undefined>
  /** Answers of the unversioned status endpoint (the items' `check`); the last one repeats. */
  checks?: StatusResponse[]
  authorize?: Answer
  /** The answer of `POST /execute/permits`. */
  permits?: Answer
  exchange?: Answer
  /** The body of `GET /chains` (default: the venue with the fixtures' solver); `null` answers 404. */
  chains?: unknown
}

/** The venue as `GET /chains` lists it, receiving at the fixtures' solver (the withdrawal's `sendAsset` destination). */
export const FIXTURE_CHAINS = {
  chains: [
    {
      id: 1337,
      name: 'venue',
      displayName: 'Venue',
      vmType: 'hypevm',
      currency: { id: 'usdc', symbol: 'USDC', name: 'USDC', address: '0x00000000000000000000000000000000', decimals: 8 },
      solverAddresses: [SOLVER],
    },
  ],
}

/**
 * A scripted stand-in for the service and the venue behind `fetch`: it answers from the
 * script and records every call, so a test can assert what was sent, in which order.
 */
export function createFakeService(script: FakeServiceScript = {}) {
  const calls: RecordedCall[] = []
  let statusReads = 0
  let checkReads = 0
  const pick = <T>(list: T[] | undefined, index: number): T | undefined => list?.[Math.min(index, list.length - 1)]

  const fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    const method = init?.method ?? 'GET'
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined
    calls.push({ method, url, body })
    const json = ({ status = 200, body: payload }: Answer) =>
      new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } })

    if (url.origin === VENUE_URL && url.pathname === '/exchange') {
      return json(script.exchange ?? { body: { status: 'ok', response: { type: 'default' } } })
    }
    if (url.pathname === '/intents/status/v3') {
      const status = pick(script.statuses, statusReads++)
      return status ? json({ body: status }) : json({ status: 404, body: { message: 'unknown request' } })
    }
    if (url.pathname === '/intents/status') {
      const status = pick(script.checks, checkReads++) ?? { status: 'pending', inTxHashes: [], txHashes: [] }
      return json({ body: status })
    }
    if (url.pathname === '/authorize') return json(script.authorize ?? { body: { message: 'Success' } })
    if (url.pathname === '/execute/permits') return json(script.permits ?? { body: { message: 'Success', txHash: `0x${'ab'.repeat(32)}` } })
    if (url.pathname === '/chains') return script.chains === null ? json({ status: 404, body: { message: 'no route' } }) : json({ body: script.chains ?? FIXTURE_CHAINS })
    return json({ status: 404, body: { message: `no route ${method} ${url.pathname}` } })
  }

  return { fetch, calls, callsTo: (pathname: string) => calls.filter((call) => call.url.pathname === pathname) }
}
