import type { PublicClient } from 'viem'
import { startAnvil, type AnvilInstance } from './anvil/startAnvil'
import { devnetAccounts, DEVNET_ANVIL_ACCOUNTS } from './chain/accounts'
import { chainClients } from './chain/clients'
import { deployChain, type DevnetChainSpec } from './chain/deployChain'
import { Faults } from './faults'
import { buildCurrencyCatalogue, type DevnetCurrency } from './service/currencies'
import { PriceTable } from './service/priceTable'
import { startService, type ServiceOptions } from './service/server'
import { RequestStore } from './service/store'
import { FillError } from './solver/fill'
import { startSolver, type Solver } from './solver/solver'
import type { Asset, ChainClients, SolverVenue } from './solver/types'
import type { DevnetAccount, DevnetChain } from './types'
import { chainsOfState, type DevnetState } from './state/devnetState'
import { DEFAULT_SPOT_TOKENS, startVenue, VenueLedger } from './venue'
import { VENUE_CHAIN_ID, VENUE_PERPS_USDC, NATIVE_CURRENCY } from '../core/constants'
import { resolveProfile, type ProfileOption, type ProtocolProfile } from '../core/protocol/profile'

export { DEV_USER_USDC, type DevnetChainSpec } from './chain/deployChain'

export const DEFAULT_CHAINS: readonly DevnetChainSpec[] = [
  { id: 31337, name: 'Anvil One', nativeSymbol: 'ETH' },
  { id: 31338, name: 'Anvil Two', nativeSymbol: 'ETH' },
  { id: 999, name: 'Venue EVM', nativeSymbol: 'HYPE' },
]

/** Perps USDC credited to each dev user on the venue. */
export const DEV_USER_VENUE_USDC = 10_000n * 10n ** 6n
/** The solver's venue inventory, for deposits to the venue. */
const SOLVER_VENUE_INVENTORY = 10n ** 12n * 10n ** 6n
/** `venueChain` of the devnet venue's `sendAsset` actions. */
const VENUE_NETWORK = 'Devnet'

export interface StartDevnetOptions {
  chains?: readonly DevnetChainSpec[] | undefined
  /**
   * The protocol names of the withdrawal's signatures, in the steps the service hands out and in
   * what `/authorize` and the venue verify: `'spec'` (default) or `'live'` (the live service's
   * names, for clients that hard-code them), or a `ProtocolProfile`.
   */
  profile?: ProfileOption | undefined
  /** Seconds between blocks; instant mining when absent. */
  blockTime?: number | undefined
  anvilPath?: string | undefined
  /**
   * Start the chains from a state `saveDevnetState` saved, instead of deploying them: in a fraction
   * of the time, with the same contracts, tokens and balances. `chains`, when given, must be the
   * ones it saved.
   */
  state?: DevnetState | undefined
  /**
   * How the solver finds deposits: by default each block anvil mines wakes it (`newHeads` over
   * WebSocket), with a read every second besides, so an idle devnet costs no CPU. A number polls each
   * chain every `depositPollMs` ms instead, with no subscription. A deposit posted to
   * `POST /transactions/index` is indexed at once whatever this is.
   */
  depositPollMs?: number | undefined
}

export interface Devnet {
  serviceUrl: string
  venueUrl: string
  /** The protocol profile it runs with: give the same to `createFerryClient`. */
  profile: ProtocolProfile
  chains: DevnetChain[]
  /** Funded dev users: anvil accounts 1..9, then 11..14 (10 deploys the tokens). Their keys are public: devnet only. */
  accounts: DevnetAccount[]
  /** Anvil account 0: deployer, owner of the depositories, and the solver. */
  solver: DevnetAccount
  /** In-process handles, for tests and tools that run the devnet in their own process. */
  store: RequestStore
  ledger: VenueLedger
  faults: Faults
  /** This devnet's prices (USD, 6 decimals), which quotes and fills read; `POST /_devnet/prices` moves them. */
  prices: PriceTable
  /** Resolves once every fill and refund the solver has started has finished. */
  settled(): Promise<void>
  stop(): Promise<void>
}

/**
 * Starts the whole devnet: anvil chains with the contracts deployed and dev accounts funded,
 * the venue, the service and its solver. `stop()` ends every part and every anvil process.
 */
export async function startDevnet(options: StartDevnetOptions = {}): Promise<Devnet> {
  const saved = options.state ? chainsOfState(options.state, options.chains) : undefined
  const specs = saved ?? options.chains ?? DEFAULT_CHAINS
  const profile = resolveProfile(options.profile)
  const { solver, users } = devnetAccounts()
  const stops: Array<() => Promise<void>> = []
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch(() => undefined)
  }
  try {
    const anvils: AnvilInstance[] = await Promise.all(
      specs.map((spec, index) =>
        startAnvil({ chainId: spec.id, blockTime: options.blockTime, accounts: DEVNET_ANVIL_ACCOUNTS, anvilPath: options.anvilPath, loadState: saved?.[index]!.stateFile }),
      ),
    )
    for (const anvil of anvils) stops.push(() => anvil.stop())

    const chains: DevnetChain[] = saved
      ? saved.map(({ stateFile: _stateFile, ...chain }, index) => ({ ...chain, rpcUrl: anvils[index]!.rpcUrl }))
      : await Promise.all(specs.map((spec, index) => deployChain({ spec, rpcUrl: anvils[index]!.rpcUrl, solver, users })))

    const faults = new Faults()
    const prices = new PriceTable()
    const store = new RequestStore()
    const ledger = new VenueLedger({ venueChain: VENUE_NETWORK, chainField: profile.venue.chainField })
    ledger.creditPerps(solver.address, SOLVER_VENUE_INVENTORY)
    for (const token of DEFAULT_SPOT_TOKENS) ledger.creditSpot(solver.address, token.tokenId, SOLVER_VENUE_INVENTORY)
    for (const user of users) ledger.creditPerps(user.address, DEV_USER_VENUE_USDC)

    const venueServer = await startVenue({ ledger, faults, profile })
    stops.push(() => venueServer.close())

    const clients = new Map<number, ChainClients>(chains.map((chain) => [chain.id, chainClients(chain, solver)]))
    const publicClients = new Map<number, PublicClient>(chains.map((chain) => [chain.id, clients.get(chain.id)!.public]))
    const venueTokens = DEFAULT_SPOT_TOKENS.map((token) => ({ symbol: token.name, tokenId: token.tokenId, decimals: 6 }))
    const catalogue = buildCurrencyCatalogue({ chains, venueTokens, prices })

    const venue: SolverVenue = {
      onTransfer: (listener) => ledger.onTransfer(listener),
      pay: ({ to, amount, tokenId }) => {
        if (!ledger.move({ from: solver.address, to, amount, ...(tokenId ? { tokenId } : {}) })) {
          throw new FillError('the solver has too little on the venue')
        }
      },
    }
    const solverHandle: Solver = startSolver({
      chains,
      clients,
      store,
      venue,
      faults,
      prices,
      address: solver.address,
      resolveAsset: (chainId, currency) => assetOf(catalogue.resolve(chainId, currency)),
      pollIntervalMs: options.depositPollMs,
    })
    stops.push(() => solverHandle.stop())

    // `POST /transactions/index` hands the posted deposit to the solver at once.
    const indexTransaction: ServiceOptions['indexTransaction'] = (tx) => solverHandle.indexTransaction(tx)
    // `POST /execute/permits` hands the signed authorization to the solver, which submits it.
    const submitPermit: ServiceOptions['submitPermit'] = (record, signature) => solverHandle.submitPermit(record, signature)
    const service = await startService({ chains, publicClients, solverAddress: solver.address, venueTokens, store, faults, prices, indexTransaction, submitPermit, profile })
    stops.push(() => service.close())

    return {
      serviceUrl: service.url,
      venueUrl: venueServer.url,
      profile,
      chains,
      accounts: users,
      solver,
      store,
      ledger,
      faults,
      prices,
      settled: () => solverHandle.idle(),
      stop: stopAll,
    }
  } catch (error) {
    await stopAll()
    throw error
  }
}

function assetOf(currency: DevnetCurrency): Asset {
  if (currency.chainId === VENUE_CHAIN_ID) {
    return currency.address === VENUE_PERPS_USDC ? { kind: 'venue-perps' } : { kind: 'venue-spot', tokenId: currency.address as `0x${string}` }
  }
  return currency.address === NATIVE_CURRENCY ? { kind: 'native' } : { kind: 'erc20', address: currency.address as `0x${string}` }
}
