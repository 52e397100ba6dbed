import type { ReactElement } from 'react'
import { useWidgetLocale } from '../i18n/locale'
import { useWidgetLabels } from '../lazyLabels'
import type { RouteSide } from './side'
import { amountForPeople, chainLabel, type ChainDisplayProps } from './text'
import { TokenIcon } from './TokenIcon'

export interface SideFigureProps extends Omit<ChainDisplayProps, 'explorerTxUrl'> {
  side: RouteSide
  /** The view's class block: its text is `<block>__text`, with `<block>__amount`, `__chain` and `__usd`. */
  block: 'ferry-route' | 'ferry-outcome' | 'ferry-history'
  /** The icon's size in pixels. */
  size: number
  /** Said before the amount to assistive technology only (`From`, `To`), where no term shows. */
  term?: string | undefined
  /** The side's USD value, shown under its chain. */
  usd?: string | undefined
}

/**
 * One side of a route: its token's icon (its own logo, else the catalog's) with its chain's badge,
 * then its amount and its chain, as the route header, the outcome and a history row show it.
 */
export function SideFigure({ side, block, size, term, usd, chainName, chainLogo, currencyLogo }: SideFigureProps): ReactElement {
  const { common } = useWidgetLabels()
  const locale = useWidgetLocale()
  const chain = chainLabel(side.chainId, common, chainName)
  return (
    <>
      <TokenIcon
        size={size}
        currency={{ symbol: side.symbol, address: side.address, logoURI: side.logoURI ?? currencyLogo?.(side.chainId, side.address) }}
        chain={{ id: side.chainId, name: chain, logoURI: chainLogo?.(side.chainId) }}
      />
      <span className={`${block}__text`}>
        {term && <span className="ferry-visually-hidden">{term} </span>}
        <span className={`${block}__amount ferry-number`} dir="ltr">{amountForPeople(side, common, { locale })}</span>
        <span className={`${block}__chain`}>{chain}</span>
        {usd && (
          <span className={`${block}__usd ferry-number`} dir="ltr">
            {usd}
          </span>
        )}
      </span>
    </>
  )
}
