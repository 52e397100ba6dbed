import { useEffect, type ReactElement } from 'react'
import { itemRecords, NATIVE_CURRENCY } from '../../core/index'
import type { UseQuoteReturnType } from '../../react/index'
import { useTokenBalances } from '../balances/useTokenBalances'
import { useWidgetLabels } from '../lazyLabels'
import type { BridgeForm } from '../form/useBridgeForm'
import type { WidgetCurrency } from '../types'

export interface GaslessOfferProps {
  /** The form: its origin (an ERC-20: the form shows this part only then), account and actions. */
  form: Pick<BridgeForm, 'account' | 'originChain' | 'originCurrency' | 'actions'>
  /** The form's quote: the offer shows once the one answering the form is a permit. */
  quote: Pick<UseQuoteReturnType, 'data' | 'isCurrent'>
}

/**
 * The gasless path (`usePermit`) where it helps: a wallet that holds none of the origin chain's gas
 * currency asks for it by itself, and once the service answers with a permit (the token allows it)
 * the form says so: "No ETH needed: pay the network fee in USDC". The settings' switch overrides it.
 */
export function GaslessOffer({ form, quote: { data, isCurrent } }: GaslessOfferProps): ReactElement | null {
  const { account, originChain: chain, originCurrency: token, actions } = form
  const quote = isCurrent ? data : undefined
  const { settings } = useWidgetLabels()
  const { symbol, decimals } = chain?.nativeCurrency ?? { symbol: 'ETH', decimals: 18 }
  const native: WidgetCurrency | undefined = chain && { chainId: chain.id, address: NATIVE_CURRENCY, symbol, name: symbol, decimals }
  const held = useTokenBalances(account, chain, native ? [native] : []).of(NATIVE_CURRENCY)
  const empty = held === 0n
  const { setGasless } = actions
  useEffect(() => setGasless(empty, true), [empty, setGasless])
  const offered = quote !== undefined && itemRecords(quote).some((record) => record.kind === 'permit' && record.status !== 'complete')
  if (!offered || !token) return null
  return (
    <p className="ferry-gasless" role="note">
      <svg className="ferry-gasless__icon" width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M4 20V5a2 2 0 0 1 2-2h6a2 2 0 0 1 2 2v15M3 20h12M4 10h10M14 8h2a2 2 0 0 1 2 2v6a1.5 1.5 0 0 0 3 0V8l-3-3" />
      </svg>
      <span>
        <strong className="ferry-gasless__title">{settings.gaslessOffer(symbol, token.symbol)}</strong>
        <span className="ferry-gasless__detail">{settings.gaslessOfferDetail(token.symbol)}</span>
      </span>
    </p>
  )
}
