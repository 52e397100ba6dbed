import type { ReactElement } from 'react'
import { useWidgetLabels } from '../context'
import { useWidgetLocale } from '../i18n/locale'
import { Chevron } from '../display/Chevron'
import { formatUnitsForPeople, formatUsdForPeople } from '../display/number'
import { RATE_DECIMALS, type QuoteFigures } from './figures'
import { totalFeesUsd } from './summaryFigures'

interface QuoteLineProps {
  figures: QuoteFigures
  expanded: boolean
  onToggle(): void
  /** The breakdown's id. */
  controls: string
  /** A newer quote is on its way. */
  refreshing: boolean
}

/** The one line: `1 ETH = 2,999.1 USDC`, the fees in USD, the time; a button that shows the breakdown. */
export function QuoteLine({ figures, expanded, onToggle, controls, refreshing }: QuoteLineProps): ReactElement {
  const { quote } = useWidgetLabels()
  const locale = useWidgetLocale()
  const { send, receive, rate, fees, timeEstimate } = figures
  const cost = formatUsdForPeople(totalFeesUsd(fees) ?? '', { locale })
  return (
    <button type="button" className="ferry-quote__line ferry-quote__toggle" aria-expanded={expanded} aria-controls={controls} onClick={onToggle}>
      <span className="ferry-visually-hidden">{quote.details}: </span>
      {/* A rate is a figure: left to right in any locale; on a narrow line the facts wrap under it, nothing is cut. */}
      {send && receive && rate !== undefined ? (
        <span className="ferry-quote__rate" dir="ltr">
          {quote.rateValue(send.symbol, formatUnitsForPeople(rate, RATE_DECIMALS, { locale }), receive.symbol)}
        </span>
      ) : (
        <span className="ferry-quote__rate">{quote.details}</span>
      )}
      {refreshing && <span className="ferry-spinner ferry-quote__refreshing" aria-hidden="true" />}
      {(cost || timeEstimate !== undefined) && (
        <span className="ferry-quote__facts">
          {cost && <span className="ferry-quote__fact">{quote.cost(cost)}</span>}
          {timeEstimate !== undefined && <span className="ferry-quote__fact">{quote.timeEstimateValue(timeEstimate)}</span>}
        </span>
      )}
      <Chevron />
    </button>
  )
}
