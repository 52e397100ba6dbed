import { isAddressEqual, type Address, type Hex } from 'viem'
import { NATIVE_CURRENCY } from '../../constants'
import { unsafe, type TransactionEntry } from './entries'
import type { Origin } from './origin'

const APPROVE = '0x095ea7b3'
const TRANSFER = '0xa9059cbb'
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
    if (selector !== APPROVE && selector !== TRANSFER) return
    const call = readAddressAmount(data)
    if (!call) throw unsafe(entry, 'data', 'is not a well-formed (address, uint256) call')
    if (isNative || !origin.currency || to.toLowerCase() !== origin.currency) {
      throw unsafe(entry, 'to', `is token ${to}, not the origin currency ${origin.currency ?? '(unknown)'}`)
    }
    released += call.amount
    if (origin.amount === undefined || released > origin.amount) {
      throw unsafe(entry, 'data', `lets ${released} of the token go (approved or transferred), above the input ${origin.amount ?? '(not shown)'}`)
    }
    if (selector === APPROVE && !entries.slice(n + 1).some((later) => isAddressEqual(later.item.data.to, call.address))) {
      throw unsafe(entry, 'data', `approves ${call.address}, which no later transaction of the quote calls`)
    }
  })
}

/** `f(address, uint256)` calldata. Bytes past the two words are ignored, as the token ignores them. */
function readAddressAmount(data: Hex): { address: Address; amount: bigint } | undefined {
  const words = data.slice(10, 138)
  // A dirty address word is not an address the token would accept.
  if (words.length < 128 || !words.startsWith('0'.repeat(24))) return undefined
  return { address: `0x${words.slice(24, 64)}`, amount: BigInt(`0x${words.slice(64)}`) }
}
