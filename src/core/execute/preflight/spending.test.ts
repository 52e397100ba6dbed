import { encodeFunctionData, erc20Abi, maxUint256, parseAbi, type Address, type Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { bridgeQuote, DEPOSITORY, erc20QuoteWithEmptyStep, ORIGIN_USDC } from '../../test/fixtures/quotes'
import { expectAccepted, expectRefused } from '../../test/refusedBeforeWallet'

const ATTACKER: Address = '0x000000000000000000000000000000000000dEaD'
const OTHER_TOKEN: Address = '0xaf88d065e77c8cC2239327C5EDb3A432268e5831'
const approve = (spender: Address, amount: bigint) => encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, amount] })
const transfer = (to: Address, amount: bigint) => encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] })

/** The USDC bridge's items: [approve step, deposit step] after the empty step. */
function usdcQuote() {
  const quote = erc20QuoteWithEmptyStep()
  const approval = quote.steps[1]!.items[0]! as { data: { to: Address; data: Hex; value: string } }
  const deposit = quote.steps[2]!.items[0]! as { data: { to: Address; data: Hex; value: string } }
  return { quote, approval, deposit }
}

describe('preflight: native value never exceeds what the quote shows', () => {
  it('refuses a deposit of 100 ETH on a quote showing 0.01 ETH', async () => {
    const quote = bridgeQuote()
    quote.steps[0]!.items[0]!.data.value = (100n * 10n ** 18n).toString()
    const error = await expectRefused(quote, 'steps.0.items.0.data.value')
    expect(error.reason).toMatch(/above the 10000000000000000/)
  })

  it('refuses the same excess sent to any address instead of the depository', async () => {
    const quote = bridgeQuote()
    Object.assign(quote.steps[0]!.items[0]!.data, { to: ATTACKER, value: (100n * 10n ** 18n).toString() })
    await expectRefused(quote, 'steps.0.items.0.data.value')
  })

  it('refuses value split over two items that together exceed the input, naming the item that tips it', async () => {
    const quote = bridgeQuote()
    const [item] = quote.steps[0]!.items
    quote.steps[0]!.items.push({ ...item!, data: { ...item!.data, to: ATTACKER, value: '1' } })
    await expectRefused(quote, 'steps.0.items.1.data.value')
  })

  it('refuses any native value when the input is a token', async () => {
    const { quote, deposit } = usdcQuote()
    deposit.data.value = '1'
    await expectRefused(quote, 'steps.2.items.0.data.value')
  })

  it('accepts a deposit of exactly the input, as the service sends it', () => {
    expect(expectAccepted(bridgeQuote())).toMatch(/^0x/)
  })
})

describe('preflight: approvals are exact, of the origin token, for the contract called next', () => {
  it('refuses approve(unknown spender, maxUint256)', async () => {
    const { quote, approval } = usdcQuote()
    approval.data.data = approve(ATTACKER, maxUint256)
    const error = await expectRefused(quote, 'steps.1.items.0.data.data')
    expect(error.reason).toMatch(/above the input 5000000/)
  })

  it('refuses an approval of the exact input to a spender no later transaction calls', async () => {
    const { quote, approval } = usdcQuote()
    approval.data.data = approve(ATTACKER, 5_000_000n)
    const error = await expectRefused(quote, 'steps.1.items.0.data.data')
    expect(error.reason).toMatch(/no later transaction/)
  })

  it('refuses an approval that stands after the call it would serve', async () => {
    const { quote } = usdcQuote()
    quote.steps = [quote.steps[0]!, quote.steps[2]!, quote.steps[1]!]
    await expectRefused(quote, 'steps.2.items.0.data.data')
  })

  it('refuses an approval of a token other than the origin currency', async () => {
    const { quote, approval } = usdcQuote()
    approval.data.to = OTHER_TOKEN
    await expectRefused(quote, 'steps.1.items.0.data.to')
  })

  it('refuses an approval on a quote whose input is native', async () => {
    const quote = bridgeQuote()
    const [item] = quote.steps[0]!.items
    quote.steps.unshift({ ...quote.steps[0]!, id: 'approve', items: [{ ...item!, data: { ...item!.data, to: ORIGIN_USDC, value: '0', data: approve(DEPOSITORY, 1n) } }] })
    await expectRefused(quote, 'steps.0.items.0.data.to')
  })

  it('refuses two approvals that together let more than the input go', async () => {
    const { quote, approval } = usdcQuote()
    quote.steps[1]!.items.push({ ...approval, data: { ...approval.data, data: approve(DEPOSITORY, 1n) } } as never)
    await expectRefused(quote, 'steps.1.items.1.data.data')
  })

  it('refuses a token transfer above the input, and one of another token', async () => {
    const over = usdcQuote()
    over.approval.data.data = transfer(ATTACKER, 25_000_000_000n)
    await expectRefused(over.quote, 'steps.1.items.0.data.data')
    const other = usdcQuote()
    Object.assign(other.approval.data, { to: OTHER_TOKEN, data: transfer(ATTACKER, 1n) })
    await expectRefused(other.quote, 'steps.1.items.0.data.to')
  })

  it('refuses grants it cannot bound: increaseAllowance, setApprovalForAll, a Permit2 approve', async () => {
    const grants = [
      encodeFunctionData({ abi: parseAbi(['function increaseAllowance(address, uint256)']), args: [DEPOSITORY, 1n] }),
      encodeFunctionData({ abi: parseAbi(['function setApprovalForAll(address, bool)']), args: [ATTACKER, true] }),
      encodeFunctionData({ abi: parseAbi(['function approve(address, address, uint160, uint48)']), args: [ORIGIN_USDC, ATTACKER, 2n ** 160n - 1n, 2 ** 48 - 1] }),
    ]
    for (const data of grants) {
      const { quote, approval } = usdcQuote()
      approval.data.data = data
      const error = await expectRefused(quote, 'steps.1.items.0.data.data')
      expect(error.reason).toMatch(/cannot bound/)
    }
  })

  it('refuses an approve whose spender word is not a clean address, or that is cut short', async () => {
    const dirty = usdcQuote()
    dirty.approval.data.data = `0x095ea7b3${'ff'.repeat(12)}${DEPOSITORY.slice(2)}${(5_000_000n).toString(16).padStart(64, '0')}`
    await expectRefused(dirty.quote, 'steps.1.items.0.data.data')
    const short = usdcQuote()
    short.approval.data.data = approve(DEPOSITORY, 5_000_000n).slice(0, 100) as Hex
    await expectRefused(short.quote, 'steps.1.items.0.data.data')
  })

  it('accepts a reset to 0 before the exact approval, each its own step, as the service sends it for such tokens', () => {
    const { quote, approval } = usdcQuote()
    const reset = { ...approval, data: { ...approval.data, data: approve(DEPOSITORY, 0n) } }
    quote.steps.splice(1, 0, { ...quote.steps[1]!, items: [reset as never] })
    expect(expectAccepted(quote)).toMatch(/^0x/)
  })

  it('accepts an approval of the exact input whose calldata carries trailing bytes (the token ignores them)', () => {
    const { quote, approval } = usdcQuote()
    approval.data.data = `${approve(DEPOSITORY, 5_000_000n)}cafe`
    expect(expectAccepted(quote)).toMatch(/^0x/)
  })
})
