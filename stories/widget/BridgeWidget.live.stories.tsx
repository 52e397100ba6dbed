import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { useConfig } from 'wagmi'
import { connect } from 'wagmi/actions'
import { BridgeWidget, type BridgeWidgetProps } from '../../src/widget/index'
import '../../src/widget/styles.css'
import { withDevnetHost } from '../devnet/DevnetHost'
import { storyDevnet } from '../devnet/devnet'

/** The host's connect modal: the mock connector on the first dev account. */
function DevnetWidget(props: BridgeWidgetProps) {
  const config = useConfig()
  return <BridgeWidget {...props} onConnectWallet={() => void connect(config, { connector: config.connectors[0]!, chainId: config.chains[0].id })} />
}

const meta = {
  title: 'Widget/BridgeWidget on the devnet',
  component: BridgeWidget,
  render: (args) => <DevnetWidget {...args} />,
  // The host setup on the running devnet, or the "start the devnet" panel in a static build.
  decorators: [withDevnetHost],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof BridgeWidget>

export default meta
type Story = StoryObj<typeof meta>

/**
 * Connect the dev account and bridge, deposit to or withdraw from the venue, for real. No chains
 * nor currencies given: the widget offers what the devnet's `GET /chains` lists, explorer links included.
 */
export const OnTheDevnet: Story = {}

export const OnTheDevnetDark: Story = { args: { theme: 'dark' } }

/** Driven: connects, bridges 0.01 ETH from the first chain to the second, and shows the outcome. */
export const BridgeOnTheDevnet: Story = {
  play: async ({ canvasElement }) => {
    if (!storyDevnet) return
    const canvas = within(canvasElement)
    // The execution persists per devnet: clear a run an earlier visit left on screen.
    const leftOver = canvas.queryByRole('button', { name: 'New transfer' })
    if (leftOver) await userEvent.click(leftOver)
    const connectButton = canvas.queryByRole('button', { name: 'Connect wallet' })
    if (connectButton) await userEvent.click(connectButton)
    await userEvent.type(await canvas.findByRole('textbox', { name: `Amount to pay in ${storyDevnet.chains[0]!.nativeSymbol}` }), '0.01')
    const review = await canvas.findByRole('button', { name: 'Review' }, { timeout: 10_000 })
    await waitFor(() => expect(review).toBeEnabled(), { timeout: 10_000 })
    await userEvent.click(review)
    const dialog = await within(document.body).findByRole('dialog', { name: 'Review transfer' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }))
    await canvas.findByRole('button', { name: 'New transfer' }, { timeout: 30_000 })
  },
}
