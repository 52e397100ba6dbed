import { parseUnits } from 'viem'

/** What the amount field holds, read with the currency's decimals. Never a float. */
export type ParsedAmount =
  | { kind: 'empty' }
  | { kind: 'invalid'; reason: 'format' | 'decimals'; decimals: number }
  | { kind: 'valid'; value: bigint }

/** Digits with at most one dot: `12`, `12.5`, `12.`, `.5`. No signs, exponents, spaces or commas. */
const DECIMAL = /^(?:\d+\.?\d*|\.\d+)$/

/**
 * Reads a typed amount exactly: a decimal string in whole units becomes the integer in smallest
 * units (`"1.5"` with 6 decimals is `1_500_000n`). More fraction digits than the currency has, or
 * anything that is not a plain decimal number, is `invalid` (and nothing is rounded). Blank and
 * zero are `empty`: there is nothing to quote yet, and nothing wrong either.
 */
export function parseAmount(text: string, decimals: number): ParsedAmount {
  const trimmed = text.trim()
  if (trimmed === '') return { kind: 'empty' }
  if (!DECIMAL.test(trimmed)) return { kind: 'invalid', reason: 'format', decimals }
  const [whole = '', fraction = ''] = trimmed.split('.')
  if (fraction.length > decimals) return { kind: 'invalid', reason: 'decimals', decimals }
  const value = parseUnits(`${whole || '0'}.${fraction || '0'}`, decimals)
  return value === 0n ? { kind: 'empty' } : { kind: 'valid', value }
}
