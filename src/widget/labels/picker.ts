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
  popular: string
  recent: string
  /** While the service's search is on its way. */
  searching: string
  /** Beside a token the service lists as unverified, or one imported by address. */
  unverified: string
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

export const pickerLabels: PickerLabels = {
  trigger: (side, symbol, chain) => `${side}: ${symbol} on ${chain}`,
  triggerEmpty: (side) => `${side}: select a token`,
  placeholder: 'Select a token',
  titleOrigin: 'Select the token to send',
  titleDestination: 'Select the token to receive',
  chains: 'Chain',
  search: 'Search by name, symbol or address',
  tokens: 'Tokens',
  noResults: 'No token matches.',
  close: 'Close',
  balance: (amount) => `Balance ${amount}`,
  allChains: 'All chains',
  popular: 'Popular',
  recent: 'Recent',
  searching: 'Searching…',
  unverified: 'Unverified',
  native: 'Native',
  copyAddress: (symbol, chain) => `Copy the address of ${symbol} on ${chain}`,
  copied: 'Address copied',
  explorer: (symbol, chain) => `${symbol} on ${chain} on explorer`,
  importing: 'Looking for this token on chain…',
  importNone: 'No token at this address on these chains.',
  warningTitle: 'Unverified token',
  warningBody: (symbol, name, chain) =>
    `${symbol} (${name}) on ${chain} is not on the service's verified list. Anyone can create a token with any name and symbol, including copies of real ones. Check the address below before you trade it.`,
  warningAccept: (symbol) => `I understand, use ${symbol}`,
  warningBack: 'Back',
}
