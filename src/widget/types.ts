import type { Address, Hex } from 'viem'
import type { AppFee, FerryClient, OnCallbackError, ProfileOption } from '../core/index'
import type { WidgetEvent } from './events'
import type { WidgetLabelOverrides } from './labels/widgetLabels'
import type { WidgetMode } from './mode'

export type { WidgetMode }

export interface WidgetChain {
  id: number
  name: string
  /** Default `{ symbol: 'ETH', decimals: 18 }`. */
  nativeCurrency?: { symbol: string; decimals: number } | undefined
  /**
   * Where transactions are shown: a template with `{txHash}` in place of the hash
   * (`https://scan.example/tx/{txHash}`), or a base as the service's `GET /chains` gives it
   * (`https://scan.example`), to which the widget adds `/tx/<hash>`.
   */
  explorerUrl?: string | undefined
  /** `venue` for the venue's chain (no wallet network, balances from the venue). Default: `venue` for 1337, else `evm`. */
  vmType?: 'evm' | 'venue' | undefined
  logoURI?: string | undefined
}

export interface WidgetCurrency {
  chainId: number
  /** The currency id: a token address, the 20-byte zero address for native, a venue id on 1337. */
  address: string
  symbol: string
  name: string
  decimals: number
  logoURI?: string | undefined
  /**
   * `false` for a token the service lists as unverified, or one imported by its address: the picker
   * warns once, and the user must acknowledge it before it is used. Default: verified.
   */
  verified?: boolean | undefined
}

/** A currency by chain and id, as `tokens.pinned` and `tokens.hidden` name it. */
export interface WidgetTokenRef {
  chainId: number
  /** See `WidgetCurrency.address`; any letter case. */
  address: string
}

/** What the picker offers beyond the catalog, and what it leaves out. */
export interface WidgetTokenOptions {
  /** Shown first in the picker's list, in this order (each must be offered: in the catalog or `added`). */
  pinned?: WidgetTokenRef[] | undefined
  /** Never offered, whoever lists them: the service, its search, or the user's recent picks. */
  hidden?: WidgetTokenRef[] | undefined
  /** Offered as if the catalog listed them (on chains it offers). */
  added?: WidgetCurrency[] | undefined
  /**
   * Let the user import a token the service does not list by pasting its address (read on chain,
   * offered as unverified behind a warning). Default `true`.
   */
  import?: boolean | undefined
}

/** The form fields a host can preset; each can be locked with `locks`. */
export interface WidgetDefaults {
  originChainId: number
  destinationChainId: number
  /** A currency id (see `WidgetCurrency.address`). */
  originCurrency: string
  destinationCurrency: string
  /** Decimal string in whole units, e.g. `"12.5"`. */
  amount: string
  recipient: string
}

export type WidgetLocks = Partial<Record<keyof WidgetDefaults, boolean>>

/** One transaction the call runs on the destination chain, in order. */
export interface WidgetCallTx {
  /** The contract called. */
  to: Address
  /** Native value sent with the call, in the destination's smallest unit (wei). */
  value: bigint
  /** The encoded call data, e.g. from viem's `encodeFunctionData`. */
  data: Hex
}

/**
 * A cross-chain call, as a dApp checkout embeds it: the user pays from any chain and currency,
 * and `txs` run on `destinationChainId` once the funds arrive there. The widget quotes
 * `EXACT_OUTPUT` with the sum of the txs' values as the amount; the destination is fixed to the
 * call's chain and currency, and the amount field becomes a read-only summary. An ERC-20 spend
 * needs its `approve` before the spending call, within `txs`.
 */
export interface WidgetCall {
  destinationChainId: number
  /** The currency the call is paid in on the destination (see `WidgetCurrency.address`). */
  destinationCurrency: string
  txs: WidgetCallTx[]
  /** What is paid for, shown as "Pay for <label>", e.g. `"Order #1024"`. */
  label?: string | undefined
}

/** `light`, `dark`, or custom properties laid over the light preset, e.g. `{ '--ferry-accent': '#0a7' }`. */
export type WidgetTheme = 'light' | 'dark' | Partial<Record<`--ferry-${string}`, string>>

export interface BridgeWidgetProps {
  /**
   * The chains offered. Default: every chain of the service's `GET /chains` the widget can use
   * (EVM chains and the venue). Given, only these (by id), each laid over the service's entry of
   * the same id: your fields win (`name`, `logoURI`, `explorerUrl`…), the service's fill in the
   * rest. Without both `chains` and `currencies` the widget waits for the service's list (an
   * outline of the form meanwhile, the reason and a Retry if it fails).
   */
  chains?: WidgetChain[] | undefined
  /**
   * The currencies offered. Default: those the service lists as bridged on the offered chains
   * (each chain's gas currency and its `erc20Currencies` with `supportsBridging`). Given, only
   * these (by chain and address), laid over the service's entries like `chains`; without
   * `chains`, the chains offered are the service's that carry one of them, and the venue. Perps
   * USDC and the venue's spot tokens are always offered on the venue (1337).
   */
  currencies?: WidgetCurrency[] | undefined
  /**
   * The picker's tokens. Without `currencies`, the picker searches the service's whole list (its
   * currencies route) on the offered chains, shows its popular tokens and the user's recent picks;
   * with `currencies`, it offers those only. Either way `tokens` pins, hides or adds tokens, and can
   * turn import by address off.
   */
  tokens?: WidgetTokenOptions | undefined
  /**
   * Where the service is. Used only without a `FerryProvider` above the widget (with one above,
   * the widget uses it). `client` wins over `serviceUrl`.
   */
  serviceUrl?: string | undefined
  venueApiUrl?: string | undefined
  /**
   * The protocol's signature names, with `serviceUrl`: `'spec'` (default) or `'live'` (the live
   * service's), or a `ProtocolProfile`. A `client` or a `FerryProvider` above carries its own.
   */
  profile?: ProfileOption | undefined
  client?: FerryClient | undefined
  /** Modes shown as tabs, in this order. Default all three. */
  modes?: WidgetMode[] | undefined
  defaultMode?: WidgetMode | undefined
  /** Any of the fields; one left `undefined` counts as not given. */
  defaults?: { [K in keyof WidgetDefaults]?: WidgetDefaults[K] | undefined } | undefined
  locks?: WidgetLocks | undefined
  appFees?: AppFee[] | undefined
  referrer?: string | undefined
  /**
   * A cross-chain call to pay for. When set, the widget shows only the bridge mode, the user picks
   * the origin only, and the review says the calls run on the destination.
   */
  call?: WidgetCall | undefined
  theme?: WidgetTheme | undefined
  /**
   * Any string, by the view that shows it, over the English defaults: `{ review: { confirm: 'Go' },
   * errors: { USER_REJECTED: 'Declined' } }`. Records (`form.modes`, `errors`…) merge key by key.
   */
  labels?: WidgetLabelOverrides | undefined
  /**
   * The language, a BCP 47 tag: en, es, pt-BR, fr, de, it, tr, ru, uk, zh-CN, ja, ko, vi, id, ar
   * (`pt` reads `pt-BR`, `zh-TW` reads `zh-CN`). Default: the browser's first language the widget
   * ships, else English. English is in the first load; another locale is fetched when chosen, and
   * until it arrives the widget shows the language it showed before (English at first), then
   * switches whole. `labels` still win over the locale's strings, key by key. Arabic lays the
   * widget out right to left.
   */
  locale?: string | undefined
  /** Called by the main button while no wallet is connected: open your connect modal here. */
  onConnectWallet?: (() => void) | undefined
  onEvent?: ((event: WidgetEvent) => void) | undefined
  /**
   * Where a user gets help with a transfer: History's transfer details show "Get help", a link to
   * this page (opened in a new tab). A function of the transfer's request id, or a URL in which
   * `{requestId}` is replaced by it: `'https://help.example/ticket?request={requestId}'`.
   */
  supportUrl?: string | ((requestId: string) => string) | undefined
  /**
   * Called with the transfer's request id when the user presses "Get help" in History's transfer
   * details: open your own support chat here. With `supportUrl` too, the link opens and this is
   * called; alone, "Get help" is a button that calls it. Without either, no "Get help" shows.
   */
  onSupport?: ((requestId: string) => void) | undefined
  /**
   * Told when `onEvent` throws or rejects (and, when the widget mounts its own `FerryProvider`,
   * whatever that provider's `onCallbackError` is told). The run goes on to its end: a bug in a
   * handler never stops or fails a transfer. Default: the `FerryProvider`'s, else `console.error`.
   */
  onCallbackError?: OnCallbackError | undefined
  /**
   * Send an approval and its deposit as one wallet prompt where the wallet can (EIP-5792 atomic
   * batch: smart accounts, EIP-7702): the review then says "in one confirmation", the timeline
   * and the events show the batch once. Default `true`; `false` asks for each transaction on
   * its own, as with a wallet that cannot batch.
   */
  batch?: boolean | undefined
  /** The `FerryProvider` namespace when the widget mounts its own; give two widgets on one page their own. */
  namespace?: string | undefined
  className?: string | undefined
}
