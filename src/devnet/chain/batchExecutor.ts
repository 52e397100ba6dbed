import type { Address } from 'viem'
import { batchExecutorArtifact } from '../contracts/artifacts'
import type { RpcCall } from './rpcBatch'

/**
 * Where the devnet's BatchExecutor sits on every devnet chain: a fixed address (no deployer
 * nonce), so a dev account's EIP-7702 delegation points at the same code on each chain.
 */
export const BATCH_EXECUTOR_ADDRESS: Address = '0x7702ba7C4E7EC0000000000000000000000000de'

/** The call that places BatchExecutor at `BATCH_EXECUTOR_ADDRESS` (anvil's `anvil_setCode`). */
export function setBatchExecutorCode(): RpcCall {
  return { method: 'anvil_setCode', params: [BATCH_EXECUTOR_ADDRESS, batchExecutorArtifact.deployedBytecode] }
}
