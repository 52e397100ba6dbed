import { TOKEN_TABLE } from './tokenTable'

/**
 * Logos of the devnet's currencies and chains, drawn in code: the same SVG for the same symbol on
 * every chain and every run, offline. The well-known ones get their glyph (ETH's diamond, USDC's
 * ring, USDT's T, DAI's bars, WBTC's B; the diamond and the B for the wrapped and staked kin);
 * every other token its letters on its brand colour.
 */

/** Brand colours of the currencies that are not in the token list. */
const BASE_COLORS: Readonly<Record<string, string>> = { ETH: '#627EEA', USDC: '#2775CA', HYPE: '#072723' }

const SIZE = 64
const HALF = SIZE / 2

const BTC_B = '<path d="M25 16h9.5c5 0 8 2.5 8 6.4 0 2.8-1.6 4.6-4 5.4 3.1.7 5.1 2.9 5.1 6.2 0 4.5-3.4 7.5-9 7.5H25zm5.5 4.8v6.4h3.4c2.4 0 3.6-1.1 3.6-3.2s-1.2-3.2-3.6-3.2zm0 10.8v6.6h4c2.6 0 4-1.2 4-3.3s-1.4-3.3-4-3.3z" fill="#fff"/><path d="M29 11.5v5m5-5v5m-5 25.5v5m5-5v5" stroke="#fff" stroke-width="2.6"/>'
const ETH_DIAMOND = '<path d="M32 10 18.5 32.4 32 40.4l13.5-8z" fill="#fff"/><path d="M32 10v30.4l13.5-8z" fill="#fff" fill-opacity=".6"/><path d="M32 43 18.5 35 32 54l13.5-19z" fill="#fff"/><path d="M32 43v11l13.5-19z" fill="#fff" fill-opacity=".6"/>'

const GLYPHS: Readonly<Record<string, string>> = {
  ETH: ETH_DIAMOND,
  WETH: ETH_DIAMOND,
  wstETH: ETH_DIAMOND,
  USDC:
    '<path d="M24 14.6a19 19 0 0 0 0 34.8M40 14.6a19 19 0 0 1 0 34.8" fill="none" stroke="#fff" stroke-width="3.2" stroke-linecap="round"/>' +
    '<path d="M37.5 26.6c0-3.2-2.4-4.8-5.5-4.8s-5.6 1.5-5.6 4.4c0 6.6 11.4 3.4 11.4 10.5 0 3-2.6 4.9-5.8 4.9-3.4 0-5.9-1.8-6-5M32 18.5v3.3m0 20.4v3.3" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round"/>',
  USDT: '<path d="M18 17h28v7H35.5v5c6.8.4 11.8 1.9 11.8 3.7s-5 3.3-11.8 3.7V48h-7V36.4c-6.8-.4-11.8-1.9-11.8-3.7s5-3.3 11.8-3.7v-5H18z" fill="#fff"/><ellipse cx="32" cy="32.7" rx="11.5" ry="2.1" fill="#26A17B"/>',
  DAI: '<path d="M21 17h11.5c8.5 0 13.5 6 13.5 15s-5 15-13.5 15H21zm5.5 5v20h6c5.3 0 8-4 8-10s-2.7-10-8-10z" fill="#fff"/><path d="M16.5 28.5h31v3h-31zm0 4h31v3h-31z" fill="#fff"/>',
  WBTC: BTC_B,
  cbBTC: BTC_B,
}

/** Every symbol with a logo, keyed by its lowercase form (the file name). */
const TOKEN_COLORS: ReadonlyMap<string, { symbol: string; color: string }> = new Map(
  [...Object.entries(BASE_COLORS).map(([symbol, color]) => ({ symbol, color })), ...TOKEN_TABLE].map(({ symbol, color }) => [symbol.toLowerCase(), { symbol, color }]),
)

/** The file name of `symbol`'s logo under the logo route: its lowercase form, `.svg`. */
export function logoFileName(symbol: string): string {
  return `${encodeURIComponent(symbol.toLowerCase())}.svg`
}

/** `symbol`'s logo (any case), or undefined when the devnet has none. */
export function tokenLogoSvg(symbol: string): string | undefined {
  const known = TOKEN_COLORS.get(symbol.toLowerCase())
  if (!known) return undefined
  const glyph = GLYPHS[known.symbol] ?? letters(known.symbol, known.color)
  return svg(`<circle cx="${HALF}" cy="${HALF}" r="${HALF}" fill="${known.color}"/>${glyph}`, known.symbol)
}

/** A chain's icon: its initials on a rounded square of its brand colour, so chains never pass for tokens. */
export function chainIconSvg({ name, color }: { name: string; color: string }): string {
  const initials = name
    .split(/\s+/)
    .map((word) => (/^\d+$/.test(word) ? word : word[0] ?? ''))
    .join('')
    .slice(0, 3)
    .toUpperCase()
  return svg(`<rect width="${SIZE}" height="${SIZE}" rx="14" fill="${color}"/>${letters(initials, color)}`, name)
}

/** A chain's brand colour: fixed for the default chains, derived from the id for any other. */
export function chainBrandColor(chainId: number): string {
  const fixed: Readonly<Record<number, string>> = { 31337: '#4F46E5', 31338: '#DB2777', 999: '#0F766E', 1337: '#50D2C1' }
  return fixed[chainId] ?? `hsl(${(chainId * 137) % 360} 55% 42%)`
}

function letters(text: string, background: string): string {
  // Past four letters a symbol would shrink out of legibility at list size: its first three stand for it.
  const shown = text.length > 4 ? text.slice(0, 3) : text
  const fontSize = [0, 30, 26, 21, 16][shown.length] ?? 16
  return `<text x="${HALF}" y="${HALF}" dy=".35em" text-anchor="middle" font-family="system-ui,-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif" font-size="${fontSize}" font-weight="700" fill="${inkOn(background)}">${escapeXml(shown)}</text>`
}

/** White on dark colours, near-black on light ones (relative luminance), so letters stay legible. */
function inkOn(color: string): string {
  const hex = /^#([\da-f]{6})$/i.exec(color)?.[1]
  if (!hex) return '#fff'
  const [r, g, b] = [0, 2, 4].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.35 ? '#111' : '#fff'
}

function svg(body: string, title: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}" role="img"><title>${escapeXml(title)}</title>${body}</svg>`
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`)
}
