import { formatUnitsForPeople, parseDecimal } from '../display/number'
import type { RouteSide } from '../display/side'
import { amountForPeople, chainLabel, shortHash } from '../display/text'
import { timeOfDayIn } from '../display/time'
import type { WidgetLabels } from '../labels/widgetLabels'
import type { PromptUnit } from './promptUnits'
import type { WalletPrompt } from './walletPrompts'

/**
 * A wallet prompt in words: its title, what it does, the key fields in people's terms (amount,
 * spender, destination), and the signing internals (message type, nonce, request) kept for a
 * "Details" disclosure.
 */
export interface PromptText {
  title: string
  detail: string
  facts: PromptFact[]
  internals: PromptFact[]
}

export interface PromptFact {
  term: string
  value: string
}

export interface PromptTextContext {
  labels: WidgetLabels
  chainName?: ((chainId: number) => string | undefined) | undefined
  /** What the quote sends: names the approved token and the deposit's amount. */
  send?: RouteSide | undefined
  /** The quote credits the venue: its deposit goes to the user's venue account, not to "the other side". */
  toVenue?: boolean | undefined
  /** The widget's locale, which writes the amounts (`useWidgetLocale()`); English without one. */
  locale?: string | undefined
}

export function promptText(prompt: WalletPrompt, { labels, chainName, send, toVenue, locale }: PromptTextContext): PromptText {
  const { common, prompts: words } = labels
  const chain = (chainId: number) => chainLabel(chainId, common, chainName)
  switch (prompt.kind) {
    case 'approve': {
      const known = send && send.address.toLowerCase() === prompt.token.toLowerCase() ? send : undefined
      const symbol = known?.symbol ?? shortHash(prompt.token)
      const amount =
        prompt.amount === undefined
          ? words.approveUnlimited(symbol)
          : known
            ? amountForPeople({ amount: prompt.amount, decimals: known.decimals, symbol }, common, { locale })
            : common.amountWithSymbol(prompt.amount.toString(), symbol)
      const spender = shortHash(prompt.spender)
      return {
        title: words.approve(symbol),
        detail: words.approveDetail(amount, spender, chain(prompt.chainId)),
        facts: [
          { term: words.factAmount, value: amount },
          { term: words.factSpender, value: spender },
        ],
        internals: [],
      }
    }
    case 'deposit': {
      const detail = send ? (toVenue ? words.venueDepositDetail : words.depositDetail)(amountForPeople(send, common, { locale }), chain(prompt.chainId)) : words.transactionDetail(chain(prompt.chainId))
      return { title: words.deposit, detail, facts: [], internals: [] }
    }
    case 'transaction':
      return { title: words.transaction, detail: words.transactionDetail(chain(prompt.chainId)), facts: [], internals: [] }
    case 'authorize':
      return {
        title: words.authorize,
        detail: words.authorizeDetail,
        facts: [],
        internals: [
          { term: words.factMessage, value: words.factMessageValue(prompt.primaryType, prompt.domainName) },
          ...fact(words.factNonce, prompt.nonce),
          ...fact(words.factRequest, prompt.request && shortHash(prompt.request)),
          ...fact(words.factAccount, prompt.account && shortHash(prompt.account)),
        ],
      }
    case 'venue-transfer': {
      const amount = prompt.amount !== undefined ? venueAmountText(prompt.amount, prompt.symbol ?? send?.symbol ?? '', { labels, locale }) : undefined
      const destination = prompt.destination ? shortHash(prompt.destination) : undefined
      return {
        title: words.venueTransfer,
        detail: amount && destination ? words.venueTransferDetail(amount, destination) : words.signatureDetail,
        facts: [...fact(words.factAmount, amount), ...fact(words.factDestination, destination)],
        internals: [{ term: words.factMessage, value: words.factMessageValue(prompt.primaryType, undefined) }, ...fact(words.factNonce, prompt.nonce)],
      }
    }
    case 'permit': {
      const known = send && send.address.toLowerCase() === prompt.token.toLowerCase() ? send : undefined
      const symbol = known?.symbol ?? shortHash(prompt.token)
      const amount =
        prompt.amount === undefined ? symbol : known ? amountForPeople({ amount: prompt.amount, decimals: known.decimals, symbol }, common, { locale }) : common.amountWithSymbol(prompt.amount.toString(), symbol)
      const receiver = shortHash(prompt.receiver)
      const until = prompt.validBefore === undefined ? '' : timeOfDayIn(locale, Number(prompt.validBefore) * 1000)
      return {
        title: words.permit(symbol),
        detail: words.permitDetail(amount, receiver, until),
        facts: [{ term: words.factAmount, value: amount }, { term: words.factDestination, value: receiver }, ...fact(words.factValidUntil, until)],
        internals: [{ term: words.factMessage, value: words.factMessageValue(prompt.primaryType, prompt.domainName) }],
      }
    }
    case 'signature':
      return {
        title: words.signature,
        detail: words.signatureDetail,
        facts: [],
        internals: [{ term: words.factMessage, value: words.factMessageValue(prompt.primaryType, prompt.domainName) }],
      }
  }
}

/** A batch's calls as one title: `Approve USDC and deposit`. */
export function batchTitle(prompts: WalletPrompt[], context: PromptTextContext): string {
  return context.labels.prompts.batch(prompts.map((prompt) => promptText(prompt, context).title))
}

/**
 * What the wallet will ask, as one sentence: `Approve USDC, then deposit`; a batch says it is one
 * confirmation: `Approve USDC and deposit, in one confirmation`.
 */
export function promptSequenceText(units: PromptUnit[], context: PromptTextContext): string {
  const { prompts: words } = context.labels
  const titles = units.map((unit) => (unit.kind === 'single' ? promptText(unit.prompt, context).title : words.oneConfirmation(batchTitle(unit.prompts, context))))
  return words.sequence(titles)
}

function fact(term: string, value: string | undefined): PromptFact[] {
  return value ? [{ term, value }] : []
}

/** The venue's decimal amount (`25.000000`) through the shared formatter, exactly: `25 USDC`. */
function venueAmountText(amount: string, symbol: string, { labels, locale }: { labels: WidgetLabels; locale: string | undefined }): string {
  const digits = amount.split('.')[1]?.length ?? 0
  const value = parseDecimal(amount, digits)
  return labels.common.amountWithSymbol(value === undefined ? amount : formatUnitsForPeople(value, digits, { locale }), symbol)
}
