import type { Meta, StoryObj } from '@storybook/react-vite'
import { userEvent, within } from 'storybook/test'
import type { ExecutionHistoryEntry } from '../../../src/react/index'
import { HistoryView } from '../../../src/widget/index'
import { withPartRoot } from '../../support/partRoot'
import { chainName, explorerTxUrl, type StubParameters } from '../../support/stubHost'
import { bridgeQuote, withRecords } from '../../../src/widget/test/quotes'

const DEPOSIT = `0x${'d1'.repeat(32)}`
const FILL = `0x${'f2'.repeat(32)}`
const id = (byte: string) => `0x${byte.repeat(32)}` as const
const eth = (chainId: number, amount: string) => ({ chainId, address: `0x${'00'.repeat(20)}`, symbol: 'ETH', decimals: 18, amount })
const usdc = (chainId: number, amount: string) => ({ chainId, address: `0x${'aa'.repeat(20)}`, symbol: 'USDC', decimals: 6, amount })

/** Four requests, newest first: one in flight (the stub answers `pending`), then success, refund, and a venue deposit. */
/** Times relative to when the stories load: the rows read "2 min ago", "45 min ago", "5 h ago"… */
const loadedAt = Date.now()
const minutesAgo = (minutes: number) => loadedAt - minutes * 60_000

const entries: ExecutionHistoryEntry[] = [
  { requestId: id('a1'), startedAt: minutesAgo(2), updatedAt: minutesAgo(2), phase: 'polling', status: 'pending', currencyIn: eth(8453, '10000000000000000'), currencyOut: usdc(42161, '32980000'), inTxHashes: [DEPOSIT], txHashes: [] },
  { requestId: id('a2'), startedAt: minutesAgo(45), updatedAt: minutesAgo(44), phase: 'success', status: 'success', currencyIn: usdc(1337, '25000000'), currencyOut: usdc(42161, '24980000'), inTxHashes: [DEPOSIT], txHashes: [FILL] },
  {
    requestId: id('a3'),
    startedAt: minutesAgo(5 * 60),
    updatedAt: minutesAgo(5 * 60 - 3),
    phase: 'refund',
    status: 'refund',
    currencyIn: usdc(42161, '100000000'),
    currencyOut: eth(8453, '30000000000000000'),
    inTxHashes: [DEPOSIT],
    txHashes: [FILL],
    error: { code: 'REQUEST_REFUNDED', message: 'The request failed; funds were refunded.' },
  },
  { requestId: id('a4'), startedAt: minutesAgo(2 * 24 * 60), updatedAt: minutesAgo(2 * 24 * 60 - 1), phase: 'success', status: 'success', currencyIn: usdc(42161, '50000000'), currencyOut: usdc(1337, '49950000'), inTxHashes: [DEPOSIT], txHashes: [FILL] },
]

const meta = {
  title: 'Widget/Parts/HistoryView',
  component: HistoryView,
  decorators: [withPartRoot],
  args: { chainName, explorerTxUrl, formatTime: (ms: number) => new Date(ms).toISOString().slice(0, 16).replace('T', ' ') },
  parameters: { stub: { history: entries, status: 'pending' } satisfies StubParameters },
} satisfies Meta<typeof HistoryView>

export default meta
type Story = StoryObj<typeof meta>

/** Several rows (pending, complete, refunded), the one in flight following its (stubbed) status. */
export const FewRows: Story = {}

/** The request in flight is read as done: its row turns to success. */
export const InFlightCompletes: Story = { parameters: { stub: { history: entries, status: 'success' } satisfies StubParameters } }

/**
 * No history. Story parameters merge deeply into the meta's, so `stub: {}` would keep the meta's
 * rows: the empty store is spelled out.
 */
export const Empty: Story = { parameters: { stub: { history: [] } satisfies StubParameters } }

/** "Clear history" asks first, inline; Keep has the focus. */
export const ClearAsked: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Clear history' }))
  },
}

export const Dark: Story = { parameters: { theme: 'dark' } }

/** A request the service reports failed (its refund to come): the Failed chip. */
export const Failed: Story = {
  parameters: {
    stub: {
      history: [
        {
          requestId: id('a5'),
          startedAt: minutesAgo(3 * 24 * 60),
          updatedAt: minutesAgo(3 * 24 * 60 - 2),
          phase: 'failure',
          status: 'failure',
          currencyIn: eth(31337, '2000000000000000000000'),
          currencyOut: eth(31338, '1999000000000000000000'),
          inTxHashes: [DEPOSIT],
          txHashes: [],
        },
      ],
      status: 'failure',
    } satisfies StubParameters,
  },
}

/** A finished bridge with its run's records (fees, timeline), as History keeps it since 0.4. */
const finished = {
  requestId: id('b1'),
  startedAt: minutesAgo(12),
  updatedAt: minutesAgo(11),
  endedAt: minutesAgo(12) + 72_000,
  phase: 'success',
  status: 'success',
  currencyIn: eth(8453, '10000000000000000'),
  currencyOut: usdc(42161, '32980000'),
  inTxHashes: [DEPOSIT],
  txHashes: [FILL],
  quote: withRecords(bridgeQuote(), [{ status: 'complete', txHash: DEPOSIT as `0x${string}` }]),
} satisfies ExecutionHistoryEntry
const { endedAt: _ended, ...unfinished } = finished

/** A row opened: the request id with copy, the amounts, fees, start and duration, named links, the timeline and Get help. */
export const Detail: Story = {
  args: { supportUrl: 'https://help.example/ticket?request={requestId}' },
  parameters: { stub: { history: [finished], status: 'success' } satisfies StubParameters },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /^0\.01 ETH on Base to/ }))
  },
}

/** A running transfer's row opened: its live progress (the stub answers `pending`). */
export const RunningDetail: Story = {
  parameters: { stub: { history: [{ ...unfinished, requestId: id('b2'), phase: 'polling', status: 'pending', txHashes: [] }], status: 'pending' } satisfies StubParameters },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /^0\.01 ETH on Base to/ }))
  },
}

/** Without an explorer: each hash labelled by its side, with a copy button. */
export const NoExplorer: Story = { args: { explorerTxUrl: undefined } }
