import { useId, type ReactElement } from 'react'
import { useWidgetLabels } from '../lazyLabels'
import { CopyButton } from '../display/CopyButton'
import { explorerAddressUrl } from '../display/explorer'
import { ExplorerLink } from '../display/ExplorerLink'
import { TokenIcon } from '../display/TokenIcon'
import type { WidgetChain, WidgetCurrency } from '../types'

export interface UnverifiedWarningProps {
  currency: WidgetCurrency
  chain: WidgetChain | undefined
  onAccept(): void
  /** Back to the list; without it (the warning opened again from a token's mark), no Back. */
  onBack?: (() => void) | undefined
}

/**
 * Said before an unverified token is used, once per token: what it is, that anyone can mint a
 * look-alike, its whole address to check; "I understand" goes on, Back returns to the list.
 */
export function UnverifiedWarning({ currency, chain, onAccept, onBack }: UnverifiedWarningProps): ReactElement {
  const { picker } = useWidgetLabels()
  const chainName = chain?.name ?? String(currency.chainId)
  const href = explorerAddressUrl(chain?.explorerUrl, currency.address)
  const id = useId()
  return (
    <section className="ferry-unverified" aria-labelledby={`${id}-title`} aria-describedby={`${id}-body`}>
      <div className="ferry-unverified__head">
        <TokenIcon currency={currency} chain={chain} size={40} />
        <h3 id={`${id}-title`} className="ferry-unverified__title">
          {picker.warningTitle}
        </h3>
      </div>
      <p id={`${id}-body`} className="ferry-warning">
        {picker.warningBody(currency.symbol, currency.name, chainName)}
      </p>
      <p className="ferry-unverified__address">
        <span className="ferry-mono" dir="ltr">
          {currency.address}
        </span>
        <CopyButton value={currency.address} label={picker.copyAddress(currency.symbol, chainName)} copiedLabel={picker.copied} />
        {href && (
          <ExplorerLink url={href} label={picker.explorer(currency.symbol, chainName)}>
            {null}
          </ExplorerLink>
        )}
      </p>
      {/* The safe way out is the first stop and the default: accepting takes a deliberate move. */}
      {onBack && (
        <button type="button" className="ferry-button ferry-unverified__back" onClick={onBack} autoFocus>
          {picker.warningBack}
        </button>
      )}
      <button type="button" className="ferry-main-button ferry-unverified__accept" onClick={onAccept}>
        {picker.warningAccept(currency.symbol)}
      </button>
    </section>
  )
}
