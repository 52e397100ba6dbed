import { encodeFunctionData, isAddressEqual, TransactionReceiptNotFoundError, type Address, type Hex, type TransactionReceipt } from 'viem'
import { VENUE_CHAIN_ID } from '../../core/constants'
import type { Faults } from '../faults'
import type { PriceTable } from '../service/priceTable'
import type { DevnetRequest, RequestStore } from '../service/store'
import type { DevnetChain } from '../types'
import { watchNewBlocks } from '../chain/newBlocks'
import { depositoryArtifact } from '../contracts/artifacts'
import { FillError, fillRequest, sender } from './fill'
import { revalidate } from './revalidate'
import { refundFromSolver, submitPermit } from './permits'
import { SerialQueue } from './serialQueue'
import type { Asset, ChainClients, Payment, SolverVenue, VenueTransferSeen } from './types'
import { depositsIn, watchDeposits, type DepositSeen } from './watchDeposits'

export interface SolverOptions {
  chains: DevnetChain[]
  clients: Map<number, ChainClients>
  store: RequestStore
  venue: SolverVenue
  faults: Faults
  /** The devnet's live prices, the service's too: a fill is revalidated at the prices of its moment. */
  prices: PriceTable
  /** The solver's address: owner of the depositories and its account on the venue. */
  address: Address
  /** How a request's currency id is paid out on a chain (symbols, addresses, venue ids). */
  resolveAsset: (chainId: number, currency: string) => Asset
  /**
   * Deposits are read when anvil announces a new block (its `newHeads`, pushed over WebSocket), and
   * every second besides. A number reads every `pollIntervalMs` ms instead, with no subscription.
   */
  pollIntervalMs?: number | undefined
}

/** Between reads of a chain when new blocks wake the solver: only a safety net. */
const SAFETY_POLL_MS = 1_000

export interface Solver {
  /**
   * Indexes one transaction now rather than at the next poll (`POST /transactions/index`): each
   * depository deposit in it is taken up as the watcher would. Returns the request ids it
   * deposited for, or `undefined` while the transaction is not mined yet (the watcher sees it then).
   */
  indexTransaction(tx: { chainId: number; txHash: Hex }): Promise<Hex[] | undefined>
  /**
   * Takes a permit request's signed EIP-3009 authorization (`POST /execute/permits`): submits it
   * (the solver pays the gas), takes the transfer as the request's deposit, and fills as for any
   * deposit. Rejects with `FillError` when the token refuses the authorization; nothing is sent then.
   */
  submitPermit(record: DevnetRequest, signature: Hex): Promise<Hex>
  /** Resolves once every fill and refund started so far has finished. */
  idle(): Promise<void>
  stop(): Promise<void>
}

/**
 * The service's solver: indexes deposits (`waiting` -> `pending`), revalidates each against its
 * quote, fills on the destination (`submitted` once a fill transaction is sent, with its hash,
 * then `success`), and when a fill fails, marks `failure`, refunds the deposit to `refundTo` on
 * the origin and ends in `refund`.
 */
export function startSolver(options: SolverOptions): Solver {
  const { chains, clients, store, venue, faults, prices, address, resolveAsset } = options
  const queues = new Map(chains.map((chain) => [chain.id, new SerialQueue()]))
  const inFlight = new Set<Promise<void>>()
  const track = (work: Promise<void>) => {
    inFlight.add(work)
    void work.finally(() => inFlight.delete(work))
  }
  const onChain = <T>(chainId: number, task: () => Promise<T>): Promise<T> => {
    const queue = queues.get(chainId)
    if (!queue) return Promise.reject(new FillError(`no chain ${chainId} on this devnet`))
    return queue.run(task)
  }

  async function settle(record: DevnetRequest, payment: Payment): Promise<void> {
    const check = () => {
      const stale = revalidate(record, payment, { resolveAsset, prices: prices.snapshot() })
      if (stale) throw new FillError(stale)
    }
    try {
      // At once, so a deposit that was never the quoted one neither waits nor uses up a planned fault...
      check()
      if (faults.fillDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, faults.fillDelayMs))
      await faults.fillReleased()
      if (faults.takeFillFailure()) throw new FillError('devnet fault: fill failed on purpose')
      const { destinationChainId, destinationCurrency } = record.request
      const fill = () => {
        // ...and again when the fill's turn on the destination comes: the prices of the moment it pays out.
        check()
        return fillRequest(record, {
          chain: chains.find((c) => c.id === destinationChainId),
          clients: clients.get(destinationChainId),
          venue,
          asset: resolveAsset(destinationChainId, destinationCurrency),
          onSent: (txHash) => store.update(record.id, { status: 'submitted', txHash, note: 'fill sent' }),
        })
      }
      const hashes = destinationChainId === VENUE_CHAIN_ID ? await fill() : await onChain(destinationChainId, fill)
      for (const txHash of hashes) store.update(record.id, { txHash })
      store.update(record.id, { status: 'success', note: 'filled' })
    } catch (error) {
      const failure = error instanceof FillError ? error : new FillError(String(error))
      store.update(record.id, {
        status: 'failure',
        note: failure.reason,
        details: { failReason: failure.reason, ...(failure.revertData ? { revertData: failure.revertData } : {}) },
      })
      await refund(record, payment)
    }
  }

  async function refund(record: DevnetRequest, payment: Payment): Promise<void> {
    const to = (record.request.refundTo ?? record.request.user) as Address
    try {
      if (payment.chainId === VENUE_CHAIN_ID) {
        venue.pay({ to, amount: payment.amount, ...(payment.token === 'perps' ? {} : { tokenId: payment.token as Hex }) })
        store.update(record.id, { status: 'refund', note: 'refunded on the venue' })
        return
      }
      const chain = chains.find((c) => c.id === payment.chainId)
      const chainClients = clients.get(payment.chainId)
      if (!chain || !chainClients) throw new FillError(`no chain ${payment.chainId}`)
      const hash =
        payment.custody === 'solver'
          ? await onChain(payment.chainId, () => refundFromSolver({ token: payment.token as Address, to, amount: payment.amount, clients: chainClients }))
          : await onChain(payment.chainId, () =>
              sender(chainClients)({ to: chain.contracts.depository, data: encodeFunctionData({ abi: depositoryArtifact.abi, functionName: 'release', args: [payment.token as Address, to, payment.amount] }) }),
            )
      store.update(record.id, { txHash: hash, status: 'refund', note: `refunded to ${to}` })
    } catch (error) {
      store.update(record.id, { details: { refundError: error instanceof Error ? error.message : String(error) } })
    }
  }

  function onDeposit(deposit: DepositSeen): void {
    const record = store.get(deposit.id)
    if (!record || record.status !== 'waiting') return
    store.update(record.id, { status: 'pending', inTxHash: deposit.txHash, note: 'deposit indexed' })
    track(settle(record, deposit))
  }

  function onVenueTransfer(transfer: VenueTransferSeen): void {
    if (!isAddressEqual(transfer.destination as Address, address)) return
    const record = store.byVenueNonce(transfer.nonce)
    if (!record || record.status !== 'waiting') return
    store.update(record.id, { status: 'pending', note: 'venue transfer seen', details: { venueNonce: transfer.nonce } })
    const payment: Payment = {
      chainId: VENUE_CHAIN_ID,
      token: transfer.sourceDex === '' ? 'perps' : transfer.tokenId,
      amount: transfer.amount,
    }
    if (!record.authorized) {
      track(
        (async () => {
          store.update(record.id, { status: 'failure', note: 'transfer without an authorized nonce mapping' })
          await refund(record, payment)
        })(),
      )
      return
    }
    track(settle(record, payment))
  }

  const watchers = chains.flatMap((chain) => {
    const chainClients = clients.get(chain.id)
    if (!chainClients) return []
    const watcher = watchDeposits({
      client: chainClients.public,
      chainId: chain.id,
      depository: chain.contracts.depository,
      onDeposit,
      intervalMs: options.pollIntervalMs ?? SAFETY_POLL_MS,
    })
    if (options.pollIntervalMs !== undefined) return [watcher]
    // A subscription that fails leaves the safety poll reading the chain.
    const blocks = watchNewBlocks({ rpcUrl: chain.rpcUrl, onBlock: watcher.poll, onError: () => {} })
    return [{ stop: () => Promise.all([blocks.stop(), watcher.stop()]).then(() => {}) }]
  })
  const unsubscribe = venue.onTransfer(onVenueTransfer)

  return {
    async indexTransaction({ chainId, txHash }) {
      const chain = chains.find((c) => c.id === chainId)
      const chainClients = clients.get(chainId)
      if (!chain || !chainClients) throw new FillError(`no chain ${chainId} on this devnet`)
      let receipt: TransactionReceipt
      try {
        receipt = await chainClients.public.getTransactionReceipt({ hash: txHash })
      } catch (error) {
        if (error instanceof TransactionReceiptNotFoundError) return undefined
        throw error
      }
      const deposits = depositsIn(receipt.logs, { chainId, depository: chain.contracts.depository })
      for (const deposit of deposits) onDeposit(deposit)
      return deposits.map((deposit) => deposit.id)
    },
    async submitPermit(record, signature) {
      const { permit } = record.terms
      const chainClients = permit && clients.get(permit.chainId)
      if (!permit || !chainClients) throw new FillError(`request ${record.id} has no permit on this devnet`)
      const hash = await onChain(permit.chainId, () => submitPermit({ permit, signature, clients: chainClients, solver: address }))
      if (store.get(record.id)?.status !== 'waiting') return hash
      store.update(record.id, { status: 'pending', inTxHash: hash, note: 'permit submitted' })
      track(settle(record, { chainId: permit.chainId, token: permit.token, amount: permit.value, txHash: hash, custody: 'solver' }))
      return hash
    },
    async idle() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight])
    },
    async stop() {
      unsubscribe()
      await Promise.all(watchers.map((watcher) => watcher.stop()))
      await this.idle()
    },
  }
}
