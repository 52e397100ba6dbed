import type { Hex } from 'viem'

/** Finds the revert data a node returned, anywhere down a viem error's cause chain. */
export function findRevertData(error: unknown): Hex | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 10; depth++) {
    if (typeof current !== 'object') return undefined
    const record = current as { data?: unknown; cause?: unknown; raw?: unknown }
    if (typeof record.raw === 'string' && record.raw.startsWith('0x')) return record.raw as Hex
    if (typeof record.data === 'string' && /^0x[0-9a-fA-F]*$/.test(record.data) && record.data.length > 2) return record.data as Hex
    if (record.data && typeof record.data === 'object') {
      const nested = (record.data as { data?: unknown }).data
      if (typeof nested === 'string' && nested.startsWith('0x')) return nested as Hex
    }
    current = record.cause
  }
  return undefined
}
