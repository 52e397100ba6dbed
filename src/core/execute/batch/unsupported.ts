import { walk } from '../../errors/base'
import { isRecord } from '../../utils/predicates'

/**
 * Codes by which a wallet says it cannot take this batch, as opposed to the user declining it
 * (4001): EIP-1193's unsupported method (4200), JSON-RPC's method not found (-32601) and not
 * supported (-32004), and EIP-5792's unsupported capability (5700), chain (5710), batch size
 * (5740) and atomicity (5760).
 */
const UNSUPPORTED = new Set([4200, -32601, -32004, 5700, 5710, 5740, 5760])

/** The wallet cannot batch these calls: the executor sends them one by one instead. */
export function isBatchUnsupported(error: unknown): boolean {
  return walk(error, (cause) => isRecord(cause) && typeof cause.code === 'number' && UNSUPPORTED.has(cause.code)) !== null
}
