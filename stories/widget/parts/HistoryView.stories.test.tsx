// @vitest-environment jsdom
import { composeStories } from '@storybook/react-vite'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { loadParts } from '../../../src/widget/lazy'
import * as stories from './HistoryView.stories'

const { Empty, FewRows, Detail } = composeStories(stories)

// The view loads with the widget's later parts: loaded first, so that no assertion races the
// transform of that module graph on a busy machine.
beforeAll(() => loadParts(), 60_000)

afterEach(() => {
  cleanup()
  localStorage.clear()
})

const rows = () => document.querySelectorAll('.ferry-history__row')

describe('HistoryView stories', () => {
  it('Empty shows no rows: it does not inherit the rows of the other stories', async () => {
    render(<Empty />)
    await waitFor(() => expect(screen.getByText('No transfers from this browser yet.')).toBeTruthy())
    expect(rows()).toHaveLength(0)
  })

  it('FewRows shows its four rows', async () => {
    render(<FewRows />)
    await waitFor(() => expect(rows()).toHaveLength(4))
  })

  it('Detail opens its row: the request id, the fees and Get help with the id in its link', async () => {
    const { container } = render(<Detail />)
    await Detail.play!({ canvasElement: container } as Parameters<NonNullable<typeof Detail.play>>[0])
    const detail = await screen.findByRole('region', { name: 'Transfer details' })
    expect(within(detail).getByText(`0x${'b1'.repeat(32)}`)).toBeTruthy()
    expect(within(detail).getByText('Network fee')).toBeTruthy()
    expect(within(detail).getByRole('link', { name: 'Get help' }).getAttribute('href')).toBe(`https://help.example/ticket?request=0x${'b1'.repeat(32)}`)
  })
})
