// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FerryProvider, type ExecutionHistoryEntry } from '../../react/index'
import { historyStorageKey } from '../../react/history/store'
import { BRIDGE_REQUEST_ID, DEPOSIT_TX, FILL_TX, WITHDRAW_REQUEST_ID } from '../test/quotes'
import { HistoryView } from './HistoryView'

const NAMESPACE = 'history-view-test'
const BASE_URL = 'http://service.test'

afterEach(() => {
  cleanup()
  localStorage.clear()
  vi.useRealTimers()
})

const usdc = (chainId: number, amount: string) => ({ chainId, address: `0x${'aa'.repeat(20)}`, symbol: 'USDC', decimals: 6, amount })
const inFlight: ExecutionHistoryEntry = {
  requestId: BRIDGE_REQUEST_ID,
  startedAt: 2_000,
  updatedAt: 2_500,
  phase: 'polling',
  status: 'pending',
  currencyIn: { chainId: 8453, address: `0x${'00'.repeat(20)}`, symbol: 'ETH', decimals: 18, amount: '10000000000000000' },
  currencyOut: usdc(42161, '32980000'),
  inTxHashes: [DEPOSIT_TX],
  txHashes: [],
}
const done: ExecutionHistoryEntry = {
  requestId: WITHDRAW_REQUEST_ID,
  startedAt: 1_000,
  updatedAt: 1_500,
  phase: 'success',
  status: 'success',
  currencyIn: usdc(1337, '25000000'),
  currencyOut: usdc(42161, '24980000'),
  inTxHashes: [],
  txHashes: [FILL_TX],
}

/** A service that answers status reads from `statuses` in turn (the last one repeats), counting them per request. */
function statusService(statuses: string[]) {
  const reads = new Map<string, number>()
  const fetch = async (input: RequestInfo | URL) => {
    const url = new URL(String(input))
    const id = url.searchParams.get('requestId') ?? ''
    const n = reads.get(id) ?? 0
    reads.set(id, n + 1)
    const status = statuses[Math.min(n, statuses.length - 1)]!
    const body = { status, inTxHashes: [DEPOSIT_TX], txHashes: status === 'success' ? [FILL_TX] : [], updatedAt: 1 }
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } })
  }
  return { fetch, reads }
}

function renderHistory(service: ReturnType<typeof statusService>) {
  const queryClient = new QueryClient()
  return render(
    <QueryClientProvider client={queryClient}>
      <FerryProvider config={{ baseUrl: BASE_URL, fetch: service.fetch as typeof globalThis.fetch }} namespace={NAMESPACE}>
        <HistoryView
          formatTime={(ms) => `t${ms}`}
          pollOptions={{ initialIntervalMs: 20, maxIntervalMs: 40 }}
          chainName={(id) => ({ 8453: 'Base', 42161: 'Arbitrum' })[id]}
          explorerTxUrl={(chainId, hash) => `https://explorer.example/${chainId}/tx/${hash}`}
        />
      </FerryProvider>
    </QueryClientProvider>,
  )
}

function seed(entries: ExecutionHistoryEntry[]) {
  localStorage.setItem(historyStorageKey(NAMESPACE), JSON.stringify({ version: 1, state: { entries } }))
}

describe('HistoryView', () => {
  it('says so when there is no history', () => {
    renderHistory(statusService(['waiting']))
    expect(screen.getByRole('region', { name: 'Recent transfers' })).toHaveTextContent('No transfers from this browser yet.')
    expect(screen.queryByRole('button', { name: 'Clear history' })).toBeNull()
  })

  it('lists the requests newest first, follows the ones in flight to their end, and records it', async () => {
    // Only the clock is fake: the polling runs on real timers.
    vi.useFakeTimers({ toFake: ['Date'], now: 2_000 + 2 * 60_000 })
    seed([inFlight, done])
    const service = statusService(['pending', 'pending', 'success'])
    renderHistory(service)
    const list = screen.getByRole('list', { name: 'Recent transfers' })
    const [first, second] = within(list).getAllByRole('listitem').filter((li) => li.parentElement === list)
    expect(first).toHaveTextContent('0.01 ETH on Base to 32.98 USDC on Arbitrum')
    expect(within(first!).getByText('2 min ago')).toHaveAttribute('title', 't2000')
    expect(within(first!).getByText('Pending')).toHaveClass('ferry-status-chip--pending')
    expect(within(first!).getByRole('link', { name: 'Deposit on explorer' })).toHaveAttribute('href', `https://explorer.example/8453/tx/${DEPOSIT_TX}`)
    expect(within(first!).queryByRole('link', { name: 'Destination on explorer' })).toBeNull()
    expect(second).toHaveTextContent('25 USDC on Venue to 24.98 USDC on Arbitrum')
    expect(within(second!).getByText('Complete')).toHaveClass('ferry-status-chip--success')
    expect(within(second!).getByText('2 min ago')).toBeInTheDocument()

    await waitFor(() => expect(within(first!).getByText('Complete')).toBeInTheDocument())
    expect(within(first!).getByRole('link', { name: 'Destination on explorer' })).toHaveAttribute('href', `https://explorer.example/42161/tx/${FILL_TX}`)
    // The ended request was never polled; the one in flight stopped at its end.
    expect(service.reads.get(WITHDRAW_REQUEST_ID)).toBeUndefined()
    const reads = service.reads.get(BRIDGE_REQUEST_ID)!
    await new Promise((resolve) => setTimeout(resolve, 150))
    expect(service.reads.get(BRIDGE_REQUEST_ID)).toBe(reads)
    const saved = JSON.parse(localStorage.getItem(historyStorageKey(NAMESPACE))!)
    expect(saved.state.entries[0]).toMatchObject({ requestId: BRIDGE_REQUEST_ID, status: 'success', txHashes: [FILL_TX] })
  })

  it('asks before clearing: Keep (or Escape) keeps every row and returns the focus; Clear clears', () => {
    seed([inFlight, done])
    renderHistory(statusService(['pending']))
    const clearButton = screen.getByRole('button', { name: 'Clear history' })
    fireEvent.click(clearButton)
    const ask = screen.getByRole('group', { name: 'Remove all 2 transfers from this browser’s history? This cannot be undone.' })
    expect(screen.getAllByRole('listitem').filter((li) => li.classList.contains('ferry-history__row'))).toHaveLength(2)
    expect(document.activeElement).toBe(within(ask).getByRole('button', { name: 'Keep' }))

    fireEvent.click(within(ask).getByRole('button', { name: 'Keep' }))
    expect(screen.queryByRole('group')).toBeNull()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Clear history' }))
    expect(JSON.parse(localStorage.getItem(historyStorageKey(NAMESPACE))!).state.entries).toHaveLength(2)

    fireEvent.click(screen.getByRole('button', { name: 'Clear history' }))
    fireEvent.keyDown(screen.getByRole('button', { name: 'Keep' }), { key: 'Escape' })
    expect(screen.queryByRole('group')).toBeNull()
    expect(screen.getAllByRole('listitem').filter((li) => li.classList.contains('ferry-history__row'))).toHaveLength(2)

    fireEvent.click(screen.getByRole('button', { name: 'Clear history' }))
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }))
    expect(screen.getByText('No transfers from this browser yet.')).toBeInTheDocument()
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Recent transfers' }))
  })

  it('a refunded row says where the money went (Refunded 0.01 ETH), never the destination side as delivered, with named hashes where there is no explorer', () => {
    seed([{ ...done, status: 'refund', phase: 'refund', currencyIn: usdc(8453, '25000000'), inTxHashes: [DEPOSIT_TX], txHashes: [FILL_TX] }])
    render(
      <QueryClientProvider client={new QueryClient()}>
        <FerryProvider config={{ baseUrl: BASE_URL, fetch: statusService(['refund']).fetch as typeof globalThis.fetch }} namespace={NAMESPACE}>
          <HistoryView formatTime={() => ''} />
        </FerryProvider>
      </QueryClientProvider>,
    )
    const row = screen.getAllByRole('listitem').find((li) => li.classList.contains('ferry-history__row'))!
    expect(within(row).getByText('Refunded')).toHaveClass('ferry-status-chip--refunded')
    expect(row).toHaveTextContent('25 USDC on Chain 8453: Refunded 25 USDC')
    expect(row).not.toHaveTextContent('24.98')
    expect(row).not.toHaveTextContent('Chain 42161')
    expect(within(row).getByText('Deposit').parentElement).toHaveTextContent('Deposit0xd1d1…d1d1')
    expect(within(row).getByText('Refund').parentElement).toHaveTextContent('Refund0xf2f2…f2f2')
    expect(within(row).getAllByRole('button', { name: /^Copy transaction hash/ })).toHaveLength(2)
  })

  it('a failed row whose refund is on its way says Refunding, not the destination', () => {
    seed([{ ...inFlight, status: 'failure', phase: 'failure' }])
    renderHistory(statusService(['failure']))
    const row = screen.getAllByRole('listitem').find((li) => li.classList.contains('ferry-history__row'))!
    expect(within(row).getByText('Failed')).toHaveClass('ferry-status-chip--failed')
    expect(row).toHaveTextContent('0.01 ETH on Base: Refunding 0.01 ETH')
    expect(row).not.toHaveTextContent('USDC')
  })

  it('names an approval apart from the deposit, so no two links read alike', () => {
    const approval = `0x${'a7'.repeat(32)}`
    seed([{ ...done, currencyIn: usdc(8453, '5000000'), inTxHashes: [approval, DEPOSIT_TX], approvalTxHashes: [approval], txHashes: [FILL_TX] }])
    renderHistory(statusService(['success']))
    const row = screen.getAllByRole('listitem').find((li) => li.classList.contains('ferry-history__row'))!
    const names = within(row).getAllByRole('link').map((link) => link.getAttribute('aria-label'))
    expect(names).toEqual(['Approval on explorer', 'Deposit on explorer', 'Destination on explorer'])
    expect(within(row).getByRole('link', { name: 'Approval on explorer' })).toHaveAttribute('href', `https://explorer.example/8453/tx/${approval}`)
  })

  it('asks about one transfer in the singular', () => {
    seed([done])
    renderHistory(statusService(['success']))
    fireEvent.click(screen.getByRole('button', { name: 'Clear history' }))
    expect(screen.getByRole('group', { name: 'Remove this transfer from this browser’s history? This cannot be undone.' })).toBeInTheDocument()
  })
})
