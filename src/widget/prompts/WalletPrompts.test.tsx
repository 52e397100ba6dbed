// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { QuoteResponse, WalletAtomicStatus } from '../../core/index'
import { WidgetRoot } from '../layout/WidgetRoot'
import { defaultLabels } from '../labels/widgetLabels'
import { bridgeQuote, erc20Quote, SOLVER, venueDepositQuote, venueWithdrawalQuote, WITHDRAW_NONCE } from '../test/quotes'
import { WalletPrompts } from './WalletPrompts'

afterEach(cleanup)

const chainName = (chainId: number) => ({ 8453: 'Base', 42161: 'Arbitrum' })[chainId]

/** The prompts as a user reads them: the section's title, its one-line summary, each prompt's title, detail and facts, and what its "Details" disclosure holds. */
function readPrompts(quote: QuoteResponse, atomic?: WalletAtomicStatus) {
  render(<WalletPrompts quote={quote} chainName={chainName} atomic={atomic} />)
  const section = screen.getByRole('region')
  const items = [...section.querySelectorAll('.ferry-prompt')] as HTMLElement[]
  return {
    title: within(section).getByRole('heading').textContent,
    summary: section.querySelector('.ferry-prompts__summary')?.textContent,
    prompts: items.map((item) => ({
      text: [...item.querySelectorAll('.ferry-prompt__title, .ferry-prompt__detail')].map((part) => part.textContent),
      facts: termsOf([...item.querySelectorAll(':scope > dl dt')]),
      ...internalsOf(item),
    })),
  }
}

function termsOf(terms: Element[]): (string | null | undefined)[][] {
  return terms.map((term) => [term.textContent, term.nextElementSibling?.textContent])
}

/** A closed "Details" disclosure's terms, when the prompt has one. */
function internalsOf(item: HTMLElement) {
  const details = item.querySelector('details')
  if (!details) return {}
  expect(details.open, 'the disclosure starts closed').toBe(false)
  expect(details.querySelector('summary')?.textContent).toBe('Details')
  return { internals: termsOf([...details.querySelectorAll('dt')]) }
}

describe('WalletPrompts', () => {
  it('a native bridge: the wallet asks once, to deposit the amount on its chain', () => {
    const { title, summary, prompts } = readPrompts(bridgeQuote())
    expect(screen.getByRole('region', { name: 'Your wallet will ask once' })).toBeInTheDocument()
    expect(title).toBe('Your wallet will ask once')
    // One prompt: its title says it all, no summary line.
    expect(summary).toBeUndefined()
    expect(prompts).toEqual([{ text: ['Deposit', 'A transaction on Base that sends 0.01 ETH to the service, which delivers it on the other side.'], facts: [] }])
  })

  it('an ERC-20 transfer: approve the exact amount, then deposit, in one sentence and in detail', () => {
    const { title, summary, prompts } = readPrompts(erc20Quote())
    expect(title).toBe('Your wallet will ask 2 times')
    expect(summary).toBe('Approve USDC, then deposit')
    expect(prompts[0]).toEqual({
      text: ['Approve USDC', 'A transaction on Base that lets 0x53d4…CF00 take 5 USDC from your wallet for this transfer.'],
      facts: [
        ['Amount', '5 USDC'],
        ['Spender', '0x53d4…CF00'],
      ],
    })
    expect(prompts[1]!.text[0]).toBe('Deposit')
  })

  it('an unlimited approval says so instead of a number', () => {
    const quote = erc20Quote()
    const item = quote.steps[0]!.items[0]! as { data: { data: string } }
    item.data.data = `${item.data.data.slice(0, 74)}${'f'.repeat(64)}`
    expect(readPrompts(quote).prompts[0]!.facts[0]).toEqual(['Amount', 'any amount of USDC'])
  })

  it('a venue deposit is one deposit of what is sent', () => {
    expect(readPrompts(venueDepositQuote()).prompts[0]!.text[1]).toContain('deposits 0.01 ETH to your venue account')
  })

  it('a venue withdrawal: two free signatures in people\'s words; message types and nonces behind a closed "Details"', () => {
    const { title, summary, prompts } = readPrompts(venueWithdrawalQuote())
    expect(title).toBe('Your wallet will ask 2 times')
    expect(summary).toBe('Sign the transfer authorization, then sign the venue transfer')
    expect(prompts[0]).toEqual({
      text: ['Sign the transfer authorization', 'A free signature, not a transaction: it ties the venue transfer to this request. It moves no funds.'],
      facts: [],
      internals: [
        ['Message', 'NonceMapping (ServiceNonceMapping)'],
        ['Nonce', String(WITHDRAW_NONCE)],
        ['Request', '0xa9ee…9a92'],
        ['Account', '0xCB61…D3D0'],
      ],
    })
    expect(prompts[1]).toEqual({
      text: ['Sign the venue transfer', 'A free signature that moves 25 USDC from your venue account to the service at 0x1dA5…Ef2F.'],
      facts: [
        ['Amount', '25 USDC'],
        ['To', `${SOLVER.slice(0, 6)}…${SOLVER.slice(-4)}`],
      ],
      internals: [
        ['Message', 'VenueTransaction:SendAsset'],
        ['Nonce', String(WITHDRAW_NONCE)],
      ],
    })
  })

  it('a signature it does not know is named by its message type and domain, never guessed at', () => {
    const quote = venueWithdrawalQuote()
    const sign = (quote.steps[0]!.items[0]!.data as { sign: { value: Record<string, unknown>; primaryType: string } }).sign
    sign.value = { owner: 'x' }
    sign.primaryType = 'Permit'
    expect(readPrompts(quote).prompts[0]).toEqual({ text: ['Sign a message', 'A free signature, not a transaction.'], facts: [], internals: [['Message', 'Permit (ServiceNonceMapping)']] })
  })

  it('shows nothing once every prompt is done', () => {
    const quote = bridgeQuote()
    quote.steps[0]!.items[0]!.status = 'complete'
    const { container } = render(<WalletPrompts quote={quote} />)
    expect(container).toBeEmptyDOMElement()
  })

  it('reads its words from the WidgetRoot above', () => {
    render(
      <WidgetRoot labels={{ prompts: { title: (count) => `Votre portefeuille demandera ${count} fois`, deposit: 'Dépôt' } }}>
        <WalletPrompts quote={bridgeQuote()} />
      </WidgetRoot>,
    )
    expect(screen.getByRole('region', { name: 'Votre portefeuille demandera 1 fois' })).toHaveTextContent('Dépôt')
  })

  describe('where the wallet takes the approval and the deposit as one batch', () => {
    it('the wallet asks once: one prompt holding both calls, "in one confirmation"', () => {
      const { title, summary, prompts } = readPrompts(erc20Quote(), 'supported')
      expect(title).toBe('Your wallet will ask once')
      expect(summary).toBe('Approve USDC and deposit, in one confirmation')
      expect(prompts).toHaveLength(1)
      expect(prompts[0]!.text.slice(0, 2)).toEqual(['Approve USDC and deposit', 'One confirmation on Base for these 2 calls: they go through together, or none does.'])
      const calls = within(screen.getByRole('list', { name: 'Calls in this confirmation' })).getAllByRole('listitem')
      expect(calls.map((call) => call.querySelector('.ferry-prompt__title')?.textContent)).toEqual(['Approve USDC', 'Deposit'])
      // Each call keeps its own words and facts.
      expect(calls[0]).toHaveTextContent('Amount5 USDC')
    })

    it('a wallet that is ready to upgrade its account batches too, and the prompt says the upgrade comes with it', () => {
      const { summary, prompts } = readPrompts(erc20Quote(), 'ready')
      expect(summary).toBe('Approve USDC and deposit, in one confirmation')
      expect(prompts[0]!.text[2]).toBe('Your wallet may also offer to upgrade your account so it can make them together; that is part of the same confirmation.')
      cleanup()
      expect(readPrompts(erc20Quote(), 'supported').prompts[0]!.text).not.toContain(defaultLabels.prompts.batchUpgrade)
    })

    it('a batch beside a signature reads as two prompts in order', () => {
      const quote = erc20Quote()
      const withSignature = { ...quote, steps: [venueWithdrawalQuote().steps[0]!, ...quote.steps] }
      const { title, summary, prompts } = readPrompts(withSignature, 'supported')
      expect(title).toBe('Your wallet will ask 2 times')
      expect(summary).toBe('Sign the transfer authorization, then approve USDC and deposit, in one confirmation')
      expect(prompts.map((prompt) => prompt.text[0])).toEqual(['Sign the transfer authorization', 'Approve USDC and deposit'])
    })

    it('a wallet that cannot batch: approve, then deposit, as before', () => {
      const { title, summary } = readPrompts(erc20Quote(), 'unsupported')
      expect([title, summary]).toEqual(['Your wallet will ask 2 times', 'Approve USDC, then deposit'])
    })
  })
})
