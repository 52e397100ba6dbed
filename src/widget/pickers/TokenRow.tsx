import type { ReactElement } from 'react'
import { isNativeCurrency } from '../../core/index'
import { useWidgetLocale } from '../i18n/locale'
import { useWidgetLabels } from '../lazyLabels'
import { formatUnitsForPeople, formatUsdForPeople, toDecimalString } from '../display/number'
import { shortHash } from '../display/text'
import { TokenIcon } from '../display/TokenIcon'
import type { WidgetChain, WidgetCurrency } from '../types'
import type { PickerBalance } from './usePickerBalances'

export interface TokenRowProps {
  currency: WidgetCurrency
  chain: WidgetChain | undefined
  balance: PickerBalance | undefined
}

/** An option's content: the token's icon on its chain, symbol, name, chain and short address; what the account holds, in USD and in tokens. */
export function TokenRow({ currency, chain, balance }: TokenRowProps): ReactElement {
  const { picker } = useWidgetLabels()
  const locale = useWidgetLocale()
  const usd = balance?.usd !== undefined && balance.usd > 0n ? formatUsdForPeople(toDecimalString(balance.usd, 6), { locale }) : undefined
  return (
    <>
      <TokenIcon currency={currency} chain={chain} size={32} />
      <span className="ferry-option__text">
        <span className="ferry-option__title">
          <span className="ferry-option__symbol">{currency.symbol}</span>
          {currency.verified === false && <span className="ferry-badge ferry-badge--warning">{picker.unverified}</span>}
        </span>{' '}
        {/* A token's name and its chain's are what their issuers wrote: their own direction. The chain
            is what tells two USDCs apart: the address and the token's name give way, the chain name is never cut. */}
        <span className="ferry-option__name">
          <span className="ferry-option__token-name" dir="auto">
            {currency.name}
          </span>
          {/* Spaced in the text too, for what is read or copied; the layout's gap spaces it on screen. */}
          <span>{' · '}</span>
          <span className="ferry-option__chain" dir="auto">
            {chain?.name ?? currency.chainId}
          </span>
          {/* The address gives way first (the highlighted row's shows whole below the list), its separator with it. */}
          <span className="ferry-option__address">
            {' · '}
            <span className="ferry-mono" dir="ltr">
              {isNativeCurrency(currency.address) ? picker.native : shortHash(currency.address)}
            </span>
          </span>
        </span>
      </span>{' '}
      {balance !== undefined && balance.amount > 0n && (
        <span className="ferry-option__balance">
          {usd && (
            <span className="ferry-option__usd" dir="ltr">
              {usd}
            </span>
          )}
          <span>{picker.balance(formatUnitsForPeople(balance.amount, currency.decimals, { locale }))}</span>
        </span>
      )}
    </>
  )
}
