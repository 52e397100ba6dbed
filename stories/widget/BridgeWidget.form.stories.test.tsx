// @vitest-environment jsdom
import { composeStories } from '@storybook/react-vite'
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import * as stories from './BridgeWidget.stories'
import { setUpWidgetDom } from '../../src/widget/test/environment'

const { QuoteExpanded, ExactOutput, RecipientInvalid, RecipientName, RecipientNameUnresolvable, SlippageInvalid } = composeStories(stories)

setUpWidgetDom()

/**
 * Renders a story (through Testing Library, which unmounts it after the test: `story.run()` would
 * leave it mounted until the next story runs) and runs its play function on it.
 */
async function play(Story: typeof QuoteExpanded) {
  const { container } = render(<Story />)
  await Story.play?.({ canvasElement: container })
}

describe('BridgeWidget form stories: each play function reaches its state', () => {
  it('QuoteExpanded opens the breakdown', async () => {
    await play(QuoteExpanded)
    expect(await screen.findByText('Minimum received')).toBeTruthy()
  })

  it('ExactOutput types into the receive card and shows the maximum sent', async () => {
    await play(ExactOutput)
    expect(screen.getByText('Maximum sent')).toBeTruthy()
    expect((screen.getByRole('textbox', { name: 'Amount to pay in ETH' }) as HTMLInputElement).value).not.toBe('')
  })

  it('RecipientInvalid shows the error beside the field', async () => {
    await play(RecipientInvalid)
    const field = screen.getByRole('textbox', { name: 'Recipient address' })
    expect(field.getAttribute('aria-invalid')).toBe('true')
  })

  it('RecipientName resolves alice.eth on the stub mainnet and shows the address', async () => {
    await play(RecipientName)
    expect(screen.getByText(/^Resolves to/).textContent).toBe('Resolves to 0x7099…79C8')
  })

  it('RecipientNameUnresolvable says names cannot be resolved without mainnet', async () => {
    await play(RecipientNameUnresolvable)
    expect(screen.getByRole('alert').textContent).toBe('Names cannot be resolved here: paste an address.')
  })

  it('SlippageInvalid holds 80 with its error', async () => {
    await play(SlippageInvalid)
    const dialog = screen.getByRole('dialog')
    expect((within(dialog).getByRole('textbox', { name: 'Custom slippage in percent' }) as HTMLInputElement).value).toBe('80')
  })
})
