import { BaseError, encodeFunctionData, type Address, type Hex } from 'viem'
import type { DevnetRequest } from '../service/store'
import type { DevnetChain } from '../types'
import { routerArtifact, testUsdcArtifact } from '../contracts/artifacts'
import { findRevertData } from './revertData'
import type { Asset, ChainClients, SolverVenue } from './types'

/** A fill that did not happen; `revertData` says why when a contract reverted. */
export class FillError extends Error {
  constructor(
    readonly reason: string,
    readonly revertData?: Hex,
  ) {
    super(reason)
  }
}

/** What a chain call threw, as a `FillError`: viem's short message and the revert data, if any. */
export function toFillError(error: unknown): FillError {
  if (error instanceof FillError) return error
  return new FillError(error instanceof BaseError ? error.shortMessage : String(error), findRevertData(error))
}

export interface FillContext {
  chain: DevnetChain | undefined
  clients: ChainClients | undefined
  venue: SolverVenue
  asset: Asset
  /** Called with each fill transaction once it is sent, before it is confirmed. */
  onSent?: (hash: Hex) => void
}

/** Delivers what the request's quote promised on its destination; returns the fill's tx hashes. */
export async function fillRequest(record: DevnetRequest, { chain, clients, venue, asset, onSent }: FillContext): Promise<Hex[]> {
  const { request, terms } = record
  const recipient = (request.recipient ?? request.user) as Address
  if (asset.kind === 'venue-perps' || asset.kind === 'venue-spot') {
    venue.pay({ to: recipient, amount: terms.amountOut, ...(asset.kind === 'venue-spot' ? { tokenId: asset.tokenId } : {}) })
    return []
  }
  if (!chain || !clients) throw new FillError(`no chain ${request.destinationChainId} on this devnet`)
  const send = sender(clients, { onSent })
  const hashes: Hex[] = []
  if (request.txs) {
    if (asset.kind === 'erc20' && terms.routerTokenAmount > 0n) {
      hashes.push(await send({ to: asset.address, data: transferData(chain.contracts.router, terms.routerTokenAmount) }))
    }
    const data = encodeFunctionData({
      abi: routerArtifact.abi,
      functionName: 'multicall',
      args: [request.txs.map((tx) => ({ to: tx.to, data: tx.data, value: BigInt(tx.value) }))],
    })
    try {
      hashes.push(await send({ to: chain.contracts.router, data, value: BigInt(request.amount) }))
    } catch (error) {
      // Cleaning up is not part of the fill: it is sent without telling anyone.
      if (asset.kind === 'erc20' && terms.routerTokenAmount > 0n) await reclaim({ send: sender(clients), chain, token: asset.address, solver: clients.wallet.account.address })
      throw error
    }
  } else if (asset.kind === 'native') {
    hashes.push(await send({ to: recipient, value: terms.amountOut }))
  } else {
    hashes.push(await send({ to: asset.address, data: transferData(recipient, terms.amountOut) }))
  }
  if (terms.topupGasWei > 0n) hashes.push(await send({ to: recipient, value: terms.topupGasWei }))
  for (const fee of terms.appFees) {
    if (fee.amount === 0n) continue
    hashes.push(
      asset.kind === 'native'
        ? await send({ to: fee.recipient, value: fee.amount })
        : await send({ to: asset.address, data: transferData(fee.recipient, fee.amount) }),
    )
  }
  return hashes
}

type Send = (tx: { to: Address; data?: Hex; value?: bigint }) => Promise<Hex>

/**
 * Sends one solver transaction and waits for it. The call is estimated first, so a call that
 * would revert fails here with its revert data and no transaction is mined. `onSent` hears of the
 * transaction between sending and confirmation.
 */
export function sender({ public: publicClient, wallet }: ChainClients, { onSent }: { onSent?: ((hash: Hex) => void) | undefined } = {}): Send {
  return async ({ to, data, value }) => {
    try {
      const hash = await wallet.sendTransaction({ to, data, value })
      onSent?.(hash)
      // Anvil has mined it when it answers: a read that fails (a keep-alive socket anvil has just
      // closed, on a busy machine) is made again at the polling pace, not after viem's backoff,
      // which grows to 12.8 s and held a fill at `submitted` past a test's patience.
      const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 20, retryDelay: 20, retryCount: 100 })
      if (receipt.status !== 'success') throw new FillError(`fill transaction ${hash} reverted`)
      return hash
    } catch (error) {
      throw toFillError(error)
    }
  }
}

function transferData(to: Address, amount: bigint): Hex {
  return encodeFunctionData({ abi: testUsdcArtifact.abi, functionName: 'transfer', args: [to, amount] })
}

/** After a failed call, takes back the tokens handed to the router so inventory is not stranded. */
async function reclaim({ send, chain, token, solver }: { send: Send; chain: DevnetChain; token: Address; solver: Address }) {
  const data = encodeFunctionData({ abi: routerArtifact.abi, functionName: 'cleanupErc20s', args: [[token], [solver]] })
  await send({ to: chain.contracts.router, data }).catch(() => undefined)
}
