import type { ReactElement } from 'react'
import { Logo } from './Logo'

/** What an icon needs of a chain. */
export interface IconChain {
  id: number
  name: string
  logoURI?: string | undefined
}

/** What an icon needs of a currency. */
export interface IconCurrency {
  symbol: string
  /** Seeds the avatar's colour. */
  address?: string | undefined
  logoURI?: string | undefined
}

export interface ChainIconProps {
  chain: IconChain
  /** Pixels; default 20. */
  size?: number
  className?: string
}

/** A chain's logo (rounded square) or its avatar. Decorative: the name beside it says which chain. */
export function ChainIcon({ chain, size = 20, className }: ChainIconProps): ReactElement {
  return (
    <span className={className ? `ferry-icon ${className}` : 'ferry-icon'}>
      <Logo src={chain.logoURI} seed={`chain:${chain.id}`} label={chain.name} size={size} shape="square" />
    </span>
  )
}

export interface TokenIconProps {
  currency: IconCurrency
  /** Adds the chain's badge at the bottom right. */
  chain?: IconChain | undefined
  /** Pixels; default 24. */
  size?: number
  className?: string
}

/** A token's logo (round) or its avatar, with its chain as a badge. Decorative, like ChainIcon. */
export function TokenIcon({ currency, chain, size = 24, className }: TokenIconProps): ReactElement {
  const seed = `${currency.address ?? ''}:${currency.symbol}`
  return (
    <span className={className ? `ferry-icon ${className}` : 'ferry-icon'}>
      <Logo src={currency.logoURI} seed={seed} label={currency.symbol} size={size} shape="round" />
      {chain && (
        <span className="ferry-icon__badge">
          <Logo src={chain.logoURI} seed={`chain:${chain.id}`} label={chain.name} size={Math.max(10, Math.round(size * 0.45))} shape="square" />
        </span>
      )}
    </span>
  )
}
