import { useId, type ReactElement } from 'react'
import { useWidgetLabels } from '../context'
import { formatDisplayAmount } from '../form/amount'
import { callTotal } from '../form/call'
import type { WidgetCall, WidgetChain, WidgetCurrency } from '../types'

export interface CallSummaryProps {
  call: WidgetCall
  /** The call's currency and chain on the destination. */
  currency: WidgetCurrency | undefined
  chain: WidgetChain | undefined
}

/** In place of the amount field with a cross-chain call: what the call costs, read-only. */
export function CallSummary({ call, currency, chain }: CallSummaryProps): ReactElement {
  const labels = useWidgetLabels()
  const id = useId()
  const total = callTotal(call)
  const amount = currency ? formatDisplayAmount(total, currency.decimals) : total.toString()
  return (
    <section className="ferry-call" aria-labelledby={`${id}-title`} aria-describedby={`${id}-hint`}>
      <h3 id={`${id}-title`} className="ferry-call__title">
        {labels.callPayFor(call.label ?? labels.callDefaultLabel)}
      </h3>
      <p className="ferry-call__cost">{labels.callCost(amount, currency?.symbol ?? '', chain?.name ?? labels.chainFallback(call.destinationChainId))}</p>
      <p id={`${id}-hint`} className="ferry-muted">
        {labels.callLocked}
      </p>
    </section>
  )
}
