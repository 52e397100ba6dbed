import type { Address } from 'viem'
import { multicall3Artifact } from '../contracts/artifacts'
import type { RpcCall } from './rpcBatch'

/** Multicall3's canonical address, where viem and wagmi look for it on every chain. */
export const MULTICALL3_ADDRESS: Address = '0xcA11bde05977b3631167028862bE2a173976CA11'

/** The call that places the devnet's Multicall3 at its canonical address (anvil's `anvil_setCode`). */
export function setMulticall3Code(): RpcCall {
  return { method: 'anvil_setCode', params: [MULTICALL3_ADDRESS, multicall3Artifact.deployedBytecode] }
}
