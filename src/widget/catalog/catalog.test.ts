import { describe, expect, it } from 'vitest'
import { NATIVE_CURRENCY, VENUE_CHAIN_ID, VENUE_PERPS_USDC } from '../../core/index'
import type { WidgetCurrency } from '../types'
import { createCatalog } from './catalog'

const chains = [
  { id: 1, name: 'One' },
  { id: 2, name: 'Two' },
]
const USDC = { chainId: 1, address: '0x5FbDB2315678afecb367f032d93F642f64180aa3', symbol: 'USDC', name: 'USD Coin', decimals: 6 }
const ETH = { chainId: 1, address: NATIVE_CURRENCY, symbol: 'ETH', name: 'Ether', decimals: 18 }
const PEPE: WidgetCurrency = { chainId: 2, address: '0x6982508145454ce325ddbe47a25d4ec3d2311933', symbol: 'PEPE', name: 'Pepe', decimals: 18 }

describe('createCatalog with the host’s tokens option', () => {
  it('leaves out a hidden token in any letter case, and offers an added one on its chain', () => {
    const catalog = createCatalog({ chains, currencies: [ETH, USDC], tokens: { searchable: true, hidden: [{ chainId: 1, address: USDC.address.toLowerCase() }], added: [PEPE] } })
    expect(catalog.currenciesOf(1)).toEqual([ETH])
    expect(catalog.currenciesOf(2)).toEqual([PEPE])
  })

  it('offers a found token only on an offered chain and when not hidden', () => {
    const catalog = createCatalog({ chains, currencies: [], tokens: { searchable: true, hidden: [PEPE] } })
    expect(catalog.offers(USDC)).toBe(true)
    expect(catalog.offers({ chainId: 3, address: USDC.address })).toBe(false)
    expect(catalog.offers({ chainId: 2, address: PEPE.address.toUpperCase().replace('0X', '0x') })).toBe(false)
  })

  it('hands a found token to the owner of the catalog, which builds the next one with it', () => {
    const found: WidgetCurrency[] = []
    const catalog = createCatalog({ chains, currencies: [ETH], include: (currency) => found.push(currency) })
    catalog.include(PEPE)
    expect(found).toEqual([PEPE])
    expect(createCatalog({ chains, currencies: [ETH, ...found] }).currency(2, PEPE.address)).toEqual(PEPE)
  })
})

describe('createCatalog on the venue', () => {
  const withVenue = [...chains, { id: VENUE_CHAIN_ID, name: 'Venue', vmType: 'venue' as const }]
  const logo = 'https://logos.test/usdc.svg'

  it("gives perps USDC the logo USDC has on another chain, so the form, review and outcome show the picker's logo, not an initial", () => {
    const catalog = createCatalog({ chains: withVenue, currencies: [ETH, { ...USDC, logoURI: logo }] })
    expect(catalog.currency(VENUE_CHAIN_ID, VENUE_PERPS_USDC)?.logoURI).toBe(logo)
    // The same entry the review and the outcome look up, in any letter case.
    expect(catalog.currenciesOf(VENUE_CHAIN_ID)[0]?.logoURI).toBe(logo)
  })

  it("never borrows an imported look-alike's logo, and keeps a logo perps USDC has of its own", () => {
    const fake: WidgetCurrency = { ...PEPE, symbol: 'USDC', logoURI: 'https://evil.test/usdc.svg', verified: false }
    expect(createCatalog({ chains: withVenue, currencies: [fake] }).currency(VENUE_CHAIN_ID, VENUE_PERPS_USDC)?.logoURI).toBeUndefined()
    const own = { chainId: VENUE_CHAIN_ID, address: VENUE_PERPS_USDC, symbol: 'USDC', name: 'USDC (perps)', decimals: 8, logoURI: 'https://logos.test/perps.svg' }
    expect(createCatalog({ chains: withVenue, currencies: [own, { ...USDC, logoURI: logo }] }).currency(VENUE_CHAIN_ID, VENUE_PERPS_USDC)?.logoURI).toBe(own.logoURI)
  })
})
