import { describe, expect, it } from 'vitest'
import { executionLabels as labels } from '../execution/labels'
import { walletPrompts } from './walletPrompts'
import { promptSequenceText, promptText } from './promptText'
import { quoteSides } from '../display/side'
import { bridgeQuote, DEPOSITORY, erc20Quote, SOLVER, venueDepositQuote, venueWithdrawalQuote, WITHDRAW_NONCE } from '../test/quotes'
import type { QuoteResponse } from '../../core/index'

const chainName = (chainId: number) => ({ 8453: 'Base', 42161: 'Arbitrum' })[chainId]

function describeQuote(quote: QuoteResponse) {
  const context = { labels, chainName, send: quoteSides(quote).send }
  const prompts = walletPrompts(quote, { pendingOnly: true })
  return { prompts, summary: promptSequenceText(prompts, context), texts: prompts.map((prompt) => promptText(prompt, context)) }
}

describe('wallet prompts', () => {
  it('a native bridge asks once: the deposit, with its amount and chain', () => {
    const { prompts, summary, texts } = describeQuote(bridgeQuote())
    expect(prompts.map((p) => p.kind)).toEqual(['deposit'])
    expect(labels.promptsTitle(prompts.length)).toBe('Your wallet will ask once')
    expect(summary).toBe('Deposit')
    expect(texts[0]!.detail).toBe('A transaction on Base that sends 0.01 ETH to the service, which delivers it on the other side.')
  })

  it('an ERC-20 transfer asks to approve the token for the exact amount, then to deposit', () => {
    const { prompts, summary, texts } = describeQuote(erc20Quote())
    expect(prompts).toMatchObject([
      { kind: 'approve', chainId: 8453, spender: DEPOSITORY, amount: 5_000_000n, signature: false },
      { kind: 'deposit', chainId: 8453, signature: false },
    ])
    expect(labels.promptsTitle(prompts.length)).toBe('Your wallet will ask 2 times')
    expect(summary).toBe('Approve USDC, then deposit')
    expect(texts[0]).toEqual({
      title: 'Approve USDC',
      detail: 'A transaction on Base that lets 0x53d4…CF00 take 5 USDC from your wallet for this transfer.',
      facts: [
        { term: 'Amount', value: '5 USDC' },
        { term: 'Spender', value: '0x53d4…CF00' },
      ],
    })
  })

  it('an unlimited approval says so instead of a number', () => {
    const quote = erc20Quote()
    const item = quote.steps[0]!.items[0]! as { data: { data: string } }
    item.data.data = `${item.data.data.slice(0, 74)}${'f'.repeat(64)}`
    expect(describeQuote(quote).texts[0]!.facts[0]).toEqual({ term: 'Amount', value: 'any amount of USDC' })
  })

  it('a venue deposit is one deposit on the origin chain', () => {
    const { summary, texts } = describeQuote(venueDepositQuote())
    expect(summary).toBe('Deposit')
    expect(texts[0]!.detail).toContain('sends 0.01 ETH')
  })

  it('a venue withdrawal asks for two signatures, each explained from its typed data', () => {
    const { prompts, summary, texts } = describeQuote(venueWithdrawalQuote())
    expect(prompts.map((p) => [p.kind, p.signature])).toEqual([
      ['authorize', true],
      ['venue-transfer', true],
    ])
    expect(summary).toBe('Sign the transfer authorization, then sign the venue transfer')
    expect(texts[0]!.detail).toBe(labels.promptAuthorizeDetail)
    expect(texts[0]!.facts).toEqual([
      { term: 'Message', value: 'NonceMapping (ServiceNonceMapping)' },
      { term: 'Nonce', value: String(WITHDRAW_NONCE) },
      { term: 'Request', value: '0xa9ee…9a92' },
      { term: 'Account', value: '0xCB61…D3D0' },
    ])
    expect(texts[1]).toEqual({
      title: 'Sign the venue transfer',
      detail: `A free signature that moves 25 USDC from your venue account to the service at 0x1dA5…Ef2F.`,
      facts: [
        { term: 'Message', value: 'VenueTransaction:SendAsset' },
        { term: 'Amount', value: '25 USDC' },
        { term: 'To', value: `${SOLVER.slice(0, 6)}…${SOLVER.slice(-4)}` },
        { term: 'Nonce', value: String(WITHDRAW_NONCE) },
      ],
    })
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

  it('an unknown signature is named by its message type and domain', () => {
    const quote = venueWithdrawalQuote()
    const sign = (quote.steps[0]!.items[0]!.data as { sign: { value: Record<string, unknown>; primaryType: string } }).sign
    sign.value = { owner: 'x' }
    sign.primaryType = 'Permit'
    const { texts } = describeQuote(quote)
    expect(texts[0]).toEqual({ title: 'Sign a message', detail: labels.promptSignatureDetail, facts: [{ term: 'Message', value: 'Permit (ServiceNonceMapping)' }] })
  })
})
