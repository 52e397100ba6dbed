// @vitest-environment jsdom
import { composeStories } from '@storybook/react-vite'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import * as stories from './BridgeWidget.catalog.stories'
import { setUpWidgetDom } from '../../src/widget/test/environment'

const { FromTheService, FilteredByTheHost, Loading, LoadError } = composeStories(stories)

setUpWidgetDom()

describe('BridgeWidget service catalog stories', () => {
  it("FromTheService offers the stub service's chains", async () => {
    render(<FromTheService />)
    expect(await screen.findByRole('button', { name: 'From: ETH on Anvil One' })).toBeTruthy()
  })

  it("FilteredByTheHost offers the host's chains under the host's names", async () => {
    render(<FilteredByTheHost />)
    expect(await screen.findByRole('button', { name: 'From: ETH on Second chain' })).toBeTruthy()
  })

  it('Loading stays on the outline with its disabled button', async () => {
    render(<Loading />)
    const status = await screen.findByRole('status')
    expect(status.textContent).toBe('Loading chains and tokens…')
    expect(screen.getByRole('button', { name: 'Loading chains and tokens…' }).hasAttribute('disabled')).toBe(true)
  })

  it('LoadError shows the reason and Retry', async () => {
    render(<LoadError />)
    expect((await screen.findByRole('alert')).textContent).toContain('Could not load the chains and tokens')
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy()
  })
})
