import type { Address } from 'viem'
import { VENUE_CHAIN_ID } from '../../core/index'
import { MULTICALL3_ADDRESS } from '../chain/multicall3'
import { chainBrandColor } from '../tokens/logos'
import type { DevnetChain } from '../types'
import type { CatalogueChain, CurrencyCatalogue, DevnetCurrency } from './currencies'
import { DEFAULT_LIST_SYMBOLS } from './currencyList'
import { chainIconUrl, tokenLogoUrl } from './logoRoute'

/** A currency as the real service's `GET /chains` lists it. */
export interface PublishedCurrency {
  id: string
  symbol: string
  name: string
  address: string
  decimals: number
}

/**
 * One chain of `GET /chains`, in the shape the service's own clients read: its SDK
 * (`configureDynamicChains`, `configureViemChain`) builds a viem chain from `displayName`,
 * `currency` and `httpRpcUrl`, and its UI kit lists tokens from `erc20Currencies` and links
 * transactions as `${explorerUrl}/tx/<hash>`.
 */
export interface PublishedChain {
  id: number
  /** Lowercase, dash-separated, as the service names chains (`anvil-one`). */
  name: string
  displayName: string
  /** Empty for the venue, which has no JSON-RPC. */
  httpRpcUrl: string
  /** The devnet's own explorer route (`/_devnet/explorer/<chainId>`), never a public site. */
  explorerUrl: string
  depositEnabled: boolean
  /** `hypevm` for the venue (chain 1337), as the real service says. */
  vmType: 'evm' | 'hypevm'
  /** The gas currency of an EVM chain; perps USDC on the venue. */
  currency: PublishedCurrency
  erc20Currencies: (PublishedCurrency & { supportsBridging: boolean })[]
  /**
   * Where the solver receives what a request pays it on this chain (lowercase), as the real
   * service lists the addresses its deposits are sent to: see `solverReceivingAddresses`.
   */
  solverAddresses: Address[]
  /** The chain's icon, served by the devnet (`/_devnet/logos/chains/<id>.svg`); `logoUrl` is the same. */
  iconUrl: string
  logoUrl: string
  brandColor: string
  /** The default list's tokens on the chain, each with its logo, as the real service features them. */
  featuredTokens: (PublishedCurrency & { supportsBridging: boolean; metadata: { logoURI: string } })[]
  /** Multicall3 at its canonical address on an EVM chain (the devnet places it there); absent on the venue. */
  contracts?: { multicall3: Address }
}

/** Path of the devnet's explorer; `${explorerUrl}/tx/<hash>` and `/address/<address>` answer under it. */
export const EXPLORER_PATH = '/_devnet/explorer'

/**
 * The solver's own account on every chain, as the real service lists its solver under
 * `solverAddresses`: where a plain transfer to the solver may go, and on the venue the
 * `destination` of a withdrawal's `sendAsset`, the only transfer the solver credits there. The
 * devnet's deposits call the depository (a contract, with the request id as calldata), never a
 * plain transfer.
 */
export function solverReceivingAddresses(chains: DevnetChain[], solver: Address): ReadonlyMap<number, Address> {
  const account = solver.toLowerCase() as Address
  return new Map([...chains.map((chain): [number, Address] => [chain.id, account]), [VENUE_CHAIN_ID, account]])
}

/**
 * The devnet's chains as `GET /chains` publishes them. `serviceUrl` roots each chain's
 * `explorerUrl`: an empty one would make the service's UI kit fall back to a public explorer,
 * where a devnet hash means nothing and the click leaves the machine. `solverAddresses` is
 * `solverReceivingAddresses`'s.
 */
export function publishedChains(
  catalogue: CurrencyCatalogue,
  { serviceUrl, solverAddresses }: { serviceUrl: string; solverAddresses: ReadonlyMap<number, Address> },
): PublishedChain[] {
  return catalogue.chains.map((chain) => publishedChain(chain, serviceUrl, solverAddresses.get(chain.id)))
}

function publishedChain(chain: CatalogueChain, serviceUrl: string, solverAddress: Address | undefined): PublishedChain {
  const [gas, ...others] = chain.currencies
  if (!gas) throw new Error(`chain ${chain.id} has no currency`)
  if (!solverAddress) throw new Error(`chain ${chain.id} has no solver address`)
  const venue = chain.id === VENUE_CHAIN_ID
  return {
    id: chain.id,
    name: chain.name.toLowerCase().replace(/\s+/g, '-'),
    displayName: chain.name,
    httpRpcUrl: chain.rpcUrl ?? '',
    explorerUrl: `${serviceUrl}${EXPLORER_PATH}/${chain.id}`,
    depositEnabled: true,
    vmType: venue ? 'hypevm' : 'evm',
    currency: published(gas),
    // On the venue every currency after perps USDC is a spot token (the catalogue's order).
    erc20Currencies: others.map((currency) => ({ ...published(currency, { spot: venue }), supportsBridging: true })),
    solverAddresses: [solverAddress],
    iconUrl: chainIconUrl(serviceUrl, chain.id),
    logoUrl: chainIconUrl(serviceUrl, chain.id),
    brandColor: chainBrandColor(chain.id),
    // USDC, then the default list's tokens; none on the venue, whose currencies are not ERC-20s.
    featuredTokens: [...(venue ? [] : others), ...chain.tokens.filter((token) => token.listing === 'verified').map((token) => token.currency)]
      .filter((currency) => DEFAULT_LIST_SYMBOLS.includes(currency.symbol))
      .map((currency) => ({ ...published(currency), supportsBridging: true, metadata: { logoURI: tokenLogoUrl(serviceUrl, currency.symbol) } })),
    ...(venue ? {} : { contracts: { multicall3: MULTICALL3_ADDRESS } }),
  }
}

/** Spot USDC shares its symbol with perps USDC on the venue: spot ids say `-spot`. */
function published({ symbol, name, address, decimals }: DevnetCurrency, { spot = false }: { spot?: boolean } = {}): PublishedCurrency {
  return { id: `${symbol.toLowerCase()}${spot ? '-spot' : ''}`, symbol, name, address, decimals }
}
