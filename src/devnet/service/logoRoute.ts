import { HttpProblem, type JsonReply } from '../http/jsonServer'
import { chainBrandColor, chainIconSvg, logoFileName, tokenLogoSvg } from '../tokens/logos'
import type { CurrencyCatalogue } from './currencies'

/** Where the devnet serves its logos: `<symbol>.svg` for currencies, `chains/<chainId>.svg` for chains. */
export const LOGO_PATH = '/_devnet/logos/'

/** A day: a logo never changes for its name (it is drawn from the symbol alone). */
const CACHE_CONTROL = 'public, max-age=86400, immutable'

/** The URL of `symbol`'s logo on the service at `serviceUrl`. */
export function tokenLogoUrl(serviceUrl: string, symbol: string): string {
  return `${serviceUrl}${LOGO_PATH}${logoFileName(symbol)}`
}

/** The URL of a chain's icon on the service at `serviceUrl`. */
export function chainIconUrl(serviceUrl: string, chainId: number): string {
  return `${serviceUrl}${LOGO_PATH}chains/${chainId}.svg`
}

/** `GET /_devnet/logos/...`: the SVG, or a 404 naming what there is. */
export function logoRoute(pathname: string, catalogue: CurrencyCatalogue): JsonReply {
  const name = decodeURIComponent(pathname.slice(LOGO_PATH.length))
  const chain = /^chains\/(\d+)\.svg$/.exec(name)
  const found = chain ? catalogue.chains.find((entry) => entry.id === Number(chain[1])) : undefined
  const svg = chain
    ? found && chainIconSvg({ name: found.name, color: chainBrandColor(found.id) })
    : name.endsWith('.svg') ? tokenLogoSvg(name.slice(0, -'.svg'.length)) : undefined
  if (svg === undefined) {
    throw new HttpProblem(404, `No logo ${pathname}; there are ${LOGO_PATH}<symbol>.svg for each currency and ${LOGO_PATH}chains/<chainId>.svg for each chain.`, 'NOT_FOUND')
  }
  return { body: undefined, raw: svg, headers: { 'content-type': 'image/svg+xml', 'cache-control': CACHE_CONTROL } }
}
