import type { ReactElement } from 'react'
import { TokenIcon } from './TokenIcon'
import type { ChainDisplayProps } from './text'

export interface SideIconProps extends Pick<ChainDisplayProps, 'chainLogo' | 'currencyLogo'> {
  side: { chainId: number; address: string; symbol: string; logoURI?: string | undefined }
  /** The chain's name, as shown beside the icon. */
  chain: string
  size: number
}

/** One side of a route as an icon: its token (its own logo, else the catalog's) with its chain's badge. */
export function SideIcon({ side, chain, size, chainLogo, currencyLogo }: SideIconProps): ReactElement {
  return (
    <TokenIcon
      size={size}
      currency={{ symbol: side.symbol, address: side.address, logoURI: side.logoURI ?? currencyLogo?.(side.chainId, side.address) }}
      chain={{ id: side.chainId, name: chain, logoURI: chainLogo?.(side.chainId) }}
    />
  )
}
