import { isAddressEqual } from 'viem'
import { decodeTokenCall } from '../../calldata'
import { NATIVE_CURRENCY } from '../../constants'
import { unsafe, type TransactionEntry } from './entries'
import type { Origin } from './origin'

/** Grants whose reach a quote cannot bound: added to an unknown allowance, over all tokens, or through Permit2. */
const UNBOUNDED_GRANTS: Readonly<Record<string, string>> = {
  '0x39509351': 'increaseAllowance',
  '0xa22cb465': 'setApprovalForAll',
  '0x87517c45': 'a Permit2 approve',
}

/**
 * What the transactions may spend: native value in all at most the input when the origin
 * currency is native (none otherwise; the spec states no tolerance), and of the origin token at
 * most the input approved or transferred in all. An approval's spender must be the `to` of a
 * later transaction; a reset to 0 before the approval passes the same checks.
 */
export function checkSpending(entries: TransactionEntry[], origin: Origin): void {
  const isNative = origin.currency === NATIVE_CURRENCY
  const nativeShown = isNative ? (origin.amount ?? 0n) : 0n
  let sent = 0n
  let released = 0n
  entries.forEach((entry, n) => {
    const { to, data, value } = entry.item.data
    sent += BigInt(value)
    if (sent > nativeShown) {
      throw unsafe(entry, 'value', `brings the native value sent to ${sent}, above the ${nativeShown} the quote shows the user paying`)
    }
    const selector = data.slice(0, 10).toLowerCase()
    const grant = UNBOUNDED_GRANTS[selector]
    if (grant) throw unsafe(entry, 'data', `calls ${grant}, an allowance the quote cannot bound`)
    // Bytes past the two words are ignored here, as the token ignores them.
    const call = decodeTokenCall(data)
    if (call === undefined) return
    if (call === null) throw unsafe(entry, 'data', 'is not a well-formed (address, uint256) call')
    if (isNative || !origin.currency || to.toLowerCase() !== origin.currency) {
      throw unsafe(entry, 'to', `is token ${to}, not the origin currency ${origin.currency ?? '(unknown)'}`)
    }
    released += call.amount
    if (origin.amount === undefined || released > origin.amount) {
      throw unsafe(entry, 'data', `lets ${released} of the token go (approved or transferred), above the input ${origin.amount ?? '(not shown)'}`)
    }
    if (call.kind === 'approve' && !entries.slice(n + 1).some((later) => isAddressEqual(later.item.data.to, call.address))) {
      throw unsafe(entry, 'data', `approves ${call.address}, which no later transaction of the quote calls`)
    }
  })
}
