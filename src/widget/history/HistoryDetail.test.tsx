// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FerryProvider, type ExecutionHistoryEntry } from '../../react/index'
import { historyStorageKey } from '../../react/history/store'
import { BRIDGE_REQUEST_ID, bridgeQuote, DEPOSIT_TX, FILL_TX, withRecords } from '../test/quotes'
import { HistoryView, type HistoryViewProps } from './HistoryView'

const NAMESPACE = 'history-detail-test'
const LOGO = 'https://logos.example/eth.png'

afterEach(() => {
  cleanup()
  localStorage.clear()
})

/** The bridge of `bridgeQuote` (0.01 ETH on Base to 32.98 USDC on Arbitrum), its ETH with a logo, as the history keeps it. */
function bridgeEntry(overrides: Partial<ExecutionHistoryEntry> = {}): ExecutionHistoryEntry {
  const quote = withRecords(bridgeQuote(), [{ status: 'complete', txHash: DEPOSIT_TX }])
  // The service's answers carry more than the spec lists: its logo, as the live service sends it.
  Object.assign(quote.details.currencyIn!.currency, { metadata: { logoURI: LOGO } })
  return {
    requestId: BRIDGE_REQUEST_ID,
    startedAt: Date.UTC(2026, 0, 2, 10, 0, 0),
    updatedAt: Date.UTC(2026, 0, 2, 10, 1, 30),
    endedAt: Date.UTC(2026, 0, 2, 10, 1, 12),
    phase: 'success',
    status: 'success',
    currencyIn: { chainId: 8453, address: `0x${'00'.repeat(20)}`, symbol: 'ETH', decimals: 18, amount: '10000000000000000' },
    currencyOut: { chainId: 42161, address: '0xaf88d065e77c8cC2239327C5EDb3A432268e5831', symbol: 'USDC', decimals: 6, amount: '32980000' },
    inTxHashes: [DEPOSIT_TX],
    txHashes: [FILL_TX],
    quote,
    ...overrides,
  }
}

/** A service whose status reads answer `status` (counted). */
function statusService(status: () => string) {
  let reads = 0
  const fetch = async () => {
    reads++
    const word = status()
    const body = { status: word, inTxHashes: [DEPOSIT_TX], txHashes: word === 'success' ? [FILL_TX] : [], updatedAt: 1 }
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } })
  }
  return { fetch, reads: () => reads }
}

function renderHistory(entries: ExecutionHistoryEntry[], props: Partial<HistoryViewProps> = {}, status: () => string = () => 'success') {
  localStorage.setItem(historyStorageKey(NAMESPACE), JSON.stringify({ version: 1, state: { entries } }))
  const service = statusService(status)
  render(
    <QueryClientProvider client={new QueryClient()}>
      <FerryProvider config={{ baseUrl: 'http://service.test', fetch: service.fetch as typeof globalThis.fetch }} namespace={NAMESPACE}>
        <HistoryView
          formatTime={(ms) => `at ${new Date(ms).toISOString()}`}
          pollOptions={{ initialIntervalMs: 20, maxIntervalMs: 40 }}
          chainName={(id) => ({ 8453: 'Base', 42161: 'Arbitrum' })[id]}
          explorerTxUrl={(chainId, hash) => `https://explorer.example/${chainId}/tx/${hash}`}
          {...props}
        />
      </FerryProvider>
    </QueryClientProvider>,
  )
  return service
}

const openRow = (name: RegExp) => fireEvent.click(screen.getByRole('button', { name }))

describe('HistoryDetail', () => {
  it('a row opens its details: the request id with copy, the amounts, the fees, the start and the duration, named links and the timeline; Back returns to the row', async () => {
    const writeText = vi.fn(async () => undefined)
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    renderHistory([bridgeEntry()])
    openRow(/^0\.01 ETH on Base to 32\.98 USDC on Arbitrum$/)

    const detail = screen.getByRole('region', { name: 'Transfer details' })
    expect(document.activeElement).toBe(within(detail).getByRole('heading', { name: 'Transfer details' }))
    expect(within(detail).getByText('Complete')).toHaveClass('ferry-status-chip--success')
    const fact = (term: string) => within(detail).getByText(term, { selector: 'dt' }).nextElementSibling
    expect(fact('Request ID')).toHaveTextContent(BRIDGE_REQUEST_ID)
    fireEvent.click(within(detail).getByRole('button', { name: 'Copy request ID' }))
    expect(writeText).toHaveBeenCalledWith(BRIDGE_REQUEST_ID)
    await waitFor(() => expect(within(detail).getByRole('status')).toHaveTextContent('Copied'))
    expect(fact('Sent')).toHaveTextContent('0.01 ETH')
    expect(fact('Received')).toHaveTextContent('32.98 USDC')
    expect(fact('Network fee')).toHaveTextContent('0.000042 ETH')
    expect(fact('Service fee')).toHaveTextContent('0.000031 ETH')
    expect(fact('Started')).toHaveTextContent('at 2026-01-02T10:00:00.000Z')
    // From the start to the first read that said it ended (not the last write).
    expect(fact('Duration')).toHaveTextContent('1:12')
    expect(within(detail).getByRole('link', { name: 'Deposit on explorer' })).toHaveAttribute('href', `https://explorer.example/8453/tx/${DEPOSIT_TX}`)
    expect(within(detail).getByRole('link', { name: 'Destination on explorer' })).toHaveAttribute('href', `https://explorer.example/42161/tx/${FILL_TX}`)
    const steps = detail.querySelectorAll('.ferry-timeline__entry')
    expect([...steps].map((step) => step.textContent)).toEqual([expect.stringMatching(/^Deposit.*Done/), expect.stringMatching(/^Receive 32\.98 USDC on Arbitrum.*Done/)])
    // The token's own logo, as the form and the picker show it (not its initial).
    expect(detail.querySelector(`img[src="${LOGO}"]`)).not.toBeNull()
    expect(within(detail).queryByRole('link', { name: 'Get help' })).toBeNull()

    fireEvent.click(within(detail).getByRole('button', { name: 'Back' }))
    expect(screen.queryByRole('region', { name: 'Transfer details' })).toBeNull()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /^0\.01 ETH on Base to/ }))
  })

  it('a refunded transfer says what came back, never what it would have received', () => {
    renderHistory([bridgeEntry({ phase: 'refund', status: 'refund' })], {}, () => 'refund')
    openRow(/^0\.01 ETH on Base: Refunded 0\.01 ETH$/)
    const detail = screen.getByRole('region', { name: 'Transfer details' })
    expect(within(detail).getByText('Refunded', { selector: 'dt' }).nextElementSibling).toHaveTextContent('0.01 ETH')
    expect(within(detail).queryByText('Received', { selector: 'dt' })).toBeNull()
    // The route shows where the money is (the side sent), not the destination as if it had arrived.
    expect(detail.querySelector('.ferry-route')).not.toHaveTextContent('USDC')
    expect(within(detail).getByRole('link', { name: 'Refund on explorer' })).toHaveAttribute('href', `https://explorer.example/8453/tx/${FILL_TX}`)
  })

  it('Get help receives the request id: in the host’s template, from its function, or told to onSupport', () => {
    const onSupport = vi.fn()
    renderHistory([bridgeEntry()], { supportUrl: 'https://help.example/ticket?request={requestId}', onSupport })
    openRow(/^0\.01 ETH on Base to/)
    const help = screen.getByRole('link', { name: 'Get help' })
    expect(help).toHaveAttribute('href', `https://help.example/ticket?request=${BRIDGE_REQUEST_ID}`)
    expect(help).toHaveAttribute('target', '_blank')
    help.addEventListener('click', (event) => event.preventDefault())
    fireEvent.click(help)
    expect(onSupport).toHaveBeenCalledWith(BRIDGE_REQUEST_ID)
    cleanup()

    renderHistory([bridgeEntry()], { supportUrl: (id) => `https://help.example/${id.slice(0, 10)}` })
    openRow(/^0\.01 ETH on Base to/)
    expect(screen.getByRole('link', { name: 'Get help' })).toHaveAttribute('href', `https://help.example/${BRIDGE_REQUEST_ID.slice(0, 10)}`)
    cleanup()

    const told = vi.fn()
    renderHistory([bridgeEntry()], { onSupport: told })
    openRow(/^0\.01 ETH on Base to/)
    fireEvent.click(screen.getByRole('button', { name: 'Get help' }))
    expect(told).toHaveBeenCalledWith(BRIDGE_REQUEST_ID)
  })

  it('a running transfer opens into its live progress, which follows it to its end', async () => {
    let word = 'pending'
    // Handed to History while its deposit was confirming: its record still says so.
    const entry = bridgeEntry({ phase: 'polling', status: 'pending', txHashes: [], quote: withRecords(bridgeQuote(), [{ status: 'confirming', txHash: DEPOSIT_TX }]) })
    delete entry.endedAt
    renderHistory([entry], {}, () => word)
    openRow(/^0\.01 ETH on Base to/)
    const detail = screen.getByRole('region', { name: 'Transfer details' })
    const progress = within(detail).getByRole('region', { name: 'Transfer in progress' })
    expect(within(progress).getByRole('status')).toHaveTextContent('Sending USDC on Arbitrum')
    expect(within(progress).getByRole('timer')).toBeInTheDocument()
    // The service has the deposit: its step is done, and the delivery is the current one.
    expect(progress.querySelector('[aria-current="step"]')).toHaveTextContent(/^Receive 32\.98 USDC on Arbitrum/)
    expect(within(detail).getByText('To receive', { selector: 'dt' }).nextElementSibling).toHaveTextContent('32.98 USDC')
    expect(within(detail).queryByText('Duration', { selector: 'dt' })).toBeNull()

    word = 'success'
    await waitFor(() => expect(within(detail).getByText('Complete')).toHaveClass('ferry-status-chip--success'))
    expect(within(detail).queryByRole('region', { name: 'Transfer in progress' })).toBeNull()
    expect(within(detail).getByRole('link', { name: 'Destination on explorer' })).toHaveAttribute('href', `https://explorer.example/42161/tx/${FILL_TX}`)
    expect(within(detail).getByText('Duration', { selector: 'dt' })).toBeInTheDocument()
  })
})
