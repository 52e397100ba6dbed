/** What a generated avatar shows: initials on a hue derived from a stable seed (an address or a chain id). */
export interface Avatar {
  initials: string
  /** 0-359, for `hsl()`. */
  hue: number
}

/** FNV-1a over the seed's characters: the same address gets the same colour on every page. */
function hash(seed: string): number {
  let value = 0x811c9dc5
  for (let index = 0; index < seed.length; index++) {
    value ^= seed.charCodeAt(index)
    value = Math.imul(value, 0x01000193) >>> 0
  }
  return value
}

/** `USDC` -> `U`, `Arbitrum One` -> `AO`; `?` when the label has no letter or digit. */
function initialsOf(label: string): string {
  const words = label.split(/[^\p{L}\p{N}]+/u).filter(Boolean)
  const letters = words.length > 1 ? words.slice(0, 2).map((word) => [...word][0]) : [...(words[0] ?? '')].slice(0, 1)
  return letters.join('').toUpperCase() || '?'
}

/** A never-blank stand-in for a missing or broken logo. The seed is case-insensitive (addresses). */
export function avatarFor(seed: string, label: string): Avatar {
  return { initials: initialsOf(label), hue: hash(seed.toLowerCase()) % 360 }
}
