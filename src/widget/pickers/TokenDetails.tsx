import type { ReactElement } from 'react'
import { isNativeCurrency } from '../../core/index'
import { useWidgetLabels } from '../lazyLabels'
import { CopyButton } from '../display/CopyButton'
import { explorerAddressUrl } from '../display/explorer'
import { ExplorerLink } from '../display/ExplorerLink'
import { shortHash } from '../display/text'
import type { WidgetChain, WidgetCurrency } from '../types'

export interface TokenDetailsProps {
  currency: WidgetCurrency
  chain: WidgetChain | undefined
}

/** The active option's contract: its short address, a copy button and its explorer page (options hold no controls of their own). */
export function TokenDetails({ currency, chain }: TokenDetailsProps): ReactElement | null {
  const { picker } = useWidgetLabels()
  if (isNativeCurrency(currency.address)) return null
  const chainName = chain?.name ?? String(currency.chainId)
  const href = explorerAddressUrl(chain?.explorerUrl, currency.address)
  return (
    <div className="ferry-token-details">
      <span className="ferry-token-details__name">
        {currency.symbol} · {chainName}
      </span>
      <span className="ferry-mono" dir="ltr" title={currency.address}>
        {shortHash(currency.address)}
      </span>
      <CopyButton value={currency.address} label={picker.copyAddress(currency.symbol, chainName)} copiedLabel={picker.copied} />
      {href && (
        <ExplorerLink url={href} label={picker.explorer(currency.symbol, chainName)}>
          {null}
        </ExplorerLink>
      )}
    </div>
  )
}
