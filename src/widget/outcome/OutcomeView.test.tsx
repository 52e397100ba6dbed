// @vitest-environment jsdom
import { FerryError, InsufficientFundsError, UserRejectedError } from '../../core/index'
import '@testing-library/jest-dom/vitest'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { OutcomeView } from './OutcomeView'
import { BATCH_TX, batchedRecords, bridgeExecution, bridgeQuote, DEPOSIT_TX, erc20Quote, FILL_TX, REFUND_TX, venueDepositQuote, venueWithdrawalQuote, withRecords } from '../test/quotes'

const APPROVAL_TX = `0x${'a7'.repeat(32)}` as const
import type { ExecutionState } from '../../react/index'

afterEach(cleanup)

const explorerTxUrl = (chainId: number, hash: string) => `https://explorer.example/${chainId}/tx/${hash}`
const chainName = (chainId: number) => ({ 8453: 'Base', 42161: 'Arbitrum' })[chainId]

function definition(term: string): HTMLElement {
  return screen.getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement
}

describe('OutcomeView', () => {
  it('renders nothing while the execution runs', () => {
    const { container } = render(<OutcomeView state={bridgeExecution()} onReset={() => undefined} />)
    expect(container).toBeEmptyDOMElement()
  })

  it('on success shows what was sent and what arrived, each transaction linked and named by what it did', () => {
    const onReset = vi.fn()
    const state = bridgeExecution({ phase: 'success', txHashes: [FILL_TX], status: { status: 'success', inTxHashes: [DEPOSIT_TX], txHashes: [FILL_TX] }, endedAt: 3_000 })
    render(<OutcomeView state={state} onReset={onReset} onRetry={() => undefined} explorerTxUrl={explorerTxUrl} chainName={chainName} />)
    expect(screen.getByRole('status')).toHaveTextContent('Transfer complete')
    expect(definition('Sent')).toHaveTextContent('0.01 ETHBase')
    expect(definition('Received')).toHaveTextContent('32.98 USDCArbitrum')
    const origin = within(definition('Sent')).getByRole('link', { name: 'Deposit on explorer' })
    expect(origin).toHaveAttribute('href', `https://explorer.example/8453/tx/${DEPOSIT_TX}`)
    expect(origin).toHaveTextContent('Deposit')
    expect(within(definition('Received')).getByRole('link', { name: 'Destination on explorer' })).toHaveAttribute('href', `https://explorer.example/42161/tx/${FILL_TX}`)
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'New transfer' }))
    expect(onReset).toHaveBeenCalledOnce()
  })

  it('a venue success says where the funds are: "Deposited to your venue account", "Withdrawn to Arbitrum", never the generic "Transfer complete"', () => {
    const success = (quote: ExecutionState['quote']) => bridgeExecution({ phase: 'success', txHashes: [FILL_TX], status: { status: 'success', inTxHashes: [DEPOSIT_TX], txHashes: [FILL_TX] }, endedAt: 3_000, quote })
    const { unmount } = render(<OutcomeView state={success(venueDepositQuote())} onReset={() => undefined} chainName={chainName} />)
    expect(screen.getByRole('heading', { name: 'Deposited to your venue account' })).toBeInTheDocument()
    unmount()
    render(<OutcomeView state={success(venueWithdrawalQuote())} onReset={() => undefined} chainName={chainName} />)
    expect(screen.getByRole('heading', { name: 'Withdrawn to Arbitrum' })).toBeInTheDocument()
    expect(screen.queryByText('Transfer complete')).toBeNull()
  })

  it('after an approval, the approval and the deposit have links of their own names (no two links read alike)', () => {
    const quote = withRecords(erc20Quote(), [
      { status: 'complete', txHash: APPROVAL_TX },
      { status: 'complete', txHash: DEPOSIT_TX },
    ])
    const state = bridgeExecution({ phase: 'success', quote, inTxHashes: [APPROVAL_TX, DEPOSIT_TX], txHashes: [FILL_TX], status: { status: 'success', inTxHashes: [DEPOSIT_TX], txHashes: [FILL_TX] }, endedAt: 3 })
    render(<OutcomeView state={state} onReset={() => undefined} explorerTxUrl={explorerTxUrl} chainName={chainName} />)
    const links = screen.getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual(['Approval', 'Deposit', 'Destination'])
    const names = links.map((link) => link.getAttribute('aria-label'))
    expect(names).toEqual(['Approval on explorer', 'Deposit on explorer', 'Destination on explorer'])
    expect(within(definition('Sent')).getByRole('link', { name: 'Approval on explorer' })).toHaveAttribute('href', `https://explorer.example/8453/tx/${APPROVAL_TX}`)
  })

  it("an approval and its deposit sent as one batch: one link to the one transaction, the deposit", () => {
    const state = bridgeExecution({ phase: 'success', quote: batchedRecords('complete'), inTxHashes: [BATCH_TX], txHashes: [FILL_TX], status: { status: 'success', inTxHashes: [BATCH_TX], txHashes: [FILL_TX] }, endedAt: 3 })
    render(<OutcomeView state={state} onReset={() => undefined} explorerTxUrl={explorerTxUrl} chainName={chainName} />)
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Deposit', 'Destination'])
    expect(within(definition('Sent')).getByRole('link', { name: 'Deposit on explorer' })).toHaveAttribute('href', `https://explorer.example/8453/tx/${BATCH_TX}`)
  })

  it('a failed fill awaiting its refund is one story: headline, refund amount, its link once sent, what to do, and no "in progress" words', () => {
    const onShowHistory = vi.fn()
    const failed = bridgeExecution({ phase: 'failure', status: { status: 'failure', inTxHashes: [DEPOSIT_TX], txHashes: [] } })
    const { rerender } = render(<OutcomeView state={failed} onReset={() => undefined} onShowHistory={onShowHistory} explorerTxUrl={explorerTxUrl} chainName={chainName} />)
    expect(screen.getByRole('heading', { name: 'Transfer failed' })).toHaveFocus()
    expect(definition('Refunding')).toHaveTextContent('0.01 ETHBase')
    expect(within(definition('Refunding')).queryByRole('link')).toBeNull()
    expect(within(definition('Sent')).getByRole('link', { name: 'Deposit on explorer' })).toBeInTheDocument()
    expect(document.body).toHaveTextContent('The refund reaches your wallet by itself.')
    expect(document.body).not.toHaveTextContent(/in progress|on their way/i)
    fireEvent.click(screen.getByRole('button', { name: 'Follow the refund in History' }))
    expect(onShowHistory).toHaveBeenCalledOnce()

    // The service sent the refund but has not said `refund` yet: its transaction shows, named.
    rerender(<OutcomeView state={{ ...failed, txHashes: [REFUND_TX] }} onReset={() => undefined} explorerTxUrl={explorerTxUrl} chainName={chainName} />)
    expect(within(definition('Refunding')).getByRole('link', { name: 'Refund on explorer' })).toHaveAttribute('href', `https://explorer.example/8453/tx/${REFUND_TX}`)
    expect(screen.queryByText('Received')).toBeNull()
  })

  it('on failure says the funds are safe and a refund is coming, in words for people (no field names of the API)', () => {
    const error = new FerryError('REQUEST_FAILED', 'The request failed; a refund to `refundTo` should follow.')
    const { rerender } = render(<OutcomeView state={bridgeExecution({ phase: 'failure', status: { status: 'failure', inTxHashes: [DEPOSIT_TX], txHashes: [] } })} onReset={() => undefined} chainName={chainName} />)
    expect(screen.getByRole('alert')).toHaveTextContent('Transfer failedYour funds are safe: the service is refunding 0.01 ETH on Base. Nothing needs to be sent again.')
    // The run still follows the refund: no New transfer beside it until it ends.
    expect(screen.queryByRole('button', { name: 'New transfer' })).toBeNull()
    rerender(<OutcomeView state={bridgeExecution({ phase: 'failure', error, endedAt: 9 })} onReset={() => undefined} />)
    expect(screen.getByRole('alert')).toHaveTextContent('Transfer failedThe service could not complete the transfer and refunds it to your wallet. Nothing needs to be sent again.')
    expect(screen.getByRole('button', { name: 'New transfer' })).toBeTruthy()
    expect(document.body).not.toHaveTextContent('refundTo')
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
  })

  it('moves focus to its heading when it appears', () => {
    render(<OutcomeView state={bridgeExecution({ phase: 'success', endedAt: 3 })} onReset={() => undefined} />)
    expect(screen.getByRole('heading', { name: 'Transfer complete' })).toHaveFocus()
  })

  it('a request that may still complete (STATUS_TIMEOUT) is "still in progress": View in History, never Try again', () => {
    const onShowHistory = vi.fn()
    const state = bridgeExecution({ phase: 'error', error: new FerryError('STATUS_TIMEOUT', 'Gave up waiting.'), inTxHashes: [DEPOSIT_TX], endedAt: 9 })
    render(<OutcomeView state={state} onReset={() => undefined} onRetry={() => undefined} onShowHistory={onShowHistory} />)
    expect(screen.getByRole('alert')).toHaveTextContent('Still in progress')
    expect(screen.getByRole('alert')).not.toHaveTextContent('Reason')
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'View in History' }))
    expect(onShowHistory).toHaveBeenCalledOnce()
  })

  it('on refund shows the refunded amount (the refund currency the quote names) and its transaction on the origin chain', () => {
    const state = bridgeExecution({
      phase: 'refund',
      quote: erc20Quote(),
      txHashes: [REFUND_TX],
      status: { status: 'refund', inTxHashes: [DEPOSIT_TX], txHashes: [REFUND_TX], originChainId: 8453 },
      endedAt: 9,
    })
    render(<OutcomeView state={state} onReset={() => undefined} explorerTxUrl={explorerTxUrl} chainName={chainName} />)
    expect(definition('Refunded')).toHaveTextContent('4.98 USDCBase')
    expect(within(definition('Refunded')).getByRole('link', { name: 'Refund on explorer' })).toHaveAttribute('href', `https://explorer.example/8453/tx/${REFUND_TX}`)
  })

  it('on refund without a refund currency, shows what was sent coming back', () => {
    const state = bridgeExecution({
      phase: 'refund',
      txHashes: [REFUND_TX],
      status: { status: 'refund', inTxHashes: [DEPOSIT_TX], txHashes: [REFUND_TX], originChainId: 8453 },
      error: new FerryError('REQUEST_REFUNDED', 'The request failed; funds were refunded.'),
      endedAt: 9,
    })
    render(<OutcomeView state={state} onReset={() => undefined} explorerTxUrl={explorerTxUrl} />)
    expect(screen.getByRole('alert')).toHaveTextContent('Transfer refundedThe transfer could not be completed, so your funds were sent back.')
    expect(definition('Refunded')).toHaveTextContent('0.01 ETH')
    expect(within(definition('Refunded')).getByRole('link')).toHaveAttribute('href', `https://explorer.example/8453/tx/${REFUND_TX}`)
    expect(screen.queryByText('Received')).toBeNull()
  })

  it('offers another try after a retryable error, with a friendly title and the message', () => {
    const onRetry = vi.fn()
    const rejected: ExecutionState = { phase: 'error', quote: withRecords(bridgeQuote(), [{ status: 'failed' }]), inTxHashes: [], txHashes: [], error: new FerryError('USER_REJECTED', 'Rejected in the wallet.'), endedAt: 5 }
    const { rerender } = render(<OutcomeView state={rejected} onReset={() => undefined} onRetry={onRetry} />)
    expect(screen.getByRole('alert')).toHaveTextContent('You declined in your walletReason: Rejected in the wallet.Nothing was sent from your wallet. Try again when you are ready.')
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(onRetry).toHaveBeenCalledOnce()

    for (const code of ['ABORTED', 'EXECUTION_INTERRUPTED'] as const) {
      rerender(<OutcomeView state={{ ...rejected, error: new FerryError(code, 'm') }} onReset={() => undefined} onRetry={onRetry} />)
      expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
    }
    // Once anything left the wallet, whatever the error, another try could pay twice.
    rerender(<OutcomeView state={{ ...rejected, quote: withRecords(bridgeQuote(), [{ status: 'failed', txHash: DEPOSIT_TX }]), inTxHashes: [DEPOSIT_TX], error: new FerryError('TRANSACTION_FAILED', 'The transaction reverted.') }} onReset={() => undefined} onRetry={onRetry} />)
    expect(screen.getByRole('alert')).toHaveTextContent('The transaction failed')
    expect(screen.getByRole('alert')).toHaveTextContent('Your funds did not leave your wallet (only an earlier step, such as an approval, did).')
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
    rerender(<OutcomeView state={bridgeExecution({ phase: 'error', error: new FerryError('ABORTED', 'The operation was aborted.'), endedAt: 9 })} onReset={() => undefined} onRetry={onRetry} />)
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
    // The deposit left the wallet: the next thing is to follow it, never to send it again.
    expect(screen.getByRole('alert')).toHaveTextContent('Your funds left your wallet, so do not send them again')
    rerender(<OutcomeView state={{ ...rejected, error: new FerryError('UNKNOWN_ERROR', 'Odd.') }} onReset={() => undefined} />)
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrongReason: Odd.')
  })

  it("gives a stopped run's short reason, without the request id and step lines of the error's full message", () => {
    const error = new UserRejectedError({ requestId: `0x${'51'.repeat(32)}`, stepId: 'approve' })
    expect(error.message).toContain('Request id')
    const state: ExecutionState = { phase: 'error', quote: erc20Quote(), inTxHashes: [], txHashes: [], error, endedAt: 5 }
    render(<OutcomeView state={state} onReset={() => undefined} onRetry={() => undefined} />)
    expect(screen.getByRole('alert')).toHaveTextContent('Reason: Rejected in the wallet.Nothing was sent')
    expect(screen.getByRole('alert')).not.toHaveTextContent('Request id')
    expect(screen.getByRole('alert')).not.toHaveTextContent('Step:')
  })

  it('a run the wallet cannot pay: a title for people, the reason naming the token, another try (nothing was sent)', () => {
    const error = new InsufficientFundsError({ chainId: 8453, currency: `0x${'83'.repeat(20)}`, symbol: 'USDC', decimals: 6, required: 5_000_000n, available: 1_000_000n })
    const message = 'Not enough USDC on chain 8453: the quote needs 5.000000 and the wallet holds 1.000000'
    expect(error.shortMessage).toBe(message)
    const state: ExecutionState = { phase: 'error', quote: erc20Quote(), inTxHashes: [], txHashes: [], error, endedAt: 5 }
    render(<OutcomeView state={state} onReset={() => undefined} onRetry={() => undefined} />)
    expect(screen.getByRole('heading', { name: 'Not enough funds in your wallet' })).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent(`Reason: ${message}Nothing was sent from your wallet.`)
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })
})
