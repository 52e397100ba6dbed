// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FerryError, HttpError } from '../../react/index'
import { executionLabels as labels } from '../execution/labels'
import { bridgeQuote, bridgeQuoteWithoutUsd, highFeeQuote } from '../execution/test/quotes'
import { QuoteSummary } from './QuoteSummary'

afterEach(cleanup)

/** The value of a row of a description list, by its term. */
function row(term: string, scope: HTMLElement = document.body): string {
  const dt = within(scope).getByText(term, { selector: 'dt' })
  return dt.nextElementSibling?.textContent ?? ''
}

describe('QuoteSummary', () => {
  it('shows amounts in their decimals, minimum received, rate, time and fees with USD values', () => {
    render(<QuoteSummary quote={bridgeQuote()} isCurrent isFetching={false} ageMs={3_400} slippageBps={50} labels={labels} />)
    expect(screen.getByRole('region', { name: 'Quote' })).toHaveAttribute('aria-busy', 'false')
    expect(row('You send')).toBe('0.01 ETH ≈ $33.12')
    expect(row('You receive')).toBe('32.98 USDC ≈ $32.97')
    expect(row('Minimum received')).toBe('32.8151 USDC After up to 0.5% slippage')
    expect(row('Rate')).toBe('1 ETH = 3298 USDC')
    expect(row('Estimated time')).toBe('~4 s')
    const fees = screen.getByRole('group', { name: 'Fees' })
    expect(row('Network fee', fees)).toBe('0.000042 ETH ≈ $0.14')
    expect(row('Service fee', fees)).toBe('0.000031 ETH ≈ $0.10')
    expect(screen.queryByText('App fee')).toBeNull()
    expect(screen.getByText('Quoted 3 s ago')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByRole('status')).toHaveTextContent('Quote updated')
  })

  it('an exact-output quote shows the maximum sent after slippage, in the input currency, not a minimum received', () => {
    render(<QuoteSummary quote={bridgeQuote()} isCurrent isFetching={false} slippageBps={50} tradeType="EXACT_OUTPUT" labels={labels} />)
    expect(row('Maximum sent')).toBe('0.01005 ETH After up to 0.5% slippage')
    expect(screen.queryByText('Minimum received')).toBeNull()
    expect(row('You receive')).toBe('32.98 USDC ≈ $32.97')
  })

  it('without USD values, shows the fees in the currency the ids name, and no USD', () => {
    render(<QuoteSummary quote={bridgeQuoteWithoutUsd()} isCurrent isFetching={false} slippageBps={100} labels={labels} />)
    expect(row('You send')).toBe('0.01 ETH')
    expect(row('Minimum received')).toBe('32.6502 USDC After up to 1% slippage')
    expect(row('Network fee')).toBe('0.000042 ETH')
    expect(screen.queryByText(/\$/)).toBeNull()
  })

  it('warns when the fees take a large share of the amount sent', () => {
    render(<QuoteSummary quote={highFeeQuote()} isCurrent isFetching={false} slippageBps={50} labels={labels} />)
    expect(screen.getByRole('alert')).toHaveTextContent('High fees: they take about 18.1% of the amount you send.')
  })

  it('marks an outdated quote visibly and announces it politely', () => {
    const { container, rerender } = render(<QuoteSummary quote={bridgeQuote()} isCurrent={false} isFetching slippageBps={50} labels={labels} />)
    expect(container.querySelector('.ferry-quote')).toHaveClass('ferry-quote--stale')
    expect(screen.getByText('Outdated: a new quote is on its way', { selector: '.ferry-badge' })).toBeVisible()
    const live = screen.getByRole('status')
    expect(live).toHaveAttribute('aria-live', 'polite')
    expect(live).toHaveTextContent('Outdated: a new quote is on its way')
    rerender(<QuoteSummary quote={bridgeQuote()} isCurrent isFetching={false} slippageBps={50} labels={labels} />)
    expect(container.querySelector('.ferry-quote')).not.toHaveClass('ferry-quote--stale')
    expect(live).toHaveTextContent('Quote updated')
  })

  it('shows loading, then no route with the service message, or another error', () => {
    const { rerender } = render(<QuoteSummary isCurrent={false} isFetching slippageBps={50} labels={labels} />)
    expect(screen.getByRole('region', { name: 'Quote' })).toHaveAttribute('aria-busy', 'true')
    expect(screen.getByRole('status')).toHaveTextContent('Finding a route…')

    const noRoute = new HttpError({ url: 'http://service/quote', status: 400, serviceMessage: 'No routes found for this pair', errorCode: 'NO_SWAP_ROUTES_FOUND', body: {} })
    rerender(<QuoteSummary isCurrent={false} isFetching={false} error={noRoute} slippageBps={50} labels={labels} />)
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('No route for this transfer')
    expect(alert).toHaveTextContent('No routes found for this pair')
    expect(screen.queryByText('Finding a route…', { selector: 'p:not([role])' })).toBeNull()

    rerender(<QuoteSummary isCurrent={false} isFetching={false} error={new FerryError('NETWORK_ERROR', 'Could not reach the server.')} slippageBps={50} labels={labels} />)
    expect(screen.getByRole('alert')).toHaveTextContent('Could not get a quoteCould not reach the server.')
  })

  it('a transient failure says the service is unavailable and retrying, and offers Retry (busy while a try runs)', () => {
    const unavailable = new HttpError({ url: 'http://service/quote', status: 503, serviceMessage: 'devnet fault: injected 503', errorCode: 'DEVNET_FAULT', body: {} })
    const onRetry = vi.fn()
    const { rerender } = render(<QuoteSummary isCurrent={false} isFetching={false} error={unavailable} onRetry={onRetry} slippageBps={50} labels={labels} />)
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('Service unavailable')
    expect(alert).toHaveTextContent('Trying again automatically.')
    expect(screen.queryByText(/no route/i)).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Retry now' }))
    expect(onRetry).toHaveBeenCalledTimes(1)

    rerender(<QuoteSummary isCurrent={false} isFetching error={unavailable} onRetry={onRetry} slippageBps={50} labels={labels} />)
    const busy = screen.getByRole('button', { name: 'Retrying…' })
    expect(busy).toBeDisabled()
    expect(busy).toHaveAttribute('aria-busy', 'true')
    expect(screen.getByRole('alert')).toBe(alert)
    expect(screen.queryByText('Finding a route…', { selector: 'p:not([role])' })).toBeNull()
  })

  it("the service's refusal is titled by its errorCode, with its message as the detail, and no Retry", () => {
    const message = 'Amount 0.01 USDC is too low: fees of 0.070607 USDC exceed it; send at least 0.070668 USDC.'
    const tooLow = new HttpError({ url: 'http://service/quote', status: 400, serviceMessage: message, errorCode: 'AMOUNT_TOO_LOW', body: {} })
    render(<QuoteSummary isCurrent={false} isFetching={false} error={tooLow} onRetry={() => {}} slippageBps={50} labels={labels} />)
    const alert = screen.getByRole('alert')
    expect(within(alert).getByText('Amount too low')).toHaveClass('ferry-alert__title')
    expect(within(alert).getByText(message)).toBeInTheDocument()
    expect(screen.queryByRole('button')).toBeNull()
  })
})
