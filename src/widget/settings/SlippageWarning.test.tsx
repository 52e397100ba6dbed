// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import * as lazyParts from '../lazy'
import { SettingsPopover, type SettingsPopoverProps } from './SettingsPopover'
import { SlippageWarning } from './SlippageWarning'

beforeAll(async () => {
  await lazyParts.SettingsPopover.preload()
}, 60_000)

afterEach(cleanup)

describe('the slippage warning on the form escalates', () => {
  it('says nothing at 1.9%, warns amber from 2%, and red in stronger words from 5%', () => {
    const { container, rerender } = render(<SlippageWarning bps={190} />)
    expect(container).toBeEmptyDOMElement()
    rerender(<SlippageWarning bps={200} />)
    expect(screen.getByText(/^High slippage: 2%/)).toHaveClass('ferry-alert--warning')
    rerender(<SlippageWarning bps={499} />)
    expect(screen.getByText(/^High slippage: 4.99%/)).toHaveClass('ferry-alert--warning')
    rerender(<SlippageWarning bps={500} />)
    expect(screen.getByText('Very high slippage: 5%. You could get up to 5% less than quoted.')).toHaveClass('ferry-alert--error')
    rerender(<SlippageWarning bps={1_500} />)
    expect(screen.getByText(/^Very high slippage: 15%/)).toHaveClass('ferry-alert--error')
  })
})

describe('the settings button', () => {
  const props = (slippageBps: number, slippageText: string): SettingsPopoverProps => ({
    slippageBps,
    slippageText,
    onSlippageChange: () => undefined,
    onSlippageTextChange: () => undefined,
    topupAllowed: false,
    topupGas: false,
    onTopupGasChange: () => undefined,
    topupGasUsd: '',
    onTopupGasUsdChange: () => undefined,
    topupGasInvalid: false,
  })

  it('shows a custom slippage beside the gear, in its warning colour; Auto shows nothing', () => {
    const { rerender } = render(<SettingsPopover {...props(50, '')} />)
    expect(screen.getByRole('button', { name: 'Settings' })).toHaveTextContent('')
    rerender(<SettingsPopover {...props(100, '1')} />)
    expect(screen.getByRole('button', { name: 'Settings (slippage 1%)' })).toHaveTextContent('1%')
    rerender(<SettingsPopover {...props(300, '3')} />)
    expect(screen.getByRole('button', { name: 'Settings (slippage 3%)' })).toHaveClass('ferry-settings-trigger--warning')
    rerender(<SettingsPopover {...props(1_500, '15')} />)
    const trigger = screen.getByRole('button', { name: 'Settings (slippage 15%)' })
    expect(trigger).toHaveTextContent('15%')
    expect(trigger).toHaveClass('ferry-settings-trigger--acknowledge')
    // A value to fix names the fix, not a number.
    rerender(<SettingsPopover {...props(50, '60')} />)
    expect(screen.getByRole('button', { name: 'Settings: the slippage needs fixing' })).toHaveTextContent('')
  })
})
