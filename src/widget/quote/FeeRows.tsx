import { useId } from 'react'
import { usdForPeople } from '../display/text'
import type { ExecutionLabels } from '../execution/labels'
import type { FeeFigure, FeeKind } from './figures'
import { feeForPeople } from './peopleText'

/** Each fee's row label. */
export const FEE_LABEL: Record<FeeKind, 'gasFee' | 'serviceFee' | 'appFee'> = { gas: 'gasFee', relayer: 'serviceFee', app: 'appFee' }

/** One row of a description list: a term, a value, and an optional USD value or hint under it. */
export function Row({ term, value, sub, className }: { term: string; value: string; sub?: string | undefined; className?: string }) {
  return (
    <div className={`ferry-row${className ? ` ${className}` : ''}`}>
      <dt className="ferry-row__term">{term}</dt>
      <dd className="ferry-row__value">
        {value}
        {sub && <span className="ferry-row__sub"> {sub}</span>}
      </dd>
    </div>
  )
}

/** The fees of a quote as rows of a `<dl>`: network, service, app; each in its currency, in USD when known. */
export function FeeRows({ fees, labels }: { fees: FeeFigure[]; labels: ExecutionLabels }) {
  return (
    <>
      {fees.map((fee) => (
        <Row key={fee.kind} className="ferry-row--fee" term={labels[FEE_LABEL[fee.kind]]} value={feeForPeople(fee, labels)} sub={fee.usd ? usdForPeople(fee.usd.replace(/^-/, ''), labels) : undefined} />
      ))}
    </>
  )
}

/** The fees under a visible "Fees" heading, as a labelled group. */
export function FeeList({ fees, labels, className }: { fees: FeeFigure[]; labels: ExecutionLabels; className: string }) {
  const id = useId()
  if (!fees.length) return null
  return (
    <div className={`ferry-fees ${className}`} role="group" aria-labelledby={id}>
      <p id={id} className="ferry-fees__title">
        {labels.fees}
      </p>
      <dl>
        <FeeRows fees={fees} labels={labels} />
      </dl>
    </div>
  )
}
