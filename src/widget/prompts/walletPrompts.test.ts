import { describe, expect, it } from 'vitest'
import { bridgeQuote, DEPOSITORY, erc20Quote, PERMIT_VALID_BEFORE, permitQuote, SOLVER, venueDepositQuote, venueWithdrawalQuote, WITHDRAW_NONCE } from '../test/quotes'
import { defaultLabels as labels } from '../labels/widgetLabels'
import { quoteSides } from '../display/side'
import { promptText } from './promptText'
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

  it('a permit (usePermit) is one signature that moves the funds, read from its typed data: the token, who receives, how much, until when', () => {
    const [prompt] = walletPrompts(permitQuote())
    expect(walletPrompts(permitQuote())).toHaveLength(1)
    expect(prompt).toEqual({
      stepIndex: 0,
      itemIndex: 0,
      signature: true,
      kind: 'permit',
      chainId: 8453,
      token: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
      receiver: SOLVER,
      amount: 25_000_000n,
      validBefore: BigInt(PERMIT_VALID_BEFORE),
      primaryType: 'TransferWithAuthorization',
      domainName: 'USD Coin',
    })
    // In words: the amount in the token, the receiver shortened, the time of day it expires, and that it moves funds.
    const text = promptText(prompt!, { labels, send: quoteSides(permitQuote()).send, locale: 'en-GB' })
    // 11:30 in UTC; the reader's own time zone elsewhere.
    const until = new Intl.DateTimeFormat('en-GB', { timeStyle: 'short' }).format(PERMIT_VALID_BEFORE * 1000)
    expect(text.title).toBe('Sign the USDC transfer')
    expect(text.detail).toBe(`A signature, not a transaction, and it moves your funds: it lets the service at 0x1dA5…Ef2F take 25 USDC from your wallet, until ${until}. The service sends it and pays the network fee.`)
    expect(text.facts).toEqual([
      { term: 'Amount', value: '25 USDC' },
      { term: 'To', value: '0x1dA5…Ef2F' },
      { term: 'Valid until', value: until },
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
