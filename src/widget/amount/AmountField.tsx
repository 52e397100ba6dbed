import { useId, type ReactElement } from 'react'
import * as ToggleGroup from '@radix-ui/react-toggle-group'
import { useGasPrice } from 'wagmi'
import { isNativeCurrency, type TradeType } from '../../react/index'
import { useWidgetLabels } from '../context'
import { formatDisplayAmount, toAmountText, type ParsedAmount } from '../form/amount'
import type { WidgetChain, WidgetCurrency } from '../types'
import { maxSendable } from './maxAmount'

export interface AmountFieldProps {
  value: string
  onChange(amount: string, tradeType?: TradeType): void
  tradeType: TradeType
  onTradeTypeChange(tradeType: TradeType): void
  parsed: ParsedAmount
  /** The currency the amount is in (origin for `EXACT_INPUT`, destination for `EXACT_OUTPUT`). */
  currency: WidgetCurrency | undefined
  /** The origin side, whose balance `Max` spends. */
  originChain: WidgetChain | undefined
  originCurrency: WidgetCurrency | undefined
  originBalance: bigint | undefined
  /** The host locked the amount. */
  disabled?: boolean
  /** Hide the "you pay / you receive" switch (the service quotes only one side, say). */
  hideTradeType?: boolean
}

/** The amount, with its inline error, the balance and `Max`, and the "you pay" / "you receive" switch. */
export function AmountField(props: AmountFieldProps): ReactElement {
  const { value, onChange, tradeType, onTradeTypeChange, parsed, currency, originChain, originCurrency, originBalance, disabled } = props
  const labels = useWidgetLabels()
  const id = useId()
  const native = originCurrency !== undefined && isNativeCurrency(originCurrency.address)
  const gasPrice = useGasPrice({ chainId: originChain?.id, query: { enabled: native && originBalance !== undefined } })
  const pay = tradeType === 'EXACT_INPUT'
  const error =
    parsed.kind !== 'invalid' ? undefined : parsed.reason === 'decimals' ? labels.amountErrorDecimals(currency?.symbol ?? '', parsed.decimals) : labels.amountErrorFormat

  function fillMax() {
    if (originBalance === undefined || !originCurrency) return
    const max = maxSendable(originBalance, { native, decimals: originCurrency.decimals, gasPrice: gasPrice.data })
    onChange(toAmountText(max, originCurrency.decimals), 'EXACT_INPUT')
  }

  return (
    <div className="ferry-amount">
      {!props.hideTradeType && (
        <ToggleGroup.Root
          type="single"
          className="ferry-segmented"
          aria-label={labels.amountEnteredAs}
          value={tradeType}
          disabled={disabled}
          onValueChange={(next) => next && onTradeTypeChange(next as TradeType)}
        >
          <ToggleGroup.Item value="EXACT_INPUT" className="ferry-segment">
            {labels.amountPay}
          </ToggleGroup.Item>
          <ToggleGroup.Item value="EXACT_OUTPUT" className="ferry-segment">
            {labels.amountReceive}
          </ToggleGroup.Item>
        </ToggleGroup.Root>
      )}
      <div className="ferry-amount__row">
        <input
          id={`${id}-amount`}
          className="ferry-input ferry-amount__input"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          placeholder="0"
          aria-label={labels.amountInput(pay, currency?.symbol ?? '')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          disabled={disabled}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
        {originBalance !== undefined && originCurrency && !disabled && (
          <button type="button" className="ferry-text-button" onClick={fillMax} title={labels.amountMaxHint}>
            {labels.amountMax}
          </button>
        )}
      </div>
      {error && (
        <p id={`${id}-error`} className="ferry-field-error" role="alert">
          {error}
        </p>
      )}
      {originBalance !== undefined && originCurrency && (
        <p className="ferry-muted ferry-balance">{labels.amountBalance(formatDisplayAmount(originBalance, originCurrency.decimals), originCurrency.symbol)}</p>
      )}
    </div>
  )
}
