import { useId, type ReactElement } from 'react'
import { useWidgetLocale } from '../i18n/locale'
import { useWidgetLabels } from '../lazyLabels'
import { formatBps } from '../display/number'
import { slippageRisk } from '../settings/slippage'
import { SlippageWarning } from '../settings/SlippageWarning'

export interface SlippageAcknowledgementProps {
  /** The request's slippage tolerance, in basis points. */
  bps: number
  acknowledged: boolean
  onAcknowledgedChange(acknowledged: boolean): void
}

/**
 * The review's word on a high slippage: above 2% a warning, above 10% also a checkbox the user
 * ticks before Confirm is enabled (the dialog holds `acknowledged`). Nothing at or below 2%.
 */
export function SlippageAcknowledgement({ bps, acknowledged, onAcknowledgedChange }: SlippageAcknowledgementProps): ReactElement | null {
  const { review } = useWidgetLabels()
  const locale = useWidgetLocale()
  const warningId = useId()
  const risk = slippageRisk(bps)
  if (risk === 'none') return null
  return (
    <div className="ferry-review__slippage">
      <SlippageWarning id={warningId} bps={bps} />
      {risk === 'acknowledge' && (
        <label className="ferry-review__acknowledge">
          <input type="checkbox" checked={acknowledged} onChange={(event) => onAcknowledgedChange(event.target.checked)} aria-describedby={warningId} />
          <span>{review.slippageAcknowledge(formatBps(bps, { locale }))}</span>
        </label>
      )}
    </div>
  )
}
