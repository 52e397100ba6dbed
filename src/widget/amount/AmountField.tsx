import { useId, type CSSProperties, type ReactElement, type ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useConfig } from 'wagmi'
import { getGasPrice } from 'wagmi/actions'
import { isNativeCurrency } from '../../core/index'
import { useWidgetLabels } from '../context'
import { isVenueChain } from '../catalog/catalog'
import { formatUnitsForInput, formatUnitsForPeople, formatUsdForPeople, toDecimalString } from '../display/number'
import { toFieldDecimal } from '../form/amountText'
import { useWidgetLocale } from '../i18n/locale'
import { parseAmount, type ParsedAmount } from '../form/amount'
import type { WidgetChain, WidgetCurrency } from '../types'
import { AmountShortcuts } from './AmountShortcuts'
import { shareOfBalance, type AmountShare } from './maxAmount'
import { useAmountEntry } from './useAmountEntry'
import { usdForUnits, type UsdPrice } from './usdPrice'

export type QuotedState = 'current' | 'pending' | 'stale'

export interface AmountFieldProps {
  /** `pay`: what leaves the origin (with the amount shortcuts); `receive`: what arrives. Names the card and its field. */
  side: 'pay' | 'receive'
  /** The amount shown: typed here, or the quote's when the user typed into the other card. */
  value: string
  /** The user typed here: the parent makes this card the one the request fixes. */
  onChange(amount: string): void
  /** The typed amount, read with the currency's decimals, when this card holds it (for its inline error). */
  parsed?: ParsedAmount | undefined
  /**
   * The value comes from the quote: `pending` while a newer one is on its way (a skeleton until
   * there is one), `stale` when the last one failed (faded; blank, never "0", without one).
   */
  quoted?: QuotedState | undefined
  currency: WidgetCurrency | undefined
  chain: WidgetChain | undefined
  balance: bigint | undefined
  /** The card's USD value, formatted (`$1,234.56`), when the quote gives one. */
  usd?: string | undefined
  /** Where `usd` stands against the amount: its line keeps its place, a skeleton while quoting, faded when old. */
  usdState?: QuotedState | undefined
  /** The token button (a `CurrencyPicker`). */
  picker: ReactNode
  /** The host locked the amount. */
  disabled?: boolean | undefined
  /** The amount is set elsewhere (a cross-chain call): shown, not typed. */
  readOnly?: boolean | undefined
  /** The last USD price of `currency` a quote gave: the pay card then offers USD mode. */
  price?: UsdPrice | undefined
  /** How typed and pasted separators read (`1,000.5` or `1.000,5`) and the decimal mark shown; default the widget's locale. */
  locale?: string | undefined
}

/**
 * One card of the form: a large amount on the left, the token button on the right; under them
 * the USD value, and the balance. The pay card has 25 %, 50 % and Max beside its title, and,
 * once a quote priced its token, a USD mode (its USD figure is the toggle). The amount field is
 * labelled by side and symbol ("Amount to pay in ETH"); a long number shrinks rather than wraps.
 * Typing and pasting follow `useAmountEntry`.
 */
export function AmountField(props: AmountFieldProps): ReactElement {
  const { side, value, onChange, parsed, quoted, currency, chain, balance, usd, usdState, picker, disabled, readOnly, price } = props
  const { form } = useWidgetLabels()
  const widgetLocale = useWidgetLocale()
  const locale = props.locale ?? widgetLocale
  const id = useId()
  const pay = side === 'pay'
  const native = pay && currency !== undefined && isNativeCurrency(currency.address)
  const config = useConfig()
  const gasPrice = useQuery({
    queryKey: ['gasPrice', { chainId: chain?.id, reader: 'ferry' }],
    queryFn: () => getGasPrice(config, { chainId: chain!.id }),
    enabled: native && balance !== undefined && chain !== undefined,
  })
  const entry = useAmountEntry({
    value,
    onChange,
    locale,
    decimals: currency?.decimals,
    price: pay && !readOnly ? price : undefined,
    currencyKey: `${chain?.id}:${currency?.address}`,
  })
  const refusals = { address: form.errorAddress, hex: form.errorHex, letters: form.errorLetters, range: form.errorRange }
  const error = entry.refused
    ? refusals[entry.refused]
    : parsed?.kind !== 'invalid'
      ? undefined
      : parsed.reason === 'decimals'
        ? form.errorDecimals(currency?.symbol ?? '', parsed.decimals)
        : form.errorFormat
  const title = pay ? form.pay : form.receive
  const name = entry.usdMode ? form.amountInputUsd : form.amountInput(pay, currency?.symbol ?? '')
  const amountClass = `ferry-card__amount${quoted && quoted !== 'current' ? ` ferry-card__amount--${quoted}` : ''}`
  // A quoted card waits for its number: the skeleton holds the place of a bare "0".
  const skeleton = quoted === 'pending' && !value
  const shown = entry.shown
  const usdClass = `ferry-card__usd${usdState && usdState !== 'current' ? ` ferry-card__usd--${usdState}` : ''}`
  // The font fits the number to the field's width (styles.css), so a long amount shrinks instead of wrapping.
  const fit = { '--ferry-amount-chars': Math.max(shown.length + (entry.usdMode ? 1 : 0), 5) } as CSSProperties

  // In USD mode the foot shows the token amount the dollars buy; otherwise the USD value, the quote's or at the last price.
  const units = unitsOf(value, currency)
  const tokenFigure = currency ? form.usdEquivalent(units === undefined ? '0' : formatUnitsForPeople(units, currency.decimals, { locale }), currency.symbol) : ''
  const worth = units !== undefined && price ? usdForUnits(units, price) : undefined
  const usdFigure = usd ?? formatUsdForPeople(worth ?? '0', { locale })

  // The request spends the exact share; the field shows it at display precision (cut), as the review does.
  function fillShare(share: AmountShare) {
    if (balance === undefined || !currency) return
    const units = shareOfBalance(balance, share, { native, decimals: currency.decimals, gasPrice: gasPrice.data })
    entry.set(toDecimalString(units, currency.decimals), formatUnitsForInput(units, currency.decimals))
  }

  return (
    <section className={`ferry-card${error ? ' ferry-card--invalid' : ''}`} aria-labelledby={`${id}-title`}>
      <div className="ferry-card__head">
        <h3 id={`${id}-title`} className="ferry-card__title">
          {title}
        </h3>
        {pay && !readOnly && !disabled && <AmountShortcuts onPick={fillShare} disabled={!balance} />}
      </div>
      <div className="ferry-card__main">
        <span className={`ferry-card__field${entry.usdMode ? ' ferry-card__field--usd' : ''}`}>
          {entry.usdMode && (
            <span className="ferry-card__currency-sign" style={fit} aria-hidden="true">
              $
            </span>
          )}
          {readOnly ? (
            <output className={amountClass} style={fit} dir="ltr" aria-label={name}>
              {value ? toFieldDecimal(value, locale) : quoted ? '' : '0'}
            </output>
          ) : (
            <input
              id={`${id}-amount`}
              className={amountClass}
              style={fit}
              dir="ltr"
              inputMode="decimal"
              autoComplete="off"
              spellCheck={false}
              placeholder={quoted ? undefined : '0'}
              aria-label={name}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : quoted === 'pending' ? `${id}-quoting` : undefined}
              aria-busy={quoted === 'pending' || undefined}
              disabled={disabled}
              value={shown}
              onChange={(event) => entry.onInput(event.target.value)}
              onPaste={entry.onPaste}
            />
          )}
          {skeleton && <span className="ferry-skeleton ferry-card__skeleton" aria-hidden="true" />}
        </span>
        {picker}
      </div>
      {quoted === 'pending' && (
        <span id={`${id}-quoting`} className="ferry-visually-hidden">
          {form.quoting}
        </span>
      )}
      <div className="ferry-card__foot">
        {entry.canUseUsd ? (
          <button
            type="button"
            className={`ferry-text-button ${usdClass} ferry-card__usd-toggle`}
            aria-pressed={entry.usdMode}
            aria-label={form.usdModeHint}
            title={form.usdModeHint}
            onClick={() => entry.setUsdMode(!entry.usdMode)}
          >
            <SwapIcon />
            <span dir="ltr">{entry.usdMode ? tokenFigure : usdFigure}</span>
          </button>
        ) : (
          <span className={usdClass} dir="ltr">
            {usd ?? (usdState === 'pending' && <span className="ferry-skeleton ferry-card__usd-skeleton" aria-hidden="true" />)}
          </span>
        )}
        {balance !== undefined && currency && (
          <span className="ferry-card__balance">
            {(pay && isVenueChain(chain) ? form.withdrawable : form.balance)(formatUnitsForPeople(balance, currency.decimals, { locale }), currency.symbol)}
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

/** `value` read with the currency's decimals, when it is a positive amount. */
function unitsOf(value: string, currency: WidgetCurrency | undefined): bigint | undefined {
  const parsed = currency ? parseAmount(value, currency.decimals) : undefined
  return parsed?.kind === 'valid' ? parsed.value : undefined
}

function SwapIcon() {
  return (
    <svg width="12" height="12" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
      <path d="M7 4v16M3 8l4-4 4 4M17 20V4M13 16l4 4 4-4" />
    </svg>
  )
}
