import { useId, type CSSProperties, type ReactElement, type ReactNode } from 'react'
import { useGasPrice } from 'wagmi'
import { isNativeCurrency } from '../../core/shared'
import { useWidgetLabels } from '../context'
import { isVenueChain } from '../catalog/catalog'
import { formatUnitsForPeople, toDecimalString } from '../display/number'
import type { ParsedAmount } from '../form/amount'
import type { WidgetChain, WidgetCurrency } from '../types'
import { maxSendable } from './maxAmount'

export interface AmountFieldProps {
  /** `pay`: what leaves the origin (with `Max`); `receive`: what arrives. Names the card and its field. */
  side: 'pay' | 'receive'
  /** The amount shown: typed here, or the quote's when the user typed into the other card. */
  value: string
  /** The user typed here: the parent makes this card the one the request fixes. */
  onChange(amount: string): void
  /** The typed amount, read with the currency's decimals, when this card holds it (for its inline error). */
  parsed?: ParsedAmount | undefined
  /** The value comes from the quote: `pending` while a newer one is fetched. */
  quoted?: 'current' | 'pending' | undefined
  currency: WidgetCurrency | undefined
  chain: WidgetChain | undefined
  balance: bigint | undefined
  /** The card's USD value, formatted (`$1,234.56`), when the quote gives one. */
  usd?: string | undefined
  /** The token button (a `CurrencyPicker`). */
  picker: ReactNode
  /** The host locked the amount. */
  disabled?: boolean | undefined
  /** The amount is set elsewhere (a cross-chain call): shown, not typed. */
  readOnly?: boolean | undefined
}

/**
 * One card of the form: a large amount on the left, the token button on the right; under them
 * the USD value, and the balance (with `Max` on the pay card). The amount field is labelled by
 * side and symbol ("Amount to pay in ETH"); a long number shrinks rather than wraps.
 */
export function AmountField(props: AmountFieldProps): ReactElement {
  const { side, value, onChange, parsed, quoted, currency, chain, balance, usd, picker, disabled, readOnly } = props
  const { form } = useWidgetLabels()
  const id = useId()
  const pay = side === 'pay'
  const native = pay && currency !== undefined && isNativeCurrency(currency.address)
  const gasPrice = useGasPrice({ chainId: chain?.id, query: { enabled: native && balance !== undefined } })
  const error =
    parsed?.kind !== 'invalid' ? undefined : parsed.reason === 'decimals' ? form.errorDecimals(currency?.symbol ?? '', parsed.decimals) : form.errorFormat
  const title = pay ? form.pay : form.receive
  const name = form.amountInput(pay, currency?.symbol ?? '')
  const amountClass = `ferry-card__amount${quoted === 'pending' ? ' ferry-card__amount--pending' : ''}`
  // The font fits the number to the field's width (styles.css), so a long amount shrinks instead of wrapping.
  const fit = { '--ferry-amount-chars': Math.max(value.length, 5) } as CSSProperties

  function fillMax() {
    if (balance === undefined || !currency) return
    const max = maxSendable(balance, { native, decimals: currency.decimals, gasPrice: gasPrice.data })
    onChange(toDecimalString(max, currency.decimals))
  }

  return (
    <section className={`ferry-card${error ? ' ferry-card--invalid' : ''}`} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="ferry-card__title">
        {title}
      </h3>
      <div className="ferry-card__main">
        <span className="ferry-card__field">
          {readOnly ? (
            <output className={amountClass} style={fit} aria-label={name}>
              {value || '0'}
            </output>
          ) : (
            <input
              id={`${id}-amount`}
              className={amountClass}
              style={fit}
              inputMode="decimal"
              autoComplete="off"
              spellCheck={false}
              placeholder="0"
              aria-label={name}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : quoted === 'pending' ? `${id}-quoting` : undefined}
              aria-busy={quoted === 'pending' || undefined}
              disabled={disabled}
              value={value}
              onChange={(event) => onChange(event.target.value)}
            />
          )}
        </span>
        {picker}
      </div>
      {quoted === 'pending' && (
        <span id={`${id}-quoting`} className="ferry-visually-hidden">
          {form.quoting}
        </span>
      )}
      <div className="ferry-card__foot">
        <span className="ferry-card__usd">{usd}</span>
        {balance !== undefined && currency && (
          <span className="ferry-card__balance">
            <span>{(pay && isVenueChain(chain) ? form.withdrawable : form.balance)(formatUnitsForPeople(balance, currency.decimals), currency.symbol)}</span>
            {pay && !disabled && !readOnly && (
              <button type="button" className="ferry-text-button ferry-card__max" onClick={fillMax} title={form.maxHint}>
                {form.max}
              </button>
            )}
          </span>
        )}
      </div>
      {error && (
        <p id={`${id}-error`} className="ferry-field-error" role="alert">
          {error}
        </p>
      )}
    </section>
  )
}
