import { describe, expect, it } from 'vitest'
import type { WidgetChain } from '../types'
import { orderChains } from './chainOrder'

const chain = (id: number, name: string): WidgetChain => ({ id, name })
// In the service's order, which is neither popularity nor the alphabet.
const MANY = [
  chain(324, 'zkSync Era'),
  chain(42161, 'Arbitrum One'),
  chain(1, 'Ethereum'),
  chain(59144, 'Linea'),
  chain(8453, 'Base'),
  chain(1868, 'Soneium'),
  chain(43114, 'Avalanche'),
  chain(10, 'OP Mainnet'),
  chain(534352, 'Scroll'),
  chain(1329, 'Sei'),
  chain(130, 'Unichain'),
]
const names = (list: WidgetChain[]) => list.map((entry) => entry.name)

describe('orderChains', () => {
  it('pins the well-known chains, then the recent ones, then the rest alphabetically, each once', () => {
    const sections = orderChains(MANY, { recent: [534352, 8453, 1868, 999], query: '', locale: 'en' })
    expect(names(sections.popular)).toEqual(['Ethereum', 'Base', 'Arbitrum One', 'OP Mainnet'])
    // Base is pinned already; 999 is not offered.
    expect(names(sections.recent)).toEqual(['Scroll', 'Soneium'])
    expect(names(sections.rest)).toEqual(['Avalanche', 'Linea', 'Sei', 'Unichain', 'zkSync Era'])
  })

  it('pins the list’s first chains when it offers none of the well-known ones', () => {
    const others = [...MANY, chain(5000, 'Mantle'), chain(100, 'Gnosis')].filter((entry) => ![1, 8453, 42161, 10].includes(entry.id))
    expect(names(orderChains(others, { recent: [], query: '', locale: 'en' }).popular)).toEqual(['zkSync Era', 'Linea', 'Soneium', 'Avalanche'])
  })

  it('keeps a short list in its own order, without sections', () => {
    const short = MANY.slice(0, 4)
    expect(orderChains(short, { recent: [59144], query: '', locale: 'en' })).toEqual({ popular: [], recent: [], rest: short })
  })

  it('filters every section by name, ignoring case and accents, or by id', () => {
    const sections = orderChains([...MANY, chain(1135, 'Lisk'), chain(7777777, 'Zöra')], { recent: [1329], query: 'SE', locale: 'en' })
    expect(names(sections.popular)).toEqual(['Base'])
    expect(names(sections.recent)).toEqual(['Sei'])
    expect(names(sections.rest)).toEqual([])
    expect(names(orderChains([...MANY, chain(7777777, 'Zöra')], { recent: [], query: 'zora', locale: 'en' }).rest)).toEqual(['Zöra'])
    expect(names(orderChains(MANY, { recent: [], query: ' 59144 ', locale: 'en' }).rest)).toEqual(['Linea'])
    const none = orderChains(MANY, { recent: [], query: 'solana', locale: 'en' })
    expect([...none.popular, ...none.recent, ...none.rest]).toEqual([])
  })
})
