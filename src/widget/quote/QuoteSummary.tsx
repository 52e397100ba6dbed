import { useId, useState } from 'react'
import type { FerryError, QuoteResponse, TradeType } from '../../core/index'
import { useWidgetLabels } from '../context'
import { useWidgetLocale } from '../i18n/locale'
import { formatBps } from '../display/number'
import { DEFAULT_HIGH_FEE_BPS, quoteFigures } from './figures'
import { QuoteBreakdown, QuoteError } from '../lazy'
import { QuoteLine } from './QuoteLine'
import type { UsdPrice } from '../amount/usdPrice'
import type { WidgetCurrency } from '../types'
import type { LimitView } from './amountLimit'

export interface QuoteSummaryProps {
  /** The quote shown (`useQuote().data`); during a refetch, the previous one. */
  quote?: QuoteResponse | undefined
  /** Whether `quote` answers the form as it is now (`useQuote().isCurrent`); false marks it outdated. */
  isCurrent: boolean
  /** A quote is being fetched (`useQuote().isFetching`): a skeleton holds the line's place until the first one. */
  isFetching: boolean
  /**
   * The last quote error (`useQuote().lastError`, which outlasts a retry in flight). A transient
   * one reads "service unavailable" and offers `onRetry`; the service's 4xx, its own message
   * under a title chosen by its `errorCode`.
   */
  error?: FerryError | null | undefined
  /** Try again now (`useQuote().refetch`); offered while the service is unavailable. */
  onRetry?: (() => void) | undefined
  /** The bound a refused amount crossed (`amountLimitView`): shown in people's terms in place of the service's sentence. */
  limit?: LimitView | undefined
  /**
   * Without `limit`: the currency the amount is typed in (`BridgeForm.amountCurrency`) and its USD
   * price when known, from which the bound a refusal names is read (its price from the service's
   * price route when none is known).
   */
  amountCurrency?: WidgetCurrency | undefined
  amountPrice?: UsdPrice | undefined
  /** "Use minimum" / "Use maximum": set the bound as the amount (a new quote follows). */
  onUseLimit?: ((limit: LimitView) => void) | undefined
  /** When the quote was fetched (`useQuote().quotedAt`): its age label keeps its own timer. */
  quotedAt?: number | undefined
  /** The slippage tolerance sent with the request, in basis points (50 = 0.5%). */
  slippageBps: number
  /** The slippage is the widget's default (shown as "Auto"). */
  slippageAuto?: boolean | undefined
  /** The request's trade type: `EXACT_OUTPUT` shows the maximum sent instead of the minimum received. Default `EXACT_INPUT`. */
  tradeType?: TradeType | undefined
  /** Fees above this share of the amount sent show a warning. Default 1 000 (10%). */
  highFeeBps?: number | undefined
  /** No quote until a wallet connects (a withdrawal from the venue): the hint says so. */
  needsWallet?: boolean | undefined
  /**
   * Why the form is not quoted (`MainButtonState.hint`, the problem the main button names): shown
   * in place of the quote, an outdated one included. Default: "Enter an amount to get a quote."
   */
  hint?: string | undefined
  /** The breakdown starts open. Default closed: the summary line alone. */
  defaultExpanded?: boolean | undefined
  className?: string | undefined
}

/**
 * The quote under the form, one line high: rate, fees in USD and time, a button that opens the
 * full breakdown (minimum received or maximum sent, each fee, price impact, slippage, age). Before
 * the first quote a hint, then a skeleton, hold the same height, so the form never jumps. It
 * fetches nothing; hand it `useQuote`'s result. Outdated quotes stay, dimmed and announced
 * politely; errors are alerts, with Retry for a transient one.
 */
export function QuoteSummary(props: QuoteSummaryProps) {
  const { quote, isCurrent, isFetching, error, onRetry, limit, onUseLimit, className } = props
  const labels = useWidgetLabels().quote
  const locale = useWidgetLocale()
  const titleId = useId()
  const detailsId = useId()
  const [expanded, setExpanded] = useState(props.defaultExpanded ?? false)
  const stale = quote !== undefined && !isCurrent
  const announcement = !quote ? (isFetching ? labels.loading : '') : stale ? labels.stale : labels.current
  const classes = ['ferry-quote', stale && 'ferry-quote--stale', className].filter(Boolean).join(' ')
  const figures = quote ? quoteFigures(quote, props.slippageBps, { tradeType: props.tradeType }) : undefined
  const highFee = figures?.feeShareBps !== undefined && figures.feeShareBps > BigInt(props.highFeeBps ?? DEFAULT_HIGH_FEE_BPS)
  // An error replaces an outdated quote; a current quote outranks an error being retried.
  const showError = error && !(quote && isCurrent)
  return (
    <section className={classes} aria-labelledby={titleId} aria-busy={isFetching}>
      <h3 id={titleId} className="ferry-visually-hidden">
        {labels.title}
      </h3>
      <p className="ferry-visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {props.hint ? (
        <p className="ferry-quote__line ferry-quote__hint">{props.hint}</p>
      ) : showError ? (
        <QuoteError error={error} onRetry={onRetry} isFetching={isFetching} limit={limit} amountCurrency={props.amountCurrency} amountPrice={props.amountPrice} onUseLimit={onUseLimit} />
      ) : figures ? (
        <>
          {highFee && (
            <p className="ferry-quote__warning ferry-alert ferry-alert--warning" role="alert">
              {labels.highFeeWarning(formatBps((figures.feeShareBps! / 10n) * 10n, { locale }))}
            </p>
          )}
          <QuoteLine figures={figures} expanded={expanded} onToggle={() => setExpanded(!expanded)} controls={detailsId} refreshing={isFetching} />
          <div id={detailsId} className="ferry-quote__details" hidden={!expanded}>
            {expanded && <QuoteBreakdown figures={figures} {...props} />}
          </div>
        </>
      ) : isFetching ? (
        <div className="ferry-quote__line ferry-quote__skeleton" aria-hidden="true">
          <span className="ferry-skeleton ferry-skeleton--wide" />
          <span className="ferry-skeleton" />
        </div>
      ) : (
        <p className="ferry-quote__line ferry-quote__hint">{props.needsWallet ? labels.connectHint : labels.emptyHint}</p>
      )}
    </section>
  )
}
