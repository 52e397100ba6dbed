// What the screens script touches and how it shoots: the widget's elements by role and name, the
// sizes, themes and languages, and the amounts it types.

// Every element the script touches, by role and accessible name (the widget's default labels):
// the one place to change when the UI's words change.
export const UI = {
  connect: { role: 'button', name: 'Connect wallet' },
  fromPicker: { role: 'button', name: /^From: / },
  pickerDialog: { role: 'dialog', name: 'Select the token to send' },
  pickerSearch: { role: 'combobox', name: 'Search by name, symbol or address' },
  pickerWarning: { role: 'region', name: 'Unverified token' },
  amount: (symbol) => ({ role: 'textbox', name: `Amount to pay in ${symbol}` }),
  receiveAmount: (symbol) => ({ role: 'textbox', name: `Amount to receive in ${symbol}` }),
  recipientToggle: { role: 'button', name: 'Send to another address' },
  recipient: { role: 'textbox', name: 'Recipient address' },
  /** The main button in any of its states. */
  mainButton: {
    role: 'button',
    name: /^(Connect wallet|Switch to |Select a token|Enter an amount|Check |Fix the |Insufficient |Getting a quote|No route|Amount too low|Service unavailable|Could not get a quote|Review|Sign in|Confirm in|Sending|Waiting for|Transfer in progress)/,
  },
  quoting: /^Getting a quote/,
  quoteError: /^(Amount too low|No route|Service unavailable|Could not get a quote)/,
  review: { role: 'button', name: 'Review' },
  /** The quote area, and its details expander: a collapsed button there (none while every row shows at once). */
  quoteArea: { role: 'region', name: 'Quote' },
  details: { role: 'button', expanded: false },
  reviewDialog: { role: 'dialog', name: 'Review transfer' },
  confirm: { role: 'button', name: 'Confirm' },
  /** Progress, by the words the run shows at each stage. */
  waitingForWallet: /Waiting for your wallet/,
  confirming: /Confirming/,
  filling: /Processing the transfer|Sending .+ on /,
  outcome: { success: 'Transfer complete', refund: 'Transfer refunded', failure: 'Transfer failed' },
  declinedNotice: 'You declined in your wallet. Nothing was sent: confirm to try again.',
  priceUpdated: /^Price updated: /,
  newTransfer: { role: 'button', name: 'New transfer' },
  historyTab: { role: 'tab', name: 'History' },
  bridgeTab: { role: 'tab', name: 'Bridge' },
  depositTab: { role: 'tab', name: 'Deposit' },
  withdrawTab: { role: 'tab', name: 'Withdraw' },
  themeSwitch: { role: 'checkbox', name: 'Dark theme' },
  catalogLoading: { role: 'button', name: 'Loading chains and tokens…' },
  catalogError: { role: 'button', name: 'Retry' },
  useMinimum: { role: 'button', name: 'Use minimum' },
  usdToggle: { role: 'button', name: 'Type the amount in US dollars' },
  usdAmount: { role: 'textbox', name: 'Amount to pay in US dollars' },
  settings: { role: 'button', name: 'Settings' },
  customSlippage: { role: 'textbox', name: 'Custom slippage in percent' },
  autoSlippage: { role: 'radio', name: /^Auto/ },
  acknowledgeSlippage: { role: 'checkbox', name: /^I accept/ },
  signingDetails: 'Details',
  /** A batching wallet's review and timeline. */
  batchSummary: 'Your wallet will ask once',
  batchEntry: 'Approve USDC and deposit',
}

export const PHONE = { width: 360, height: 780 }
export const SIZES = [{ width: 1280, height: 900 }, PHONE]
export const THEMES = ['light', 'dark']
/** Every state again at 360 px (light) in these, besides English: `<state>-360-light-<locale>.png`. */
export const LOCALES = ['de', 'ar']
export const AMOUNT = '0.01'
export const TOO_LOW = '0.000001'
export const OUTCOME_MS = 45_000
export const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
