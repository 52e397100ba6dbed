import { useId } from 'react'
import { useWidgetLocale } from '../i18n/locale'
import { useWidgetLabels } from '../lazyLabels'
import { formatUsdForPeople, type NumberOptions } from '../display/number'
import { amountForPeople } from '../display/text'
import { usdForPeople } from '../display/usdAndPercent'
import type { WidgetLabels } from '../labels/widgetLabels'
import type { FeeFigure, FeeKind, QuoteFigures } from './figures'

/** Each fee's row label. */
const FEE_LABEL: Record<FeeKind, 'gasFee' | 'serviceFee' | 'appFee'> = { gas: 'gasFee', relayer: 'serviceFee', app: 'appFee' }

/**
 * One row of a description list: a term, a value, and an optional USD value under it. A `figure`
 * value (an amount, a percentage) and the USD value read left to right in a right-to-left locale too.
 */
export function Row({ term, value, sub, figure, className }: { term: string; value: string; sub?: string | undefined; figure?: boolean; className?: string }) {
  return (
    <div className={`ferry-row${className ? ` ${className}` : ''}`}>
      <dt className="ferry-row__term">{term}</dt>
      <dd className="ferry-row__value">
        {figure ? <span dir="ltr">{value}</span> : value}
        {/* The space outside the isolate: right to left, it still falls between the value and its USD. */}
        {sub && (
          <>
            {' '}
            <span className="ferry-row__sub" dir="ltr">
              {sub}
            </span>
          </>
        )}
      </dd>
    </div>
  )
}

/** The bound the slippage sets, as a row: the most sent (`EXACT_OUTPUT`) or the least received. */
export function BoundRow({ figures }: { figures: Pick<QuoteFigures, 'send' | 'receive' | 'maximumSent' | 'minimumReceived'> }) {
  const { common, quote } = useWidgetLabels()
  const locale = useWidgetLocale()
  const { send, receive, maximumSent, minimumReceived } = figures
  if (send && maximumSent !== undefined) return <Row figure term={quote.maximumSent} value={amountForPeople({ ...send, amount: maximumSent }, common, { locale })} />
  if (receive && minimumReceived !== undefined) return <Row figure term={quote.minimumReceived} value={amountForPeople({ ...receive, amount: minimumReceived }, common, { locale })} />
  return null
}

/** A fee in its currency (as the service formatted it when its decimals are unknown); a negative one as a rebate. */
export function feeForPeople(fee: FeeFigure, { common, quote }: Pick<WidgetLabels, 'common' | 'quote'>, options?: NumberOptions): string {
  const rebate = fee.amount < 0n
  const amount = rebate ? -fee.amount : fee.amount
  const text =
    fee.decimals !== undefined
      ? amountForPeople({ amount, decimals: fee.decimals, symbol: fee.symbol }, common, options)
      : common.amountWithSymbol(fee.formatted?.replace(/^-/, '') ?? amount.toString(), fee.symbol)
  return rebate ? quote.rebate(text) : text
}

export interface FeeRowsProps {
  fees: FeeFigure[]
  /** A fee's USD value (its sign is in the words): `≈ $0.14` under it, or `($0.14)` beside it in the compact breakdown. */
  usd: 'estimate' | 'inline'
}

/** The fees of a quote as rows of a `<dl>`: network, service, app; each in its currency, in USD when known. */
export function FeeRows({ fees, usd }: FeeRowsProps) {
  const labels = useWidgetLabels()
  const locale = useWidgetLocale()
  const usdOf = (fee: FeeFigure) => {
    const unsigned = fee.usd?.replace(/^-/, '')
    if (!unsigned) return undefined
    if (usd === 'estimate') return usdForPeople(unsigned, labels.common, { locale })
    const text = formatUsdForPeople(unsigned, { locale })
    return text && `(${text})`
  }
  return (
    <>
      {fees.map((fee) => (
        <Row key={fee.kind} className="ferry-row--fee" term={labels.quote[FEE_LABEL[fee.kind]]} value={feeForPeople(fee, labels, { locale })} figure={fee.amount >= 0n} sub={usdOf(fee)} />
      ))}
    </>
  )
}

/** The fees under a visible "Fees" heading, as a labelled group. */
export function FeeList({ fees, className }: { fees: FeeFigure[]; className: string }) {
  const { quote } = useWidgetLabels()
  const id = useId()
  if (!fees.length) return null
  return (
    <div className={`ferry-fees ${className}`} role="group" aria-labelledby={id}>
      <p id={id} className="ferry-fees__title">
        {quote.fees}
      </p>
      <dl>
        <FeeRows fees={fees} usd="estimate" />
      </dl>
    </div>
  )
}
