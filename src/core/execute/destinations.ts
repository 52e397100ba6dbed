import { isAddressEqual, type Address, type Hex } from 'viem'
import { VENUE_CHAIN_ID } from '../constants'
import { ChainsUnavailableError } from '../errors/http'
import type { ServiceChain } from '../types/chains'
import type { TransactionItem } from '../types/quote'
import type { QuoteRequestInput } from '../types/request'
import { raceSignal } from '../utils/abort'
import { isAddressString, isRecord, isString } from '../utils/predicates'
import type { ExecutorClient } from './client'
import { unsafe, type Entry } from './preflight/entries'
import type { FerryWallet } from './wallet'

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
  const pending = entries.filter((entry) => entry.pending)
  const transfers = pending.filter((entry): entry is Extract<Entry, { kind: 'venue-deposit' }> => entry.kind === 'venue-deposit')
  const plain = pending.filter((entry): entry is Extract<Entry, { kind: 'transaction' }> => entry.kind === 'transaction' && isPlainTransfer(entry.item))
  if (!transfers.length && !plain.length) return
  const solvers = await publishedReceivers(client, signal)
  for (const entry of transfers) checkVenueDestination(entry, solvers)
  for (const entry of plain) {
    const { to, chainId } = entry.item.data
    if (isSolver(solvers, chainId, to) || isAskedDepositAddress(entry, request, to)) continue
    const code = wallet.getCode ? await raceSignal(wallet.getCode({ chainId, address: to }), signal) : undefined
    if (code === undefined) throw unsafe(entry, 'to', `is ${to}, a plain transfer the wallet cannot check (no getCode) and no solver the service lists`)
    if (code === '0x') throw unsafe(entry, 'to', `is ${to}, an address without code: a plain transfer there is neither to a solver the service lists nor to a deposit address asked for`)
  }
}

/** Value with no calldata: what a wallet shows as "send to". */
function isPlainTransfer(item: TransactionItem): boolean {
  return item.data.data === '0x' && BigInt(item.data.value) > 0n
}

function checkVenueDestination(entry: Extract<Entry, { kind: 'venue-deposit' }>, solvers: ReadonlyMap<number, readonly Address[]> | undefined): void {
  const { destination } = entry.item.data.action.parameters
  if (!solvers) throw unsafe(entry, 'action.parameters.destination', `is ${destination}, which cannot be checked: the service publishes no chain list`)
  if (!isSolver(solvers, VENUE_CHAIN_ID, destination)) {
    throw unsafe(entry, 'action.parameters.destination', `is ${destination}, not where the service lists itself as receiving on the venue (${(solvers.get(VENUE_CHAIN_ID) ?? []).join(', ') || 'none'})`)
  }
}

function isSolver(solvers: ReadonlyMap<number, readonly Address[]> | undefined, chainId: number, address: string): boolean {
  return /^0x[\da-fA-F]{40}$/.test(address) && (solvers?.get(chainId) ?? []).some((solver) => isAddressEqual(solver, address as Address))
}

function isAskedDepositAddress(entry: Entry, request: QuoteRequestInput | undefined, to: Address): boolean {
  const named: unknown = entry.step.depositAddress
  return request?.useDepositAddress === true && isString(named) && /^0x[\da-fA-F]{40}$/.test(named) && isAddressEqual(named as Hex, to)
}

/**
 * Where the service receives on each chain, from `GET /chains`: its solver addresses and its
 * depository; undefined when the service has no such list (or the client cannot read it). A
 * failure to read it (the service down) is thrown as it is.
 */
async function publishedReceivers(client: ExecutorClient, signal: AbortSignal | undefined): Promise<ReadonlyMap<number, readonly Address[]> | undefined> {
  if (!client.getChains) return undefined
  let chains: ServiceChain[]
  try {
    chains = await client.getChains(signal ? { signal } : undefined)
  } catch (error) {
    if (error instanceof ChainsUnavailableError) return undefined
    throw error
  }
  return new Map(chains.map((chain) => [chain.id, [...(chain.solverAddresses ?? []), ...depositoryOf(chain)]]))
}

/** `protocol.v2.depository` of a chain, when it is an address (the live service lists it there). */
function depositoryOf(chain: ServiceChain): Address[] {
  const { protocol } = chain
  const depository = isRecord(protocol) && isRecord(protocol.v2) ? protocol.v2.depository : undefined
  return isAddressString(depository) ? [depository] : []
}

