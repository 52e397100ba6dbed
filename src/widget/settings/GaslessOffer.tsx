import { useEffect, type ReactElement } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useConfig } from 'wagmi'
import { estimateFeesPerGas } from 'wagmi/actions'
import { itemRecords, NATIVE_CURRENCY } from '../../core/index'
import type { UseQuoteReturnType } from '../../react/index'
import { useTokenBalances } from '../balances/useTokenBalances'
import { useWidgetLabels } from '../lazyLabels'
import type { BridgeForm } from '../form/useBridgeForm'
import type { WidgetCurrency } from '../types'

/**
 * The gas an approval and a deposit take on an EVM chain (about 46k and 60-100k): the wallet holds
 * too little of the gas currency when it is below this at the chain's current fee. An estimate;
 * the run's own funds check and the wallet decide for the transactions themselves.
 */
export const ORIGIN_GAS_UNITS = 150_000n

export interface GaslessOfferProps {
  /** The form: its origin (an ERC-20: the form shows this part only then), account and actions. */
  form: Pick<BridgeForm, 'account' | 'originChain' | 'originCurrency' | 'actions'>
  /** The form's quote: the offer shows once the one answering the form is a permit. */
  quote: Pick<UseQuoteReturnType, 'data' | 'isCurrent'>
}

/**
 * The gasless path (`usePermit`) where it helps: a wallet whose gas currency on the origin chain
 * cannot pay an approval and a deposit (none, or less than `ORIGIN_GAS_UNITS` at the chain's fee)
 * asks for it by itself, and once the service answers with a permit (the token allows it) the form
 * says so: "No ETH needed: pay the network fee in USDC". The settings' switch overrides it.
 */
export function GaslessOffer({ form, quote: { data, isCurrent } }: GaslessOfferProps): ReactElement | null {
  const { account, originChain: chain, originCurrency: token, actions } = form
  const quote = isCurrent ? data : undefined
  const { settings } = useWidgetLabels()
  const { symbol, decimals } = chain?.nativeCurrency ?? { symbol: 'ETH', decimals: 18 }
  const native: WidgetCurrency | undefined = chain && { chainId: chain.id, address: NATIVE_CURRENCY, symbol, name: symbol, decimals }
  const held = useTokenBalances(account, chain, native ? [native] : []).of(NATIVE_CURRENCY)
  // What an approval and a deposit would cost now, at the chain's fee (wagmi's estimate, from the host's config).
  const config = useConfig()
  const fees = useQuery({
    queryKey: ['ferry', 'feesPerGas', chain?.id],
    queryFn: () => estimateFeesPerGas(config, { chainId: chain!.id }),
    enabled: account !== undefined && chain !== undefined,
  })
  const perGas = fees.data?.maxFeePerGas ?? fees.data?.gasPrice
  const short = held !== undefined && (held === 0n || (perGas !== undefined && held < ORIGIN_GAS_UNITS * perGas))
  const { setGasless } = actions
  useEffect(() => setGasless(short, true), [short, setGasless])
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
