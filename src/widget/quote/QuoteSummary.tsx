import { useId } from 'react'
import type { FerryError, QuoteResponse, TradeType } from '../../react/index'
import { formatAmount, formatBps, formatUsd } from '../execution/format'
import type { ExecutionLabels } from '../execution/labels'
import { DEFAULT_HIGH_FEE_BPS, quoteFigures, RATE_DECIMALS } from './figures'
import { amountText, FeeList, Row } from './FeeRows'
import { quoteErrorKind, quoteErrorText } from './quoteError'

export interface QuoteSummaryProps {
  /** The quote shown (`useQuote().data`); during a refetch, the previous one. */
  quote?: QuoteResponse | undefined
  /** Whether `quote` answers the form as it is now (`useQuote().isCurrent`); false marks it outdated. */
  isCurrent: boolean
  /** A quote is being fetched (`useQuote().isFetching`). */
  isFetching: boolean
  /**
   * The last quote error (`useQuote().lastError`, which outlasts a retry in flight). A transient
   * one reads "service unavailable" and offers `onRetry`; the service's 4xx, its own message
   * under a title chosen by its `errorCode`.
   */
  error?: FerryError | null | undefined
  /** Try again now (`useQuote().refetch`); offered while the service is unavailable. */
  onRetry?: (() => void) | undefined
  /** Age of the quote (`useQuote().ageMs`), shown in whole seconds. */
  ageMs?: number | undefined
  /** The slippage tolerance sent with the request, in basis points (50 = 0.5%). */
  slippageBps: number
  /** The request's trade type: `EXACT_OUTPUT` shows the maximum sent instead of the minimum received. Default `EXACT_INPUT`. */
  tradeType?: TradeType | undefined
  /** Fees above this share of the amount sent show a warning. Default 1 000 (10%). */
  highFeeBps?: number
  labels: ExecutionLabels
  className?: string
}

/**
 * What the quote says, in the currencies' own decimals: amounts, minimum received, fees, rate and
 * time. It fetches nothing; hand it `useQuote`'s result. Outdated quotes stay visible, dimmed and
 * announced politely; errors are alerts.
 */
export function QuoteSummary(props: QuoteSummaryProps) {
  const { quote, isCurrent, isFetching, error, onRetry, ageMs, slippageBps, tradeType, highFeeBps = DEFAULT_HIGH_FEE_BPS, labels, className } = props
  const titleId = useId()
  const stale = quote !== undefined && !isCurrent
  const announcement = !quote ? (isFetching ? labels.quoteLoading : '') : stale ? labels.quoteStale : labels.quoteCurrent
  const classes = ['ferry-quote', stale && 'ferry-quote--stale', className].filter(Boolean).join(' ')
  return (
    <section className={classes} aria-labelledby={titleId} aria-busy={isFetching}>
      <header className="ferry-quote__header">
        <h3 id={titleId} className="ferry-quote__title">
          {labels.quoteTitle}
        </h3>
        {stale && <span className="ferry-badge ferry-badge--stale">{labels.quoteStale}</span>}
        {quote && !stale && isFetching && <span className="ferry-quote__refreshing">{labels.quoteRefreshing}</span>}
        {quote && ageMs !== undefined && <span className="ferry-quote__age">{labels.quoteAge(Math.floor(ageMs / 1000))}</span>}
      </header>
      <p className="ferry-visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {!quote && isFetching && !error && (
        <p className="ferry-quote__loading">
          <span className="ferry-spinner" aria-hidden="true" /> {labels.quoteLoading}
        </p>
      )}
      {error && <QuoteError error={error} onRetry={onRetry} isFetching={isFetching} labels={labels} />}
      {quote && <QuoteDetails quote={quote} slippageBps={slippageBps} tradeType={tradeType} highFeeBps={highFeeBps} labels={labels} />}
    </section>
  )
}

interface QuoteErrorProps {
  error: FerryError
  onRetry: (() => void) | undefined
  isFetching: boolean
  labels: ExecutionLabels
}

function QuoteError({ error, onRetry, isFetching, labels }: QuoteErrorProps) {
  const { title, detail } = quoteErrorText(error, labels)
  const retry = onRetry && quoteErrorKind(error) === 'unavailable'
  return (
    <div className="ferry-quote__error ferry-alert ferry-alert--error">
      {/* The alert holds only what went wrong, so the retry button's busy state is not announced again. */}
      <div role="alert">
        <p className="ferry-alert__title">{title}</p>
        <p className="ferry-alert__message">{detail}</p>
      </div>
      {retry && (
        <button type="button" className="ferry-button ferry-quote__retry" onClick={onRetry} disabled={isFetching} aria-busy={isFetching || undefined}>
          {isFetching ? labels.quoteRetrying : labels.quoteRetry}
        </button>
      )}
    </div>
  )
}

type QuoteDetailsProps = Pick<QuoteSummaryProps, 'slippageBps' | 'tradeType'> & { quote: QuoteResponse; highFeeBps: number; labels: ExecutionLabels }

function QuoteDetails({ quote, slippageBps, tradeType, highFeeBps, labels }: QuoteDetailsProps) {
  const figures = quoteFigures(quote, slippageBps, { tradeType })
  const { send, receive, minimumReceived, maximumSent, rate, fees, feeShareBps, timeEstimate } = figures
  const usd = (value: string | undefined) => (value ? formatUsd(value, labels) : undefined)
  return (
    <>
      {feeShareBps !== undefined && feeShareBps > BigInt(highFeeBps) && (
        <p className="ferry-quote__warning ferry-alert ferry-alert--warning" role="alert">
          {labels.highFeeWarning(formatBps((feeShareBps / 10n) * 10n))}
        </p>
      )}
      <dl className="ferry-quote__details">
        {send && <Row term={labels.youSend} value={amountText(send, labels)} sub={usd(send.usd)} />}
        {send && maximumSent !== undefined && (
          <Row term={labels.maximumSent} value={amountText({ ...send, amount: maximumSent }, labels)} sub={labels.maximumSentHint(formatBps(slippageBps))} />
        )}
        {receive && <Row className="ferry-row--strong" term={labels.youReceive} value={amountText(receive, labels)} sub={usd(receive.usd)} />}
        {receive && minimumReceived !== undefined && (
          <Row term={labels.minimumReceived} value={amountText({ ...receive, amount: minimumReceived }, labels)} sub={labels.minimumReceivedHint(formatBps(slippageBps))} />
        )}
        {send && receive && rate !== undefined && (
          <Row term={labels.rate} value={labels.rateValue(send.symbol, formatAmount(rate, RATE_DECIMALS, labels), receive.symbol)} />
        )}
        {timeEstimate !== undefined && <Row term={labels.timeEstimate} value={labels.timeEstimateValue(timeEstimate)} />}
      </dl>
      <FeeList fees={fees} labels={labels} className="ferry-quote__fees" />
    </>
  )
}
