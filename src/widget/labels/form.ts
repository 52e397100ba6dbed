import type { WidgetMode } from '../mode'

/** The form: its mode tabs, the pay and receive cards, a cross-chain call's summary, the withdrawal's note. */
export interface FormLabels {
  /** The mode tabs' accessible name. */
  modesLabel: string
  modes: Record<WidgetMode, string>
  historyTab: string
  /** The History tab's name while transfers run: `History, 1 running` (its badge shows the count). */
  historyTabRunning: (count: number) => string
  flip: string
  /** The two cards' titles; typing into the receive card asks for that exact amount out. */
  pay: string
  receive: string
  amountInput: (pay: boolean, symbol: string) => string
  max: string
  maxHint: string
  /** The group of amount shortcuts under the pay card (25 %, 50 %, Max). */
  shortcuts: string
  /** A share of the balance, on its shortcut: `25%`. */
  share: (percent: number) => string
  shareHint: (percent: number) => string
  /** The pay card's USD mode: its toggle (`aria-pressed`), the field's name in it, and the token amount under it. */
  usdMode: string
  usdModeHint: string
  amountInputUsd: string
  usdEquivalent: (amount: string, symbol: string) => string
  /** A pasted 0x address, refused by the amount field. */
  errorAddress: string
  /** A paste refused by the amount field rather than read as another number: hex (`0x12`), letters within the number (`12abc`), an exponent past any amount (`1e999`). */
  errorHex: string
  errorLetters: string
  errorRange: string
  balance: (amount: string, symbol: string) => string
  /** The balance under the pay card on the venue: what can leave it now. */
  withdrawable: (amount: string, symbol: string) => string
  errorFormat: string
  errorDecimals: (symbol: string, decimals: number) => string
  /** The card whose amount comes from the quote, while it is being fetched. */
  quoting: string
  /** A cross-chain call's read-only summary, in place of the receive card. */
  callPayFor: (label: string) => string
  callDefaultLabel: string
  callCost: (amount: string, symbol: string, chain: string) => string
  callLocked: string
  withdrawExplain: string
}
