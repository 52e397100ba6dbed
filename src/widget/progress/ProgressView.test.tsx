// @vitest-environment jsdom
import { FerryError } from '../../core/index'
import '@testing-library/jest-dom/vitest'
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ItemRecordStatus } from '../../core/index'
import type { ExecutionState } from '../../react/index'
import { ProgressView } from './ProgressView'
import { BATCH_TX, batchedRecords, bridgeExecution, bridgeQuote, DEPOSIT_TX, erc20Quote, WITHDRAW_REQUEST_ID, venueWithdrawalQuote, withRecords } from '../test/quotes'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

const explorerTxUrl = (chainId: number, hash: string) => (chainId === 8453 ? `https://basescan.example/tx/${hash}` : undefined)
const chainName = (chainId: number) => ({ 8453: 'Base', 42161: 'Arbitrum' })[chainId]

const withdrawal = (authorize: ItemRecordStatus, deposit: ItemRecordStatus): ExecutionState => ({
  phase: 'awaiting-wallet',
  requestId: WITHDRAW_REQUEST_ID,
  inTxHashes: [],
  txHashes: [],
  quote: withRecords(venueWithdrawalQuote(), [{ status: authorize }, { status: deposit }]),
  startedAt: 1_000,
})

function stubReducedMotion(matches: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }))
}

const entries = () => within(screen.getByRole('list')).getAllByRole('listitem')

/** `state`, counting the reads of its records: the panel reads them at each of its renders, the timer never. */
function watched(state: ExecutionState): { state: ExecutionState; reads(): number } {
  let reads = 0
  const copy = Object.defineProperty({ ...state }, 'quote', {
    enumerable: true,
    get: () => {
      reads += 1
      return state.quote
    },
  })
  return { state: copy, reads: () => reads }
}

describe('ProgressView', () => {
  it('renders nothing while idle', () => {
    const { container } = render(<ProgressView state={{ phase: 'idle', inTxHashes: [], txHashes: [] }} />)
    expect(container).toBeEmptyDOMElement()
  })

  it('keeps the route on screen and shows the prompts as a timeline, the current one marked', () => {
    render(<ProgressView state={withdrawal('complete', 'waiting-for-wallet')} chainName={chainName} />)
    expect(screen.getByRole('region', { name: 'Transfer in progress' })).toHaveTextContent('From 25 USDCVenue')
    expect(screen.getByRole('region', { name: 'Transfer in progress' })).toHaveTextContent('To 24.98 USDCArbitrum')
    const [authorize, transfer, delivery] = entries()
    expect(authorize).toHaveTextContent('Sign the transfer authorizationDone')
    expect(authorize).not.toHaveAttribute('aria-current')
    expect(transfer).toHaveTextContent('Sign the venue transferSign in your wallet')
    expect(transfer).toHaveAttribute('aria-current', 'step')
    expect(delivery).toHaveTextContent('Receive 24.98 USDC on ArbitrumUp next')
    expect(screen.getByRole('status')).toHaveTextContent('Waiting for your wallet')
  })

  it('links every transaction to the explorer, and says what the service does in plain words', () => {
    const submitted = bridgeExecution({
      phase: 'submitting',
      quote: withRecords(bridgeQuote(), [{ status: 'submitted', txHash: DEPOSIT_TX }]),
    })
    const { rerender } = render(<ProgressView state={submitted} explorerTxUrl={explorerTxUrl} chainName={chainName} />)
    expect(entries()[0]).toHaveTextContent('DepositSubmitted')
    expect(screen.getByRole('link', { name: 'Deposit 0xd1d1…d1d1 on explorer' })).toHaveAttribute('href', `https://basescan.example/tx/${DEPOSIT_TX}`)

    rerender(<ProgressView state={bridgeExecution({ status: { status: 'pending', inTxHashes: [DEPOSIT_TX], txHashes: [] } })} explorerTxUrl={explorerTxUrl} chainName={chainName} />)
    expect(entries()[0]).toHaveTextContent('DepositDone')
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('Sending USDC on Arbitrum')
    expect(document.body).not.toHaveTextContent('Request status')
    expect(document.body).not.toHaveTextContent('Confirm transaction in your wallet')
  })

  it('without an explorer, shows the short hash with a copy button', async () => {
    const writeText = vi.fn(() => Promise.resolve())
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    render(<ProgressView state={bridgeExecution()} />)
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.getByText('0xd1d1…d1d1')).toHaveAttribute('title', DEPOSIT_TX)
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy transaction hash 0xd1d1…d1d1' })))
    expect(writeText).toHaveBeenCalledWith(DEPOSIT_TX)
    expect(screen.getByText('Copied')).toBeInTheDocument()
  })

  it('spins the current marker, and holds it still when the user prefers reduced motion', () => {
    stubReducedMotion(false)
    const { container, unmount } = render(<ProgressView state={withdrawal('waiting-for-wallet', 'incomplete')} />)
    expect(container.querySelectorAll('.ferry-timeline__marker--spin')).toHaveLength(1)
    unmount()
    stubReducedMotion(true)
    const reduced = render(<ProgressView state={withdrawal('waiting-for-wallet', 'incomplete')} />)
    expect(reduced.container.querySelector('.ferry-timeline__marker--spin')).toBeNull()
  })

  it('counts the elapsed time and the estimate down, re-rendering only the timer', () => {
    vi.useFakeTimers({ now: 10_000 })
    const run = watched(bridgeExecution({ startedAt: 10_000 })) // the quote estimates 4 s
    render(<ProgressView state={run.state} />)
    const timer = screen.getByRole('timer')
    expect(timer).toHaveTextContent('0:00 elapsedabout 0:04 left')
    const reads = run.reads()
    act(() => vi.advanceTimersByTime(3_000))
    expect(timer).toHaveTextContent('0:03 elapsedabout 0:01 left')
    act(() => vi.advanceTimersByTime(2_000))
    expect(timer).toHaveTextContent('0:05 elapsedtaking longer than estimated')
    // Five ticks, and the panel around the timer never rendered again.
    expect(run.reads()).toBe(reads)
  })

  it('notes a failed status read without calling the transfer failed', () => {
    render(<ProgressView state={{ ...bridgeExecution(), statusError: new FerryError('HTTP_ERROR', 'HTTP 404') }} />)
    // The first status is the headline (a copy button's confirmation is another).
    const [headline] = screen.getAllByRole('status')
    expect(headline).toHaveTextContent('Processing the transferStill checking the status…')
    expect(headline).not.toHaveTextContent(/fail/i)
  })

  describe('a batch', () => {
    const batchRun = (quote: ExecutionState['quote'], phase: ExecutionState['phase'] = 'awaiting-wallet') => bridgeExecution({ phase, quote, inTxHashes: [] })
    const titles = () => [...document.querySelectorAll('.ferry-timeline__entry > .ferry-timeline__body > .ferry-timeline__title')].map((title) => title.textContent)

    it('is one entry listing its two calls, with one link to its one transaction, named by the deposit', () => {
      render(<ProgressView state={batchRun(batchedRecords('confirming'), 'confirming')} explorerTxUrl={explorerTxUrl} chainName={chainName} />)
      expect(titles()).toEqual(['Approve USDC and deposit', 'Receive 4.99 USDC on Arbitrum'])
      expect(within(screen.getByRole('list', { name: 'Calls in this confirmation' })).getAllByRole('listitem').map((call) => call.textContent)).toEqual(['Approve USDC', 'Deposit'])
      expect(screen.getAllByRole('link')).toHaveLength(1)
      expect(screen.getByRole('link', { name: 'Deposit 0xb7b7…b7b7 on explorer' })).toHaveAttribute('href', `https://basescan.example/tx/${BATCH_TX}`)
    })

    it('waits for the wallet as one prompt where the wallet batches, and splits once the wallet declines the batch', () => {
      const { rerender } = render(<ProgressView state={batchRun(batchedRecords('waiting-for-wallet'))} atomic="supported" />)
      expect(titles()[0]).toBe('Approve USDC and deposit')
      // Declined: back to incomplete together, the calls now go one by one.
      rerender(<ProgressView state={batchRun(erc20Quote())} atomic="supported" />)
      expect(titles().slice(0, 2)).toEqual(['Approve USDC', 'Deposit'])
      rerender(<ProgressView state={batchRun(withRecords(erc20Quote(), [{ status: 'waiting-for-wallet' }, { status: 'incomplete' }]))} atomic="supported" />)
      expect(titles().slice(0, 2)).toEqual(['Approve USDC', 'Deposit'])
    })

    it('without the wallet saying it batches, the same run shows each prompt', () => {
      render(<ProgressView state={batchRun(batchedRecords('waiting-for-wallet'))} atomic="unsupported" />)
      expect(titles().slice(0, 2)).toEqual(['Approve USDC', 'Deposit'])
    })
  })
})
