import { encodeFunctionData, erc20Abi, getAddress, isAddressEqual, type Address } from 'viem'
import { NATIVE_CURRENCY, VENUE_CHAIN_ID, type QuoteRequest } from '../../core/index'
import type { DevnetChain } from '../types'
import { decodeTokenCall } from '../../core/calldata'
import { routerArtifact } from '../contracts/artifacts'
import type { ChainReads } from './chainReads'
import type { DevnetCurrency } from './currencies'

/** A plain native transfer to an account without code; what a top-up costs the solver. */
const NATIVE_TRANSFER_GAS = 21_000n

/**
 * For a cross-chain call to an ERC20 destination: the tokens the solver hands the router before
 * `multicall`, the sum of the `approve` amounts of that token in `txs` (docs/devnet.md). A call
 * without an approval gets nothing, so it reverts at fill and the request refunds.
 */
export function routerTokenAmount(request: QuoteRequest, currencyOut: DevnetCurrency): bigint {
  if (!request.txs || currencyOut.address === NATIVE_CURRENCY) return 0n
  let total = 0n
  for (const tx of request.txs) {
    if (!isAddressEqual(tx.to, currencyOut.address as Address)) continue
    const call = decodeTokenCall(tx.data)
    if (call?.kind === 'approve') total += call.amount
  }
  return total
}

/**
 * Gas units of the solver's fill on the destination (docs/devnet.md, "The solver"): the transfer
 * or the router multicall (after handing the router its tokens), one payout per app fee, and the
 * top-up transfer. The venue (1337) is
 * credited off chain: no gas. Estimated as the solver, so the node sees the fill as it will run.
 */
export async function estimateFillGas({
  request,
  chain,
  currencyOut,
  recipient,
  solver,
  reads,
}: {
  request: QuoteRequest
  chain: DevnetChain | undefined
  currencyOut: DevnetCurrency
  recipient: Address
  solver: Address
  reads: ChainReads
}): Promise<bigint> {
  if (request.destinationChainId === VENUE_CHAIN_ID || !chain) return 0n
  const native = currencyOut.address === NATIVE_CURRENCY
  // The amount does not change what a transfer costs, except that a zero token transfer skips a
  // storage write: estimate one unit. Native transfers carry none, so a contract recipient that
  // refuses value is not mistaken for a revert of the fill.
  const transferGas = (to: Address) =>
    native
      ? reads.estimateGas(chain.id, { from: solver, to, value: 0n })
      : reads.estimateGas(chain.id, {
          from: solver,
          to: getAddress(currencyOut.address),
          data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, 1n] }),
        })
  const fill = request.txs
    ? reads.estimateGas(chain.id, {
        from: solver,
        to: chain.contracts.router,
        data: encodeFunctionData({
          abi: routerArtifact.abi,
          functionName: 'multicall',
          args: [request.txs.map((tx) => ({ to: tx.to, data: tx.data, value: BigInt(tx.value) }))],
        }),
        value: BigInt(request.amount),
      })
    : transferGas(recipient)
  const payouts = (request.appFees ?? []).map((fee) => transferGas(fee.recipient))
  // An ERC20 call first hands the router its tokens.
  if (request.txs && !native) payouts.push(transferGas(chain.contracts.router))
  const parts = await Promise.all([fill, ...payouts])
  const topup = request.topupGas ? NATIVE_TRANSFER_GAS : 0n
  return parts.reduce((sum, gas) => sum + gas, topup)
}
