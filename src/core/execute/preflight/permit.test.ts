import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ORIGIN_USDC, permitQuote, USER } from '../../test/fixtures/quotes'
import { expectAccepted, expectRefused, expectRefusedWith } from '../../test/refusedBeforeWallet'
import type { QuoteRequestInput } from '../../types/request'

const ARB_USDC = '0xaf88d065e77c8cC2239327C5EDb3A432268e5831'
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const now = () => Math.floor(Date.now() / 1000)

/** What the permit fixture answers: 25 USDC on Base to USDC on Arbitrum, asked with `usePermit`. */
const request = (extra: QuoteRequestInput = {}): QuoteRequestInput => ({
  user: USER,
  originChainId: 8453,
  destinationChainId: 42161,
  originCurrency: ORIGIN_USDC,
  destinationCurrency: ARB_USDC,
  amount: '25000000',
  tradeType: 'EXACT_INPUT',
  usePermit: true,
  ...extra,
})
const asked = { request: request() }

type PermitBody = ReturnType<typeof permitQuote>
const signed = (quote: PermitBody) => quote.steps[0]!.items[0]!.data.sign

describe('preflight: an EIP-3009 permit is signed only when asked for, and only for what the quote shows', () => {
  it('accepts the permit of a request that asked for it: the origin USDC, from the account, the input, to the solver, valid for 30 minutes', () => {
    expect(expectAccepted(permitQuote(), asked)).toMatch(/^0x/)
  })

  it('refuses a permit the request did not ask for as UNSUPPORTED_STEP, naming post.body.kind and why', async () => {
    const error = await expectRefusedWith(permitQuote(), 'UNSUPPORTED_STEP', { request: request({ usePermit: undefined }) })
    expect(error).toMatchObject({ field: 'steps.0.items.0.data.post.body.kind', unsupported: 'eip3009', reason: 'the request did not ask for usePermit' })
    // Nor without any request: nothing says it was asked for.
    await expectRefusedWith(permitQuote(), 'UNSUPPORTED_STEP')
  })

  it('refuses a value larger than the input the quote shows', async () => {
    const quote = permitQuote()
    signed(quote).value.value = '25000001'
    const error = await expectRefused(quote, 'steps.0.items.0.data.sign.value.value', asked)
    expect(error.reason).toBe('is 25000001, not the input 25000000 the quote shows')
  })

  it("refuses another token's domain, on the right chain", async () => {
    const quote = permitQuote()
    signed(quote).domain.verifyingContract = '0x4200000000000000000000000000000000000006'
    await expectRefused(quote, 'steps.0.items.0.data.sign.domain.verifyingContract', asked)
  })

  it('refuses a domain of another chain than the origin', async () => {
    const quote = permitQuote()
    signed(quote).domain.chainId = 1
    const error = await expectRefused(quote, 'steps.0.items.0.data.sign.domain.chainId', asked)
    expect(error.reason).toBe('is 1, not the origin chain 8453')
  })

  it('refuses a validBefore further than an hour, one already past, and a validAfter in the future', async () => {
    const far = permitQuote({ validBefore: now() + 2 * 3600 })
    await expectRefused(far, 'steps.0.items.0.data.sign.value.validBefore', asked)
    await expectRefused(permitQuote({ validBefore: now() - 1 }), 'steps.0.items.0.data.sign.value.validBefore', asked)
    const later = permitQuote()
    signed(later).value.validAfter = now() + 600
    await expectRefused(later, 'steps.0.items.0.data.sign.value.validAfter', asked)
  })

  it('refuses a post to another host, and to another route of the service', async () => {
    const away = permitQuote()
    away.steps[0]!.items[0]!.data.post.endpoint = 'https://collector.example/execute/permits'
    const error = await expectRefusedWith(away, 'MALFORMED_RESPONSE', asked)
    expect(error).toMatchObject({ path: 'steps.0.items.0.data.post.endpoint' })
    const elsewhere = permitQuote()
    elsewhere.steps[0]!.items[0]!.data.post.endpoint = '/authorize'
    await expect(expectRefusedWith(elsewhere, 'UNEXPECTED_SIGNATURE_REQUEST', asked)).resolves.toMatchObject({ field: 'data.post.endpoint' })
  })

  it('refuses a permit from another account, and one for another request', async () => {
    const quote = permitQuote()
    signed(quote).value.from = OTHER
    await expectRefused(quote, 'steps.0.items.0.data.sign.value.from', asked)
    const other = permitQuote()
    other.steps[0]!.items[0]!.data.post.body.requestId = `0x${'11'.repeat(32)}`
    await expectRefused(other, 'steps.0.items.0.data.post.body.requestId', asked)
  })

  it('refuses a type other than EIP-3009 TransferWithAuthorization, and a domain with a salt', async () => {
    const reordered = permitQuote()
    signed(reordered).types.TransferWithAuthorization.reverse()
    await expect(expectRefusedWith(reordered, 'UNEXPECTED_SIGNATURE_REQUEST', asked)).resolves.toMatchObject({ field: 'data.sign.types.TransferWithAuthorization' })
    const salted = permitQuote()
    Object.assign(signed(salted).domain, { salt: `0x${'00'.repeat(32)}` })
    await expect(expectRefusedWith(salted, 'UNEXPECTED_SIGNATURE_REQUEST', asked)).resolves.toMatchObject({ field: 'data.sign.domain.salt' })
  })

  it('refuses a transaction beside the permit: the permit pays the input alone', async () => {
    const quote = permitQuote()
    const deposit = { to: ORIGIN_USDC, data: '0x', value: '1', chainId: 8453 }
    quote.steps.push({ ...quote.steps[0]!, id: 'deposit', kind: 'transaction', items: [{ status: 'incomplete', data: deposit }] } as never)
    await expectRefused(quote, 'steps.1.items.0.data', asked)
  })

  it('still refuses Permit2 and EIP-2612 permits, asked for or not', async () => {
    for (const kind of ['permit2', 'eip2612']) {
      const quote = permitQuote()
      Object.assign(quote.steps[0]!.items[0]!.data.post.body, { kind })
      await expect(expectRefusedWith(quote, 'UNSUPPORTED_STEP', asked)).resolves.toMatchObject({ field: 'steps.0.items.0.data.post.body.kind', unsupported: kind })
    }
  })
})

describe('preflight: the published permit step (step-authorize1-eip3009)', () => {
  const published = () => {
    const { body } = JSON.parse(readFileSync(new URL('../../test/published/step-authorize1-eip3009.json', import.meta.url), 'utf8')) as { body: PermitBody['steps'][0] }
    const quote = permitQuote()
    const from = body.items[0]!.data.sign.value.from
    // Its quote's details are not published: the fixture's, for the published 1 USDC from its signer.
    const currencyIn = { ...quote.details.currencyIn, amount: '1000000' }
    return { ...quote, steps: [body], details: { ...quote.details, currencyIn, sender: from, recipient: from } }
  }

  it('is refused as UNSUPPORTED_STEP when the request did not ask for usePermit, and for its past validBefore when it did', async () => {
    const from = '0x03508bb71268bba25ecacc8f620e01866650532c'
    const error = await expectRefusedWith(published(), 'UNSUPPORTED_STEP', { account: from, request: request({ user: from, amount: '1000000', usePermit: false }) })
    expect(error).toMatchObject({ field: 'steps.0.items.0.data.post.body.kind' })
    await expectRefused(published(), 'steps.0.items.0.data.sign.value.validBefore', { account: from, request: request({ user: from, amount: '1000000' }) })
  })
})
