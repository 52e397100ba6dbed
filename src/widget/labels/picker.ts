/** The currency picker: its trigger and its dialog. `side` is `common.from` or `common.to`. */
export interface PickerLabels {
  trigger: (side: string, symbol: string, chain: string) => string
  triggerEmpty: (side: string) => string
  /** The trigger's text before a token is chosen. */
  placeholder: string
  titleOrigin: string
  titleDestination: string
  chains: string
  search: string
  tokens: string
  noResults: string
  close: string
  balance: (amount: string) => string
  /** The chain filter's first choice. */
  allChains: string
  /** The chain list's own search. */
  searchChains: string
  /** The phone's button that opens the chain list, naming the chain filtered by (or `allChains`). */
  chainFilter: (chain: string) => string
  /** Section names in a long chain list: pinned well-known chains, the user's recent ones, the rest. */
  popularChains: string
  recentChains: string
  otherChains: string
  noChains: string
  /** Leaves the phone's chain list for the tokens. */
  chainsBack: string
  popular: string
  recent: string
  /** While the service's search is on its way. */
  searching: string
  /** Beside a token the service lists as unverified, or one imported by address. */
  unverified: string
  /** The mark beside an unverified token once picked (the form's button, the review): opens its warning. */
  unverifiedMark: (symbol: string) => string
  /** A gas currency's place for an address. */
  native: string
  copyAddress: (symbol: string, chain: string) => string
  copied: string
  explorer: (symbol: string, chain: string) => string
  /** While a pasted address is read on chain. */
  importing: string
  importNone: string
  warningTitle: string
  warningBody: (symbol: string, name: string, chain: string) => string
  warningAccept: (symbol: string) => string
  warningBack: string
}

/** The keys the form reads (in its first load); the others (./en/pickerLater.ts) only the picker's dialog and its rows. */
export const pickerEagerKeys = ['trigger', 'triggerEmpty', 'placeholder', 'titleOrigin', 'titleDestination'] as const
export type PickerEagerKey = (typeof pickerEagerKeys)[number]
