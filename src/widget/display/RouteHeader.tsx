import type { ReactElement } from 'react'
import { amountForPeople, chainLabel, usdForPeople, type ChainDisplayProps } from './text'
import type { ExecutionLabels } from '../execution/labels'
import type { RouteSide } from './side'
import { SideIcon } from './SideIcon'

export interface RouteHeaderProps extends Omit<ChainDisplayProps, 'explorerTxUrl'> {
  send?: RouteSide | undefined
  receive?: RouteSide | undefined
  labels: ExecutionLabels
  /** Show the USD value under each amount, when known. */
  showUsd?: boolean
  className?: string
}

/**
 * Both sides of a transfer, side by side with an arrow between: the amount, the token's icon with
 * its chain as a badge, and the chain's name. Numbers never wrap inside themselves.
 */
export function RouteHeader({ send, receive, labels, showUsd = false, className, ...chains }: RouteHeaderProps): ReactElement | null {
  if (!send && !receive) return null
  return (
    // The frame is the size container: a narrow route stacks each side.
    <div className={['ferry-route-frame', className].filter(Boolean).join(' ')}>
      <div className="ferry-route">
        {send && <Side side={send} term={labels.from} labels={labels} showUsd={showUsd} {...chains} />}
        <svg className="ferry-route__arrow" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M5 12h14M13 6l6 6-6 6" />
        </svg>
        {receive && <Side side={receive} term={labels.to} labels={labels} showUsd={showUsd} {...chains} />}
      </div>
    </div>
  )
}

interface SideProps extends Omit<ChainDisplayProps, 'explorerTxUrl'> {
  side: RouteSide
  term: string
  labels: ExecutionLabels
  showUsd: boolean
}

function Side({ side, term, labels, showUsd, chainName, chainLogo, currencyLogo }: SideProps) {
  const chain = chainLabel(side.chainId, labels, chainName)
  const usd = showUsd ? usdForPeople(side.usd, labels) : undefined
  return (
    <div className="ferry-route__side">
      <SideIcon side={side} chain={chain} size={36} chainLogo={chainLogo} currencyLogo={currencyLogo} />
      <span className="ferry-route__text">
        <span className="ferry-visually-hidden">{term} </span>
        <span className="ferry-route__amount ferry-number">{amountForPeople(side, labels)}</span>
        <span className="ferry-route__chain">{chain}</span>
        {usd && <span className="ferry-route__usd ferry-number">{usd}</span>}
      </span>
    </div>
  )
}
