// Temporary stand-in with the agreed API; main's version replaces it at merge.

/** A colour derived from a seed (an address or a chain id), stable across renders. */
export function avatarColor(seed: string): string {
  let hash = 0
  for (const char of seed.toLowerCase()) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  return `hsl(${hash % 360} 55% 45%)`
}

export function initials(name: string): string {
  return name.replace(/[^a-z0-9]/gi, '').slice(0, 2).toUpperCase() || '?'
}
