// Types for compileContracts.mjs, so the TypeScript drift test can import it.

export interface ContractEntry {
  file: string
  name: string
  exportName: string
}

export interface CompiledArtifact {
  exportName: string
  name: string
  abi: unknown[]
  bytecode: `0x${string}`
}

export interface CompiledContracts {
  solcVersion: string
  /** solc's warnings and notes, formatted; empty when the sources compile cleanly. */
  warnings: string[]
  artifacts: CompiledArtifact[]
}

export const contractsDir: string
export const artifactsPath: string
export const contracts: ContractEntry[]
export function compileContracts(): CompiledContracts
export function renderArtifacts(compiled: Pick<CompiledContracts, 'solcVersion' | 'artifacts'>): string
