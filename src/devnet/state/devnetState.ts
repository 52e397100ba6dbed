import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { startAnvil } from '../anvil/startAnvil'
import { devnetAccounts, DEVNET_ANVIL_ACCOUNTS } from '../chain/accounts'
import { deployChain, DEV_USER_USDC, type DevnetChainSpec } from '../chain/deployChain'
import { rpcBatch } from '../chain/rpcBatch'
import * as artifacts from '../contracts/artifacts'
import { DevnetError } from '../errors'
import { DEV_TOKEN_BALANCES, SOLVER_TOKEN_INVENTORY, TOKEN_TABLE } from '../tokens/tokenTable'
import type { DevnetChain } from '../types'

/** One chain of a saved devnet: what was deployed where, and the file holding anvil's state. */
export type SavedDevnetChain = Omit<DevnetChain, 'rpcUrl'> & { stateFile: string }

/**
 * A devnet's chains as deployed, saved by `saveDevnetState`: `startDevnet({ state })` starts each
 * anvil from its file instead of deploying, in a fraction of the time. Plain JSON.
 */
export interface DevnetState {
  /** What the deployment depends on (chains, accounts, contracts, the token list), hashed. */
  fingerprint: string
  chains: SavedDevnetChain[]
}

export interface SaveDevnetStateOptions {
  /** Where the manifest (`devnet-state.json`) and each chain's state file are written. */
  dir: string
  chains: readonly DevnetChainSpec[]
  anvilPath?: string | undefined
}

const MANIFEST = 'devnet-state.json'

/**
 * Deploys the devnet's chains once on fresh anvils, saves each chain's state (anvil's
 * `anvil_dumpState`) into `dir`, stops the anvils and returns the state, also written to
 * `dir/devnet-state.json`. A state belongs to the contracts and token list that made it: a devnet
 * started from it with other ones refuses it (`DEVNET_STATE_MISMATCH`).
 */
export async function saveDevnetState({ dir, chains: specs, anvilPath }: SaveDevnetStateOptions): Promise<DevnetState> {
  const { solver, users } = devnetAccounts()
  mkdirSync(dir, { recursive: true })
  const anvils = await Promise.all(specs.map((spec) => startAnvil({ chainId: spec.id, accounts: DEVNET_ANVIL_ACCOUNTS, anvilPath })))
  try {
    const chains = await Promise.all(
      specs.map(async (spec, index) => {
        const { rpcUrl, ...chain } = await deployChain({ spec, rpcUrl: anvils[index]!.rpcUrl, solver, users })
        const [dumped] = await rpcBatch(rpcUrl, [{ method: 'anvil_dumpState', params: [] }])
        const stateFile = resolve(dir, `chain-${spec.id}.json`)
        // anvil answers hex of gzipped JSON; `--load-state` reads the JSON.
        writeFileSync(stateFile, gunzipSync(Buffer.from(String(dumped).slice(2), 'hex')))
        return { ...chain, stateFile }
      }),
    )
    const state: DevnetState = { fingerprint: deploymentFingerprint(specs), chains }
    writeFileSync(join(dir, MANIFEST), JSON.stringify(state))
    return state
  } finally {
    await Promise.all(anvils.map((anvil) => anvil.stop()))
  }
}

/** The state `saveDevnetState` wrote into `dir`. */
export function readDevnetState(dir: string): DevnetState {
  return JSON.parse(readFileSync(join(dir, MANIFEST), 'utf8')) as DevnetState
}

/** The chains to start from `state`, or a `DEVNET_STATE_MISMATCH` error when it was made from other chains, contracts or tokens. */
export function chainsOfState(state: DevnetState, specs: readonly DevnetChainSpec[] | undefined): SavedDevnetChain[] {
  const wanted = specs ?? state.chains.map(({ id, name, nativeSymbol }) => ({ id, name, nativeSymbol }))
  if (state.fingerprint !== deploymentFingerprint(wanted)) {
    throw new DevnetError('DEVNET_STATE_MISMATCH', 'the saved devnet state was made from other chains, accounts, contracts or tokens than this devnet has', {
      details: 'save it again with saveDevnetState',
    })
  }
  return state.chains
}

/** A hash of everything a deployment depends on: change a contract, a token or a balance and a saved state no longer fits. */
function deploymentFingerprint(specs: readonly DevnetChainSpec[]): string {
  const { solver, users } = devnetAccounts()
  const inputs = {
    chains: specs.map(({ id, name, nativeSymbol }) => ({ id, name, nativeSymbol })),
    accounts: [solver, ...users].map((account) => account.address),
    artifacts: Object.values(artifacts),
    tokens: TOKEN_TABLE,
    balances: DEV_TOKEN_BALANCES,
    amounts: [DEV_USER_USDC, SOLVER_TOKEN_INVENTORY, DEVNET_ANVIL_ACCOUNTS],
  }
  const json = JSON.stringify(inputs, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value))
  return createHash('sha256').update(json).digest('hex')
}
