import type { ReactElement } from 'react'
import { VENUE_CHAIN_ID } from '../../core/index'
import { type UseQuoteReturnType } from '../../react/index'
import { AmountField } from '../amount/AmountField'
import { CallSummary } from '../lazy'
import { useTokenBalances } from '../balances/useTokenBalances'
import { useWidgetLabels } from '../context'
import { useWidgetLocale } from '../i18n/locale'
import { sameCurrency } from '../catalog/catalog'
import { sideOf } from '../display/side'
import type { BridgeForm } from '../form/useBridgeForm'
import { quotedAmount as amountOf, quotedUsd as usdOf } from '../amount/quotedAmount'
import { CurrencyPicker } from '../pickers/CurrencyPicker'
import type { UsdPrice } from '../amount/usdPrice'
import type { WidgetCurrency } from '../types'

export interface FormCardsProps {
  form: BridgeForm
  /** Only what the cards show of the quote (never its age, which ticks). */
  quote: Pick<UseQuoteReturnType, 'data' | 'isCurrent' | 'isFetching' | 'lastError' | 'inputStatus'>
  /** The account's balance of the origin currency (the panel reads it for the main button too). */
  originBalance: bigint | undefined
  /** The last USD price a quote gave each currency (`useUsdPrices`): the pay card's USD mode reads it. */
  priceOf?: ((currency: WidgetCurrency | undefined) => UsdPrice | undefined) | undefined
}

/**
 * "You pay" and "You receive", with the flip between them. The user types into either card: the
 * pay card asks for `EXACT_INPUT`, the receive card for `EXACT_OUTPUT`, and the other card shows
 * the quote's amount. A cross-chain call puts its summary in the receive card's place.
 */
export function FormCards({ form, quote, originBalance, priceOf }: FormCardsProps): ReactElement {
  const { form: words } = useWidgetLabels()
  const locale = useWidgetLocale()
  const { state, actions, catalog, account, chainLocked, currencyLocked, originChain, originCurrency, destinationChain, destinationCurrency } = form
  const destination = useTokenBalances(account, destinationChain, destinationCurrency ? [destinationCurrency] : [])
  const exactOutput = form.call !== undefined || state.tradeType === 'EXACT_OUTPUT'
  const hasAmount = form.amount.kind === 'valid'
  // A side of the quote shows only in the card of its own token: never an old quote's ETH read as USDC after a flip.
  const quoted = (side: 'currencyIn' | 'currencyOut', currency: WidgetCurrency | undefined) => {
    const figure = hasAmount ? sideOf(quote.data?.details[side]) : undefined
    return figure && currency && sameCurrency(figure, currency) ? figure : undefined
  }
  const quotedIn = quoted('currencyIn', originCurrency)
  const quotedOut = quoted('currencyOut', destinationCurrency)
  // From the keystroke to the answer (the request waits for typing to pause) a quote is on its way;
  // after a failure the last one, if any, stays faded: a quoted card never drops to a bare "0".
  const quotable = hasAmount && !form.sameToken && form.recipient.kind !== 'invalid' && !form.slippageInvalid && !form.topupGasInvalid && quote.inputStatus !== 'invalid'
  const pending = quotable && (quote.isFetching || (!quote.isCurrent && !quote.lastError))
  const stale = hasAmount && !pending && !quote.isCurrent
  const quotedSide = pending ? 'pending' : stale ? 'stale' : 'current'
  const chainIds = (side: 'origin' | 'destination') => {
    const locked = chainLocked[side] ? state[side].chainId : undefined
    // Only a venue mode puts 1337 on its side; bridging to or from it is offered in bridge mode too.
    return locked !== undefined ? [locked] : catalog.chains.map((chain) => chain.id).filter((id) => state.mode === 'bridge' || id !== VENUE_CHAIN_ID)
  }
  const picker = (side: 'origin' | 'destination') => (
    <CurrencyPicker
      side={side}
      value={state[side]}
      onSelect={side === 'origin' ? actions.setOrigin : actions.setDestination}
      catalog={catalog}
      account={account}
      chainIds={chainIds(side)}
      disabled={chainLocked[side] && currencyLocked[side]}
    />
  )

  return (
    <div className="ferry-cards">
      <AmountField
        side="pay"
        value={exactOutput ? amountOf(quotedIn) : state.amount}
        onChange={(amount) => actions.setAmount(amount, 'EXACT_INPUT')}
        parsed={exactOutput ? undefined : form.amount}
        quoted={exactOutput && hasAmount ? quotedSide : undefined}
        currency={originCurrency}
        chain={originChain}
        balance={originBalance}
        usd={usdOf(quotedIn, { locale })}
        usdState={hasAmount ? quotedSide : undefined}
        picker={picker('origin')}
        disabled={form.locks.amount}
        readOnly={form.call !== undefined}
        price={priceOf?.(originCurrency)}
      />
      {state.mode === 'bridge' ? (
        <button type="button" className="ferry-flip" aria-label={words.flip} disabled={!form.canFlip} onClick={actions.flip}>
          <ArrowDown />
        </button>
      ) : (
        <span className="ferry-flip" aria-hidden="true">
          <ArrowDown />
        </span>
      )}
      {form.call ? (
        <CallSummary call={form.call} currency={destinationCurrency} chain={destinationChain} picker={picker('destination')} />
      ) : (
        <AmountField
          side="receive"
          value={exactOutput ? state.amount : amountOf(quotedOut)}
          onChange={(amount) => actions.setAmount(amount, 'EXACT_OUTPUT')}
          parsed={exactOutput ? form.amount : undefined}
          quoted={!exactOutput && hasAmount ? quotedSide : undefined}
          currency={destinationCurrency}
          chain={destinationChain}
          balance={destination.of(destinationCurrency?.address)}
          usd={usdOf(quotedOut, { locale })}
          usdState={hasAmount ? quotedSide : undefined}
          picker={picker('destination')}
          disabled={form.locks.amount}
        />
      )}
    </div>
  )
}

function ArrowDown() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
      <path d="M12 5v14M6 13l6 6 6-6" />
    </svg>
  )
}
