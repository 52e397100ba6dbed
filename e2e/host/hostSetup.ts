import { QueryClient } from '@tanstack/react-query'
import { defineChain, http, type Address, type Chain, type Hex, type Transport } from 'viem'
import { createConfig, type Config } from 'wagmi'
import { connect } from 'wagmi/actions'
import type { WidgetMode } from 'ferry-kit/widget'
import type { HostDevnet } from './hostDevnet'
import { hostWallet, restorePrompts } from './hostWallet'
import { smartCalls } from './smartCalls'

/** What the page's URL asks for: `?account=2&reject=1&mode=venue-withdraw&theme=dark`, or `?call=demo`. */
export interface HostOptions {
  /**
   * Dev account N is the devnet's Nth funded user (1..13): anvil account N for 1..9, anvil
   * account N+1 for 10..13 (anvil's account 10 deploys the token list). Default 1.
   */
  account: number
  /** The wallet starts out rejecting every typed-data signature (wagmi mock's `signTypedDataError`). */
  reject: boolean
  /** The widget's first mode, when the URL names one. */
  mode: WidgetMode | undefined
  /** `demo`: the widget pays a cross-chain call to the devnet's DemoTarget (see `hostCall.ts`). */
  call: 'demo' | undefined
  /** The widget's theme and the page's; the page's switch changes it. Default `light`. */
  theme: HostTheme
  /**
   * `smart` (`?wallet=smart`): a wallet that batches calls (EIP-5792) over the account delegated to
   * the devnet's BatchExecutor (EIP-7702). Default `mock`: wagmi's mock, which cannot batch.
   */
  wallet: 'mock' | 'smart'
  /** The widget batches calls where the wallet can; `?batch=0` starts the page's switch off. */
  batch: boolean
  /** `?batchHoldMs=`: the batching wallet broadcasts a batch this long after it accepted it (a slow bundler). */
  batchHoldMs: number
  /** `?locale=de`: the widget's `locale`; absent, the widget follows the browser's languages. */
  locale: string | undefined
}

export type HostTheme = 'light' | 'dark'

const MODES: readonly WidgetMode[] = ['bridge', 'venue-deposit', 'venue-withdraw']

export function readHostOptions(search: string, accountCount: number): HostOptions {
  const params = new URLSearchParams(search)
  const account = Number(params.get('account') ?? '1')
  if (!Number.isInteger(account) || account < 1 || account > accountCount) {
    throw new Error(`?account= takes a dev account number from 1 to ${accountCount}; got ${JSON.stringify(params.get('account'))}`)
  }
  const mode = params.get('mode') ?? undefined
  if (mode !== undefined && !MODES.includes(mode as WidgetMode)) throw new Error(`?mode= takes ${MODES.join(', ')}; got ${JSON.stringify(mode)}`)
  const call = params.get('call') ?? undefined
  if (call !== undefined && call !== 'demo') throw new Error(`?call= takes demo; got ${JSON.stringify(call)}`)
  const theme = params.get('theme') ?? 'light'
  if (theme !== 'light' && theme !== 'dark') throw new Error(`?theme= takes light or dark; got ${JSON.stringify(theme)}`)
  const wallet = params.get('wallet') ?? 'mock'
  if (wallet !== 'mock' && wallet !== 'smart') throw new Error(`?wallet= takes mock or smart; got ${JSON.stringify(wallet)}`)
  const batchHoldMs = Number(params.get('batchHoldMs') ?? '0')
  if (!Number.isInteger(batchHoldMs) || batchHoldMs < 0) throw new Error(`?batchHoldMs= takes a whole number of ms; got ${JSON.stringify(params.get('batchHoldMs'))}`)
  const batch = params.get('batch') !== '0'
  const locale = params.get('locale') ?? undefined
  return { account, reject: params.get('reject') === '1', mode: mode as WidgetMode | undefined, call, theme, wallet, batch, batchHoldMs, locale }
}

/** A viem chain with the devnet's real RPC: wagmi's mock connector forwards signing there. */
export function devnetChain(chain: HostDevnet['chains'][number]): Chain {
  return defineChain({
    id: chain.id,
    name: chain.name,
    nativeCurrency: { name: chain.nativeSymbol, symbol: chain.nativeSymbol, decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
    contracts: { multicall3: { address: chain.contracts.multicall3 } },
  })
}

/** Where the test wallet remembers the account this site connected with. */
const AUTHORIZED_KEY = 'ferry-host:authorized'

function readAuthorized(): string | null {
  return window.localStorage.getItem(AUTHORIZED_KEY)
}

export interface HostSetup {
  config: Config
  queryClient: QueryClient
  address: Address
  /** The host's "connect" button handler, handed to the widget as `onConnectWallet`. */
  connectWallet: () => Promise<void>
  /** From now on the wallet rejects (true) or signs (false) typed data, as a user would choose. */
  setRejectSignatures: (reject: boolean) => void
  /** From now on the wallet rejects (true) or sends (false) transactions and batches. */
  setRejectTransactions: (reject: boolean) => void
}

/**
 * The dApp's own setup: a wagmi config with the `mock` connector on one dev account (anvil signs
 * for it at each chain's real RPC) and a QueryClient. The connection is kept in localStorage, as
 * wagmi does by default, and the wallet remembers the site, so a reload reconnects.
 */
export function createHostSetup(devnet: HostDevnet, options: HostOptions): HostSetup {
  const { address, privateKey } = devnet.accounts[options.account - 1]!
  const chains = devnet.chains.map(devnetChain) as [Chain, ...Chain[]]
  // Like a wallet extension, the test wallet remembers that this site was allowed to connect, so
  // that a reload reconnects (wagmi's reconnect asks the mock, which only knows it was connected
  // through `defaultConnected`). The mock reads its features at each request: flipping
  // `signTypedDataError` changes the next prompt.
  const features = { reconnect: true, defaultConnected: readAuthorized() === address, signTypedDataError: options.reject }
  let rejectTransactions = false
  restorePrompts()
  const config = createConfig({
    chains,
    connectors: [
      hostWallet({
        mock: { accounts: [address], features },
        rejectTransactions: () => rejectTransactions,
        calls: options.wallet === 'smart' ? smartCalls({ privateKey: keyOf(privateKey), chains, executors: executorsOf(devnet), holdMs: options.batchHoldMs }) : undefined,
      }),
    ],
    transports: Object.fromEntries(chains.map((chain) => [chain.id, http(chain.rpcUrls.default.http[0])])) as Record<number, Transport>,
    // Anvil mines on every transaction: poll receipts fast.
    pollingInterval: 250,
  })
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return {
    config,
    queryClient,
    address,
    connectWallet: async () => {
      await connect(config, { connector: config.connectors[0]!, chainId: chains[0].id })
      window.localStorage.setItem(AUTHORIZED_KEY, address)
    },
    setRejectSignatures: (reject) => {
      features.signTypedDataError = reject
    },
    setRejectTransactions: (reject) => {
      rejectTransactions = reject
    },
  }
}

function keyOf(privateKey: Hex | undefined): Hex {
  if (!privateKey) throw new Error('the batching test wallet needs the dev keys: the host page is served without them')
  return privateKey
}

function executorsOf(devnet: HostDevnet): Map<number, Address> {
  return new Map(devnet.chains.map((chain) => [chain.id, chain.contracts.batchExecutor]))
}
