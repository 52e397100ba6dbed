import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { useConfig } from 'wagmi'
import { BridgeWidget, type BridgeWidgetProps } from '../../src/widget/index'
import '../../src/widget/styles.css'
import { connectStubWallet, withStubHost, type StubParameters } from '../support/stubHost'

/** The widget with no `chains` nor `currencies`: what it offers comes from the service's `GET /chains`. */
function HostedWidget(props: BridgeWidgetProps) {
  const config = useConfig()
  return (
    <div style={{ width: 480, maxWidth: '100%', padding: 16, boxSizing: 'border-box' }}>
      <BridgeWidget {...props} onConnectWallet={() => void connectStubWallet(config)} />
    </div>
  )
}

const meta = {
  title: 'Widget/BridgeWidget/Service catalog',
  component: BridgeWidget,
  render: (args) => <HostedWidget {...args} />,
  decorators: [withStubHost],
  parameters: { stub: { chains: 'service' } satisfies StubParameters },
} satisfies Meta<typeof BridgeWidget>

export default meta
type Story = StoryObj<typeof meta>

/** The service lists Anvil One, Anvil Two and the venue: the widget offers them, with no list from the host. */
export const FromTheService: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('button', { name: 'From: ETH on Anvil One' })).toBeVisible()
  },
}

/** The host offers two chains, in its order and under its own names; the service fills in their currencies and explorers. */
export const FilteredByTheHost: Story = { args: { chains: [{ id: 31338, name: 'Second chain' }, { id: 31337, name: 'First chain' }] } }

/** The list on its way (the stub never answers): an outline of the form, its button disabled. */
export const Loading: Story = { parameters: { stub: { chains: 'pending' } satisfies StubParameters } }

/** The list refused: the reason and Retry. */
export const LoadError: Story = {
  parameters: { stub: { chains: 'error' } satisfies StubParameters },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('button', { name: 'Retry' })).toBeVisible()
  },
}
