import { VENUE_CHAIN_ID, type ChainCurrency, type ServiceChain } from '../../core/index'
import { definedOnly } from '../../core/utils/definedOnly'
import { isRecord } from '../../core/utils/predicates'
import { logoOf } from '../display/side'
import type { WidgetChain, WidgetCurrency } from '../types'
import { sameId } from '../../core/utils/sameId'

export interface CatalogSources {
  /** The service's `GET /chains`, once read. */
  service?: ServiceChain[] | undefined
  /** The host's `chains` prop. */
  chains?: WidgetChain[] | undefined
  /** The host's `currencies` prop. */
  currencies?: WidgetCurrency[] | undefined
}

export interface ResolvedCatalog {
  chains: WidgetChain[]
  currencies: WidgetCurrency[]
}

/**
 * What the widget offers: the host's lists where given, each entry laid over the service's entry
 * of the same id (the host's fields win), else everything the service lists that the widget can
 * drive and the service bridges. With `currencies` but no `chains`, the service's chains that
 * carry one of them (and the venue, whose perps USDC the widget always offers).
 */
export function resolveCatalog({ service = [], chains, currencies }: CatalogSources): ResolvedCatalog {
  const offered = service.flatMap((chain) => serviceChain(chain) ?? [])
  const published = service.filter((chain) => offered.some((known) => known.id === chain.id)).flatMap(serviceCurrencies)
  const mergedCurrencies = currencies
    ? currencies.map((own) => ({ ...published.find((known) => known.chainId === own.chainId && sameId(known.address, own.address)), ...definedOnly(own) }) as WidgetCurrency)
    : undefined
  const mergedChains = chains
    ? chains.map((own) => ({ ...offered.find((known) => known.id === own.id), ...definedOnly(own) }) as WidgetChain)
    : mergedCurrencies
      ? offered.filter((chain) => chain.vmType === 'venue' || mergedCurrencies.some((currency) => currency.chainId === chain.id))
      : offered
  return {
    chains: mergedChains,
    currencies: mergedCurrencies ?? published.filter((currency) => mergedChains.some((chain) => chain.id === currency.chainId)),
  }
}

/** The widget drives EVM chains through wagmi and the venue (`hypevm`, chain 1337) over HTTP; nothing else. */
function vmTypeOf({ id, vmType }: ServiceChain): WidgetChain['vmType'] | undefined {
  if (id === VENUE_CHAIN_ID) return vmType === 'evm' || vmType === 'hypevm' ? 'venue' : undefined
  return vmType === 'evm' ? 'evm' : undefined
}

function serviceChain(chain: ServiceChain): WidgetChain | undefined {
  const vmType = vmTypeOf(chain)
  if (!vmType || chain.disabled === true) return undefined
  return definedOnly({
    id: chain.id,
    name: chain.displayName,
    nativeCurrency: vmType === 'evm' ? { symbol: chain.currency.symbol, decimals: chain.currency.decimals } : undefined,
    explorerUrl: chain.explorerUrl,
    vmType,
    logoURI: logoOf(chain),
  }) as WidgetChain
}

/** The gas currency unless the service says it does not bridge it, and the ERC-20s it bridges. */
function serviceCurrencies(chain: ServiceChain): WidgetCurrency[] {
  // The service puts logos on its featured tokens only: they dress the same token in the other lists.
  const featured = Array.isArray(chain.featuredTokens) ? (chain.featuredTokens as unknown[]) : []
  const twinOf = (currency: ChainCurrency) => featured.find((token) => isRecord(token) && typeof token.address === 'string' && sameId(token.address, currency.address))
  const bridged = [...(chain.currency.supportsBridging === false ? [] : [chain.currency]), ...chain.erc20Currencies.filter((token) => token.supportsBridging)]
  return bridged.map(
    (currency) =>
      definedOnly({
        chainId: chain.id,
        address: currency.address,
        symbol: currency.symbol,
        name: currency.name,
        decimals: currency.decimals,
        logoURI: logoOf(currency) ?? logoOf(twinOf(currency)),
      }) as WidgetCurrency,
  )
}
