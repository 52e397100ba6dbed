import type { WidgetLabelOverrides } from '../../labels/widgetLabels'

/**
 * A few German labels for the widget's tests, independent of the real locales/de.ts: the form's
 * first strings, function labels, a plural and a key of a lazily loaded group (the review). Every
 * group is there, as in a compiled locale, so that a host's labels are laid over each.
 */
export const deLabels: WidgetLabelOverrides = {
  common: {},
  form: {
    pay: 'Sie zahlen',
    receive: 'Sie erhalten',
    amountInput: (pay, symbol) => (pay ? `Zu zahlender Betrag in ${symbol}` : `Zu erhaltender Betrag in ${symbol}`),
    balance: (amount, symbol) => `Guthaben: ${amount} ${symbol}`,
  },
  button: { connectWallet: 'Wallet verbinden', enterAmount: 'Betrag eingeben', review: 'Prüfen' },
  picker: {},
  recipient: {},
  settings: {},
  quote: {},
  review: { title: 'Überweisung prüfen', confirm: 'Bestätigen' },
  prompts: { title: (count) => (count === 1 ? 'Ihre Wallet fragt einmal' : `Ihre Wallet fragt ${count}-mal`) },
  progress: {},
  outcome: {},
  history: {},
  catalog: {},
  errors: {},
}
