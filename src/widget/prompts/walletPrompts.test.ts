import { describe, expect, it } from 'vitest'
import { bridgeQuote, DEPOSITORY, erc20Quote, venueDepositQuote, venueWithdrawalQuote, WITHDRAW_NONCE } from '../test/quotes'
import { walletPrompts } from './walletPrompts'

describe('walletPrompts', () => {
  it('a native bridge and a venue deposit raise one deposit on the origin chain', () => {
    expect(walletPrompts(bridgeQuote())).toMatchObject([{ kind: 'deposit', chainId: 8453, signature: false }])
    expect(walletPrompts(venueDepositQuote())).toMatchObject([{ kind: 'deposit', chainId: 8453, signature: false }])
  })

  it('an ERC-20 transfer reads the approval from its calldata: token, spender and exact amount; then the deposit', () => {
    expect(walletPrompts(erc20Quote())).toMatchObject([
      { kind: 'approve', chainId: 8453, spender: DEPOSITORY, amount: 5_000_000n, signature: false },
      { kind: 'deposit', chainId: 8453, signature: false },
    ])
  })

  it('an allowance of 2^255 or more is unlimited: no amount', () => {
    const quote = erc20Quote()
    const item = quote.steps[0]!.items[0]! as { data: { data: string } }
    item.data.data = `${item.data.data.slice(0, 74)}${'f'.repeat(64)}`
    expect(walletPrompts(quote)[0]).not.toHaveProperty('amount')
  })

  it("a venue withdrawal is two signatures, read from their typed data: the authorization's nonce, then the venue transfer", () => {
    expect(walletPrompts(venueWithdrawalQuote())).toMatchObject([
      { kind: 'authorize', signature: true, primaryType: 'NonceMapping', domainName: 'ServiceNonceMapping', nonce: String(WITHDRAW_NONCE) },
      { kind: 'venue-transfer', signature: true, primaryType: 'VenueTransaction:SendAsset', amount: '25.000000', symbol: 'USDC', nonce: String(WITHDRAW_NONCE) },
    ])
  })

  it('leaves out items already complete when asked, and keeps every item by its place otherwise', () => {
    const quote = venueWithdrawalQuote()
    quote.steps[0]!.items[0]!.status = 'complete'
    expect(walletPrompts(quote, { pendingOnly: true }).map((p) => p.kind)).toEqual(['venue-transfer'])
    expect(walletPrompts(quote).map((p) => [p.stepIndex, p.itemIndex])).toEqual([
      [0, 0],
      [1, 0],
    ])
  })
})
