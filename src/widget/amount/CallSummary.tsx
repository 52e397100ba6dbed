import { useId, type ReactElement, type ReactNode } from 'react'
import { useWidgetLabels } from '../context'
import { useWidgetLocale } from '../i18n/locale'
import { callTotal } from '../form/call'
import { formatUnitsForPeople } from '../display/number'
import { chainLabel } from '../display/text'
import type { WidgetCall, WidgetChain, WidgetCurrency } from '../types'

export interface CallSummaryProps {
  call: WidgetCall
  /** The call's currency and chain on the destination. */
  currency: WidgetCurrency | undefined
  chain: WidgetChain | undefined
  /** The destination's token button (disabled: the call fixes it), shown beside the cost. */
  picker?: ReactNode
}

/** In place of the receive card with a cross-chain call: what the call costs, read-only. */
export function CallSummary({ call, currency, chain, picker }: CallSummaryProps): ReactElement {
  const { form, common } = useWidgetLabels()
  const locale = useWidgetLocale()
  const id = useId()
  const total = callTotal(call)
  const amount = currency ? formatUnitsForPeople(total, currency.decimals, { locale }) : total.toString()
  return (
    <section className="ferry-card ferry-call" aria-labelledby={`${id}-title`} aria-describedby={`${id}-hint`}>
      <h3 id={`${id}-title`} className="ferry-card__title">
        {form.callPayFor(call.label ?? form.callDefaultLabel)}
      </h3>
      <div className="ferry-card__main">
        <p className="ferry-call__cost">{form.callCost(amount, currency?.symbol ?? '', chain?.name ?? chainLabel(call.destinationChainId, common))}</p>
        {picker}
      </div>
      <p id={`${id}-hint`} className="ferry-muted">
        {form.callLocked}
      </p>
    </section>
  )
}
