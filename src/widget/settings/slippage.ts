/** The most a user may allow: 50%. */
export const MAX_SLIPPAGE_BPS = 5_000

/** Offered beside Auto and the custom field: 0.1%, 0.5%, 1%. */
export const SLIPPAGE_PRESETS_BPS: readonly number[] = [10, 50, 100]

/** From 2%, the form and the review warn (amber). */
export const SLIPPAGE_WARNING_BPS = 200

/** From 5%, the warning turns red. */
export const SLIPPAGE_DANGER_BPS = 500

/** Above 10%, the review asks the user to acknowledge the slippage before Confirm. */
export const SLIPPAGE_ACKNOWLEDGE_BPS = 1_000

/** How much a slippage asks of the user: nothing, a warning read (amber, then red), or a red warning acknowledged. */
export type SlippageRisk = 'none' | 'warning' | 'danger' | 'acknowledge'

export function slippageRisk(bps: number): SlippageRisk {
  if (bps > SLIPPAGE_ACKNOWLEDGE_BPS) return 'acknowledge'
  if (bps >= SLIPPAGE_DANGER_BPS) return 'danger'
  return bps >= SLIPPAGE_WARNING_BPS ? 'warning' : 'none'
}

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
