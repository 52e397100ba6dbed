import type { WidgetLabels } from '../labels/widgetLabels'

type Group = keyof WidgetLabels
type FunctionKeyOf<G extends Group> = {
  [K in keyof WidgetLabels[G]]-?: NonNullable<WidgetLabels[G][K]> extends (...args: never[]) => string ? `${G}.${K & string}` : never
}[keyof WidgetLabels[G]]
/** The flattened key of every label that is a function (`prompts.approveDetail`). */
export type FunctionKey = { [G in Group]: FunctionKeyOf<G> }[Group]

/**
 * How a function label's arguments reach its message (scripts/compile-messages.mjs compiles each
 * message into a function of this shape):
 * - `named`: each argument under its parameter's name, as it is.
 * - `optional`: the same, the last one optional: absent (or empty), the message gets `has<Name>` `no`, else `yes`.
 * - `flagged`: booleans, for a select of `true` / `false`.
 * - `list`: titles joined two by two, the sentence so far as `first`, the next title as `next` (and
 *   with `position`, `last` for the final pair); see `joinTitles` (./format).
 * - `age`: how long ago, from whole seconds, as `unit` (`now`, `minute`, `hour`, `day`) and `count` in it.
 * - `estimate`: a duration ahead, as `unit` (`second` under a minute, else `minute`) and `count` in it.
 */
export type Signature =
  | { kind: 'named' | 'optional' | 'flagged'; params: readonly string[] }
  | { kind: 'list'; position: boolean }
  | { kind: 'age' | 'estimate' }

const named = (...params: string[]): Signature => ({ kind: 'named', params })
const withOptional = (...params: string[]): Signature => ({ kind: 'optional', params })
const flagged = (...params: string[]): Signature => ({ kind: 'flagged', params })
const joined = (position: boolean): Signature => ({ kind: 'list', position })
const timeAgo: Signature = { kind: 'age' }
const estimate: Signature = { kind: 'estimate' }

/**
 * Every function label's signature, by its flattened key: a label added to `WidgetLabels` as a
 * function does not compile until it has one here. Read at build time only (no browser code imports it).
 */
export const signatures: { [Key in FunctionKey]: Signature } = {
  'common.chainFallback': named('chainId'),
  'common.amountWithSymbol': named('amount', 'symbol'),
  'common.usdValue': named('usd'),
  'common.onChain': named('what', 'chain'),
  'common.viewTransaction': withOptional('shortHash', 'transaction'),
  'common.copyHash': named('shortHash'),
  'common.explorerLink': named('transaction'),
  'common.nthTransaction': named('transaction', 'n'),
  'form.amountInput': flagged('pay', 'symbol'),
  'form.share': named('percent'),
  'form.shareHint': named('percent'),
  'form.usdEquivalent': named('amount', 'symbol'),
  'form.balance': named('amount', 'symbol'),
  'form.withdrawable': named('amount', 'symbol'),
  'form.errorDecimals': named('symbol', 'decimals'),
  'form.historyTabRunning': named('count'),
  'form.callPayFor': named('label'),
  'form.callCost': named('amount', 'symbol', 'chain'),
  'button.switchNetwork': named('chain'),
  'button.insufficientBalance': named('symbol'),
  'picker.trigger': named('side', 'symbol', 'chain'),
  'picker.triggerEmpty': named('side'),
  'picker.balance': named('amount'),
  'picker.chainFilter': named('chain'),
  'picker.copyAddress': named('symbol', 'chain'),
  'picker.explorer': named('symbol', 'chain'),
  'picker.warningBody': named('symbol', 'name', 'chain'),
  'picker.warningAccept': named('symbol'),
  'picker.unverifiedMark': named('symbol'),
  'recipient.resolving': named('name'),
  'recipient.notFound': named('name'),
  'recipient.lookupFailed': named('name'),
  'recipient.invalidLength': named('count'),
  'settings.slippageHigh': named('percent'),
  'settings.slippageVeryHigh': named('percent'),
  'settings.openCustom': named('slippage'),
  'settings.gaslessOffer': named('native', 'symbol'),
  'settings.gaslessOfferDetail': named('symbol'),
  'quote.age': named('seconds'),
  'quote.cost': named('usd'),
  'quote.rateValue': named('inSymbol', 'rate', 'outSymbol'),
  'quote.timeEstimateValue': estimate,
  'quote.rebate': named('amount'),
  'quote.highFeeWarning': named('percent'),
  'quote.limitDetail': withOptional('kind', 'amount', 'symbol', 'usd'),
  'quote.useLimit': named('kind'),
  'review.slippageAcknowledge': named('percent'),
  'review.callNote': named('count', 'chain'),
  'review.priceUpdated': named('side', 'amount', 'previous'),
  'review.venueDepositSummary': named('amount', 'account'),
  'review.venueWithdrawSummary': named('amount', 'recipient', 'chain'),
  'prompts.title': named('count'),
  'prompts.sequence': joined(false),
  'prompts.approve': named('symbol'),
  'prompts.approveDetail': named('amount', 'spender', 'chain'),
  'prompts.approveUnlimited': named('symbol'),
  'prompts.depositDetail': named('amount', 'chain'),
  'prompts.venueDepositDetail': named('amount', 'chain'),
  'prompts.transactionDetail': named('chain'),
  'prompts.venueTransferDetail': named('amount', 'destination'),
  'prompts.factMessageValue': withOptional('primaryType', 'domainName'),
  'prompts.batch': joined(true),
  'prompts.batchDetail': named('count', 'chain'),
  'prompts.oneConfirmation': named('title'),
  'prompts.permit': named('symbol'),
  'prompts.permitDetail': named('amount', 'receiver', 'until'),
  'progress.statusSending': named('symbol', 'chain'),
  'progress.statusConfirming': named('chain'),
  'progress.deliveryTitle': named('amount', 'chain'),
  'progress.permitSubmitTitle': named('chain'),
  'progress.elapsed': named('time'),
  'progress.remaining': named('time'),
  'outcome.failureAwaitingRefund': named('amount'),
  'outcome.venueWithdrawTitle': named('chain'),
  'history.clearPrompt': named('count'),
  'history.route': named('from', 'to'),
  'history.refunded': named('amount'),
  'history.refunding': named('amount'),
  'history.routeBack': named('from', 'back'),
  'history.timeAgo': timeAgo,
}
