import type { Abi, Hex } from 'viem'
import * as compiled from './artifacts'

/** A compiled contract: what viem's `deployContract`, `readContract` and `encodeFunctionData` take. */
export interface ContractArtifact {
  abi: Abi
  bytecode: Hex
}

// Exported typed as `ContractArtifact`: their literal ABI types would put ~30 KB of declarations
// into every install. Inside the devnet the literal types stay (imported from `./artifacts`).
/** Depository: where users deposit on each origin chain. */
export const depositoryArtifact: ContractArtifact = compiled.depositoryArtifact
/** Router: runs a cross-chain call's `txs` on the destination chain (`multicall`, cleanups). */
export const routerArtifact: ContractArtifact = compiled.routerArtifact
/** The 6-decimal test USDC of every devnet chain. */
export const testUsdcArtifact: ContractArtifact = compiled.testUsdcArtifact
/** DemoTarget: a contract a cross-chain call can pay, for demos and tests. */
export const demoTargetArtifact: ContractArtifact = compiled.demoTargetArtifact
