import { outcomeOf, type ExecutionState } from '../../react/index'
import { itemRecords, type FerryError } from '../../core/index'
import type { ParsedAmount } from '../form/amount'
import type { RecipientCheck } from '../form/request'
import type { WidgetLabels } from '../labels/widgetLabels'
import { quoteErrorLabel } from '../quote/quoteError'

export type MainAction = 'connect' | 'switch' | 'review' | 'none'

export interface MainButtonState {
  label: string
  action: MainAction
  disabled: boolean
  /**
   * Why nothing is quoted, for the quote area's line in place of a quote: the same problem the
   * button names (or would, once the wallet is connected and on the origin's network).
   */
  hint?: string | undefined
}

/** What the main button reads: the wallet, the form, the balance, the quote and the execution. */
export interface MainButtonInput {
  isExecuting: boolean
  execution: ExecutionState
  connected: boolean
  canConnect: boolean
  /** The wallet's chain, and the origin's when it is a wallet network (not the venue). */
  walletChainId: number | undefined
  originWalletChainId: number | undefined
  originChainName: string
  hasCurrencies: boolean
  /** The same token on both sides: nothing to transfer. */
  sameToken: boolean
  amount: ParsedAmount
  recipient: RecipientCheck
  /** The custom slippage typed is not accepted (it is kept, with its error, in the settings). */
  slippageInvalid: boolean
  topupGasInvalid: boolean
  /** What the transfer takes from the origin balance, when known (the amount typed, or the quote's input). */
  required: bigint | undefined
  balance: bigint | undefined
  originSymbol: string
  /** `error`: the last quote error (`useQuote().lastError`, which outlasts a retry in flight). */
  quote: { inputStatus: 'empty' | 'invalid' | 'valid'; hasQuote: boolean; isCurrent: boolean; error: FerryError | null }
}

/**
 * The one next thing to do, in order: while executing, what the wallet is waiting for; connect;
 * switch network; fix the form (pick tokens, two different ones, an amount; fix the recipient,
 * slippage or top-up); insufficient balance; why there is no quote, in a few words (the service's
 * detail shows under the form, not here); wait for the quote; review. A problem of the form is also
 * the quote area's `hint`, so the line and the button never tell two stories.
 */
export function resolveMainButton(input: MainButtonInput, labels: WidgetLabels): MainButtonState {
  const { button } = labels
  if (input.isExecuting) return idle(busyLabel(input.execution, button))
  const problem = formProblem(input, button)
  // "Enter an amount" reads as a whole sentence under the form.
  const hint = problem === button.enterAmount ? labels.quote.emptyHint : problem
  const next = nextAction(input, button, problem)
  return next ? { ...next, hint } : quoteState(input, labels)
}

/** What the form lacks or has wrong, as the button says it; `undefined` when it can be quoted. */
function formProblem(input: MainButtonInput, button: WidgetLabels['button']): string | undefined {
  if (!input.hasCurrencies) return button.selectToken
  if (input.sameToken) return button.sameToken
  if (input.amount.kind === 'empty') return button.enterAmount
  if (input.amount.kind === 'invalid') return button.checkAmount
  if (input.recipient.kind === 'invalid') return button.checkRecipient
  if (input.slippageInvalid) return button.checkSlippage
  if (input.topupGasInvalid || input.quote.inputStatus === 'invalid') return button.checkDetails
  return undefined
}

function nextAction(input: MainButtonInput, button: WidgetLabels['button'], problem: string | undefined): MainButtonState | undefined {
  if (!input.connected) return { label: button.connectWallet, action: 'connect', disabled: !input.canConnect }
  if (input.originWalletChainId !== undefined && input.walletChainId !== input.originWalletChainId) {
    return { label: button.switchNetwork(input.originChainName), action: 'switch', disabled: false }
  }
  return problem === undefined ? undefined : idle(problem)
}

function quoteState(input: MainButtonInput, labels: WidgetLabels): MainButtonState {
  const { button } = labels
  if (input.required !== undefined && input.balance !== undefined && input.required > input.balance) {
    return idle(button.insufficientBalance(input.originSymbol))
  }
  const { error } = input.quote
  if (error && !input.quote.isCurrent) return idle(quoteErrorLabel(error, labels))
  if (!input.quote.hasQuote || !input.quote.isCurrent) return idle(button.fetchingQuote)
  return { label: button.review, action: 'review', disabled: false }
}

const idle = (label: string): MainButtonState => ({ label, action: 'none', disabled: true })

function busyLabel(state: ExecutionState, labels: WidgetLabels['button']): string {
  // A failed fill still runs until its refund: never called "in progress".
  if (outcomeOf(state) === 'failed') return labels.busyRefunding
  switch (state.phase) {
    // Claimed, not started: a quote older than a few seconds is fetched again first.
    case 'idle':
      return labels.fetchingQuote
    case 'awaiting-wallet': {
      const waiting = state.quote && itemRecords(state.quote).find((item) => item.status === 'waiting-for-wallet')
      return waiting?.kind === 'transaction' || waiting?.kind === undefined ? labels.busyConfirm : labels.busySign
    }
    case 'submitting':
      return labels.busySubmitting
    case 'confirming':
      return labels.busyConfirming
    default:
      return labels.busyPolling
  }
}
