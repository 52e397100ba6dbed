// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { ReviewDialog, type ReviewDialogProps } from './ReviewDialog'
import * as lazyParts from '../lazy'
import { WidgetRoot } from '../layout/WidgetRoot'
import { bridgeQuote, erc20Quote, OTHER, USER, venueDepositQuote, venueWithdrawalQuote } from '../test/quotes'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { WagmiProvider } from 'wagmi'
import { connect } from 'wagmi/actions'
import { createFerryClient, type WalletAtomicStatus } from '../../core/index'
import { FerryProvider } from '../../react/index'
import { stubWagmiConfig } from '../test/stubWallet'
import { WidgetReviewDialog } from './WidgetReviewDialog'

// The widget's later parts are one module (../parts): loaded here first, as after the widget's idle
// preload, so that no test waits on transforming that module graph cold.
beforeAll(async () => {
  await lazyParts.ReviewDialog.preload()
})

afterEach(cleanup)

const chainName = (chainId: number) => ({ 8453: 'Base', 42161: 'Arbitrum' })[chainId]

/** The dialog behind a trigger, open state held as a host would. */
function Host(props: Partial<ReviewDialogProps>) {
  const [open, setOpen] = useState(false)
  return (
    <ReviewDialog
      open={open}
      onOpenChange={setOpen}
      quote={bridgeQuote()}
      slippageBps={50}
      account={USER}
      onConfirm={() => undefined}
      chainName={chainName}
      trigger={<button type="button">Review</button>}
      {...props}
    />
  )
}

function row(dialog: HTMLElement, term: string): string {
  return within(dialog).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent ?? ''
}

describe('ReviewDialog', () => {
  it('an exact-output quote shows the maximum sent after slippage instead of the minimum received', () => {
    render(<Host tradeType="EXACT_OUTPUT" slippageBps={100} />)
    fireEvent.click(screen.getByRole('button', { name: 'Review' }))
    const dialog = screen.getByRole('dialog', { name: 'Review transfer' })
    expect(row(dialog, 'Maximum sent')).toBe('0.0101 ETH')
    expect(dialog).toHaveTextContent('From 0.01 ETHBase')
    expect(within(dialog).queryByText('Minimum received')).toBeNull()
  })

  it('shows the route, fees and recipient, confirms, and returns focus to the trigger on Cancel', async () => {
    const onConfirm = vi.fn()
    render(<Host onConfirm={onConfirm} />)
    const trigger = screen.getByRole('button', { name: 'Review' })
    fireEvent.click(trigger)
    const dialog = screen.getByRole('dialog', { name: 'Review transfer' })
    expect(dialog).toHaveAccessibleDescription('Check the details, then confirm in your wallet.')
    const route = dialog.querySelector('.ferry-route')!
    expect(route).toHaveTextContent('From 0.01 ETHBase≈ $33.12')
    expect(route).toHaveTextContent('To 32.98 USDCArbitrum≈ $32.97')
    expect(row(dialog, 'Minimum received')).toBe('32.8151 USDC')
    expect(row(dialog, 'Estimated time')).toBe('~4 s')
    expect(row(dialog, 'Recipient')).toBe(`${USER.slice(0, 6)}…${USER.slice(-4)}`)
    expect(row(within(dialog).getByRole('group', { name: 'Fees' }), 'Service fee')).toBe('0.000031 ETH ≈ $0.10')
    expect(within(dialog).queryByText('The recipient is not your connected account. Funds sent to a wrong address cannot be recovered.')).toBeNull()
    expect(within(dialog).queryByRole('note')).toBeNull()
    const prompts = within(dialog).getByRole('region', { name: 'Your wallet will ask once' })
    expect(prompts).toHaveTextContent('Deposit')
    // Radix moves focus into the dialog.
    expect(dialog.contains(document.activeElement)).toBe(true)

    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }))
    expect(onConfirm).toHaveBeenCalledOnce()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    await waitFor(() => expect(document.activeElement).toBe(trigger))
  })

  it('loaded lazily under a WidgetRoot, shows the host’s strings over the English it registers, key by key', async () => {
    render(
      <WidgetRoot labels={{ review: { title: 'Check your transfer', confirm: 'Send it' } }}>
        <lazyParts.ReviewDialog open onOpenChange={() => undefined} quote={bridgeQuote()} slippageBps={50} account={USER} onConfirm={() => undefined} chainName={chainName} trigger={<button type="button">Review</button>} />
      </WidgetRoot>,
    )
    const dialog = await screen.findByRole('dialog', { name: 'Check your transfer' })
    expect(within(dialog).getByRole('button', { name: 'Send it' })).toBeInTheDocument()
    expect(dialog).toHaveAccessibleDescription('Check the details, then confirm in your wallet.')
    expect(within(dialog).getByRole('region', { name: 'Your wallet will ask once' })).toBeInTheDocument()
  })

  it('closes on Escape', () => {
    render(<Host />)
    fireEvent.click(screen.getByRole('button', { name: 'Review' }))
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' })
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('warns when the recipient is not the connected account (in any case)', () => {
    const { unmount } = render(<Host recipient={OTHER} />)
    fireEvent.click(screen.getByRole('button', { name: 'Review' }))
    expect(screen.getByText('The recipient is not your connected account. Funds sent to a wrong address cannot be recovered.')).toBeInTheDocument()
    expect(row(screen.getByRole('dialog'), 'Recipient')).toBe(`${OTHER.slice(0, 6)}…${OTHER.slice(-4)}`)
    unmount()
    render(<Host recipient={USER.toLowerCase()} />)
    fireEvent.click(screen.getByRole('button', { name: 'Review' }))
    expect(screen.queryByText('The recipient is not your connected account. Funds sent to a wrong address cannot be recovered.')).toBeNull()
  })

  it('a venue deposit says what it does, in venue terms: to your venue account, and its transaction deposits there (not "to the service")', () => {
    render(<Host quote={venueDepositQuote()} recipient={USER} />)
    fireEvent.click(screen.getByRole('button', { name: 'Review' }))
    const dialog = screen.getByRole('dialog', { name: 'Review transfer' })
    const short = `${USER.slice(0, 6)}…${USER.slice(-4)}`
    expect(dialog).toHaveAccessibleDescription(`Deposit 0.01 ETH to your venue account ${short}.`)
    const prompts = within(dialog).getByRole('region', { name: /^Your wallet will ask/ })
    expect(prompts).toHaveTextContent('A transaction on Base that deposits 0.01 ETH to your venue account.')
    expect(prompts).not.toHaveTextContent('delivers it on the other side')
  })

  it('a venue withdrawal says what it does: from your venue account to the recipient on its chain; its zero network fee has no row', () => {
    render(<Host quote={venueWithdrawalQuote()} recipient={USER} />)
    fireEvent.click(screen.getByRole('button', { name: 'Review' }))
    const dialog = screen.getByRole('dialog', { name: 'Review transfer' })
    expect(dialog).toHaveAccessibleDescription(`Withdraw 25 USDC from your venue account to ${USER.slice(0, 6)}…${USER.slice(-4)} on Arbitrum.`)
    const fees = within(dialog).getByRole('group', { name: 'Fees' })
    expect(within(fees).queryByText('Network fee')).toBeNull()
    expect(within(fees).getByText('Service fee')).toBeInTheDocument()
  })

  it('explains the two signatures of a venue withdrawal from their typed data', () => {
    render(<Host quote={venueWithdrawalQuote()} />)
    fireEvent.click(screen.getByRole('button', { name: 'Review' }))
    const dialog = screen.getByRole('dialog')
    expect(dialog.querySelector('.ferry-route')).toHaveTextContent('From 25 USDCVenue')
    const prompts = within(dialog).getByRole('region', { name: 'Your wallet will ask 2 times' })
    expect(prompts).toHaveTextContent('Sign the transfer authorization, then sign the venue transfer')
    const [authorize, transfer] = within(prompts).getAllByRole('listitem')
    expect(transfer).toHaveTextContent('A free signature that moves 25 USDC from your venue account to the service at 0x1dA5…Ef2F.')
    // The signing internals are there for whoever opens "Details", not in the main text.
    for (const item of [authorize!, transfer!]) {
      const details = item.querySelector('details')!
      expect(details.open).toBe(false)
      expect(within(details).getByText('Details', { selector: 'summary' })).toBeInTheDocument()
    }
    expect(authorize!.querySelector('details')).toHaveTextContent('NonceMapping (ServiceNonceMapping)')
    expect(authorize!.querySelector('details')).toHaveTextContent('Nonce')
    expect(transfer!.querySelector(':scope > dl')).not.toHaveTextContent('Nonce')
  })

  it('lists the approval before the deposit of an ERC-20 transfer', () => {
    render(<Host quote={erc20Quote()} />)
    fireEvent.click(screen.getByRole('button', { name: 'Review' }))
    const prompts = within(screen.getByRole('dialog')).getByRole('region', { name: 'Your wallet will ask 2 times' })
    expect(prompts).toHaveTextContent('Approve USDC, then deposit')
    expect(within(prompts).getAllByRole('listitem').map((li) => li.querySelector('.ferry-prompt__title')?.textContent)).toEqual(['Approve USDC', 'Deposit'])
  })

  it('shows the recipient shortened on one line, copies the whole address, and discloses it on request', async () => {
    const writeText = vi.fn(() => Promise.resolve())
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    render(<Host recipient={OTHER} />)
    fireEvent.click(screen.getByRole('button', { name: 'Review' }))
    const dialog = screen.getByRole('dialog')
    const toggle = within(dialog).getByRole('button', { name: 'Show the full address' })
    const full = document.getElementById(toggle.getAttribute('aria-controls')!)!
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(full).not.toBeVisible()
    fireEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(full).toBeVisible()
    expect(full).toHaveTextContent(OTHER)

    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy the recipient address' }))
    expect(writeText).toHaveBeenCalledWith(OTHER)
    await waitFor(() => expect(within(dialog).getByText('Copied')).toHaveAttribute('role', 'status'))
  })

  it('Confirm is the full-width main action, Cancel a quiet one under it that has the first focus', () => {
    render(<Host />)
    fireEvent.click(screen.getByRole('button', { name: 'Review' }))
    const confirm = screen.getByRole('button', { name: 'Confirm' })
    const cancel = screen.getByRole('button', { name: 'Cancel' })
    expect(confirm).toHaveClass('ferry-main-button')
    expect(cancel).not.toHaveClass('ferry-button--primary')
    expect(confirm.compareDocumentPosition(cancel) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    // Opening the review never lands on Confirm (nor on the copy button above it).
    expect(document.activeElement).toBe(cancel)
  })

  it('below 2% slippage there is no warning; from 2% a warning; Confirm stays enabled up to 10%', () => {
    const { unmount } = render(<Host slippageBps={199} />)
    fireEvent.click(screen.getByRole('button', { name: 'Review' }))
    expect(screen.queryByText(/High slippage/)).toBeNull()
    unmount()
    render(<Host slippageBps={1_000} />)
    fireEvent.click(screen.getByRole('button', { name: 'Review' }))
    expect(screen.getByText('Very high slippage: 10%. You could get up to 10% less than quoted.')).toBeVisible()
    expect(screen.queryByRole('checkbox')).toBeNull()
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled()
  })

  it('above 10% slippage, Confirm waits for the acknowledgement, which each opening asks for again', () => {
    const onConfirm = vi.fn()
    render(<Host slippageBps={1_500} onConfirm={onConfirm} />)
    fireEvent.click(screen.getByRole('button', { name: 'Review' }))
    expect(screen.getByText(/Very high slippage: 15%/)).toBeVisible()
    const confirm = screen.getByRole('button', { name: 'Confirm' })
    const acknowledge = screen.getByRole('checkbox', { name: 'I accept that the price may move up to 15% against me.' })
    expect(acknowledge).not.toBeChecked()
    expect(confirm).toBeDisabled()
    fireEvent.click(acknowledge)
    expect(confirm).toBeEnabled()
    fireEvent.click(confirm)
    expect(onConfirm).toHaveBeenCalledOnce()

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    fireEvent.click(screen.getByRole('button', { name: 'Review' }))
    expect(screen.getByRole('checkbox', { name: /I accept/ })).not.toBeChecked()
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled()
  })

  it('an acknowledged slippage does not enable a Confirm disabled for another reason', () => {
    render(<Host slippageBps={1_500} confirmDisabled />)
    fireEvent.click(screen.getByRole('button', { name: 'Review' }))
    fireEvent.click(screen.getByRole('checkbox', { name: /I accept/ }))
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled()
  })

  it('disables Confirm when told to', () => {
    render(<Host confirmDisabled />)
    fireEvent.click(screen.getByRole('button', { name: 'Review' }))
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled()
  })

  describe('terms that move while the review is open', () => {
    /** The bridge quote, receiving `amount` USDC units (32.98 USDC as first reviewed). */
    const receiving = (amount: string) => {
      const quote = bridgeQuote()
      quote.details.currencyOut = { ...quote.details.currencyOut!, amount }
      return quote
    }
    const confirmButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Confirm' })
    // The dialog's first live region, above the route (the recipient's "Copied" is another, further down).
    const priceStatus = (dialog: HTMLElement) => within(dialog).getAllByRole('status')[0]

    it('a worse price is marked and needs Accept before Confirm; Accept hands the focus to Confirm', () => {
      const props = { open: true, onOpenChange: () => undefined, slippageBps: 50, account: USER, onConfirm: () => undefined, chainName }
      const view = render(<ReviewDialog {...props} quote={receiving('32980000')} />)
      const dialog = screen.getByRole('dialog', { name: 'Review transfer' })
      expect(priceStatus(dialog)).toHaveTextContent('')
      expect(confirmButton(dialog)).toBeEnabled()

      view.rerender(<ReviewDialog {...props} quote={receiving('26400000')} />)
      expect(priceStatus(dialog)).toHaveTextContent('Price updated: you receive 26.4 USDC instead of 32.98 USDC.')
      expect(confirmButton(dialog)).toBeDisabled()
      fireEvent.click(within(dialog).getByRole('button', { name: 'Accept' }))
      expect(confirmButton(dialog)).toBeEnabled()
      expect(document.activeElement).toBe(confirmButton(dialog))
      expect(priceStatus(dialog)).toHaveTextContent('')

      // Marked against the accepted terms now: a little less again asks again.
      view.rerender(<ReviewDialog {...props} quote={receiving('26300000')} />)
      expect(priceStatus(dialog)).toHaveTextContent('Price updated: you receive 26.3 USDC instead of 26.4 USDC.')
      expect(confirmButton(dialog)).toBeDisabled()
    })

    it('a better price is marked and Confirm stays enabled, without Accept', () => {
      const props = { open: true, onOpenChange: () => undefined, slippageBps: 50, account: USER, onConfirm: () => undefined, chainName }
      const view = render(<ReviewDialog {...props} quote={receiving('32980000')} />)
      view.rerender(<ReviewDialog {...props} quote={receiving('33100000')} />)
      const dialog = screen.getByRole('dialog', { name: 'Review transfer' })
      expect(priceStatus(dialog)).toHaveTextContent('Price updated: you receive 33.1 USDC instead of 32.98 USDC.')
      expect(within(dialog).queryByRole('button', { name: 'Accept' })).toBeNull()
      expect(confirmButton(dialog)).toBeEnabled()
    })

    it('each opening starts from the terms shown then: a change seen before it is not marked', () => {
      render(<Host quote={receiving('26400000')} />)
      fireEvent.click(screen.getByRole('button', { name: 'Review' }))
      const dialog = screen.getByRole('dialog', { name: 'Review transfer' })
      expect(priceStatus(dialog)).toHaveTextContent('')
      expect(confirmButton(dialog)).toBeEnabled()
    })

    it("shows the quote's age, and a decline's notice when told", () => {
      vi.useFakeTimers({ now: 100_000, toFake: ['Date', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] })
      try {
        render(<ReviewDialog open onOpenChange={() => undefined} quote={bridgeQuote()} slippageBps={50} account={USER} onConfirm={() => undefined} quotedAt={93_000} declined />)
        const dialog = screen.getByRole('dialog', { name: 'Review transfer' })
        expect(dialog).toHaveTextContent('Quoted 7 s ago')
        expect(within(dialog).getByRole('alert')).toHaveTextContent('You declined in your wallet. Nothing was sent: confirm to try again.')
        expect(confirmButton(dialog)).toBeEnabled()
      } finally {
        vi.useRealTimers()
      }
    })
  })

  describe('the widget review asks the wallet whether the run will batch', () => {
    async function widgetReview(atomic: WalletAtomicStatus, batch?: boolean) {
      const config = stubWagmiConfig({ atomic })
      await connect(config, { connector: config.connectors[0]!, chainId: 31337 })
      const client = createFerryClient({ baseUrl: 'http://service.test' })
      render(
        <WagmiProvider config={config} reconnectOnMount={false}>
          <QueryClientProvider client={new QueryClient()}>
            <FerryProvider client={client}>
              <WidgetReviewDialog open onOpenChange={() => undefined} quote={erc20Quote()} slippageBps={50} account={USER} onConfirm={() => undefined} chainName={chainName} batch={batch} />
            </FerryProvider>
          </QueryClientProvider>
        </WagmiProvider>,
      )
      return screen.getByRole('dialog')
    }

    it('a wallet that batches: "Your wallet will ask once: approve USDC and deposit, in one confirmation"', async () => {
      const dialog = await widgetReview('supported')
      const prompts = await within(dialog).findByRole('region', { name: 'Your wallet will ask once' })
      expect(prompts.querySelector('.ferry-prompts__summary')).toHaveTextContent('Approve USDC and deposit, in one confirmation')
      expect(within(prompts).getByRole('list', { name: 'Calls in this confirmation' })).toHaveTextContent('Approve USDCA transaction on Base')
    })

    it('batching off (batch: false), or a wallet that cannot batch: approve, then deposit', async () => {
      const off = await widgetReview('supported', false)
      expect(within(off).getByRole('region', { name: 'Your wallet will ask 2 times' })).toHaveTextContent('Approve USDC, then deposit')
      cleanup()
      const unable = await widgetReview('unsupported')
      // The answer comes, and changes nothing.
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect(within(unable).getByRole('region', { name: 'Your wallet will ask 2 times' })).toHaveTextContent('Approve USDC, then deposit')
    })
  })
})
