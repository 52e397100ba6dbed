import type { Messages } from '../englishMessages'

/**
 * A few German messages for the widget's tests, independent of the real messages/de.ts: the form's
 * first strings, a function label, a plural and a key of a lazily loaded group (the review).
 */
export const deMessages: Messages = {
  'button.connectWallet': 'Wallet verbinden',
  'button.enterAmount': 'Betrag eingeben',
  'button.review': 'Prüfen',
  'form.pay': 'Sie zahlen',
  'form.receive': 'Sie erhalten',
  'form.amountInput': '{pay, select, true {Zu zahlender Betrag in {symbol}} other {Zu erhaltender Betrag in {symbol}}}',
  'form.balance': 'Guthaben: {amount} {symbol}',
  'review.title': 'Überweisung prüfen',
  'review.confirm': 'Bestätigen',
  'prompts.title': '{count, plural, =1 {Ihre Wallet fragt einmal} other {Ihre Wallet fragt #-mal}}',
}
