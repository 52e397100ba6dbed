import type { Address } from 'viem'

/** A currency of a chain, as `GET /chains` lists it. */
export interface ChainCurrency {
  /** The service's short id (e.g. `usdc`); the symbol when none is sent. */
  id: string
  symbol: string
  /** The symbol when none is sent. */
  name: string
  /** Contract address, or the chain's own form of currency id (the zero address for EVM native). */
  address: string
  decimals: number
  /** Whether the service bridges it, as sent for the chain's own currency: not checked by the parser. */
  supportsBridging?: unknown
  /** The currency's logo, when sent and safe as an image's `src` (the service also nests one in `metadata.logoURI`). */
  logoURI?: string
}

export interface ChainErc20Currency extends ChainCurrency {
  /** Whether the service bridges it; `false` when not sent. */
  supportsBridging: boolean
}

/** A chain as `GET /chains` lists it; other fields the service sends are kept at run time, not typed. */
export interface ServiceChain {
  id: number
  name: string
  /** `name` when none is sent. */
  displayName: string
  httpRpcUrl?: string
  explorerUrl?: string
  /** Whether the chain can be a destination; `true` when not sent. */
  depositEnabled: boolean
  /** `evm`, `hypevm` (the venue), `svm`, `bvm`, …; `evm` when not sent. */
  vmType: string
  currency: ChainCurrency
  /** `[]` when not sent. */
  erc20Currencies: ChainErc20Currency[]
  /**
   * The addresses the service's solver receives funds at on this chain: where a deposit's value
   * and a venue transfer (its `destination`) are sent. Only valid 20-byte addresses, as sent
   * (compare with `isAddressEqual`); `parseChains` always sets it, `[]` when none are sent.
   * Optional only so that a chain list built by hand needs none.
   */
  solverAddresses?: Address[]
  /** The chain's icon, when sent and safe as an image's `src`. */
  iconUrl?: string
  /** The chain's logo (the service's square variant), when sent and safe as an image's `src`. */
  logoUrl?: string
  /** A logo under the currency lists' name, when sent and safe as an image's `src`. */
  logoURI?: string
  /** The chain's brand colour, when sent as a CSS hex colour (`#rgb`, `#rrggbb`, with alpha); anything else is dropped. */
  brandColor?: string
  /** `true` when the service has turned the chain off, as sent: not checked by the parser. */
  disabled?: unknown
  /** Featured tokens, as sent but for their logos (checked like every logo): narrow before reading. */
  featuredTokens?: unknown
  /** The currencies the solver holds, as sent but for their logos: narrow before reading. */
  solverCurrencies?: unknown
  /** The published service's protocol data (`protocol.v2.depository`), as sent: not checked by the parser. */
  protocol?: unknown
}
