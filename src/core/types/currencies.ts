/**
 * What `client.getCurrencies` asks the service for (`POST /currencies/v2`): the fields of the
 * service's own request, each optional; only those given are sent.
 */
export interface CurrenciesRequest {
  /** Chains to search; all chains when not given. */
  chainIds?: number[] | undefined
  /** A name, a symbol or an address to search for (at most 200 characters). */
  term?: string | undefined
  /** A currency's contract address (or the chain's own form of currency id). */
  address?: string | undefined
  /** The service's id of a currency group (e.g. `usdc`). */
  currencyId?: string | undefined
  /** `chainId:address` */
  tokens?: string[] | undefined
  /** Only the currencies the service marks verified. */
  verified?: boolean | undefined
  /** Default 20 at the service. */
  limit?: number | undefined
  /** With `chainIds` and `address`: the same currency on every chain. */
  includeAllChains?: boolean | undefined
  /** Let the service look the token up elsewhere when it has not indexed it. */
  useExternalSearch?: boolean | undefined
  /** Only currencies that can be bridged through a deposit address. */
  depositAddressOnly?: boolean | undefined
  /** The service's default (popular) list. */
  defaultList?: boolean | undefined
}

/** A currency as the service lists it; other fields it sends are kept at run time, not typed. */
export interface ServiceCurrency {
  chainId: number
  /** As the service gave it: a token address, the zero address (a gas currency), a venue id, … */
  address: string
  symbol: string
  /** The symbol when none is sent. */
  name: string
  decimals: number
  /** `evm`, `svm`, `hypevm`, …, as sent. */
  vmType?: string | undefined
  /** `{}` when none is sent; a logo that could not be an image's `src` is removed. */
  metadata: { logoURI?: string | undefined; verified?: boolean | undefined; isNative?: boolean | undefined; [key: string]: unknown }
  [key: string]: unknown
}

export interface TokenPriceRequest {
  chainId: number
  address: string
}

export interface TokenPrice {
  chainId: number
  address: string
  /** USD per whole token, an exact decimal string ("3695.12", never "1e-7") */
  price: string
}
