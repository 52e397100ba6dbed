import { isAddress } from 'viem'
import type { ProtocolProfile } from '../../core/protocol/profile'
import { isRecord, isString } from '../../core/utils/predicates'
import type { Faults } from '../faults'
import { HttpProblem, startJsonServer, type JsonReply, type JsonRequest, type JsonServer } from '../http/jsonServer'
import { formatMicroAmount } from './amounts'
import { DEVNET_PREFIX, devnetRoute } from './devnetRoutes'
import type { VenueLedger } from './ledger'
import { verifySendAsset } from './verifySendAsset'

export interface StartVenueOptions {
  ledger: VenueLedger
  /** Outages injected with `faults.set({ outage: { target: 'venue', ... } })`. */
  faults?: Faults
  /** The names a `sendAsset` is verified with (the ledger's `chainField` must match). Default the spec's. */
  profile?: ProtocolProfile | undefined
}

export type VenueServer = JsonServer

/**
 * Serves the venue's public API over the ledger (spec: "Venue endpoints"): `POST /info`
 * (`spotMeta`, `clearinghouseState`) and `POST /exchange` (a signed `sendAsset`), plus the
 * devnet's own `/_devnet/` helpers. Listens on 127.0.0.1 and a free port.
 */
export async function startVenue({ ledger, faults, profile }: StartVenueOptions): Promise<VenueServer> {
  return startJsonServer((request) => handle(request, ledger, faults, profile))
}

async function handle(request: JsonRequest, ledger: VenueLedger, faults: Faults | undefined, profile: ProtocolProfile | undefined): Promise<JsonReply> {
  // Devnet helpers stay up during an injected outage: the outage stands for the real venue
  // being down, and a test must still be able to fund accounts and read the books meanwhile.
  if (request.url.pathname.startsWith(DEVNET_PREFIX)) return devnetRoute(request, ledger)
  const outage = faults?.takeOutage('venue')
  if (outage) return outage
  const route = `${request.method} ${request.url.pathname}`
  if (route === 'POST /info') return info(request.body, ledger)
  if (route === 'POST /exchange') return exchange(request.body, ledger, profile)
  throw new HttpProblem(404, `No route ${route}`, 'NOT_FOUND')
}

function info(body: unknown, ledger: VenueLedger): JsonReply {
  const type = isRecord(body) ? body.type : undefined
  if (type === 'spotMeta') {
    return { body: { tokens: ledger.spotTokens.map((token) => ({ ...token })), universe: [] } }
  }
  if (type === 'clearinghouseState') {
    const user = isRecord(body) ? body.user : undefined
    if (!isString(user) || !isAddress(user, { strict: false }))
      throw new HttpProblem(400, `user must be an address, got ${JSON.stringify(user)}`, 'INVALID_USER')
    // Perps USDC is the whole account here: no positions, so value and withdrawable coincide.
    const usd = formatMicroAmount(ledger.withdrawable(user))
    return {
      body: {
        marginSummary: { accountValue: usd, totalNtlPos: '0.0', totalRawUsd: usd, totalMarginUsed: '0.0' },
        withdrawable: usd,
        assetPositions: [],
      },
    }
  }
  throw new HttpProblem(400, `Unknown info type ${JSON.stringify(type)}`, 'UNKNOWN_INFO_TYPE')
}

/**
 * A payload the venue cannot read is an HTTP error (422); one it reads but refuses is, as on
 * the real venue, HTTP 200 with `{ status: "err", response: <reason> }`.
 */
async function exchange(body: unknown, ledger: VenueLedger, profile: ProtocolProfile | undefined): Promise<JsonReply> {
  const verified = await verifySendAsset(body, profile)
  if (!verified.ok) {
    if (verified.code === 'MALFORMED_PAYLOAD') throw new HttpProblem(422, verified.reason, verified.code)
    return refused(verified.reason)
  }
  const result = ledger.sendAsset({ from: verified.signer, action: verified.action })
  if (!result.ok) return refused(result.reason)
  return { body: { status: 'ok', response: { type: 'default' } } }
}

function refused(reason: string): JsonReply {
  return { body: { status: 'err', response: reason } }
}
