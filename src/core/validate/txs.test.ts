import { encodeFunctionData, erc20Abi, getAddress } from 'viem'
import type { Address, Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { APPROVE_SELECTOR } from '../calldata'
import { validateTxs } from './txs'

const USDC = getAddress('0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48')
const USDT = getAddress('0xdac17f958d2ee523a2206206994597c13d831ec7')
const VAULT = getAddress('0x1111111254eeb25477b68fb85ed929f73a960582')
const ROUTER = getAddress('0x2222222222222222222222222222222222222222')
const DEPOSIT_DATA: Hex = '0xb6b55f250000000000000000000000000000000000000000000000000000000000000064'

const approve = (token: Address, spender: Address, amount: bigint) => ({
  to: token,
  value: '0',
  data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, amount] }),
})
const call = (to: Address, value = '0') => ({ to, value, data: DEPOSIT_DATA })
const paths = (value: unknown) => validateTxs(value).issues.map((issue) => issue.path)

describe('validateTxs', () => {
  it('accepts an approval followed by the call that spends it, and sums the values', () => {
    const result = validateTxs([approve(USDC, VAULT, 100n), call(VAULT, '5'), call(ROUTER, '7')])
    expect(result.issues).toEqual([])
    expect(result.total).toBe(12n)
    expect(result.txs).toHaveLength(3)
  })

  it('normalizes to checksummed addresses and lowercase data', () => {
    const result = validateTxs([{ to: VAULT.toLowerCase(), value: '0', data: '0xABCDEF' }])
    expect(result.txs).toEqual([{ to: VAULT, value: '0', data: '0xabcdef' }])
  })

  it('rejects a non-array and an empty array', () => {
    expect(paths({})).toEqual(['txs'])
    expect(paths([])).toEqual(['txs'])
  })

  it('rejects a tx that is not an object', () => {
    expect(paths(['0x'])).toEqual(['txs.0'])
  })

  it('requires to, value and data', () => {
    expect(validateTxs([{}]).issues).toEqual([
      { path: 'txs.0.to', message: 'is required' },
      { path: 'txs.0.value', message: 'is required' },
      { path: 'txs.0.data', message: 'is required' },
    ])
  })

  it('rejects a bad address, a non-integer value and odd-length data in one go', () => {
    expect(validateTxs([{ to: '0x12', value: '1.5', data: '0xabc' }]).issues).toEqual([
      { path: 'txs.0.to', message: 'must be an address (EIP-55 if mixed case); got "0x12"' },
      { path: 'txs.0.value', message: 'must be an integer string within uint256; got "1.5"' },
      { path: 'txs.0.data', message: 'must be 0x-prefixed hex of whole bytes; got "0xabc"' },
    ])
  })

  it('rejects call data without 0x or with non-hex characters', () => {
    expect(paths([call(VAULT), { ...call(VAULT), data: 'abcd' }, { ...call(VAULT), data: '0xzz' }])).toEqual(['txs.1.data', 'txs.2.data'])
  })

  it('writes tx values in canonical form', () => {
    expect(validateTxs([call(VAULT, '007')]).txs[0]?.value).toBe('7')
  })

  it('rejects a value above uint256', () => {
    expect(paths([call(VAULT, (2n ** 256n).toString())])).toEqual(['txs.0.value'])
  })

  it('keeps fields of a tx the spec does not list (the service\'s originalTxValue), unchanged', () => {
    const { txs, issues } = validateTxs([{ ...call(VAULT), originalTxValue: '5', gas: 21000 }])
    expect(issues).toEqual([])
    expect(txs[0]).toEqual({ ...call(VAULT), originalTxValue: '5', gas: 21000 })
  })

  it('leaves the total unknown when a value is invalid', () => {
    expect(validateTxs([call(VAULT, 'x'), call(VAULT, '1')]).total).toBeUndefined()
  })

  it('rejects an approval that stands after the call to its spender', () => {
    const { issues } = validateTxs([call(VAULT), approve(USDC, VAULT, 100n)])
    expect(issues).toHaveLength(1)
    expect(issues[0]?.path).toBe('txs.1')
    expect(issues[0]?.message).toBe('approves a spender called at txs.0: approve first')
  })

  it('accepts a call to another contract before the approval', () => {
    expect(paths([call(ROUTER), approve(USDC, VAULT, 100n), call(VAULT)])).toEqual([])
  })

  it('accepts a zero approval (a revoke) after the call to its spender', () => {
    expect(paths([approve(USDC, VAULT, 100n), call(VAULT)])).toEqual([])
    expect(paths([call(VAULT), approve(USDT, VAULT, 0n)])).toEqual([])
  })

  it('accepts one approval per token for several tokens', () => {
    expect(paths([approve(USDC, VAULT, 1n), approve(USDT, ROUTER, 2n), call(VAULT), call(ROUTER)])).toEqual([])
  })

  it('rejects a second approval of the same token', () => {
    const { issues } = validateTxs([approve(USDC, VAULT, 1n), approve(USDC, ROUTER, 2n), call(VAULT), call(ROUTER)])
    expect(issues.map((issue) => issue.path)).toEqual(['txs.1'])
    expect(issues[0]?.message).toBe(`approves token ${USDC} again (first at txs.0); only 0 then an amount may repeat`)
  })

  it('accepts a reset to 0 followed by the new amount for the same spender', () => {
    expect(paths([approve(USDT, VAULT, 0n), approve(USDT, VAULT, 50n), call(VAULT)])).toEqual([])
  })

  it('rejects a reset to 0 followed by an approval for another spender', () => {
    expect(paths([approve(USDT, VAULT, 0n), approve(USDT, ROUTER, 50n), call(ROUTER)])).toEqual(['txs.1'])
  })

  it('rejects a third approval after the reset pattern', () => {
    expect(paths([approve(USDT, VAULT, 0n), approve(USDT, VAULT, 50n), approve(USDT, VAULT, 60n), call(VAULT)])).toEqual(['txs.2'])
  })

  it('rejects a non-zero amount followed by a reset (not the allowed order)', () => {
    expect(paths([approve(USDT, VAULT, 50n), call(VAULT), approve(USDT, VAULT, 0n)])).toEqual(['txs.2'])
  })

  it('rejects malformed approve calldata at the data path', () => {
    const { issues } = validateTxs([{ to: USDC, value: '0', data: `${APPROVE_SELECTOR}00` }])
    expect(issues).toEqual([
      { path: 'txs.0.data', message: 'must be a 68-byte approve(address,uint256) call; got "0x095ea7b300"' },
    ])
  })

  it('recognizes an approve selector written in upper case', () => {
    const tx = approve(USDC, VAULT, 1n)
    expect(paths([call(VAULT), { ...tx, data: tx.data.toUpperCase().replace('0X', '0x') }])).toEqual(['txs.1'])
  })
})
