import type { ReactElement } from 'react'
import { useWidgetLabels } from '../lazyLabels'
import { useWidgetLocale } from '../i18n/locale'
import { formatBps } from '../display/number'
import { slippageRisk } from './slippage'

export interface SlippageWarningProps {
  /** The slippage tolerance, in basis points. */
  bps: number
  id?: string | undefined
  className?: string | undefined
}

/**
 * From 2% slippage, says what it allows: in the settings, on the form and in the review. Amber, and
 * from 5% red, in stronger words (not the colour alone). Nothing below 2%.
 */
export function SlippageWarning({ bps, id, className }: SlippageWarningProps): ReactElement | null {
  const { settings } = useWidgetLabels()
  const locale = useWidgetLocale()
  const risk = slippageRisk(bps)
  if (risk === 'none') return null
  const percent = formatBps(bps, { locale })
  const red = risk !== 'warning'
  return (
    <p id={id} className={['ferry-alert', red ? 'ferry-alert--error' : 'ferry-alert--warning', 'ferry-slippage-warning', className].filter(Boolean).join(' ')}>
      {red ? settings.slippageVeryHigh(percent) : settings.slippageHigh(percent)}
    </p>
  )
}
