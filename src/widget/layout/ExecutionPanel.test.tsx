// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { cleanup, render, screen } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { WagmiProvider } from 'wagmi'
import { createFerryClient } from '../../core/index'
import { FerryProvider } from '../../react/index'
import { stubWagmiConfig } from '../test/stubWallet'
import { mutationOf } from '../../react/execution/mutation'
import type { ExecutionState, UseExecuteStepsReturnType } from '../../react/index'
import { bridgeExecution, bridgeQuote, DEPOSIT_TX, REFUND_TX, withRecords } from '../test/quotes'
import { ExecutionPanel } from './ExecutionPanel'

afterEach(cleanup)

function execution(state: ExecutionState): UseExecuteStepsReturnType {
  const isExecuting = state.endedAt === undefined
  const mutation = mutationOf(state, isExecuting)
  const is = (status: string) => mutation.status === status
  return {
    ...mutation,
    isIdle: is('idle'),
    isPending: is('pending'),
    isSuccess: is('success'),
    isError: is('error'),
    state,
    isExecuting,
    execute: vi.fn(),
    executeAsync: vi.fn(),
    cancel: vi.fn(),
    dismiss: vi.fn(),
    reset: vi.fn(),
  }
}

function renderPanel(state: ExecutionState) {
  return render(panel(state))
}

// A running panel asks the wallet whether the run batches (`useAtomicBatch`): the providers it reads.
const config = stubWagmiConfig({})
const client = createFerryClient({ baseUrl: 'http://service.test' })
const queryClient = new QueryClient()
function Providers({ children }: { children: ReactNode }) {
  return (
    <WagmiProvider config={config} reconnectOnMount={false}>
      <QueryClientProvider client={queryClient}>
        <FerryProvider client={client}>{children}</FerryProvider>
      </QueryClientProvider>
    </WagmiProvider>
  )
}

function renderRunning(state: ExecutionState) {
  return render(panel(state), { wrapper: Providers })
}

function panel(state: ExecutionState) {
  return (
    <ExecutionPanel
      execution={execution(state)}
      button={{ label: 'Refund on its way…', action: 'none', disabled: true }}
      onReset={() => undefined}
      onRetry={() => undefined}
      onFollowInHistory={() => undefined}
      chainName={(id) => ({ 8453: 'Base', 42161: 'Arbitrum' })[id]}
      explorerTxUrl={(chainId, hash) => `https://explorer.example/${chainId}/tx/${hash}`}
    />
  )
}

describe('ExecutionPanel: a failed fill is one story', () => {
  it('while the refund is on its way: the outcome alone, no busy main button, no progress words, no "on their way"', () => {
    renderPanel(bridgeExecution({ phase: 'failure', status: { status: 'failure', inTxHashes: [DEPOSIT_TX], txHashes: [] } }))
    expect(screen.getByRole('heading', { name: 'Transfer failed' })).toBeVisible()
    expect(document.body).not.toHaveTextContent(/in progress|on their way|Processing|Waiting for/i)
    expect(screen.queryByRole('button', { name: /…$/ })).toBeNull()
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Follow the refund in History'])
  })

  it('once refunded, before the run has ended: the refund, never a progress title beside it', () => {
    renderPanel(bridgeExecution({ phase: 'refund', txHashes: [REFUND_TX], status: { status: 'refund', inTxHashes: [DEPOSIT_TX], txHashes: [REFUND_TX] } }))
    expect(screen.getByRole('heading', { name: 'Transfer refunded' })).toBeVisible()
    expect(screen.getByRole('link', { name: 'Refund on explorer' })).toHaveAttribute('href', `https://explorer.example/8453/tx/${REFUND_TX}`)
    expect(document.body).not.toHaveTextContent(/in progress|on their way/i)
  })
})

describe('ExecutionPanel: the focus follows the run, never left on <body>', () => {
  const awaitingWallet = () => bridgeExecution({ phase: 'awaiting-wallet', inTxHashes: [], quote: withRecords(bridgeQuote(), [{ status: 'waiting-for-wallet' }]) })

  it('the progress heading takes the focus as the run appears (the review that started it is gone), and reads the step', () => {
    renderRunning(awaitingWallet())
    const heading = screen.getByRole('heading', { name: 'Transfer in progress' })
    expect(heading).toHaveFocus()
    expect(heading).toHaveAccessibleDescription('Waiting for your wallet')
  })

  it('the steps go to the polite live region as the run advances; when it ends, the focus moves to the outcome heading', () => {
    const { rerender } = renderRunning(awaitingWallet())
    const status = screen.getByRole('status')
    expect(status).toHaveAttribute('aria-live', 'polite')
    expect(status).toHaveTextContent('Waiting for your wallet')
    rerender(panel(bridgeExecution({ phase: 'confirming', inTxHashes: [], quote: withRecords(bridgeQuote(), [{ status: 'confirming', txHash: DEPOSIT_TX }]) })))
    expect(screen.getByRole('status')).toHaveTextContent('Confirming on Base')
    rerender(panel(bridgeExecution({ status: { status: 'pending', inTxHashes: [DEPOSIT_TX], txHashes: [] } })))
    expect(screen.getByRole('status')).toHaveTextContent('Sending USDC on Arbitrum')
    expect(screen.getByRole('heading', { name: 'Transfer in progress' })).toHaveFocus()

    rerender(panel(bridgeExecution({ phase: 'success', endedAt: 3_000, status: { status: 'success', inTxHashes: [DEPOSIT_TX], txHashes: [REFUND_TX] } })))
    expect(screen.getByRole('heading', { name: 'Transfer complete' })).toHaveFocus()
    expect(screen.getByRole('status')).toHaveTextContent('Transfer complete')
  })

  it('a step that did not change is not announced again: the live region is left untouched by a re-render', async () => {
    const state = bridgeExecution({ status: { status: 'pending', inTxHashes: [DEPOSIT_TX], txHashes: [] } })
    const { rerender } = renderRunning(state)
    const changes: MutationRecord[] = []
    const observer = new MutationObserver((records) => changes.push(...records))
    observer.observe(screen.getByRole('status'), { subtree: true, childList: true, characterData: true, attributes: true })
    rerender(panel({ ...state, updatedAt: 5_000, quote: withRecords(bridgeQuote(), [{ status: 'complete', txHash: DEPOSIT_TX }]) }))
    await Promise.resolve()
    observer.disconnect()
    expect(changes).toEqual([])
    expect(screen.getByRole('status')).toHaveTextContent('Sending USDC on Arbitrum')
  })

  it('the outcome does not take the focus the user moved out of the widget meanwhile', () => {
    const { rerender } = renderRunning(bridgeExecution({ status: { status: 'pending', inTxHashes: [DEPOSIT_TX], txHashes: [] } }))
    const elsewhere = document.body.appendChild(Object.assign(document.createElement('input'), { ariaLabel: 'Host search' }))
    elsewhere.focus()
    rerender(panel(bridgeExecution({ phase: 'success', endedAt: 3_000, status: { status: 'success', inTxHashes: [DEPOSIT_TX], txHashes: [REFUND_TX] } })))
    expect(screen.getByRole('heading', { name: 'Transfer complete' })).toBeVisible()
    expect(elsewhere).toHaveFocus()
    elsewhere.remove()
  })
})
