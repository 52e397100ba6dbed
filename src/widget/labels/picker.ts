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
}
