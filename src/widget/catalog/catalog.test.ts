import { describe, expect, it } from 'vitest'
import { NATIVE_CURRENCY } from '../../core/index'
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
