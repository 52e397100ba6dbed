import { useRef, useState, type ReactNode, type RefObject } from 'react'
import { flushSync } from 'react-dom'
import * as Dialog from '@radix-ui/react-dialog'
import type { QuoteResponse, TradeType, WalletAtomicStatus } from '../../core/index'
import { usePortalContainer } from '../context'
import { useWidgetLabels } from '../lazyLabels'
import { RouteHeader } from '../display/RouteHeader'
import type { RouteSide } from '../display/side'
import { amountForPeople, chainLabel, shortHash, type ChainDisplayProps } from '../display/text'
import { useWidgetLocale } from '../i18n/locale'
import type { WidgetLabels } from '../labels/widgetLabels'
import { modeOfRoute } from '../layout/executionMode'
import { quoteFigures } from '../quote/figures'
import { BoundRow, FeeList, Row } from '../quote/QuoteRows'
import { QuoteAge } from '../quote/QuoteAge'
import { WalletPrompts } from '../prompts/WalletPrompts'
import { slippageRisk } from '../settings/slippage'
import { RecipientRow } from './RecipientRow'
import { SlippageAcknowledgement } from './SlippageAcknowledgement'
import { PriceUpdate } from './PriceUpdate'
import { termsChange } from './termsChange'

export interface ReviewDialogProps extends Omit<ChainDisplayProps, 'explorerTxUrl'> {
  /** Controlled: the dialog is open. */
  open: boolean
  /** Escape, the overlay, Cancel, or the trigger ask to change it. */
  onOpenChange: (open: boolean) => void
  /** The quote about to be executed. */
  quote: QuoteResponse
  /** The slippage tolerance of the request, in basis points, for the minimum received (or maximum sent). */
  slippageBps: number
  /** The request's trade type: `EXACT_OUTPUT` shows the maximum sent instead of the minimum received. Default `EXACT_INPUT`. */
  tradeType?: TradeType | undefined
  /** The connected account. */
  account?: string | undefined
  /**
   * Who ends up with the funds; defaults to `account`. For a venue deposit, the account credited
   * on the venue (the user), not the venue address the request names. A warning shows when it is
   * not `account`.
   */
  recipient?: string | undefined
  /** The name (`vitalik.eth`) the user typed, which resolved to `recipient`: shown beside it. */
  recipientName?: string | undefined
  /** Confirm was pressed: execute, and close the dialog (it does not close itself). */
  onConfirm: () => void
  /** While true, Confirm is disabled (an execution is starting, the quote is outdated). Above 10% slippage, it also waits for the user's acknowledgement. */
  confirmDisabled?: boolean | undefined
  /** Where the dialog is portalled. Default: the `WidgetRoot` above, so its `--ferry-*` theme applies, else `document.body`. */
  container?: HTMLElement | null | undefined
  /** A cross-chain call: how many txs run on the destination; the review says where and when. */
  destinationCalls?: number | undefined
  /** An element that opens the dialog (rendered as Radix `Dialog.Trigger` with `asChild`). */
  trigger?: ReactNode | undefined
  /** The quote was fetched again at confirm time and asks more than the one reviewed: say so above the new terms. */
  changed?: boolean | undefined
  /** Without `trigger`: the element that gets the focus back when the dialog closes (the control that opened it). */
  returnFocus?: RefObject<HTMLElement | null> | undefined
  /**
   * What `useAtomicBatch` says of the wallet on the quote's chain, when the run may batch
   * (`useExecuteSteps`' `batch` is not `false`): with `supported` or `ready`, an approval and its
   * deposit show as one prompt, "in one confirmation". Without it, each prompt on its own.
   */
  atomic?: WalletAtomicStatus | undefined
  /** Beside a side's token in the route: the widget marks an unverified token there (`UnverifiedMark`). */
  tokenMark?: ((side: RouteSide) => ReactNode) | undefined
  /** When `quote` was fetched (`useQuote().quotedAt`, ms since the epoch): the review shows its age. */
  quotedAt?: number | undefined
  /** The wallet declined the last Confirm and nothing was sent: a notice says so, and Confirm tries again. */
  declined?: boolean | undefined
}

/**
 * The last look before the wallet: the route (both sides' amount, token and chain), the bound
 * slippage sets (minimum received, or maximum sent for exact output), the estimated time, the
 * recipient, the fees, and every wallet prompt to come, explained. Above 2% slippage it warns, and
 * above 10% Confirm waits for a ticked acknowledgement. Terms that move while it is open (the quote
 * is fetched again while shown) are marked against those seen when it opened; a worse move (less
 * received, more sent) waits for Accept before Confirm. A Radix dialog: focus is trapped and
 * returned, Escape and Cancel close it.
 */
export function ReviewDialog(props: ReviewDialogProps) {
  const { open, onOpenChange, quote, slippageBps, tradeType, account, recipient = account, recipientName, onConfirm, confirmDisabled = false, trigger, chainName, chainLogo, currencyLogo, destinationCalls, changed, atomic, quotedAt, declined } = props
  const labels = useWidgetLabels()
  const { common, review, quote: quoteWords } = labels
  const locale = useWidgetLocale()
  const widgetRoot = usePortalContainer()
  const figures = quoteFigures(quote, slippageBps, { tradeType })
  const { send, receive, fees, timeEstimate } = figures
  const otherRecipient = recipient !== undefined && account !== undefined && recipient.toLowerCase() !== account.toLowerCase()
  const [acknowledged, setAcknowledged] = useState(false)
  // Each opening asks again: an acknowledgement is for the review it was given in.
  if (!open && acknowledged) setAcknowledged(false)
  const awaitingAcknowledgement = slippageRisk(slippageBps) === 'acknowledge' && !acknowledged
  // The terms the user saw when the review opened, or last accepted: what a newer quote is marked against.
  const [seen, setSeen] = useState<QuoteResponse>()
  if (open && seen === undefined) setSeen(quote)
  if (!open && seen !== undefined) setSeen(undefined)
  const change = seen && termsChange(seen, quote, tradeType)
  const confirmButton = useRef<HTMLButtonElement>(null)
  function accept() {
    // Accept leaves with its notice: the focus goes on to Confirm, enabled by then, not to the page.
    flushSync(() => setSeen(quote))
    confirmButton.current?.focus()
  }
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Dialog.Portal container={props.container ?? widgetRoot}>
        <Dialog.Overlay className="ferry-dialog__overlay" />
        <Dialog.Content
          className="ferry-dialog ferry-review"
          onCloseAutoFocus={(event) => {
            // Radix returns the focus to its own trigger only; without one it would fall to the page.
            const opener = props.returnFocus?.current
            if (!opener?.isConnected) return
            event.preventDefault()
            opener.focus()
          }}
        >
          <Dialog.Title className="ferry-dialog__title">{review.title}</Dialog.Title>
          <Dialog.Description className="ferry-dialog__description">{descriptionOf({ send, receive, recipient, labels, chainName, locale })}</Dialog.Description>
          {changed && (
            <div className="ferry-alert ferry-alert--warning ferry-review__changed" role="alert">
              <p className="ferry-alert__title">{review.quoteChangedTitle}</p>
              <p>{review.quoteChangedDescription}</p>
            </div>
          )}
          {declined && (
            <p className="ferry-alert ferry-alert--warning ferry-review__declined" role="alert">
              {review.declinedNotice}
            </p>
          )}
          <PriceUpdate change={change} onAccept={accept} />
          <RouteHeader send={send} receive={receive} showUsd mark={props.tokenMark} chainName={chainName} chainLogo={chainLogo} currencyLogo={currencyLogo} />
          {quotedAt !== undefined && <QuoteAge quotedAt={quotedAt} className="ferry-review__age" />}
          <dl className="ferry-review__terms">
            <BoundRow figures={figures} />
            {timeEstimate !== undefined && <Row term={quoteWords.timeEstimate} value={quoteWords.timeEstimateValue(timeEstimate)} />}
            {recipient && <RecipientRow address={recipient} name={recipientName} />}
          </dl>
          <SlippageAcknowledgement bps={slippageBps} acknowledged={acknowledged} onAcknowledgedChange={setAcknowledged} />
          {otherRecipient && <p className="ferry-alert ferry-alert--warning ferry-review__recipient-warning">{review.recipientWarning}</p>}
          <FeeList fees={fees} className="ferry-review__fees" />
          {destinationCalls !== undefined && receive && (
            <div className="ferry-alert ferry-alert--info ferry-review__calls" role="note" aria-label={review.callTitle}>
              <p className="ferry-alert__title">{review.callTitle}</p>
              <p>{review.callNote(destinationCalls, chainLabel(receive.chainId, common, chainName))}</p>
            </div>
          )}
          <WalletPrompts quote={quote} chainName={chainName} atomic={atomic} />
          {/* Confirm is the one full-width action; Cancel, a quiet one under it, keeps the first focus as before. */}
          <div className="ferry-dialog__actions ferry-review__actions">
            <button
              type="button"
              ref={confirmButton}
              className="ferry-main-button ferry-review__confirm"
              onClick={onConfirm}
              disabled={confirmDisabled || awaitingAcknowledgement || change?.worse === true}
            >
              {review.confirm}
            </button>
            <Dialog.Close asChild>
              <button type="button" className="ferry-button ferry-button--ghost ferry-review__cancel" autoFocus>
                {common.cancel}
              </button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

interface DescriptionOptions extends Pick<ChainDisplayProps, 'chainName'> {
  send: RouteSide | undefined
  receive: RouteSide | undefined
  recipient: string | undefined
  labels: WidgetLabels
  locale: string
}

/**
 * What the review asks: a venue transfer says what it does, in the venue's terms ("Deposit 50 USDC
 * to your venue account 0x1234…abcd.", "Withdraw 20 USDC from your venue account to 0x…abcd on
 * Anvil Two."); a bridge, to check the details and confirm.
 */
function descriptionOf({ send, receive, recipient, labels, chainName, locale }: DescriptionOptions): string {
  const { common, review } = labels
  if (!send || !receive || !recipient) return review.description
  const mode = modeOfRoute(send.chainId, receive.chainId)
  const amount = amountForPeople(send, common, { locale })
  if (mode === 'venue-deposit') return review.venueDepositSummary(amount, shortHash(recipient))
  if (mode === 'venue-withdraw') return review.venueWithdrawSummary(amount, shortHash(recipient), chainLabel(receive.chainId, common, chainName))
  return review.description
}
