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
 * switch network; pick tokens; an amount; fix the recipient, slippage or top-up; insufficient balance; why
 * there is no quote, in a few words (the service's detail shows under the form, not here); wait
 * for the quote; review.
 */
export function resolveMainButton(input: MainButtonInput, labels: WidgetLabels): MainButtonState {
  const { button } = labels
  const idle = (label: string): MainButtonState => ({ label, action: 'none', disabled: true })
  if (input.isExecuting) return idle(busyLabel(input.execution, button))
  if (!input.connected) return { label: button.connectWallet, action: 'connect', disabled: !input.canConnect }
  if (input.originWalletChainId !== undefined && input.walletChainId !== input.originWalletChainId) {
    return { label: button.switchNetwork(input.originChainName), action: 'switch', disabled: false }
  }
  if (!input.hasCurrencies) return idle(button.selectToken)
  if (input.amount.kind === 'empty') return idle(button.enterAmount)
  if (input.amount.kind === 'invalid') return idle(button.checkAmount)
  if (input.recipient.kind === 'invalid') return idle(button.checkRecipient)
  if (input.slippageInvalid) return idle(button.checkSlippage)
  if (input.topupGasInvalid || input.quote.inputStatus === 'invalid') return idle(button.checkDetails)
  if (input.required !== undefined && input.balance !== undefined && input.required > input.balance) {
    return idle(button.insufficientBalance(input.originSymbol))
  }
  const { error } = input.quote
  if (error && !input.quote.isCurrent) return idle(quoteErrorLabel(error, labels))
  if (!input.quote.hasQuote || !input.quote.isCurrent) return idle(button.fetchingQuote)
  return { label: button.review, action: 'review', disabled: false }
}

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
