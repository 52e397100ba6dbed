// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest'
import { FerryError, HttpError } from '../../core/index'
import { bridgeQuote, bridgeQuoteWithoutUsd, highFeeQuote } from '../test/quotes'
import { QuoteSummary } from './QuoteSummary'
import { QuoteBreakdown, QuoteError } from '../lazy'
import { WidgetUiContext } from '../context'
import { percentForPeople } from '../display/usdAndPercent'

// The breakdown and the error are lazy parts: loaded here first, they render at once, as after the widget's idle preload.
beforeAll(async () => {
  await Promise.all([QuoteBreakdown.preload(), QuoteError.preload()])
})

afterEach(cleanup)

/** The value of a row of a description list, by its term. */
function row(term: string, scope: HTMLElement = document.body): string {
  const dt = within(scope).getByText(term, { selector: 'dt' })
  return dt.nextElementSibling?.textContent ?? ''
}

/** A percentage as the rows write it: isolated left to right (`percentForPeople`). */
const ltr = (text: string) => `\u2066${text}\u2069`

const details = () => screen.getByRole('button', { name: /^Quote details/ })

describe('QuoteSummary', () => {
  it('one line: the rate, the fees in USD and the time; the breakdown is closed until the line is pressed', () => {
    // A fixed clock: the age reads the same however slow the machine is.
    vi.useFakeTimers({ now: 1_800_000_000_000, toFake: ['Date'] })
    onTestFinished(() => void vi.useRealTimers())
    render(<QuoteSummary quote={bridgeQuote()} isCurrent isFetching={false} quotedAt={Date.now() - 3_400} slippageBps={50} slippageAuto />)
    expect(screen.getByRole('region', { name: 'Quote' })).toHaveAttribute('aria-busy', 'false')
    const line = details()
    expect(line).toHaveTextContent('1 ETH = 3,298 USDC')
    expect(line).toHaveTextContent('$0.24 fees')
    expect(line).toHaveTextContent('~4 s')
    expect(line).toHaveAttribute('aria-expanded', 'false')
    const panel = document.getElementById(line.getAttribute('aria-controls')!)!
    expect(panel).not.toBeVisible()
    expect(screen.queryByText('Minimum received')).toBeNull()

    fireEvent.click(line)
    expect(line).toHaveAttribute('aria-expanded', 'true')
    expect(panel).toBeVisible()
    expect(row('Minimum received')).toBe('32.8151 USDC')
    expect(row('Network fee')).toBe('0.000042 ETH ($0.14)')
    expect(row('Service fee')).toBe('0.000031 ETH ($0.10)')
    expect(row('Total fees')).toBe('$0.24')
    expect(row('Price impact')).toBe(ltr('-0.45%'))
    expect(row('Max. slippage')).toBe(`Auto · ${ltr('0.5%')}`)
    expect(screen.queryByText('App fee')).toBeNull()
    expect(screen.getByText('Quoted 3 s ago')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByRole('status')).toHaveTextContent('Quote updated')
  })

  it('in Arabic, price impact and slippage come from one helper: the locale’s Intl percent, isolated left to right alike', () => {
    render(
      <WidgetUiContext.Provider value={{ overrides: undefined, container: null, locale: 'ar' }}>
        <QuoteSummary quote={bridgeQuote()} isCurrent isFetching={false} slippageBps={50} defaultExpanded />
      </WidgetUiContext.Provider>,
    )
    expect(row('Price impact')).toBe(percentForPeople(-45, { locale: 'ar' }))
    expect(row('Max. slippage')).toBe(percentForPeople(50, { locale: 'ar' }))
    expect(row('Max. slippage')).toBe(ltr(new Intl.NumberFormat('ar', { style: 'percent', maximumFractionDigits: 2 }).format(0.005).replace(/[\u200e\u200f\u061c]/g, '')))
  })

  it('an exact-output quote shows the maximum sent after slippage, in the input currency, not a minimum received', () => {
    render(<QuoteSummary quote={bridgeQuote()} isCurrent isFetching={false} slippageBps={50} tradeType="EXACT_OUTPUT" defaultExpanded />)
    expect(row('Maximum sent')).toBe('0.01005 ETH')
    expect(screen.queryByText('Minimum received')).toBeNull()
    expect(row('Max. slippage')).toBe(ltr('0.5%'))
  })

  it('without USD values: fees in the currency the ids name, and no USD total, cost or price impact', () => {
    render(<QuoteSummary quote={bridgeQuoteWithoutUsd()} isCurrent isFetching={false} slippageBps={100} defaultExpanded />)
    expect(row('Minimum received')).toBe('32.6502 USDC')
    expect(row('Network fee')).toBe('0.000042 ETH')
    expect(screen.queryByText('Total fees')).toBeNull()
    expect(screen.queryByText('Price impact')).toBeNull()
    expect(screen.queryByText(/\$/)).toBeNull()
  })

  it('warns when the fees take a large share of the amount sent', () => {
    render(<QuoteSummary quote={highFeeQuote()} isCurrent isFetching={false} slippageBps={50} />)
    expect(screen.getByRole('alert')).toHaveTextContent('High fees: they take about 18.1% of the amount you send.')
  })

  it('marks an outdated quote visibly and announces it politely', () => {
    const { container, rerender } = render(<QuoteSummary quote={bridgeQuote()} isCurrent={false} isFetching slippageBps={50} />)
    expect(container.querySelector('.ferry-quote')).toHaveClass('ferry-quote--stale')
    const live = screen.getByRole('status')
    expect(live).toHaveAttribute('aria-live', 'polite')
    expect(live).toHaveTextContent('Outdated: a new quote is on its way')
    rerender(<QuoteSummary quote={bridgeQuote()} isCurrent isFetching={false} slippageBps={50} />)
    expect(container.querySelector('.ferry-quote')).not.toHaveClass('ferry-quote--stale')
    expect(live).toHaveTextContent('Quote updated')
  })

  it('holds the line with a hint, then a skeleton while quoting, then the line: one element of the same class each time', () => {
    const { container, rerender } = render(<QuoteSummary isCurrent={false} isFetching={false} slippageBps={50} />)
    const lines = () => container.querySelectorAll('.ferry-quote__line')
    expect(lines()).toHaveLength(1)
    expect(lines()[0]).toHaveTextContent('Enter an amount to get a quote.')
    rerender(<QuoteSummary isCurrent={false} isFetching slippageBps={50} />)
    expect(lines()).toHaveLength(1)
    expect(lines()[0]).toHaveClass('ferry-quote__skeleton')
    expect(screen.getByRole('region', { name: 'Quote' })).toHaveAttribute('aria-busy', 'true')
    expect(screen.getByRole('status')).toHaveTextContent('Finding a route…')
    rerender(<QuoteSummary quote={bridgeQuote()} isCurrent isFetching={false} slippageBps={50} />)
    expect(lines()).toHaveLength(1)
    expect(lines()[0]).toBe(details())
  })

  it('no route: the service message under its title; another error under "Could not get a quote"', () => {
    const noRoute = new HttpError({ url: 'http://service/quote', status: 400, serviceMessage: 'No routes found for this pair', errorCode: 'NO_SWAP_ROUTES_FOUND', body: {} })
    const { rerender } = render(<QuoteSummary isCurrent={false} isFetching={false} error={noRoute} slippageBps={50} />)
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('No route for this transfer')
    expect(alert).toHaveTextContent('No routes found for this pair')

    rerender(<QuoteSummary isCurrent={false} isFetching={false} error={new FerryError('NETWORK_ERROR', 'Could not reach the server.')} slippageBps={50} />)
    expect(screen.getByRole('alert')).toHaveTextContent('Could not get a quoteCould not reach the server.')
  })

  it('a transient failure says the service is unavailable and retrying, and offers Retry (busy while a try runs)', () => {
    const unavailable = new HttpError({ url: 'http://service/quote', status: 503, serviceMessage: 'devnet fault: injected 503', errorCode: 'DEVNET_FAULT', body: {} })
    const onRetry = vi.fn()
    const { rerender } = render(<QuoteSummary isCurrent={false} isFetching={false} error={unavailable} onRetry={onRetry} slippageBps={50} />)
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('Service unavailable')
    expect(alert).toHaveTextContent('Trying again automatically.')
    expect(screen.queryByText(/no route/i)).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Retry now' }))
    expect(onRetry).toHaveBeenCalledTimes(1)

    rerender(<QuoteSummary isCurrent={false} isFetching error={unavailable} onRetry={onRetry} slippageBps={50} />)
    const busy = screen.getByRole('button', { name: 'Retrying…' })
    expect(busy).toBeDisabled()
    expect(busy).toHaveAttribute('aria-busy', 'true')
    expect(screen.getByRole('alert')).toBe(alert)
  })

  it("the service's refusal is titled by its errorCode, with its message (human units, symbols) as the detail, and no Retry", () => {
    const message = 'Amount 0.01 USDC is too low: fees of 0.070607 USDC exceed it; send at least 0.070668 USDC.'
    const tooLow = new HttpError({ url: 'http://service/quote', status: 400, serviceMessage: message, errorCode: 'AMOUNT_TOO_LOW', body: {} })
    render(<QuoteSummary isCurrent={false} isFetching={false} error={tooLow} onRetry={() => {}} slippageBps={50} />)
    const alert = screen.getByRole('alert')
    expect(within(alert).getByText('Amount too low')).toHaveClass('ferry-alert__title')
    expect(within(alert).getByText(message)).toBeInTheDocument()
    expect(screen.queryByRole('button')).toBeNull()
  })
})
