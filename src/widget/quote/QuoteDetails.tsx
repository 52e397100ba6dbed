import type { ReactElement } from 'react'
import { formatBps } from '../display/text'
import { formatUnitsForPeople, formatUsdForPeople } from '../display/number'
import type { WidgetLabels } from '../labels'
import { RATE_DECIMALS, type QuoteFigures } from './figures'
import { FEE_LABEL, Row } from './FeeRows'
import { amountForPeople, feeForPeople, unsignedUsdForPeople } from './peopleText'
import { QuoteAge } from './QuoteAge'
import type { TradeType } from '../../core/index'
import { priceImpactBps, totalFeesUsd } from './summaryFigures'

interface QuoteLineProps {
  figures: QuoteFigures
  expanded: boolean
  onToggle(): void
  /** The breakdown's id. */
  controls: string
  /** A newer quote is on its way. */
  refreshing: boolean
  labels: WidgetLabels
}

/** The one line: `1 ETH = 2,999.1 USDC`, the fees in USD, the time; a button that shows the breakdown. */
export function QuoteLine({ figures, expanded, onToggle, controls, refreshing, labels }: QuoteLineProps): ReactElement {
  const { send, receive, rate, fees, timeEstimate } = figures
  const cost = formatUsdForPeople(totalFeesUsd(fees) ?? '')
  return (
    <button type="button" className="ferry-quote__line ferry-quote__toggle" aria-expanded={expanded} aria-controls={controls} onClick={onToggle}>
      <span className="ferry-visually-hidden">{labels.quoteDetails}: </span>
      <span className="ferry-quote__rate">
        {send && receive && rate !== undefined ? labels.rateValue(send.symbol, formatUnitsForPeople(rate, RATE_DECIMALS), receive.symbol) : labels.quoteDetails}
      </span>
      {refreshing && <span className="ferry-spinner ferry-quote__refreshing" aria-hidden="true" />}
      {cost && <span className="ferry-quote__fact">{labels.quoteCost(cost)}</span>}
      {timeEstimate !== undefined && <span className="ferry-quote__fact ferry-quote__fact--time">{labels.timeEstimateValue(timeEstimate)}</span>}
      <svg className="ferry-chevron" width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
        <path d="M6 9l6 6 6-6" />
      </svg>
    </button>
  )
}

interface QuoteBreakdownProps {
  figures: QuoteFigures
  slippageBps: number
  slippageAuto?: boolean | undefined
  tradeType?: TradeType | undefined
  quotedAt?: number | undefined
  labels: WidgetLabels
}

/** The breakdown: the bound slippage sets, each fee, their total, price impact, slippage, time, age. */
export function QuoteBreakdown({ figures, slippageBps, slippageAuto, quotedAt, labels }: QuoteBreakdownProps): ReactElement {
  const { send, receive, minimumReceived, maximumSent, fees, timeEstimate } = figures
  const slippage = `${formatBps(slippageBps)}%`
  const total = formatUsdForPeople(totalFeesUsd(fees) ?? '')
  const impact = priceImpactBps(send, receive)
  return (
    <>
      <dl className="ferry-quote__rows">
        {send && maximumSent !== undefined && (
          <Row term={labels.maximumSent} value={amountForPeople({ ...send, amount: maximumSent }, labels)} />
        )}
        {receive && minimumReceived !== undefined && (
          <Row term={labels.minimumReceived} value={amountForPeople({ ...receive, amount: minimumReceived }, labels)} />
        )}
        {fees.map((fee) => {
          const usd = unsignedUsdForPeople(fee.usd)
          return <Row key={fee.kind} className="ferry-row--fee" term={labels[FEE_LABEL[fee.kind]]} value={feeForPeople(fee, labels)} sub={usd && `(${usd})`} />
        })}
        {total && <Row term={labels.totalFees} value={total} />}
        {impact !== undefined && <Row term={labels.priceImpact} value={`${impact < 0n ? '−' : ''}${formatBps(impact < 0n ? -impact : impact)}%`} />}
        <Row term={labels.slippageRow} value={slippageAuto ? `${labels.slippageAuto} · ${slippage}` : slippage} />
        {timeEstimate !== undefined && <Row term={labels.timeEstimate} value={labels.timeEstimateValue(timeEstimate)} />}
      </dl>
      {quotedAt !== undefined && <QuoteAge quotedAt={quotedAt} />}
    </>
  )
}
