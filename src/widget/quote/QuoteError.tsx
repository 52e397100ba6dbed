import type { ReactElement } from 'react'
import type { UsdPrice } from '../amount/usdPrice'
import { toFieldDecimal } from '../form/amountText'
import { useWidgetLocale } from '../i18n/locale'
import { useWidgetLabels } from '../lazyLabels'
import type { WidgetCurrency } from '../types'
import { amountLimitView, useRoutePrice, type LimitView } from './amountLimit'
import { amountLimitOf, HttpError, type FerryError } from '../../core/index'
import type { WidgetLabels } from '../labels/widgetLabels'
import { quoteErrorKind, shortWords } from './quoteError'

export interface QuoteErrorProps {
  error: FerryError
  onRetry: (() => void) | undefined
  isFetching: boolean
  /** The bound as the host computed it; else read from `error` in `amountCurrency`. */
  limit: LimitView | undefined
  /** The currency the amount is typed in, and its USD price when known: they name a refused amount's bound. */
  amountCurrency: WidgetCurrency | undefined
  amountPrice: UsdPrice | undefined
  onUseLimit: ((limit: LimitView) => void) | undefined
}

/**
 * A quote that could not be had, as an alert: what went wrong, Retry while the service is
 * unavailable, and a refused amount's bound in people's terms ("The least you can send is 0.00002101
 * ETH (≈ $0.06)") with "Use minimum". Loaded with the later parts: the form shows no error at first.
 */
export function QuoteError(props: QuoteErrorProps): ReactElement {
  const { error, limit, amountCurrency, amountPrice } = props
  // A first quote refused: the bound's dollar value comes from the service's price route (which
  // needs the provider: a host's own QuoteSummary without the currency asks for nothing).
  const routed = !limit && amountCurrency !== undefined && amountPrice === undefined && amountLimitOf(error) !== undefined
  return routed ? <RoutePricedError {...props} /> : <QuoteErrorAlert {...props} price={amountPrice} />
}

function RoutePricedError(props: QuoteErrorProps): ReactElement {
  const price = useRoutePrice(props.amountCurrency, { known: undefined, wanted: true })
  return <QuoteErrorAlert {...props} price={price} />
}

function QuoteErrorAlert({ error, onRetry, isFetching, limit, amountCurrency, onUseLimit, price }: QuoteErrorProps & { price: UsdPrice | undefined }): ReactElement {
  const labels = useWidgetLabels()
  const locale = useWidgetLocale()
  const bound = limit ?? amountLimitView(error, { currency: amountCurrency, price, locale, common: labels.common })
  const text = quoteErrorText(error, labels)
  // The bound exactly as "Use minimum" sets it, with the locale's decimal mark.
  const detail = bound ? labels.quote.limitDetail(bound.kind, toFieldDecimal(bound.amount, locale), bound.symbol, bound.usd) : text.detail
  const retry = onRetry && quoteErrorKind(error) === 'unavailable'
  return (
    <div className="ferry-quote__error ferry-alert ferry-alert--error">
      {/* The alert holds only what went wrong, so the retry button's busy state is not announced again. */}
      <div role="alert">
        <p className="ferry-alert__title">{text.title}</p>
        <p className="ferry-alert__message">{detail}</p>
      </div>
      {retry && (
        <button type="button" className="ferry-button ferry-quote__retry" onClick={onRetry} disabled={isFetching} aria-busy={isFetching || undefined}>
          {isFetching ? labels.quote.retrying : labels.quote.retry}
        </button>
      )}
      {bound && onUseLimit && (
        <button type="button" className="ferry-button ferry-quote__retry" onClick={() => onUseLimit(bound)}>
          {labels.quote.useLimit(bound.kind)}
        </button>
      )}
    </div>
  )
}

/** The quote area's title and its detail: the service's own message for a refusal. */
export function quoteErrorText(error: FerryError, labels: Pick<WidgetLabels, 'quote' | 'button'>): { title: string; detail: string } {
  const title = shortWords(error, labels, labels.quote.noRouteTitle)
  if (quoteErrorKind(error) === 'unavailable') return { title, detail: labels.quote.unavailableDetail }
  return { title, detail: error instanceof HttpError ? error.serviceMessage : error.shortMessage }
}
