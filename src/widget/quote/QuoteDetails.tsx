import type { ReactElement } from 'react'
import type { TradeType } from '../../core/shared'
import { useWidgetLabels } from '../context'
import { Chevron } from '../display/Chevron'
import { formatBps, formatUnitsForPeople, formatUsdForPeople } from '../display/number'
import { RATE_DECIMALS, type QuoteFigures } from './figures'
import { QuoteAge } from './QuoteAge'
import { BoundRow, FeeRows, Row } from './QuoteRows'
import { priceImpactBps, totalFeesUsd } from './summaryFigures'

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
  const { send, receive, rate, fees, timeEstimate } = figures
  const cost = formatUsdForPeople(totalFeesUsd(fees) ?? '')
  return (
    <button type="button" className="ferry-quote__line ferry-quote__toggle" aria-expanded={expanded} aria-controls={controls} onClick={onToggle}>
      <span className="ferry-visually-hidden">{quote.details}: </span>
      <span className="ferry-quote__rate">
        {send && receive && rate !== undefined ? quote.rateValue(send.symbol, formatUnitsForPeople(rate, RATE_DECIMALS), receive.symbol) : quote.details}
      </span>
      {refreshing && <span className="ferry-spinner ferry-quote__refreshing" aria-hidden="true" />}
      {cost && <span className="ferry-quote__fact">{quote.cost(cost)}</span>}
      {timeEstimate !== undefined && <span className="ferry-quote__fact ferry-quote__fact--time">{quote.timeEstimateValue(timeEstimate)}</span>}
      <Chevron />
    </button>
  )
}

interface QuoteBreakdownProps {
  figures: QuoteFigures
  slippageBps: number
  slippageAuto?: boolean | undefined
  tradeType?: TradeType | undefined
  quotedAt?: number | undefined
}

/** The breakdown: the bound slippage sets, each fee, their total, price impact, slippage, time, age. */
export function QuoteBreakdown({ figures, slippageBps, slippageAuto, quotedAt }: QuoteBreakdownProps): ReactElement {
  const { quote, settings } = useWidgetLabels()
  const { send, receive, fees, timeEstimate } = figures
  const slippage = `${formatBps(slippageBps)}%`
  const total = formatUsdForPeople(totalFeesUsd(fees) ?? '')
  const impact = priceImpactBps(send, receive)
  return (
    <>
      <dl className="ferry-quote__rows">
        <BoundRow figures={figures} />
        <FeeRows fees={fees} usd="inline" />
        {total && <Row term={quote.totalFees} value={total} />}
        {impact !== undefined && <Row term={quote.priceImpact} value={`${impact < 0n ? '−' : ''}${formatBps(impact < 0n ? -impact : impact)}%`} />}
        <Row term={quote.slippage} value={slippageAuto ? `${settings.slippageAuto} · ${slippage}` : slippage} />
        {timeEstimate !== undefined && <Row term={quote.timeEstimate} value={quote.timeEstimateValue(timeEstimate)} />}
      </dl>
      {quotedAt !== undefined && <QuoteAge quotedAt={quotedAt} />}
    </>
  )
}
