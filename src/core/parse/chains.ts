import type { Address } from 'viem'
import type { ChainCurrency, ChainErc20Currency, ServiceChain } from '../types/chains'
import { definedOnly } from '../utils/definedOnly'
import { isAddressString, isChainId, isRecord, isSafeUint, isString } from '../utils/predicates'
import { safeExplorerUrl, safeLinkUrl } from '../utils/safeUrl'
import { copyBody, readArray, readShape, type Site } from './guards'
import { listWithSafeLogos, withSafeLogos } from './logos'

const text = (value: unknown): string | undefined => (isString(value) && value !== '' ? value : undefined)
/** Only what can be compared with a transfer's recipient: valid 20-byte addresses; the rest is dropped. */
const addresses = (value: unknown): Address[] => (Array.isArray(value) ? value.filter(isAddressString) : [])
/** Only a hex colour: the value may reach a style, where anything else could carry more than a colour. */
const hexColor = (value: unknown): string | undefined => (isString(value) && /^#([\da-f]{3,4}|[\da-f]{6}|[\da-f]{8})$/i.test(value) ? value : undefined)

/**
 * Checks a `GET /chains` body: `{ chains: [...] }`. Defensive: a chain without a usable id, name
 * or native currency is left out, as is a currency without symbol, address or decimals; display
 * fields of the wrong type are dropped. Every URL that a client turns into a link, an image or a
 * request is checked (`safeUrl`): `explorerUrl`, `httpRpcUrl`, the chain's logo and each
 * currency's (its lists `featuredTokens` and `solverCurrencies` included); one that fails is
 * dropped, its chain or currency kept; so is a `brandColor` that is no hex colour. Other fields
 * are kept. Returns fresh copies.
 * @throws {MalformedResponseError} when the body has no `chains` list.
 */
export function parseChains(body: unknown): ServiceChain[] {
  const site: Site = { resource: 'chains response', path: '' }
  const { chains } = readShape(copyBody(body, site), site, { chains: readArray })
  return chains.flatMap((chain) => readChain(chain) ?? [])
}

function readChain(value: unknown): ServiceChain | undefined {
  if (!isRecord(value)) return undefined
  const { id, erc20Currencies } = value
  const name = text(value.name)
  const currency = readCurrency(value.currency)
  if (!isChainId(id) || !name || !currency) return undefined
  const tokens = Array.isArray(erc20Currencies) ? erc20Currencies : []
  return definedOnly({
    ...withSafeLogos(value),
    id,
    name,
    displayName: text(value.displayName) ?? name,
    httpRpcUrl: safeLinkUrl(value.httpRpcUrl),
    explorerUrl: safeExplorerUrl(value.explorerUrl),
    depositEnabled: value.depositEnabled !== false,
    vmType: text(value.vmType) ?? 'evm',
    brandColor: hexColor(value.brandColor),
    currency,
    erc20Currencies: tokens.flatMap((token): ChainErc20Currency[] => {
      const read = readCurrency(token)
      return read ? [{ ...read, supportsBridging: isRecord(token) && token.supportsBridging === true }] : []
    }),
    solverAddresses: addresses(value.solverAddresses),
    // Lists the widget takes logos from; kept as sent but for their logos.
    featuredTokens: listWithSafeLogos(value.featuredTokens),
    solverCurrencies: listWithSafeLogos(value.solverCurrencies),
  }) as ServiceChain
}

function readCurrency(value: unknown): ChainCurrency | undefined {
  if (!isRecord(value)) return undefined
  const symbol = text(value.symbol)
  const { address, decimals } = value
  // `decimals` scales every amount shown, so it is checked like one.
  if (!symbol || !isString(address) || !isSafeUint(decimals) || decimals > 255) return undefined
  return { ...withSafeLogos(value), id: text(value.id) ?? symbol, symbol, name: text(value.name) ?? symbol, address, decimals }
}
