import { useState, type ReactElement } from 'react'
import { avatarColor, initials } from './avatar'

// Temporary stand-in with the agreed API; main's version replaces it at merge.

export interface IconChain {
  id: number
  name: string
  logoURI?: string | undefined
}

export interface IconCurrency {
  symbol: string
  address: string
  logoURI?: string | undefined
}

function Avatar({ seed, text, size, logoURI }: { seed: string; text: string; size: number; logoURI?: string | undefined }) {
  const [broken, setBroken] = useState(false)
  if (logoURI && !broken) return <img className="ferry-icon__img" src={logoURI} alt="" width={size} height={size} onError={() => setBroken(true)} />
  return (
    <span className="ferry-icon__avatar" style={{ width: size, height: size, background: avatarColor(seed), fontSize: size * 0.4 }}>
      {initials(text)}
    </span>
  )
}

export function ChainIcon({ chain, size = 20 }: { chain: IconChain; size?: number }): ReactElement {
  return (
    <span className="ferry-icon" aria-hidden="true" style={{ width: size, height: size }}>
      <Avatar seed={String(chain.id)} text={chain.name} size={size} logoURI={chain.logoURI} />
    </span>
  )
}

export function TokenIcon({ currency, chain, size = 24 }: { currency: IconCurrency; chain?: IconChain | undefined; size?: number }): ReactElement {
  const badge = Math.round(size / 2)
  return (
    <span className="ferry-icon" aria-hidden="true" style={{ width: size, height: size, position: 'relative' }}>
      <Avatar seed={currency.address} text={currency.symbol} size={size} logoURI={currency.logoURI} />
      {chain && (
        <span className="ferry-icon__badge" style={{ position: 'absolute', right: -2, bottom: -2 }}>
          <Avatar seed={String(chain.id)} text={chain.name} size={badge} logoURI={chain.logoURI} />
        </span>
      )}
    </span>
  )
}
