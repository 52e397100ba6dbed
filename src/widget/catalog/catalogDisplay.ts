import type { ChainDisplayProps } from '../display/text'
import { explorerTxUrl } from '../display/explorer'
import type { Catalog } from './catalog'

/** How the review, the run and the history name chains, find logos and link transactions: from the catalog. */
export function catalogDisplay(catalog: Catalog): Required<ChainDisplayProps> {
  return {
    chainName: (chainId) => catalog.chain(chainId)?.name,
    chainLogo: (chainId) => catalog.chain(chainId)?.logoURI,
    currencyLogo: (chainId, address) => catalog.currency(chainId, address)?.logoURI,
    explorerTxUrl: (chainId, hash) => explorerTxUrl(catalog.chain(chainId)?.explorerUrl, hash),
  }
}
