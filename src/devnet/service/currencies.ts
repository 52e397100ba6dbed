import type { Hex } from 'viem'
import { NATIVE_CURRENCY, VENUE_CHAIN_ID, VENUE_PERPS_USDC } from '../../core/index'
import { DevnetError } from '../errors'
import { HttpProblem } from '../http/jsonServer'
import type { TokenListing } from '../tokens/tokenTable'
import type { DevnetChain } from '../types'

/** A currency as responses describe it (`details.currencyIn.currency`, `/chains`). */
export interface DevnetCurrency {
  chainId: number
  /** Lowercase hex: the zero address, a token, the perps id or a spot tokenId. */
  address: string
  symbol: string
  name: string
  decimals: number
}

/** A spot token of the venue, as its `spotMeta` lists it. */
export interface VenueToken {
  symbol: string
  /** 16-byte hex id, the token's currency id on chain 1337. */
  tokenId: Hex
  decimals: number
}

export interface CatalogueChain {
  id: number
  name: string
  vmType: 'evm' | 'venue'
  /** Absent for the venue, which has no RPC. */
  rpcUrl?: string
  /** What `GET /chains` lists: the gas currency and test USDC; on the venue perps USDC and the spot tokens. */
  currencies: DevnetCurrency[]
  /** The chain's token list (`TOKEN_TABLE`): routable like the currencies above, listed by the currencies route per `listing`. */
  tokens: CatalogueToken[]
}

/** A token of the token list, apart from its currency so that a quote never carries the listing. */
export interface CatalogueToken {
  currency: DevnetCurrency
  listing: TokenListing
}

export interface CurrencyCatalogue {
  chains: CatalogueChain[]
  /** The chain, or a 400 `UNSUPPORTED_CHAIN` naming the chains there are. */
  chain(chainId: number): CatalogueChain
  /** The currency an id names on a chain (address, tokenId or lowercase symbol; tokens too), or a 400 `UNSUPPORTED_CURRENCY`. */
  resolve(chainId: number, id: string): DevnetCurrency
  /** The gas currency of an EVM chain; undefined for the venue. */
  native(chainId: number): DevnetCurrency | undefined
  /** The venue spot token of `symbol`, for `sendAsset`'s `<SYMBOL>:<tokenId>`. */
  venueToken(symbol: string): VenueToken | undefined
}

/** `sendAsset` amounts carry six fraction digits: a venue token with more could not be sent exactly. */
const MAX_VENUE_DECIMALS = 6
const NAMES: Readonly<Record<string, string>> = { ETH: 'Ether', HYPE: 'Hype', USDC: 'USD Coin' }
const VENUE_CHAIN_NAME = 'Venue'

/**
 * The devnet's currencies, built from its chains: per EVM chain its native currency, its test
 * USDC and its tokens; on the venue (1337) perps USDC and the configured spot tokens. Every currency has
 * a price, or the catalogue refuses to build: a quote must never meet an unpriced currency.
 */
export function buildCurrencyCatalogue({
  chains,
  venueTokens,
  prices,
}: {
  chains: DevnetChain[]
  venueTokens: VenueToken[]
  /** The devnet's price table: prices move, but the symbols it prices are fixed when it is made. */
  prices: { has(symbol: string): boolean }
}): CurrencyCatalogue {
  const evm: CatalogueChain[] = chains.map((chain) => ({
    id: chain.id,
    name: chain.name,
    vmType: 'evm',
    rpcUrl: chain.rpcUrl,
    currencies: [
      currency(chain.id, NATIVE_CURRENCY, chain.nativeSymbol, 18),
      currency(chain.id, chain.contracts.usdc, 'USDC', 6),
    ],
    tokens: chain.tokens.map((token) => ({ currency: { ...currency(chain.id, token.address, token.symbol, token.decimals), name: token.name }, listing: token.listing })),
  }))
  for (const token of venueTokens) {
    if (!/^0x[\da-fA-F]{32}$/.test(token.tokenId)) throw configError(`venue token ${token.symbol}: tokenId must be 16 bytes of hex; got ${token.tokenId}`)
    if (token.decimals > MAX_VENUE_DECIMALS) throw configError(`venue token ${token.symbol}: at most ${MAX_VENUE_DECIMALS} decimals; got ${token.decimals}`)
  }
  const venue: CatalogueChain = {
    id: VENUE_CHAIN_ID,
    name: VENUE_CHAIN_NAME,
    vmType: 'venue',
    currencies: [
      // Listed first: it is what `usdc` means on the venue (the perps balance deposits credit).
      { ...currency(VENUE_CHAIN_ID, VENUE_PERPS_USDC, 'USDC', 6), name: 'USD Coin (perps)' },
      ...venueTokens.map((token) => ({ ...currency(VENUE_CHAIN_ID, token.tokenId, token.symbol, token.decimals), name: `${nameOf(token.symbol)} (spot)` })),
    ],
    tokens: [],
  }
  const all = [...evm, venue]
  for (const entry of all.flatMap(routable)) {
    if (!prices.has(entry.symbol)) throw configError(`${entry.symbol} on chain ${entry.chainId} has no devnet price`)
  }
  const byId = new Map(all.map((chain) => [chain.id, chain]))

  const chain = (chainId: number): CatalogueChain => {
    const found = byId.get(chainId)
    if (found) return found
    const known = all.map((entry) => entry.id).join(', ')
    throw new HttpProblem(400, `Chain ${chainId} is not supported by this devnet; supported chains: ${known}.`, 'UNSUPPORTED_CHAIN')
  }

  return {
    chains: all,
    chain,
    resolve(chainId, id) {
      const currencies = routable(chain(chainId))
      const wanted = id.toLowerCase()
      // The first match wins, so `usdc` on the venue is perps USDC rather than the spot token.
      const found = currencies.find((entry) => entry.address === wanted || entry.symbol.toLowerCase() === wanted)
      if (found) return found
      const known = currencies.map((entry) => `${entry.symbol.toLowerCase()} (${entry.address})`).join(', ')
      throw new HttpProblem(400, `Currency ${id} is not supported on chain ${chainId}; supported: ${known}.`, 'UNSUPPORTED_CURRENCY')
    },
    native: (chainId) => (chainId === VENUE_CHAIN_ID ? undefined : chain(chainId).currencies.find((entry) => entry.address === NATIVE_CURRENCY)),
    venueToken: (symbol) => venueTokens.find((token) => token.symbol === symbol),
  }
}

/** Everything `/quote` takes on a chain: its currencies, then its tokens. */
export function routable(chain: CatalogueChain): DevnetCurrency[] {
  return [...chain.currencies, ...chain.tokens.map((token) => token.currency)]
}

function currency(chainId: number, address: string, symbol: string, decimals: number): DevnetCurrency {
  return { chainId, address: address.toLowerCase(), symbol, name: nameOf(symbol), decimals }
}

function nameOf(symbol: string): string {
  return NAMES[symbol] ?? symbol
}

function configError(message: string): DevnetError {
  return new DevnetError('INVALID_CONFIG', message)
}
