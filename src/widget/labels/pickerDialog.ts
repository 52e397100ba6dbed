import type { PickerEagerKey, PickerLabels } from './picker'

/** The picker's dialog and its rows: registered when they load (../lazyLabels), out of the form's first load. */
export const pickerDialogLabels: Omit<PickerLabels, PickerEagerKey> = {
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
