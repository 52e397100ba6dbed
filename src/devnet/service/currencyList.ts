import { NATIVE_CURRENCY, VENUE_CHAIN_ID, VENUE_PERPS_USDC } from '../../core/index'
import { TOKEN_TABLE } from '../tokens/tokenTable'
import type { CurrencyCatalogue, DevnetCurrency } from './currencies'
import { tokenLogoUrl } from './logoRoute'

/** A currency as the real service's currencies route answers it (`POST /currencies/v2`). */
export interface ListedCurrency {
  chainId: number
  /** Lowercase hex: the zero address for a gas currency, the venue's 16-byte ids on 1337. */
  address: string
  symbol: string
  name: string
  decimals: number
  vmType: 'evm' | 'hypevm'
  metadata: { logoURI: string; verified: boolean; isNative: boolean }
}

/** A listed currency with what the search ranks and groups it by. */
export interface ListEntry {
  currency: ListedCurrency
  /** One id per currency across chains (`currencyId`, v1's `groupID`): its lowercase symbol. */
  groupId: string
  /** Place in the service's order: gas currencies, USDC, then the token list's order. */
  rank: number
  /** In the service's default (popular) list. */
  popular: boolean
}

/**
 * The default list of every chain: its gas currency and these, where the chain has them. On the
 * venue: perps USDC and the HYPE spot token.
 */
export const DEFAULT_LIST_SYMBOLS: readonly string[] = ['USDC', 'USDT', 'WETH', 'WBTC', 'DAI', 'WHYPE', 'HYPE']

const TABLE_RANK = new Map(TOKEN_TABLE.map((spec, index) => [spec.symbol, index]))
/** Gas currencies rank 0, USDC 1, the token list from 2, the venue's spot tokens after it. */
const rankOf = (currency: DevnetCurrency, isNative: boolean): number =>
  isNative ? 0 : currency.symbol === 'USDC' ? 1 : 2 + (TABLE_RANK.get(currency.symbol) ?? TOKEN_TABLE.length)

/**
 * Every currency the currencies route can return, in the service's order: each chain's gas
 * currency, test USDC and listed tokens (unlisted ones never), and the venue's perps USDC and
 * spot tokens (`vmType` `hypevm`). Logos point at the devnet's own logo route under `serviceUrl`.
 */
export function listEntries(catalogue: CurrencyCatalogue, serviceUrl: string): ListEntry[] {
  const entries = catalogue.chains.flatMap((chain) => {
    const venue = chain.id === VENUE_CHAIN_ID
    const vmType = venue ? 'hypevm' : 'evm'
    const entry = (currency: DevnetCurrency, verified: boolean): ListEntry => {
      // The venue's own currency is perps USDC, as `GET /chains` gives it for 1337.
      const isNative = venue ? currency.address === VENUE_PERPS_USDC : currency.address === NATIVE_CURRENCY
      return {
        currency: { ...currency, vmType, metadata: { logoURI: tokenLogoUrl(serviceUrl, currency.symbol), verified, isNative } },
        groupId: currency.symbol.toLowerCase(),
        rank: rankOf(currency, isNative),
        popular: isNative || DEFAULT_LIST_SYMBOLS.includes(currency.symbol),
      }
    }
    return [
      ...chain.currencies.map((currency) => entry(currency, true)),
      ...chain.tokens.filter((token) => token.listing !== 'unlisted').map((token) => entry(token.currency, token.listing === 'verified')),
    ]
  })
  const chainOrder = new Map(catalogue.chains.map((chain, index) => [chain.id, index]))
  return entries.sort((a, b) => a.rank - b.rank || chainOrder.get(a.currency.chainId)! - chainOrder.get(b.currency.chainId)!)
}
