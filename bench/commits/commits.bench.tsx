// @vitest-environment jsdom
// Idle with a quote shown: how often the widget commits, and which components render then.
// BridgeWidget in jsdom with the widget tests' offline host (a stub service answering a fixed
// quote), inside React's <Profiler>; fake timers move 60 s on, a second at a time. Prints figures,
// asserts nothing about them. `npm run bench:commits`.
import './renderedComponents'
import { act, screen, waitFor } from '@testing-library/react'
import { expect, it, vi } from 'vitest'
import { renderWidget } from '../../src/widget/test/host'
import { commits } from './renderedComponents'

const IDLE_MS = 60_000
// The widget's own parts worth naming: does the form re-render, or only the age label?
const WATCHED = ['WidgetBody', 'TransferPanel', 'SidePickers', 'AmountField', 'QuoteSummary', 'MainButton', 'QuoteAge']

it('commits per minute, idle with a quote shown', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  let profiled = 0
  const host = renderWidget({ defaults: { amount: '0.5' }, onRender: () => void (profiled += 1) })
  await host.connectWallet()
  // "Review" once the quote is in and current.
  await waitFor(() => expect(screen.getByRole('button', { name: /^Review$/ })).toBeTruthy(), { timeout: 5_000 })
  // Let the lazy parts' preload and the balance reads settle before counting.
  for (let second = 0; second < 3; second += 1) await act(() => vi.advanceTimersByTimeAsync(1_000))

  profiled = 0
  commits.length = 0
  for (let second = 0; second < IDLE_MS / 1_000; second += 1) await act(() => vi.advanceTimersByTimeAsync(1_000))
  vi.useRealTimers()

  const perComponent = new Map<string, number>()
  for (const names of commits) for (const name of names) perComponent.set(name, (perComponent.get(name) ?? 0) + 1)
  const top = [...perComponent].sort((a, b) => b[1] - a[1]).slice(0, 12)
  const renders = commits.reduce((total, names) => total + names.length, 0)
  console.log(
    [
      `Idle ${IDLE_MS / 1_000} s with a quote shown (refetched every 15 s):`,
      `  commits (Profiler around the widget): ${profiled}`,
      `  component renders in those commits:  ${renders}`,
      `  renders of the widget's parts: ${WATCHED.map((name) => `${name} ${perComponent.get(name) ?? 0}`).join(', ')}`,
      '  most rendered components:',
      ...top.map(([name, count]) => `    ${String(count).padStart(5)}  ${name}`),
    ].join('\n'),
  )
  host.view.unmount()
}, 60_000)
