// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ExecutionState } from '../../react/index'
import { executionLabels as labels } from './labels'
import { ProgressView } from './ProgressView'
import { bridgeExecution, DEPOSIT_TX, WITHDRAW_REQUEST_ID } from './test/quotes'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const explorerTxUrl = (chainId: number, hash: string) => (chainId === 8453 ? `https://basescan.example/tx/${hash}` : undefined)

function withdrawal(authorize: ExecutionState['steps'][number]['items'][number]['status'], deposit: ExecutionState['steps'][number]['items'][number]['status']): ExecutionState {
  return {
    phase: 'awaiting-wallet',
    requestId: WITHDRAW_REQUEST_ID,
    steps: [
      { id: 'authorize', action: 'Sign authorization', items: [{ status: authorize, kind: 'signature', chainId: 42161 }] },
      { id: 'deposit', action: 'Confirm transfer', items: [{ status: deposit, kind: 'venue-deposit', chainId: 42161 }] },
    ],
    inTxHashes: [],
    txHashes: [],
  }
}

function stubReducedMotion(matches: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }))
}

describe('ProgressView', () => {
  it('renders nothing while idle', () => {
    const { container } = render(<ProgressView state={{ phase: 'idle', steps: [], inTxHashes: [], txHashes: [] }} labels={labels} />)
    expect(container).toBeEmptyDOMElement()
  })

  it('shows each step in an ordered, live list: a signature awaited, then the next step not started', () => {
    render(<ProgressView state={withdrawal('waiting-for-wallet', 'pending')} labels={labels} />)
    const list = screen.getByRole('list')
    expect(list.tagName).toBe('OL')
    expect(list).toHaveAttribute('aria-live', 'polite')
    const [authorize, deposit] = within(list).getAllByRole('listitem')
    expect(authorize).toHaveTextContent('Sign authorizationSign in your wallet')
    expect(deposit).toHaveTextContent('Confirm transferNot started')
    expect(screen.getByRole('status')).toHaveTextContent('Waiting for your wallet')
  })

  it('links a submitted transaction to the explorer, then shows it confirming and done with the request status', () => {
    const submitted = bridgeExecution({
      phase: 'submitting',
      steps: [{ id: 'deposit', action: 'Confirm transaction in your wallet', items: [{ status: 'submitted', kind: 'transaction', txHash: DEPOSIT_TX, chainId: 8453 }] }],
    })
    const { rerender } = render(<ProgressView state={submitted} labels={labels} explorerTxUrl={explorerTxUrl} />)
    expect(screen.getByRole('listitem')).toHaveTextContent('Submitted')
    expect(screen.getByRole('link', { name: 'View transaction 0xd1d1…d1d1' })).toHaveAttribute('href', `https://basescan.example/tx/${DEPOSIT_TX}`)

    rerender(<ProgressView state={{ ...submitted, phase: 'confirming', steps: [{ ...submitted.steps[0]!, items: [{ ...submitted.steps[0]!.items[0]!, status: 'confirming' }] }] }} labels={labels} explorerTxUrl={explorerTxUrl} />)
    expect(screen.getByRole('listitem')).toHaveTextContent('Confirming')

    rerender(<ProgressView state={bridgeExecution({ status: { status: 'pending', inTxHashes: [DEPOSIT_TX], txHashes: [] } })} labels={labels} explorerTxUrl={explorerTxUrl} />)
    expect(screen.getByRole('listitem')).toHaveTextContent('Done')
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('Processing the transferRequest status: filling')
  })

  it('without an explorer, shows the short hash with a copy button', async () => {
    const writeText = vi.fn(() => Promise.resolve())
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    render(<ProgressView state={bridgeExecution()} labels={labels} />)
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.getByText('0xd1d1…d1d1')).toHaveAttribute('title', DEPOSIT_TX)
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy transaction hash 0xd1d1…d1d1' })))
    expect(writeText).toHaveBeenCalledWith(DEPOSIT_TX)
    expect(screen.getByText('Copied')).toBeInTheDocument()
  })

  it('shows a failed item', () => {
    render(<ProgressView state={{ ...withdrawal('complete', 'failed'), phase: 'error', endedAt: 3 }} labels={labels} />)
    const [authorize, deposit] = screen.getAllByRole('listitem')
    expect(authorize).toHaveTextContent('Done')
    expect(deposit).toHaveTextContent('Failed')
    expect(deposit).toHaveClass('ferry-step--failed')
  })

  it('spins while waiting, and shows a still mark instead when the user prefers reduced motion', () => {
    stubReducedMotion(false)
    const { container, unmount } = render(<ProgressView state={withdrawal('waiting-for-wallet', 'pending')} labels={labels} />)
    expect(container.querySelectorAll('.ferry-spinner').length).toBeGreaterThan(0)
    unmount()
    stubReducedMotion(true)
    const reduced = render(<ProgressView state={withdrawal('waiting-for-wallet', 'pending')} labels={labels} />)
    expect(reduced.container.querySelector('.ferry-spinner')).toBeNull()
    expect(reduced.container.querySelectorAll('.ferry-dot--active').length).toBeGreaterThan(0)
  })
})
