import { executionLabels, type ExecutionLabels } from './execution/labels'
import { catalogLabels, type CatalogLabels } from './form/catalogLabels'
import type { WidgetMode } from './mode'

/**
 * Every user-facing string of the form, pickers, settings, main button and layout. Plain strings,
 * or functions where a value is interpolated, so a translation can reorder words.
 */
export interface FormLabels {
  widgetTitle: string
  modesLabel: string
  modes: Record<WidgetMode, string>
  historyTab: string

  originSide: string
  destinationSide: string
  flip: string

  pickerTrigger: (side: string, symbol: string, chain: string) => string
  pickerTriggerEmpty: (side: string) => string
  pickerTitleOrigin: string
  pickerTitleDestination: string
  pickerChains: string
  pickerSearch: string
  pickerTokens: string
  pickerNoResults: string
  pickerClose: string
  pickerBalance: (amount: string) => string

  /** The two cards' titles; typing into the receive card asks for that exact amount out. */
  amountPay: string
  amountReceive: string
  amountInput: (pay: boolean, symbol: string) => string
  amountMax: string
  amountMaxHint: string
  amountBalance: (amount: string, symbol: string) => string
  amountErrorFormat: string
  amountErrorDecimals: (symbol: string, decimals: number) => string
  /** The card whose amount comes from the quote, while it is being fetched. */
  amountQuoting: string

  /** The quote's one-line summary, a button that shows the breakdown (`aria-expanded`). */
  quoteDetails: string
  /** Holds the summary line's place before there is anything to quote. */
  quoteEmptyHint: string
  /** The fees' total in USD, on the summary line. */
  quoteCost: (usd: string) => string
  totalFees: string
  priceImpact: string
  slippageRow: string
  slippageAuto: string

  /** A cross-chain call's read-only summary, in place of the amount field. */
  callPayFor: (label: string) => string
  callDefaultLabel: string
  callCost: (amount: string, symbol: string, chain: string) => string
  callLocked: string

  settings: string
  /** The settings button while a setting there needs fixing. */
  settingsNeedFix: string
  settingsTitle: string
  slippage: string
  slippageCustom: string
  slippageInvalid: string
  /** Opens the recipient field on the form (`aria-expanded`); closing it sends to the account again. */
  recipientToggle: string
  recipientAddress: string
  venueAccount: string
  recipientInvalid: string
  recipientOther: string
  recipientUseMine: string
  topupGas: string
  topupGasHint: string
  topupGasUsd: string
  topupGasInvalid: string

  /** The balance under the pay card on the venue: what can leave it now. */
  withdrawable: (amount: string, symbol: string) => string
  withdrawExplain: string

  connectWallet: string
  switchNetwork: (chain: string) => string
  selectToken: string
  enterAmount: string
  checkAmount: string
  checkRecipient: string
  checkSlippage: string
  checkDetails: string
  insufficientBalance: (symbol: string) => string
  fetchingQuote: string
  /** The service refused the quote (a 4xx) with no `errorCode` of `quoteErrorCodes`; its message shows under the form. */
  noRoute: string
  review: string
  busySign: string
  busyConfirm: string
  busySubmitting: string
  busyConfirming: string
  busyPolling: string
}

export type WidgetLabels = FormLabels & ExecutionLabels & CatalogLabels

export const formLabels: FormLabels = {
  widgetTitle: 'Transfer',
  modesLabel: 'Transfer type',
  modes: { bridge: 'Bridge', 'venue-deposit': 'Deposit', 'venue-withdraw': 'Withdraw' },
  historyTab: 'History',

  originSide: 'From',
  destinationSide: 'To',
  flip: 'Switch direction',

  pickerTrigger: (side, symbol, chain) => `${side}: ${symbol} on ${chain}`,
  pickerTriggerEmpty: (side) => `${side}: select a token`,
  pickerTitleOrigin: 'Select the token to send',
  pickerTitleDestination: 'Select the token to receive',
  pickerChains: 'Chain',
  pickerSearch: 'Search by name, symbol or address',
  pickerTokens: 'Tokens',
  pickerNoResults: 'No token matches.',
  pickerClose: 'Close',
  pickerBalance: (amount) => `Balance ${amount}`,

  amountPay: 'You pay',
  amountReceive: 'You receive',
  amountInput: (pay, symbol) => (pay ? `Amount to pay in ${symbol}` : `Amount to receive in ${symbol}`),
  amountMax: 'Max',
  amountMaxHint: 'Use the whole balance, keeping some for network fees',
  amountBalance: (amount, symbol) => `Balance: ${amount} ${symbol}`,
  amountErrorFormat: 'Enter a number, like 12.5.',
  amountErrorDecimals: (symbol, decimals) => `${symbol} has at most ${decimals} decimals.`,
  amountQuoting: 'Getting the quoted amount…',

  quoteDetails: 'Quote details',
  quoteEmptyHint: 'Enter an amount to get a quote.',
  quoteCost: (usd) => `${usd} fees`,
  totalFees: 'Total fees',
  priceImpact: 'Price impact',
  slippageRow: 'Max. slippage',
  slippageAuto: 'Auto',

  callPayFor: (label) => `Pay for ${label}`,
  callDefaultLabel: 'this purchase',
  callCost: (amount, symbol, chain) => `${amount} ${symbol} on ${chain}`,
  callLocked: 'Set by the app: you choose what to pay with.',

  settings: 'Settings',
  settingsNeedFix: 'Settings: the slippage needs fixing',
  settingsTitle: 'Transfer settings',
  slippage: 'Slippage tolerance',
  slippageCustom: 'Custom slippage in percent',
  slippageInvalid: 'Enter a percentage from 0 to 50, with at most 2 decimals.',
  recipientToggle: 'Send to another address',
  recipientAddress: 'Recipient address',
  venueAccount: 'Venue account',
  recipientInvalid: 'Not a valid address.',
  recipientOther: 'This is not your connected account. Check it: funds sent to a wrong address cannot be recovered.',
  recipientUseMine: 'Use my account',
  topupGas: 'Gas top-up on arrival',
  topupGasHint: 'Adds some of the destination chain’s gas currency to what the recipient receives.',
  topupGasUsd: 'Top-up amount in USD',
  topupGasInvalid: 'Enter a USD amount, like 2.',

  withdrawable: (amount, symbol) => `Withdrawable: ${amount} ${symbol}`,
  withdrawExplain:
    'A withdrawal asks your wallet for two signatures and no gas: the first authorizes the withdrawal with the service, the second signs the transfer on the venue.',

  connectWallet: 'Connect wallet',
  switchNetwork: (chain) => `Switch to ${chain}`,
  selectToken: 'Select a token',
  enterAmount: 'Enter an amount',
  checkAmount: 'Check the amount',
  checkRecipient: 'Check the recipient',
  checkSlippage: 'Fix the slippage in settings',
  checkDetails: 'Check the transfer details',
  insufficientBalance: (symbol) => `Insufficient ${symbol} balance`,
  fetchingQuote: 'Getting a quote…',
  noRoute: 'No route',
  review: 'Review',
  busySign: 'Sign in your wallet…',
  busyConfirm: 'Confirm in your wallet…',
  busySubmitting: 'Sending…',
  busyConfirming: 'Waiting for confirmation…',
  busyPolling: 'Transfer in progress…',
}

/** The widget's English strings: the form's, the execution views' and the catalog's. */
export const defaultLabels: WidgetLabels = { ...executionLabels, ...formLabels, ...catalogLabels }

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** `defaultLabels` with the host's overrides; records (`modes`, `phase`, `errorCodes`…) merge key by key. */
export function mergeLabels(overrides: Partial<WidgetLabels> | undefined): WidgetLabels {
  if (!overrides) return defaultLabels
  const merged: Record<string, unknown> = { ...defaultLabels }
  for (const [key, value] of Object.entries(overrides)) {
    if (value === undefined) continue
    const base = merged[key]
    merged[key] = isPlainObject(base) && isPlainObject(value) ? { ...base, ...value } : value
  }
  return merged as unknown as WidgetLabels
}
