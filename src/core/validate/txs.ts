import type { Address, Hex } from 'viem'
import { APPROVE_SELECTOR, decodeTokenCall } from '../calldata'
import type { ValidationIssue } from '../errors/request'
import type { QuoteTx } from '../types/request'
import { isHexBytes, isRecord } from '../utils/predicates'
import { ADDRESS, UINT, address, expected, fieldReader, passUnknownFields, uint } from './formats'

const TX_FIELDS = ['to', 'value', 'data']
/** Call data, lowercased. */
const hexData = (value: unknown): Hex | undefined => (isHexBytes(value) ? (value.toLowerCase() as Hex) : undefined)

interface Approval {
  spender: Address
  amount: bigint
}

/**
 * An approve call of `txs`, read strictly: exactly the selector and its two words (a token may
 * not read trailing bytes or a dirty address word as a lenient decoder shows them), else null;
 * undefined for any other call.
 */
function approvalOf(data: Hex): Approval | null | undefined {
  if (!data.startsWith(APPROVE_SELECTOR)) return undefined
  const call = decodeTokenCall(data)
  return call?.exact ? { spender: call.address, amount: call.amount } : null
}

export interface TxsResult {
  /** Normalized txs; complete only when `issues` is empty. */
  txs: QuoteTx[]
  /** Sum of `txs[].value`, when every value parsed. */
  total: bigint | undefined
  issues: ValidationIssue[]
}

/**
 * Checks `txs` of a cross-chain call: the shape of each tx, then the approval rules of the spec
 * (an approval stands before the calls to its spender; one approval per token, except a reset to 0
 * followed by the new amount for the same spender).
 */
export function validateTxs(value: unknown): TxsResult {
  const issues: ValidationIssue[] = []
  const txs: QuoteTx[] = []
  let total: bigint | undefined = 0n
  if (!Array.isArray(value) || value.length === 0) {
    issues.push({ path: 'txs', message: expected('a non-empty array of { to, value, data }', value) })
    return { txs, total: undefined, issues }
  }
  /** Index of the first call (not an approval) to each address. */
  const firstCall = new Map<Address, number>()
  /** Approvals so far of each token. */
  const approvals = new Map<Address, (Approval & { index: number })[]>()

  const list: unknown[] = value
  list.forEach((item, index) => {
    const path = `txs.${index}`
    if (!isRecord(item)) {
      issues.push({ path, message: expected('an object { to, value, data }', item) })
      total = undefined
      return
    }
    const tx: Record<string, unknown> = {}
    const read = fieldReader(item, `${path}.`, issues, tx)
    const to = read('to', address, ADDRESS, true)
    const amount = read('value', uint(), UINT, true)
    const data = read('data', hexData, '0x-prefixed hex of whole bytes', true)
    passUnknownFields(item, TX_FIELDS, tx)
    total = total === undefined || amount === undefined ? undefined : total + BigInt(amount)
    if (!to || !data) return
    if (amount !== undefined) txs.push(tx as unknown as QuoteTx)

    const approval = approvalOf(data)
    if (approval === null) issues.push({ path: `${path}.data`, message: expected('a 68-byte approve(address,uint256) call', data) })
    if (!approval) {
      if (!firstCall.has(to)) firstCall.set(to, index)
      return
    }
    // A zero approval grants nothing to spend, so where it stands does not matter (e.g. a final revoke).
    const call = firstCall.get(approval.spender)
    if (approval.amount > 0n && call !== undefined) {
      issues.push({ path, message: `approves a spender called at txs.${call}: approve first` })
    }
    const earlier = approvals.get(to) ?? []
    const [first] = earlier
    const isResetThenAmount =
      earlier.length === 1 && first?.amount === 0n && approval.amount > 0n && first.spender === approval.spender
    if (first && !isResetThenAmount) {
      issues.push({
        path,
        message: `approves token ${to} again (first at txs.${first.index}); only 0 then an amount may repeat`,
      })
    }
    approvals.set(to, [...earlier, { ...approval, index }])
  })
  return { txs, total, issues }
}
