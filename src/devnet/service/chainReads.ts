import { BaseError, HttpRequestError, TimeoutError, type Address, type Hex, type PublicClient } from 'viem'
import { DevnetError } from '../errors'
import { HttpProblem } from '../http/jsonServer'
import { erc20Abi } from 'viem'

/** Gas assumed for a fill whose estimate reverts: the quote stands, and the fill fails and refunds. */
export const FALLBACK_FILL_GAS = 300_000n

export interface GasCall {
  from: Address
  to: Address
  data?: Hex
  value?: bigint
}

/** What a quote reads from the chains; tests replace parts of it. */
export interface ChainReads {
  gasPrice(chainId: number): Promise<bigint>
  /** Gas of `call`, or `FALLBACK_FILL_GAS` when the node says it would revert. */
  estimateGas(chainId: number, call: GasCall): Promise<bigint>
  allowance(args: { chainId: number; token: Address; owner: Address; spender: Address }): Promise<bigint>
}

/** The reads over viem public clients, one per EVM chain. */
export function viemChainReads(publicClients: Map<number, PublicClient>): ChainReads {
  const client = (chainId: number): PublicClient => {
    const found = publicClients.get(chainId)
    if (!found) throw new DevnetError('INVALID_CONFIG', `no public client for chain ${chainId}`)
    return found
  }
  return {
    gasPrice: (chainId) => reachable(chainId, () => client(chainId).getGasPrice()),
    async estimateGas(chainId, { from, to, data, value }) {
      const node = client(chainId)
      try {
        return await node.estimateGas({ account: from, to, data, value })
      } catch (error) {
        // A call that would revert (a missing approval, say) is still quoted: the spec has such
        // a request fail at fill time and refund. Only an unreachable node refuses the quote.
        if (isUnreachable(error)) throw unavailable(chainId, error)
        return FALLBACK_FILL_GAS
      }
    },
    allowance: ({ chainId, token, owner, spender }) =>
      reachable(chainId, () => client(chainId).readContract({ address: token, abi: erc20Abi, functionName: 'allowance', args: [owner, spender] })),
  }
}

async function reachable<T>(chainId: number, read: () => Promise<T>): Promise<T> {
  try {
    return await read()
  } catch (error) {
    throw isUnreachable(error) ? unavailable(chainId, error) : error
  }
}

function isUnreachable(error: unknown): boolean {
  return error instanceof BaseError && error.walk((cause) => cause instanceof HttpRequestError || cause instanceof TimeoutError) !== null
}

function unavailable(chainId: number, cause: unknown): HttpProblem {
  const problem = new HttpProblem(503, `Chain ${chainId} does not answer; try again shortly.`, 'CHAIN_UNAVAILABLE')
  problem.cause = cause
  return problem
}
