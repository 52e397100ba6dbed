import type { ReactElement } from 'react'
import { useWidgetLabels } from '../context'
import { useWidgetLocale } from '../i18n/locale'
import { formatBps } from '../display/number'
import { slippageRisk } from './slippage'

export interface SlippageWarningProps {
  /** The slippage tolerance, in basis points. */
  bps: number
  id?: string | undefined
  className?: string | undefined
}

/** Above 2% slippage, says what it allows: in the settings, on the form and in the review. Nothing at or below. */
export function SlippageWarning({ bps, id, className }: SlippageWarningProps): ReactElement | null {
  const { settings } = useWidgetLabels()
  const locale = useWidgetLocale()
  if (slippageRisk(bps) === 'none') return null
  return (
    <p id={id} className={['ferry-alert', 'ferry-alert--warning', 'ferry-slippage-warning', className].filter(Boolean).join(' ')}>
      {settings.slippageHigh(formatBps(bps, { locale }))}
    </p>
  )
}
