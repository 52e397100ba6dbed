import { describe, expect, it } from 'vitest'
import { NATIVE_CURRENCY, VENUE_CHAIN_ID, VENUE_PERPS_USDC, type ServiceChain } from '../../core/index'
import { explorerTxUrl } from '../display/explorer'
import { createCatalog } from './catalog'
import { parseChains } from '../../core/parse/chains'
import { resolveCatalog } from './resolveCatalog'

const USDC = '0x5fbdb2315678afecb367f032d93f642f64180aa3'
const DAI = '0x6b175474e89094c44da98b954eedeac495271d0f'
const SPOT = '0x0d01dc56dcaaca66ad901c959b4011ec'
const HASH = `0x${'ab'.repeat(32)}`

const evm = (id: number, displayName: string, extra: Partial<ServiceChain> = {}): ServiceChain => ({
  id,
  name: displayName.toLowerCase(),
  displayName,
  explorerUrl: `https://scan${id}.example`,
  depositEnabled: true,
  vmType: 'evm',
  currency: { id: 'eth', symbol: 'ETH', name: 'Ether', address: NATIVE_CURRENCY, decimals: 18 },
  erc20Currencies: [
    { id: 'usdc', symbol: 'USDC', name: 'USD Coin', address: USDC, decimals: 6, supportsBridging: true },
    { id: 'dai', symbol: 'DAI', name: 'Dai', address: DAI, decimals: 18, supportsBridging: false },
  ],
  ...extra,
})

const venue: ServiceChain = {
  id: VENUE_CHAIN_ID,
  name: 'venue',
  displayName: 'Venue',
  explorerUrl: 'https://venue.example',
  depositEnabled: true,
  vmType: 'hypevm',
  currency: { id: 'usdc', symbol: 'USDC', name: 'USD Coin (perps)', address: VENUE_PERPS_USDC, decimals: 6 },
  erc20Currencies: [{ id: 'hype-spot', symbol: 'HYPE', name: 'Hype (spot)', address: SPOT, decimals: 8, supportsBridging: true }],
}

const service: ServiceChain[] = [
  evm(1, 'Ethereum', { iconUrl: 'https://icons.example/1.svg', featuredTokens: [{ address: USDC.toUpperCase().replace('0X', '0x'), metadata: { logoURI: 'https://icons.example/usdc.svg' } }] }),
  evm(8453, 'Base'),
  { ...evm(792703809, 'Solana'), vmType: 'svm' },
  { ...evm(10, 'Optimism'), disabled: true },
  venue,
]

describe('resolveCatalog without props: everything the service bridges that the widget can drive', () => {
  const { chains, currencies } = resolveCatalog({ service })

  it('offers the EVM chains and the venue, not other VMs nor disabled chains', () => {
    expect(chains.map((chain) => chain.id)).toEqual([1, 8453, VENUE_CHAIN_ID])
    expect(chains.find((chain) => chain.id === VENUE_CHAIN_ID)?.vmType).toBe('venue')
  })

  it("takes the display name, the gas currency, the explorer base and the chain's icon", () => {
    expect(chains[0]).toEqual({ id: 1, name: 'Ethereum', nativeCurrency: { symbol: 'ETH', decimals: 18 }, explorerUrl: 'https://scan1.example', vmType: 'evm', logoURI: 'https://icons.example/1.svg' })
  })

  it('offers the gas currency and the ERC-20s with supportsBridging, logos from featured tokens', () => {
    expect(currencies.filter((currency) => currency.chainId === 1)).toEqual([
      { chainId: 1, address: NATIVE_CURRENCY, symbol: 'ETH', name: 'Ether', decimals: 18 },
      { chainId: 1, address: USDC, symbol: 'USDC', name: 'USD Coin', decimals: 6, logoURI: 'https://icons.example/usdc.svg' },
    ])
  })

  it('leaves out a gas currency the service says it does not bridge', () => {
    const noGas = evm(8453, 'Base', { currency: { id: 'eth', symbol: 'ETH', name: 'Ether', address: NATIVE_CURRENCY, decimals: 18, supportsBridging: false } })
    expect(resolveCatalog({ service: [noGas] }).currencies.map((currency) => currency.symbol)).toEqual(['USDC'])
  })

  it('keeps the venue working: perps USDC first, then its spot tokens, once each', () => {
    const catalog = createCatalog({ chains, currencies, spotTokens: [{ name: 'HYPE', tokenId: SPOT, index: 150, szDecimals: 2, weiDecimals: 8 }] })
    expect(catalog.currenciesOf(VENUE_CHAIN_ID).map((currency) => [currency.address, currency.name])).toEqual([
      [VENUE_PERPS_USDC, 'USD Coin (perps)'],
      [SPOT, 'Hype (spot)'],
    ])
  })
})

describe('resolveCatalog with props: the host filters and overrides', () => {
  it('chains given: only those, in that order, each over the service entry (host fields win)', () => {
    const { chains, currencies } = resolveCatalog({ service, chains: [{ id: 8453, name: 'Base mainnet', logoURI: 'https://mine.example/base.png' }, { id: 1, name: 'Ethereum' }] })
    expect(chains).toEqual([
      { id: 8453, name: 'Base mainnet', nativeCurrency: { symbol: 'ETH', decimals: 18 }, explorerUrl: 'https://scan8453.example', vmType: 'evm', logoURI: 'https://mine.example/base.png' },
      { id: 1, name: 'Ethereum', nativeCurrency: { symbol: 'ETH', decimals: 18 }, explorerUrl: 'https://scan1.example', vmType: 'evm', logoURI: 'https://icons.example/1.svg' },
    ])
    // Currencies follow the chains offered.
    expect(new Set(currencies.map((currency) => currency.chainId))).toEqual(new Set([8453, 1]))
  })

  it("a host field left undefined does not erase the service's", () => {
    const [chain] = resolveCatalog({ service, chains: [{ id: 1, name: 'Ethereum', explorerUrl: undefined }] }).chains
    expect(chain?.explorerUrl).toBe('https://scan1.example')
  })

  it('a host chain the service does not list is offered as the host wrote it', () => {
    expect(resolveCatalog({ service, chains: [{ id: 31337, name: 'Local' }] }).chains).toEqual([{ id: 31337, name: 'Local' }])
  })

  it('currencies given: only those, matched by chain and address in any case, host fields win', () => {
    const { currencies } = resolveCatalog({ service, currencies: [{ chainId: 1, address: USDC.toUpperCase().replace('0X', '0x'), symbol: 'USDC.e', name: 'Bridged USDC', decimals: 6 }] })
    expect(currencies).toEqual([{ chainId: 1, address: USDC.toUpperCase().replace('0X', '0x'), symbol: 'USDC.e', name: 'Bridged USDC', decimals: 6, logoURI: 'https://icons.example/usdc.svg' }])
  })

  it('currencies without chains: the chains carrying them, and the venue', () => {
    const { chains } = resolveCatalog({ service, currencies: [{ chainId: 8453, address: NATIVE_CURRENCY, symbol: 'ETH', name: 'Ether', decimals: 18 }] })
    expect(chains.map((chain) => chain.id)).toEqual([8453, VENUE_CHAIN_ID])
  })

  it('both given and no service list (yet, or none): the host lists as they are', () => {
    const chains = [{ id: 1, name: 'Ethereum' }]
    const currencies = [{ chainId: 1, address: NATIVE_CURRENCY, symbol: 'ETH', name: 'Ether', decimals: 18 }]
    expect(resolveCatalog({ chains, currencies })).toEqual({ chains, currencies })
  })
})

describe('explorer links: a {txHash} template or a base URL', () => {
  it('fills a template in place of {txHash}', () => {
    expect(explorerTxUrl('https://scan.example/transaction/{txHash}?ref=ferry', HASH)).toBe(`https://scan.example/transaction/${HASH}?ref=ferry`)
  })

  it('adds /tx/<hash> to a base, with or without a trailing slash', () => {
    expect(explorerTxUrl('http://127.0.0.1:8545/_devnet/explorer/31337', HASH)).toBe(`http://127.0.0.1:8545/_devnet/explorer/31337/tx/${HASH}`)
    expect(explorerTxUrl('https://scan.example/', HASH)).toBe(`https://scan.example/tx/${HASH}`)
  })

  it('no explorer, no link', () => {
    expect(explorerTxUrl(undefined, HASH)).toBeUndefined()
  })

  it("the catalog hands out every chain's explorerUrl as a template", () => {
    const catalog = createCatalog({ chains: [{ id: 1, name: 'Ethereum', explorerUrl: 'https://scan1.example' }, { id: 2, name: 'Two', explorerUrl: 'https://two.example/t/{txHash}' }, { id: 3, name: 'Three' }], currencies: [] })
    expect(catalog.chains.map((chain) => chain.explorerUrl)).toEqual(['https://scan1.example/tx/{txHash}', 'https://two.example/t/{txHash}', undefined])
  })
})

describe('resolveCatalog: logos as GET /chains sends them', () => {
  it("carries a chain's icon and each currency's logo (its own or its metadata's) to the widget", () => {
    const body = {
      chains: [
        {
          id: 8453,
          name: 'base',
          displayName: 'Base',
          iconUrl: 'https://assets.example/icons/8453/light.png',
          logoUrl: 'https://assets.example/icons/square/8453/light.png',
          brandColor: '#0052ff',
          currency: { id: 'eth', symbol: 'ETH', name: 'Ether', address: NATIVE_CURRENCY, decimals: 18, supportsBridging: true, metadata: { logoURI: 'https://assets.example/eth.png' } },
          erc20Currencies: [{ id: 'usdc', symbol: 'USDC', name: 'USD Coin', address: USDC, decimals: 6, supportsBridging: true, logoURI: 'https://assets.example/usdc.png' }],
        },
      ],
    }
    const { chains, currencies } = resolveCatalog({ service: parseChains(body) })
    expect(chains[0]!.logoURI).toBe('https://assets.example/icons/square/8453/light.png')
    expect(currencies.map((currency) => [currency.symbol, currency.logoURI])).toEqual([
      ['ETH', 'https://assets.example/eth.png'],
      ['USDC', 'https://assets.example/usdc.png'],
    ])
  })
})
