import type { WidgetLabels } from '../labels/widgetLabels'
import { ageOf } from '../display/time'
import type { IcuValues } from './icu'

/** A message with its values, in the locale it is compiled for. */
export type Format = (values: IcuValues) => string

type Group = keyof WidgetLabels
type FunctionKeyOf<G extends Group> = {
  [K in keyof WidgetLabels[G]]-?: NonNullable<WidgetLabels[G][K]> extends (...args: never[]) => string ? `${G}.${K & string}` : never
}[keyof WidgetLabels[G]]
/** The flattened key of every label that is a function (`prompts.approveDetail`). */
export type FunctionKey = { [G in Group]: FunctionKeyOf<G> }[Group]
type LabelAt<Key> = Key extends `${infer G extends Group}.${infer K}` ? (K extends keyof WidgetLabels[G] ? WidgetLabels[G][K] : never) : never

/** How a function label is made from its message: the names its arguments take in the message, in order. */
export interface Signature<Label> {
  params: readonly string[]
  build: (format: Format, locale: string) => Label
}

/** Each argument under its parameter's name, as it is. */
const named = (...params: string[]): Signature<(...args: (string | number)[]) => string> => ({
  params,
  build: (format) => (...args) => format(Object.fromEntries(params.map((param, index) => [param, args[index] ?? '']))),
})

/** `params`, the last one optional: absent (or empty), the message gets `has<Name>` `no`, else `yes`. */
const withOptional = (...params: string[]): Signature<(...args: (string | number | undefined)[]) => string> => {
  const last = params.at(-1)!
  const flag = `has${last.charAt(0).toUpperCase()}${last.slice(1)}`
  return {
    params,
    build: (format) => (...args) =>
      format({ ...Object.fromEntries(params.map((param, index) => [param, args[index] ?? ''])), [flag]: args[params.length - 1] ? 'yes' : 'no' }),
  }
}

/**
 * Titles joined two by two: the sentence so far as `first`, the next title as `next` (and for a
 * list, `position`: `last` for the final pair). It starts with a capital; later titles with a small
 * letter, as in the middle of a sentence, but in German, where a noun keeps its capital.
 */
const ACRONYM_FIRST = /^\p{Lu}{2}/u

const joined = (withPosition: boolean): Signature<(titles: string[]) => string> => ({
  params: ['titles'],
  build: (format, locale) => (titles) => {
    const keepCase = locale === 'de'
    let text = titles[0] ?? ''
    for (let index = 1; index < titles.length; index++) {
      const title = titles[index]!
      // A title that starts with a symbol or an acronym (`USDC onayla`) keeps it as written.
      const next = keepCase || ACRONYM_FIRST.test(title) ? title : title.charAt(0).toLocaleLowerCase(locale) + title.slice(1)
      text = format(withPosition ? { first: text, next, position: index === titles.length - 1 ? 'last' : 'other' } : { first: text, next })
    }
    return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1)
  },
})

/** How long ago, from whole seconds: `unit` (`now`, `minute`, `hour`, `day`) and `count` in it. */
const timeAgo: Signature<(seconds: number) => string> = {
  params: ['seconds'],
  build: (format) => (seconds) => {
    const { unit, count } = ageOf(seconds)
    return format({ unit, count })
  },
}

/** A duration ahead: `unit` `second` under a minute, else `minute`, and `count` in it. */
const estimate: Signature<(seconds: number) => string> = {
  params: ['seconds'],
  build: (format) => (seconds) => format(seconds < 60 ? { unit: 'second', count: seconds } : { unit: 'minute', count: Math.round(seconds / 60) }),
}

/** `true` or `false`, for a select. */
const flagged = (...params: string[]): Signature<(...args: (string | number | boolean)[]) => string> => ({
  params,
  build: (format) => (...args) => format(Object.fromEntries(params.map((param, index) => [param, String(args[index])]))),
})

/**
 * Every function label's signature, by its flattened key: a label added to `WidgetLabels` as a
 * function does not compile until it has one here.
 */
export const signatures: { [Key in FunctionKey]: Signature<LabelAt<Key>> } = {
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
  'form.callPayFor': named('label'),
  'form.callCost': named('amount', 'symbol', 'chain'),
  'button.switchNetwork': named('chain'),
  'button.insufficientBalance': named('symbol'),
  'picker.trigger': named('side', 'symbol', 'chain'),
  'picker.triggerEmpty': named('side'),
  'picker.balance': named('amount'),
  'picker.copyAddress': named('symbol', 'chain'),
  'picker.explorer': named('symbol', 'chain'),
  'picker.warningBody': named('symbol', 'name', 'chain'),
  'picker.warningAccept': named('symbol'),
  'recipient.resolving': named('name'),
  'recipient.notFound': named('name'),
  'recipient.lookupFailed': named('name'),
  'settings.slippageHigh': named('percent'),
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
  'prompts.title': named('count'),
  'prompts.sequence': joined(false),
  'prompts.approve': named('symbol'),
  'prompts.approveDetail': named('amount', 'spender', 'chain'),
  'prompts.approveUnlimited': named('symbol'),
  'prompts.depositDetail': named('amount', 'chain'),
  'prompts.transactionDetail': named('chain'),
  'prompts.venueTransferDetail': named('amount', 'destination'),
  'prompts.factMessageValue': withOptional('primaryType', 'domainName'),
  'prompts.batch': joined(true),
  'prompts.batchDetail': named('count', 'chain'),
  'prompts.oneConfirmation': named('title'),
  'progress.statusSending': named('symbol', 'chain'),
  'progress.statusConfirming': named('chain'),
  'progress.deliveryTitle': named('amount', 'chain'),
  'progress.elapsed': named('time'),
  'progress.remaining': named('time'),
  'outcome.failureAwaitingRefund': named('amount'),
  'history.clearPrompt': named('count'),
  'history.route': named('from', 'to'),
  'history.refunded': named('amount'),
  'history.refunding': named('amount'),
  'history.routeBack': named('from', 'back'),
  'history.timeAgo': timeAgo,
}
