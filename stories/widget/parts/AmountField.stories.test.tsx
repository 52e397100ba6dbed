// @vitest-environment jsdom
import { composeStories } from '@storybook/react-vite'
import { render, screen } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import * as stories from './AmountField.stories'
import { loadParts } from '../../../src/widget/lazy'
import { setUpWidgetDom } from '../../../src/widget/test/environment'

const { PasteRefused, MaxAtDisplayPrecision } = composeStories(stories)

setUpWidgetDom()
// The paste reader loads with the later parts: loaded first, as the widget's idle preload does.
beforeAll(() => loadParts(), 60_000)

/** Renders a story through Testing Library (unmounted after the test) and runs its play function on it. */
async function play(Story: typeof PasteRefused) {
  const { container } = render(<Story />)
  await Story.play?.({ canvasElement: container })
}

describe('AmountField stories: each play function reaches its state', () => {
  it('PasteRefused shows the hex refusal, the field keeping 0.5', async () => {
    await play(PasteRefused)
    expect(screen.getByRole('alert').textContent).toBe('That is a hex number, not an amount.')
    expect(screen.getByRole('textbox').getAttribute('aria-invalid')).toBe('true')
  })

  it('MaxAtDisplayPrecision fills six significant digits', async () => {
    await play(MaxAtDisplayPrecision)
    expect((screen.getByRole('textbox') as HTMLInputElement).value).toBe('9999.99')
  })
})
