import { encodeFunctionData, erc20Abi, getAddress, type Address, type Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { APPROVE_SELECTOR, decodeTokenCall } from './calldata'

const USDC = getAddress('0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48')
const VAULT = getAddress('0x1111111254eeb25477b68fb85ed929f73a960582')
const DEPOSIT_DATA: Hex = '0xb6b55f250000000000000000000000000000000000000000000000000000000000000064'
const approve = (spender: Address, amount: bigint) => encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, amount] })

describe('decodeTokenCall', () => {
  it('returns undefined for call data that is neither approve nor transfer', () => {
    expect(decodeTokenCall(DEPOSIT_DATA)).toBeUndefined()
    expect(decodeTokenCall('0x')).toBeUndefined()
  })

  it('reads the spender and amount of an approve call, and the recipient of a transfer', () => {
    expect(decodeTokenCall(approve(VAULT, 100n))).toEqual({ kind: 'approve', address: VAULT, amount: 100n, exact: true })
    const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [USDC, 7n] })
    expect(decodeTokenCall(transfer)).toEqual({ kind: 'transfer', address: USDC, amount: 7n, exact: true })
  })

  it('refuses an approve call with a missing amount word', () => {
    expect(decodeTokenCall(approve(VAULT, 1n).slice(0, 74) as Hex)).toBeNull()
  })

  it('reads an approve call with trailing bytes, which it reports as not exact', () => {
    expect(decodeTokenCall(`${approve(VAULT, 1n)}00`)).toMatchObject({ kind: 'approve', amount: 1n, exact: false })
  })

  it('refuses an approve call whose spender word has dirty upper bytes', () => {
    const data = `${APPROVE_SELECTOR}${'f'.repeat(64)}${'0'.repeat(64)}` as Hex
    expect(decodeTokenCall(data)).toBeNull()
  })
})
