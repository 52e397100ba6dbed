/** The most a user may allow: 50%. */
export const MAX_SLIPPAGE_BPS = 5_000

/** `"0.5"` (percent, at most 2 decimals, 0 to 50) to `50` bps; `undefined` when not such a number. */
export function parseSlippagePercent(text: string): number | undefined {
  const match = /^(\d{0,2})(?:\.(\d{0,2}))?$/.exec(text.trim())
  if (!match || (match[1] === '' && !match[2])) return undefined
  const bps = Number(match[1] || '0') * 100 + Number((match[2] ?? '').padEnd(2, '0'))
  return bps <= MAX_SLIPPAGE_BPS ? bps : undefined
}

/** A custom slippage typed (not blank) that is not a percentage the widget accepts: no quote until it is fixed. */
export function isSlippageTextInvalid(text: string): boolean {
  return text.trim() !== '' && parseSlippagePercent(text) === undefined
}
