import type { ReactElement, ReactNode } from 'react'
import { useWidgetLocale } from '../i18n/locale'
import { useWidgetLabels } from '../lazyLabels'
import type { RouteSide } from './side'
import { SideFigure } from './SideFigure'
import type { ChainDisplayProps } from './text'
import { usdForPeople } from './usdAndPercent'

export interface RouteHeaderProps extends Omit<ChainDisplayProps, 'explorerTxUrl'> {
  send?: RouteSide | undefined
  receive?: RouteSide | undefined
  /** Show the USD value under each amount, when known. */
  showUsd?: boolean | undefined
  /** Beside a side's figure (the mark of an unverified token), when given. */
  mark?: ((side: RouteSide) => ReactNode) | undefined
  className?: string | undefined
}

/**
 * Both sides of a transfer, side by side with an arrow between: the amount, the token's icon with
 * its chain as a badge, and the chain's name. Numbers never wrap inside themselves.
 */
export function RouteHeader({ send, receive, showUsd = false, mark, className, ...chains }: RouteHeaderProps): ReactElement | null {
  const { common } = useWidgetLabels()
  const locale = useWidgetLocale()
  if (!send && !receive) return null
  const side = (value: RouteSide, term: string) => (
    <div className="ferry-route__side">
      <SideFigure side={value} block="ferry-route" size={36} term={term} usd={showUsd ? usdForPeople(value.usd, common, { locale }) : undefined} {...chains} />
      {mark?.(value)}
    </div>
  )
  return (
    // The frame is the size container: a narrow route stacks each side.
    <div className={['ferry-route-frame', className].filter(Boolean).join(' ')}>
      <div className="ferry-route">
        {send && side(send, common.from)}
        <RouteArrow className="ferry-route__arrow" size={20} />
        {receive && side(receive, common.to)}
      </div>
    </div>
  )
}

/** The arrow from one side of a route to the other. Decorative; it points the other way right to left (rtl.css). */
export function RouteArrow({ className, size }: { className: string; size: number }): ReactElement {
  return (
    <svg className={`${className} ferry-rtl-mirror`} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M5 12h14M13 6l6 6-6 6" />
    </svg>
  )
}
