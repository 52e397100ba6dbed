import { describe, expect, it } from 'vitest'
import { chainBrandColor, chainIconSvg, logoFileName, tokenLogoSvg } from './logos'
import { TOKEN_TABLE } from './tokenTable'

describe('tokenLogoSvg', () => {
  it('draws a logo for every currency of the devnet, the same for any case of its symbol, every time', () => {
    for (const symbol of ['ETH', 'HYPE', 'USDC', ...TOKEN_TABLE.map((spec) => spec.symbol)]) {
      const svg = tokenLogoSvg(symbol)
      expect(svg, symbol).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" [^>]*viewBox="0 0 64 64"/)
      expect(svg).toContain(`<title>${symbol}</title>`)
      expect(tokenLogoSvg(symbol.toLowerCase())).toBe(svg)
    }
    expect(tokenLogoSvg('DOGE')).toBeUndefined()
  })

  it('gives the well-known tokens their glyph on their brand colour, the others their letters', () => {
    expect(tokenLogoSvg('USDC')).toContain('fill="#2775CA"')
    expect(tokenLogoSvg('USDT')).toContain('fill="#26A17B"')
    for (const symbol of ['ETH', 'USDC', 'USDT', 'DAI', 'WBTC']) expect(tokenLogoSvg(symbol), symbol).not.toContain('<text')
    expect(tokenLogoSvg('LINK')).toMatch(/<text[^>]*fill="#fff">LINK<\/text>/)
    // Light colours get dark letters.
    expect(tokenLogoSvg('WHYPE')).toMatch(/fill="#111">WHY<\/text>/)
  })

  it('names files by lowercase symbol, escaped for a URL', () => {
    expect(logoFileName('wstETH')).toBe('wsteth.svg')
    expect(logoFileName('1INCH')).toBe('1inch.svg')
  })
})

describe('chainIconSvg', () => {
  it('draws the chain’s initials on a rounded square of its brand colour', () => {
    const svg = chainIconSvg({ name: 'Anvil Two', color: chainBrandColor(31338) })
    expect(svg).toContain('<rect width="64" height="64" rx="14" fill="#DB2777"/>')
    expect(svg).toMatch(/>AT<\/text>/)
    expect(chainBrandColor(10)).toBe(chainBrandColor(10))
    expect(chainBrandColor(10)).not.toBe(chainBrandColor(11))
  })
})
