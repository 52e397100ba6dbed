// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { QuoteResponse } from '../../core/index'
import { FerryProvider, type ExecutionHistoryEntry } from '../../react/index'
import { historyStorageKey } from '../../react/history/store'
import { quotedAmount, quotedUsd } from '../amount/quotedAmount'
import { HistoryView } from '../history/HistoryView'
import { OutcomeView } from '../outcome/OutcomeView'
import { ReviewDialog } from '../review/ReviewDialog'
import { bridgeExecution, bridgeQuote, DEPOSIT_TX, FILL_TX, USER, withRecords } from '../test/quotes'
import { sideOf } from './side'

afterEach(() => {
  cleanup()
  localStorage.clear()
})

const NAMESPACE = 'one-figure-test'
const ETH = '0x0000000000000000000000000000000000000000'
/** 0.009965690123456789 ETH arrives, worth $3,695,123.45: the figures issue 17 saw disagree. */
const RECEIVED = '9965690123456789'
const RECEIVED_USD = '3695123.45'

function quote(): QuoteResponse {
  const base = bridgeQuote()
  const currency = { chainId: 42161, address: ETH, symbol: 'ETH', name: 'Ether', decimals: 18 }
  return { ...base, details: { ...base.details, currencyOut: { currency, amount: RECEIVED, amountUsd: RECEIVED_USD } } }
}

/** The text of the one element of `className` (the receive side's amount or USD in a view). */
const last = (className: string) => Array.from(document.querySelectorAll(`.${className}`)).at(-1)?.textContent

describe('one formatter for every figure', () => {
  it('the receive card, the review, the outcome and the history show the same amount, and USD by one rule', () => {
    const card = quotedAmount(sideOf(quote().details.currencyOut))
    const cardUsd = quotedUsd(sideOf(quote().details.currencyOut))
    expect(card).toBe('0.00996569')
    expect(cardUsd).toBe('$3.69M')

    render(<ReviewDialog open onOpenChange={() => undefined} quote={quote()} slippageBps={50} account={USER} onConfirm={() => undefined} />)
    const review = last('ferry-route__amount')
    const reviewUsd = last('ferry-route__usd')
    cleanup()

    const state = bridgeExecution({
      phase: 'success',
      quote: withRecords(quote(), [{ status: 'complete', txHash: DEPOSIT_TX }]),
      txHashes: [FILL_TX],
      status: { status: 'success', inTxHashes: [DEPOSIT_TX], txHashes: [FILL_TX] },
      endedAt: 3_000,
    })
    render(<OutcomeView state={state} onReset={() => undefined} />)
    const outcome = last('ferry-outcome__amount')
    cleanup()

    const entry: ExecutionHistoryEntry = {
      requestId: state.requestId!,
      startedAt: 1_000,
      updatedAt: 3_000,
      phase: 'success',
      status: 'success',
      currencyIn: { chainId: 8453, address: ETH, symbol: 'ETH', decimals: 18, amount: '10000000000000000' },
      currencyOut: { chainId: 42161, address: ETH, symbol: 'ETH', decimals: 18, amount: RECEIVED },
      inTxHashes: [DEPOSIT_TX],
      txHashes: [FILL_TX],
    }
    localStorage.setItem(historyStorageKey(NAMESPACE), JSON.stringify({ version: 1, state: { entries: [entry] } }))
    render(
      <QueryClientProvider client={new QueryClient()}>
        <FerryProvider config={{ baseUrl: 'http://service.test' }} namespace={NAMESPACE}>
          <HistoryView />
        </FerryProvider>
      </QueryClientProvider>,
    )
    expect(screen.getByRole('list', { name: 'Recent transfers' })).toBeInTheDocument()
    const history = last('ferry-history__amount')

    expect({ review, outcome, history }).toEqual({ review: `${card} ETH`, outcome: `${card} ETH`, history: `${card} ETH` })
    // The review says it is an estimate; the figure is the card's.
    expect(reviewUsd).toBe(`≈ ${cardUsd}`)
  })
})
