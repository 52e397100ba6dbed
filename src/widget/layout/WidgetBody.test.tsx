// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { loadParts } from '../lazy'
import { setUpWidgetDom } from '../test/environment'
import { renderWidget } from '../test/host'
import { historyStorageKey } from '../../react/history/store'
import type { ExecutionHistoryEntry } from '../../react/index'

// Arabic with no words of its own: the widget is laid out right to left and its names stay English.
vi.mock('../i18n/importLabels', () => ({ importLabels: async () => ({}) }))

setUpWidgetDom()

const tab = (name: string) => screen.getByRole('tab', { name })
const tabList = () => screen.getByRole('tablist', { name: 'Transfer type' })

/** Presses `key` on the focused element, and waits for focus to land (Radix's roving focus moves it in a timeout). */
async function press(key: string, expected: HTMLElement) {
  fireEvent.keyDown(document.activeElement!, { key })
  await waitFor(() => expect(document.activeElement).toBe(expected))
}

/** Keyboard entry into the tabs (Tab from before them): the one tab in the tab order takes focus. */
const enterTabs = () => act(() => within(tabList()).getAllByRole('tab').find((element) => element.tabIndex === 0)!.focus())

async function rightToLeft() {
  const host = renderWidget({ locale: 'ar' })
  await waitFor(() => expect(host.view.container.querySelector('.ferry-widget')).toHaveAttribute('dir', 'rtl'))
  return host
}

// A locale loads with the widget's later parts (one module): loaded here first, as after the
// widget's idle preload, so that no test waits on transforming that module graph cold.
beforeAll(() => loadParts(), 60_000)

describe('WidgetBody: the mode and history tabs', () => {
  it('names the list, marks the chosen tab and ties it to the one panel rendered', () => {
    renderWidget({ defaultMode: 'bridge' })
    expect(within(tabList()).getAllByRole('tab').map((element) => element.textContent)).toEqual(['Bridge', 'Deposit', 'Withdraw', 'History'])
    expect(tab('Bridge')).toHaveAttribute('aria-selected', 'true')
    expect(tab('Withdraw')).toHaveAttribute('aria-selected', 'false')
    const panel = screen.getByRole('tabpanel', { name: 'Bridge' })
    expect(tab('Bridge')).toHaveAttribute('aria-controls', panel.id)
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1)
    fireEvent.mouseDown(tab('History'), { button: 0 })
    expect(screen.getByRole('tabpanel', { name: 'History' })).toHaveAttribute('id', tab('History').getAttribute('aria-controls'))
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1)
  })

  it('is one tab stop: keyboard entry lands on the chosen tab, the only tab in the tab order', () => {
    renderWidget({ defaultMode: 'venue-withdraw' })
    enterTabs()
    expect(document.activeElement).toBe(tab('Withdraw'))
    expect(within(tabList()).getAllByRole('tab').map((element) => element.tabIndex)).toEqual([-1, -1, 0, -1])
  })

  it('left to right, ArrowRight chooses the next tab and ArrowLeft the previous, wrapping at both ends', async () => {
    renderWidget({ defaultMode: 'bridge' })
    enterTabs()
    await press('ArrowRight', tab('Deposit'))
    expect(tab('Deposit')).toHaveAttribute('aria-selected', 'true')
    await press('ArrowLeft', tab('Bridge'))
    await press('ArrowLeft', tab('History'))
    expect(screen.getByRole('tabpanel', { name: 'History' })).toBeInTheDocument()
    await press('ArrowRight', tab('Bridge'))
    expect(tab('Bridge')).toHaveAttribute('aria-selected', 'true')
  })

  it('right to left (Arabic), the keys mirror: ArrowLeft chooses the next tab and ArrowRight the previous', async () => {
    await rightToLeft()
    enterTabs()
    expect(document.activeElement).toBe(tab('Bridge'))
    await press('ArrowLeft', tab('Deposit'))
    expect(tab('Deposit')).toHaveAttribute('aria-selected', 'true')
    await press('ArrowLeft', tab('Withdraw'))
    await press('ArrowRight', tab('Deposit'))
    await press('ArrowRight', tab('Bridge'))
    await press('ArrowRight', tab('History'))
    expect(tab('History')).toHaveAttribute('aria-selected', 'true')
  })

  it("right to left (Arabic), the picker's chain list is a column: ArrowDown moves to the next chain, as left to right", async () => {
    await rightToLeft()
    fireEvent.click(screen.getByRole('button', { name: /^From: / }))
    const dialog = await screen.findByRole('dialog', { name: 'Select the token to send' })
    const chains = within(dialog).getAllByRole('radio')
    expect(chains.length).toBeGreaterThan(2)
    act(() => chains[0]!.focus())
    await press('ArrowDown', chains[1]!)
    await press('ArrowDown', chains[2]!)
    await press('ArrowUp', chains[1]!)
  })

  it('the History tab counts the transfers still running, in its name and a badge; an ended one is not counted', async () => {
    const running = (n: number, overrides: Partial<ExecutionHistoryEntry> = {}): ExecutionHistoryEntry => ({
      requestId: `0x${n.toString(16).padStart(64, '0')}`,
      startedAt: Date.now() - n * 1_000,
      updatedAt: Date.now(),
      phase: 'polling',
      status: 'pending',
      inTxHashes: [],
      txHashes: [],
      ...overrides,
    })
    const entries = [running(1), running(2), running(3, { phase: 'success', status: 'success' })]
    localStorage.setItem(historyStorageKey('badge-test'), JSON.stringify({ version: 1, state: { entries } }))
    renderWidget({ namespace: 'badge-test' })
    const history = screen.getByRole('tab', { name: 'History, 2 running' })
    expect(history.querySelector('.ferry-tabs__badge')).toHaveTextContent('2')
    expect(history).toHaveAttribute('title', 'History, 2 running')
  })

  it('the History tab has no badge while nothing runs', () => {
    renderWidget({ namespace: 'no-badge-test' })
    expect(tab('History').querySelector('.ferry-tabs__badge')).toBeNull()
    expect(tab('History')).toHaveAccessibleName('History')
  })
})
