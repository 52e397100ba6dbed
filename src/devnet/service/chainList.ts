import { VENUE_CHAIN_ID } from '../../core/index'
import type { CatalogueChain, CurrencyCatalogue, DevnetCurrency } from './currencies'

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
}

/** Path of the devnet's explorer; `${explorerUrl}/tx/<hash>` and `/address/<address>` answer under it. */
export const EXPLORER_PATH = '/_devnet/explorer'

/**
 * The devnet's chains as `GET /chains` publishes them. `serviceUrl` roots each chain's
 * `explorerUrl`: an empty one would make the service's UI kit fall back to a public explorer,
 * where a devnet hash means nothing and the click leaves the machine.
 */
export function publishedChains(catalogue: CurrencyCatalogue, { serviceUrl }: { serviceUrl: string }): PublishedChain[] {
  return catalogue.chains.map((chain) => publishedChain(chain, serviceUrl))
}

function publishedChain(chain: CatalogueChain, serviceUrl: string): PublishedChain {
  const [gas, ...others] = chain.currencies
  if (!gas) throw new Error(`chain ${chain.id} has no currency`)
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
  }
}

/** Spot USDC shares its symbol with perps USDC on the venue: spot ids say `-spot`. */
function published({ symbol, name, address, decimals }: DevnetCurrency, { spot = false }: { spot?: boolean } = {}): PublishedCurrency {
  return { id: `${symbol.toLowerCase()}${spot ? '-spot' : ''}`, symbol, name, address, decimals }
}
