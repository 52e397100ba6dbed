import { setBatchExecutorCode, BATCH_EXECUTOR_ADDRESS } from './batchExecutor'
import { deployContracts } from './deploy'
import { MULTICALL3_ADDRESS } from './multicall3'
import { rpcBatch } from './rpcBatch'
import { deployTokens } from '../tokens/deployTokens'
import type { DevnetAccount, DevnetChain } from '../types'

export interface DevnetChainSpec {
  id: number
  name: string
  nativeSymbol: string
}

/** Test USDC minted to each dev user on every chain, and perps USDC credited on the venue. */
export const DEV_USER_USDC = 1_000_000n * 10n ** 6n

export interface DeployChainOptions {
  spec: DevnetChainSpec
  rpcUrl: string
  /** Deploys the contracts and owns the depository. */
  solver: DevnetAccount
  /** Funded with USDC and the token list's balances. */
  users: readonly DevnetAccount[]
}

/**
 * Everything the devnet puts on one fresh anvil: the solver's contracts, the token list, the dev
 * users' USDC and tokens, BatchExecutor's code.
 */
export async function deployChain({ spec, rpcUrl, solver, users }: DeployChainOptions): Promise<DevnetChain> {
  const holders = users.map((user) => user.address)
  // Two senders, so both batches go out at once: the solver's contracts and the token list.
  const [contracts, tokens] = await Promise.all([
    deployContracts({ rpcUrl, chainId: spec.id, deployer: solver, fund: { usdcHolders: holders, usdcAmount: DEV_USER_USDC } }),
    deployTokens({ rpcUrl, chainId: spec.id, solver: solver.address, holders }),
    rpcBatch(rpcUrl, [setBatchExecutorCode()]),
  ])
  const fixed = { multicall3: MULTICALL3_ADDRESS, batchExecutor: BATCH_EXECUTOR_ADDRESS }
  return { ...spec, rpcUrl, contracts: { ...contracts, ...fixed }, tokens }
}
