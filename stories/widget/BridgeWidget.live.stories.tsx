import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { useConfig } from 'wagmi'
import { connect } from 'wagmi/actions'
import { NATIVE_CURRENCY } from '../../src/react/index'
import { BridgeWidget, type BridgeWidgetProps, type WidgetChain, type WidgetCurrency } from '../../src/widget/index'
import '../../src/widget/styles.css'
import { withDevnetHost } from '../devnet/DevnetHost'
import { storyDevnet } from '../devnet/devnet'
import type { StoryDevnet } from '../devnet/description'

/** The devnet's chains, and its venue. */
function devnetChains(devnet: StoryDevnet): WidgetChain[] {
  return [
    ...devnet.chains.map((chain) => ({ id: chain.id, name: chain.name, nativeCurrency: { symbol: chain.nativeSymbol, decimals: 18 }, vmType: 'evm' as const })),
    { id: devnet.venueChainId, name: 'Venue', vmType: 'venue' },
  ]
}

/** Native currency and the test USDC on every devnet chain. */
function devnetCurrencies(devnet: StoryDevnet): WidgetCurrency[] {
  return devnet.chains.flatMap((chain) => [
    { chainId: chain.id, address: NATIVE_CURRENCY, symbol: chain.nativeSymbol, name: chain.nativeSymbol, decimals: 18 },
    { chainId: chain.id, address: chain.contracts.usdc, symbol: 'USDC', name: 'USD Coin', decimals: 6 },
  ])
}

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
  args: { chains: storyDevnet ? devnetChains(storyDevnet) : [], currencies: storyDevnet ? devnetCurrencies(storyDevnet) : [] },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof BridgeWidget>

export default meta
type Story = StoryObj<typeof meta>

/** Connect the dev account and bridge, deposit to or withdraw from the venue, for real. */
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
