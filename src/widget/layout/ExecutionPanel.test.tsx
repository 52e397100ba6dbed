// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mutationOf } from '../../react/execution/mutation'
import type { ExecutionState, UseExecuteStepsReturnType } from '../../react/index'
import { bridgeExecution, DEPOSIT_TX, REFUND_TX } from '../test/quotes'
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
  return render(
    <ExecutionPanel
      execution={execution(state)}
      button={{ label: 'Refund on its way…', action: 'none', disabled: true }}
      onReset={() => undefined}
      onRetry={() => undefined}
      onFollowInHistory={() => undefined}
      chainName={(id) => ({ 8453: 'Base', 42161: 'Arbitrum' })[id]}
      explorerTxUrl={(chainId, hash) => `https://explorer.example/${chainId}/tx/${hash}`}
    />,
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
