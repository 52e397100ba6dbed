import type { ReactElement } from 'react'
import type { TradeType } from '../../core/index'
import { useWidgetLocale } from '../i18n/locale'
import { useWidgetLabels } from '../lazyLabels'
import { formatUsdForPeople } from '../display/number'
import { percentForPeople } from '../display/usdAndPercent'
import type { QuoteFigures } from './figures'
import { QuoteAge } from './QuoteAge'
import { BoundRow, FeeRows, Row } from './QuoteRows'
import { priceImpactBps, totalFeesUsd } from './summaryFigures'

export interface QuoteBreakdownProps {
  figures: QuoteFigures
  slippageBps: number
  slippageAuto?: boolean | undefined
  tradeType?: TradeType | undefined
  quotedAt?: number | undefined
}

/** The breakdown: the bound slippage sets, each fee, their total, price impact, slippage, time, age. */
export function QuoteBreakdown({ figures, slippageBps, slippageAuto, quotedAt }: QuoteBreakdownProps): ReactElement {
  const { quote, settings } = useWidgetLabels()
  const locale = useWidgetLocale()
  const { send, receive, fees, timeEstimate } = figures
  const slippage = percentForPeople(slippageBps, { locale })
  const total = formatUsdForPeople(totalFeesUsd(fees) ?? '', { locale })
  const impact = priceImpactBps(send, receive)
  return (
    <>
      <dl className="ferry-quote__rows">
        <BoundRow figures={figures} />
        <FeeRows fees={fees} usd="inline" />
        {total && <Row figure term={quote.totalFees} value={total} />}
        {/* Both percentages by one helper: the same digits, sign and direction in every locale. */}
        {impact !== undefined && <Row term={quote.priceImpact} value={percentForPeople(impact, { locale })} />}
        <Row term={quote.slippage} value={slippageAuto ? `${settings.slippageAuto} · ${slippage}` : slippage} />
        {timeEstimate !== undefined && <Row term={quote.timeEstimate} value={quote.timeEstimateValue(timeEstimate)} />}
      </dl>
      {quotedAt !== undefined && <QuoteAge quotedAt={quotedAt} />}
    </>
  )
}
