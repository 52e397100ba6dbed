import { useId } from 'react'
import { HttpError, type FerryError, type QuoteResponse } from '../../react/index'
import { formatAmount, formatBps, formatUsd } from '../execution/format'
import type { ExecutionLabels } from '../execution/labels'
import { DEFAULT_HIGH_FEE_BPS, quoteFigures, RATE_DECIMALS } from './figures'
import { amountText, FeeList, Row } from './FeeRows'

export interface QuoteSummaryProps {
  /** The quote shown (`useQuote().data`); during a refetch, the previous one. */
  quote?: QuoteResponse | undefined
  /** Whether `quote` answers the form as it is now (`useQuote().isCurrent`); false marks it outdated. */
  isCurrent: boolean
  /** A quote is being fetched (`useQuote().isFetching`). */
  isFetching: boolean
  /** The last quote error (`useQuote().error`): an HTTP 4xx reads as "no route" with the service's message. */
  error?: FerryError | null | undefined
  /** Age of the quote (`useQuote().ageMs`), shown in whole seconds. */
  ageMs?: number | undefined
  /** The slippage tolerance sent with the request, in basis points (50 = 0.5%). */
  slippageBps: number
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
export function QuoteSummary({ quote, isCurrent, isFetching, error, ageMs, slippageBps, highFeeBps = DEFAULT_HIGH_FEE_BPS, labels, className }: QuoteSummaryProps) {
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
      {error && <QuoteError error={error} labels={labels} />}
      {quote && <QuoteDetails quote={quote} slippageBps={slippageBps} highFeeBps={highFeeBps} labels={labels} />}
    </section>
  )
}

function QuoteError({ error, labels }: { error: FerryError; labels: ExecutionLabels }) {
  // A 4xx answer to a quote request is the service saying there is no route; its message says why.
  const noRoute = error instanceof HttpError && error.status >= 400 && error.status < 500
  return (
    <div className="ferry-quote__error ferry-alert ferry-alert--error" role="alert">
      <p className="ferry-alert__title">{noRoute ? labels.noRouteTitle : labels.quoteErrorTitle}</p>
      <p className="ferry-alert__message">{error instanceof HttpError ? error.serviceMessage : error.shortMessage}</p>
    </div>
  )
}

function QuoteDetails({ quote, slippageBps, highFeeBps, labels }: { quote: QuoteResponse; slippageBps: number; highFeeBps: number; labels: ExecutionLabels }) {
  const figures = quoteFigures(quote, slippageBps)
  const { send, receive, minimumReceived, rate, fees, feeShareBps, timeEstimate } = figures
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
