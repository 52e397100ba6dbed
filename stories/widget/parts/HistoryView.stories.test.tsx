// @vitest-environment jsdom
import { composeStories } from '@storybook/react-vite'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import * as stories from './HistoryView.stories'

const { Empty, FewRows } = composeStories(stories)

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
})
