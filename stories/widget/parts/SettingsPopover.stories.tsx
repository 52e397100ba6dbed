import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState, type ComponentProps } from 'react'
import { expect, userEvent, within } from 'storybook/test'
import { SettingsPopover } from '../../../src/widget/index'
import { parseSlippagePercent } from '../../../src/widget/settings/slippage'
import { withPartRoot } from '../../support/partRoot'

/** Controlled as the form does. */
function Settings(props: ComponentProps<typeof SettingsPopover>) {
  const [slippageBps, setSlippageBps] = useState(props.slippageBps)
  const [slippageText, setSlippageText] = useState(props.slippageText)
  const [topupGas, setTopupGas] = useState(props.topupGas)
  const [topupGasUsd, setTopupGasUsd] = useState(props.topupGasUsd)
  return (
    <div style={{ minHeight: 420, display: 'flex', justifyContent: 'flex-end', alignItems: 'flex-start' }}>
      <SettingsPopover
        {...props}
        slippageBps={slippageBps}
        onSlippageChange={(bps) => {
          setSlippageBps(bps)
          setSlippageText('')
        }}
        slippageText={slippageText}
        onSlippageTextChange={(text) => {
          setSlippageText(text)
          setSlippageBps((bps) => (text.trim() === '' ? 50 : (parseSlippagePercent(text) ?? bps)))
        }}
        topupGas={topupGas}
        onTopupGasChange={setTopupGas}
        topupGasUsd={topupGasUsd}
        onTopupGasUsdChange={setTopupGasUsd}
        topupGasInvalid={props.topupGasInvalid || (topupGas && !/^\d+(\.\d+)?$/.test(topupGasUsd))}
      />
    </div>
  )
}

const meta = {
  title: 'Widget/Parts/SettingsPopover',
  component: SettingsPopover,
  render: (args) => <Settings {...args} />,
  decorators: [withPartRoot],
  args: {
    slippageBps: 50,
    onSlippageChange: () => undefined,
    slippageText: '',
    onSlippageTextChange: () => undefined,
    topupAllowed: true,
    topupGas: false,
    onTopupGasChange: () => undefined,
    topupGasUsd: '2',
    onTopupGasUsdChange: () => undefined,
    topupGasInvalid: false,
  },
} satisfies Meta<typeof SettingsPopover>

export default meta
type Story = StoryObj<typeof meta>

const open = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const canvas = within(canvasElement)
  await userEvent.click(await canvas.findByRole('button', { name: /^Settings/ }))
  await expect(await canvas.findByRole('dialog')).toBeVisible()
}

/** The trigger only. */
export const Closed: Story = {}

/** Open: slippage Auto, a preset or a custom value, the gas top-up. */
export const Open: Story = { play: open }

/** A custom slippage and the top-up on. */
export const CustomValues: Story = { args: { slippageBps: 125, topupGas: true, topupGasUsd: '5' }, play: open }

/** A preset picked (1%). */
export const Preset: Story = { args: { slippageBps: 100, slippageText: '1' }, play: open }

/** A custom 15%: the high-slippage warning under the field. */
export const HighSlippage: Story = { args: { slippageBps: 1_500, slippageText: '15' }, play: open }

/** A custom slippage that is not accepted: its error stays, and the trigger says a setting needs fixing. */
/** Closed with a custom slippage: its value beside the gear, red from 5%. */
export const CustomSlippageOnTrigger: Story = { args: { slippageBps: 1_500, slippageText: '15' } }

export const InvalidSlippage: Story = { args: { slippageText: '80' }, play: open }

/** The destination is the venue, or its gas currency: no top-up offered. */
export const NoTopup: Story = { args: { topupAllowed: false }, play: open }

export const Disabled: Story = { args: { disabled: true } }
