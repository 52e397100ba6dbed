import { getAddress } from 'viem'
import type { Address, Hex } from 'viem'
import type { ValidationIssue } from '../errors/request'
import type { QuoteTx } from '../types/request'
import { isRecord } from '../utils/predicates'
import {
  checkAddress,
  checkHexData,
  describeValue,
  parseUintString,
  unknownFieldIssues,
} from './formats'
import type { ParseResult } from './formats'

/** Selector of ERC20 `approve(address,uint256)`. */
export const APPROVE_SELECTOR = '0x095ea7b3'
const TX_FIELDS = ['to', 'value', 'data'] as const
/** Selector plus two 32-byte words, as hex characters after `0x`. */
const APPROVE_HEX_LENGTH = 8 + 64 + 64

export interface DecodedApprove {
  spender: Address
  amount: bigint
}

/**
 * Decodes ERC20 `approve` call data. Returns undefined when `data` does not start with the approve
 * selector, and a failure when it does but is malformed. Parsed by hand, strictly, because a
 * lenient ABI decoder accepts trailing bytes and dirty address padding that a token may not.
 */
export function decodeApprove(data: Hex): ParseResult<DecodedApprove> | undefined {
  const hex = data.toLowerCase()
  if (!hex.startsWith(APPROVE_SELECTOR)) return undefined
  const body = hex.slice(2)
  if (body.length !== APPROVE_HEX_LENGTH) {
    return {
      ok: false,
      message: `starts with the ERC20 approve(address,uint256) selector ${APPROVE_SELECTOR} but is ${body.length / 2} bytes long; a well-formed approve call is 68 bytes (selector, spender, amount)`,
    }
  }
  const spenderWord = body.slice(8, 72)
  if (!/^0{24}/.test(spenderWord)) {
    return {
      ok: false,
      message: `is an ERC20 approve call whose spender argument is not an address (its upper 12 bytes must be zero)`,
    }
  }
  return {
    ok: true,
    value: { spender: getAddress(`0x${spenderWord.slice(24)}`), amount: BigInt(`0x${body.slice(72)}`) },
  }
}

export interface TxsResult {
  /** Normalized txs; complete only when `issues` is empty. */
  txs: QuoteTx[]
  /** Sum of `txs[].value`, when every value parsed. */
  total: bigint | undefined
  issues: ValidationIssue[]
}

interface Approval extends DecodedApprove {
  index: number
  token: Address
}

/**
 * Checks `txs` of a cross-chain call: the shape of each tx, then the approval rules of the spec
 * (an approval stands before the calls to its spender; one approval per token, except a reset to 0
 * followed by the new amount).
 */
export function validateTxs(value: unknown): TxsResult {
  const issues: ValidationIssue[] = []
  const txs: QuoteTx[] = []
  if (!Array.isArray(value) || value.length === 0) {
    issues.push({
      path: 'txs',
      message: `must be a non-empty array of { to, value, data } transactions to run on the destination chain; got ${describeValue(value)}`,
    })
    return { txs, total: undefined, issues }
  }

  let total: bigint | undefined = 0n
  /** Txs whose `to` and `data` are valid, by index: the approval rules look only at these. */
  const calls = new Map<number, { to: Address; data: Hex; value: bigint | undefined }>()

  const list: unknown[] = value
  for (const [index, item] of list.entries()) {
    const path = `txs.${index}`
    if (!isRecord(item)) {
      issues.push({ path, message: `must be an object { to, value, data }; got ${describeValue(item)}` })
      total = undefined
      continue
    }
    issues.push(...unknownFieldIssues({ record: item, known: TX_FIELDS, prefix: `${path}.` }))
    for (const field of TX_FIELDS) {
      if (item[field] === undefined || item[field] === null) issues.push({ path: `${path}.${field}`, message: 'is required' })
    }

    const { to, data } = item
    const toProblem = to == null ? undefined : checkAddress(to)
    if (toProblem) issues.push({ path: `${path}.to`, message: toProblem })
    const parsedValue =
      item.value == null ? undefined : parseUintString(item.value, { unit: 'of native value in the smallest unit (wei)' })
    if (parsedValue && !parsedValue.ok) issues.push({ path: `${path}.value`, message: parsedValue.message })
    const dataProblem = data == null ? undefined : checkHexData(data)
    if (dataProblem) issues.push({ path: `${path}.data`, message: dataProblem })

    const amount = parsedValue?.ok ? parsedValue.value : undefined
    total = total !== undefined && amount !== undefined ? total + amount : undefined
    // The checks above proved the types; the txs list is only returned as valid when no issue was found.
    if (typeof to === 'string' && !toProblem && typeof data === 'string' && !dataProblem) {
      const tx: QuoteTx = { to: getAddress(to), value: String(item.value), data: data.toLowerCase() as Hex }
      txs.push(tx)
      calls.set(index, { to: tx.to, data: tx.data, value: amount })
    }
  }

  issues.push(...approvalIssues(calls))
  return { txs, total, issues }
}

function approvalIssues(calls: Map<number, { to: Address; data: Hex; value: bigint | undefined }>): ValidationIssue[] {
  const issues: ValidationIssue[] = []
  const approvals: Approval[] = []
  for (const [index, call] of calls) {
    const decoded = decodeApprove(call.data)
    if (!decoded) continue
    if (!decoded.ok) {
      issues.push({ path: `txs.${index}.data`, message: decoded.message })
      continue
    }
    approvals.push({ index, token: call.to, ...decoded.value })
    // approve is not payable on ERC20 tokens: native value sent with it reverts the call.
    if (call.value !== undefined && call.value !== 0n) {
      issues.push({ path: `txs.${index}.value`, message: `must be "0": an ERC20 approve call does not take native value; got "${call.value}"` })
    }
  }
  const approvalIndexes = new Set(approvals.map((approval) => approval.index))

  for (const approval of approvals) {
    // A zero approval grants nothing to spend, so where it stands does not matter (e.g. a final revoke).
    if (approval.amount === 0n) continue
    const spender = approval.spender.toLowerCase()
    const earlier = [...calls].find(
      ([index, call]) => index < approval.index && !approvalIndexes.has(index) && call.to.toLowerCase() === spender,
    )
    if (earlier) {
      issues.push({
        path: `txs.${approval.index}`,
        message: `approves spender ${approval.spender} for token ${approval.token}, but txs.${earlier[0]} already calls that spender; the approval must stand earlier in txs than the call that spends it: move it before txs.${earlier[0]}`,
      })
    }
  }

  const byToken = new Map<string, Approval[]>()
  for (const approval of approvals) {
    const key = approval.token.toLowerCase()
    byToken.set(key, [...(byToken.get(key) ?? []), approval])
  }
  for (const list of byToken.values()) {
    const [first, ...rest] = list
    if (!first) continue
    rest.forEach((approval, position) => {
      const isResetThenAmount =
        position === 0 && first.amount === 0n && approval.amount > 0n && approval.spender === first.spender
      if (isResetThenAmount) return
      issues.push({
        path: `txs.${approval.index}`,
        message: `approves token ${approval.token} again (first approval at txs.${first.index}); approve each token once, with the exact amount. The only allowed repeat is a reset to 0 followed by the new amount for the same spender`,
      })
    })
  }
  return issues
}
