import { isAddressEqual, type Address } from 'viem'
import { VENUE_CHAIN_ID } from '../constants'
import { ChainsUnavailableError } from '../errors/http'
import type { ServiceChain } from '../types/chains'
import type { TransactionItem } from '../types/quote'
import type { QuoteRequestInput } from '../types/request'
import { raceSignal } from '../utils/abort'
import { isAddressString, isRecord } from '../utils/predicates'
import type { ExecutorClient } from './client'
import { unsafe, type Entry } from './preflight/entries'
import type { FerryWallet } from './wallet'

/** Where the service receives on each chain, as its chain list says. */
type Receivers = ReadonlyMap<number, readonly Address[]>

interface DestinationsOptions {
  entries: Entry[]
  request: QuoteRequestInput | undefined
  client: ExecutorClient
  wallet: FerryWallet
  signal: AbortSignal | undefined
}

/**
 * Where the quote sends the user's funds, against what the service publishes, before the wallet is
 * asked (the checks that need the network; `preflight` holds the rest):
 * - a permit's receiver (`to`, who may submit it and keeps the funds) is a solver address the list
 *   gives for the permit's chain, or the depository there;
 * - a venue transfer's `destination` is where `GET /chains` says the service receives on the venue:
 *   a solver address it lists (`solverAddresses`), or its depository there (`protocol.v2.depository`,
 *   where the live service's withdrawals send);
 * - a plain value transfer (value, no calldata) goes to an address with code, or to such a receiver
 *   of its chain, or to the deposit address its step names when the request asked for one
 *   (`useDepositAddress`). A deposit with calldata (a contract call, the request id in it) is no
 *   plain transfer.
 * The chain list is read only when one of these is to run, and the code only when it decides.
 * @throws {UnsafeStepError} naming the field.
 */
export async function checkDestinations({ entries, request, client, wallet, signal }: DestinationsOptions): Promise<void> {
  const checked = entries.filter(
    (entry) => entry.pending && (entry.kind === 'venue-deposit' || entry.kind === 'permit' || (entry.kind === 'transaction' && isPlainTransfer(entry.item))),
  )
  if (!checked.length) return
  const receivers = await publishedReceivers(client, signal)
  // Not a field the request's type lists: a caller sends it beside them (`QuoteRequestInput & { useDepositAddress: boolean }`).
  const depositAddressAsked = request !== undefined && 'useDepositAddress' in request && request.useDepositAddress === true
  for (const entry of checked) {
    if (entry.kind === 'permit') {
      // Whoever `to` is may submit the authorization and keeps the funds: only a listed receiver will do.
      const { domain, value } = entry.item.data.sign
      if (!receives(receivers, domain.chainId, String(value.to))) {
        throw unsafe(entry, 'sign.value.to', `is ${String(value.to)}, not where the service's chain list says it receives on chain ${domain.chainId}`)
      }
    } else if (entry.kind === 'venue-deposit') {
      const { destination } = entry.item.data.action.parameters
      if (!receives(receivers, VENUE_CHAIN_ID, destination)) throw unsafe(entry, 'action.parameters.destination', `is ${destination}, not where the service's chain list says it receives on the venue`)
    } else if (entry.kind === 'transaction') {
      const { to, chainId } = entry.item.data
      const asked = depositAddressAsked && isAddressString(entry.step.depositAddress) && isAddressEqual(entry.step.depositAddress, to)
      if (asked || receives(receivers, chainId, to)) continue
      const code = wallet.getCode && (await raceSignal(wallet.getCode({ chainId, address: to }), signal))
      if (!code || code === '0x') throw unsafe(entry, 'to', `is ${to}: a plain transfer to no contract, no receiver the service lists and no deposit address asked for`)
    }
  }
}

/** Value with no calldata: what a wallet shows as "send to". */
function isPlainTransfer(item: TransactionItem): boolean {
  return item.data.data === '0x' && BigInt(item.data.value) > 0n
}

function receives(receivers: Receivers | undefined, chainId: number, address: string): boolean {
  return isAddressString(address) && (receivers?.get(chainId) ?? []).some((receiver) => isAddressEqual(receiver, address))
}

/**
 * Where the service receives on each chain, from `GET /chains`: its solver addresses and its
 * depository; undefined when the service has no such list (or the client cannot read it). A
 * failure to read it (the service down) is thrown as it is.
 */
async function publishedReceivers(client: ExecutorClient, signal: AbortSignal | undefined): Promise<Receivers | undefined> {
  let chains: ServiceChain[] | undefined
  try {
    chains = await client.getChains?.(signal ? { signal } : undefined)
  } catch (error) {
    if (!(error instanceof ChainsUnavailableError)) throw error
  }
  return chains && new Map(chains.map((chain) => [chain.id, [...(chain.solverAddresses ?? []), ...depositoryOf(chain)]]))
}

/** `protocol.v2.depository` of a chain, when it is an address (the live service lists it there). */
function depositoryOf({ protocol }: ServiceChain): Address[] {
  const depository = isRecord(protocol) && isRecord(protocol.v2) ? protocol.v2.depository : undefined
  return isAddressString(depository) ? [depository] : []
}
