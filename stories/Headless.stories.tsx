import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { NATIVE_CURRENCY } from '../src/core/index'
import { withDevnetHost } from './devnet/DevnetHost'
import { storyDevnet } from './devnet/devnet'
import type { StoryDevnet } from './devnet/description'
import { HeadlessBridge, type BridgeToken } from './headless/HeadlessBridge'
import bridgeCss from './headless/HeadlessBridge.css?raw'
import bridgeSource from './headless/HeadlessBridge.tsx?raw'
import { asPublished, withSourceListing, type SourceFile } from './support/SourceListing'

/** Native currency and the test USDC on every devnet chain. */
function devnetTokens(devnet: StoryDevnet): BridgeToken[] {
  return devnet.chains.flatMap((chain) => [
    { chainId: chain.id, address: NATIVE_CURRENCY, symbol: chain.nativeSymbol, decimals: 18 },
    { chainId: chain.id, address: chain.contracts.usdc, symbol: 'USDC', decimals: 6 },
  ])
}

const files: SourceFile[] = [
  { name: 'HeadlessBridge.tsx', code: asPublished(bridgeSource) },
  { name: 'HeadlessBridge.css', code: bridgeCss },
]

const meta = {
  title: 'Hooks/Headless bridge',
  component: HeadlessBridge,
  // Inner first: the host setup (or the no-devnet panel), then the source listing under it.
  decorators: [withDevnetHost, withSourceListing(files)],
  args: { tokens: storyDevnet ? devnetTokens(storyDevnet) : [] },
  parameters: {
    docs: { source: { code: files[0]!.code, language: 'tsx' } },
  },
} satisfies Meta<typeof HeadlessBridge>

export default meta
type Story = StoryObj<typeof meta>

/** Connect the dev account, pick chains and tokens, type an amount, bridge. */
export const OnTheDevnet: Story = {}

/** Connects, quotes 0.01 ETH from Anvil One to Anvil Two, clicks Bridge; resolves when the run has ended. */
async function bridgeOnce(canvasElement: HTMLElement) {
  const canvas = within(canvasElement)
  // The execution state persists per devnet: clear a run that an earlier visit left on screen.
  const leftOver = canvas.queryByRole('button', { name: 'Start over' })
  if (leftOver) await userEvent.click(leftOver)
  await userEvent.click(await canvas.findByRole('button', { name: /^Connect/ }))
  await userEvent.type(await canvas.findByLabelText(/^Amount/), '0.01')
  await expect(await canvas.findByText('You receive', {}, { timeout: 10_000 })).toBeVisible()
  const bridge = canvas.getByRole('button', { name: 'Bridge' })
  await waitFor(() => expect(bridge).toBeEnabled(), { timeout: 10_000 })
  await userEvent.click(bridge)
  await canvas.findByRole('button', { name: 'Start over' }, { timeout: 30_000 })
  return canvas
}

/** The same UI, driven: connects, bridges 0.01 ETH from Anvil One to Anvil Two, and shows the outcome. */
export const BridgeOnTheDevnet: Story = {
  play: async ({ canvasElement }) => {
    if (!storyDevnet) return
    const canvas = await bridgeOnce(canvasElement)
    await expect(canvas.getByText(/^Done: /)).toBeVisible()
  },
}

/** The devnet's fault injection fails the next fill: the deposit goes out, then comes back as a refund. */
export const RefundOnTheDevnet: Story = {
  play: async ({ canvasElement }) => {
    if (!storyDevnet) return
    await fetch(`${storyDevnet.serviceUrl}/_devnet/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ failFills: 1 }) })
    const canvas = await bridgeOnce(canvasElement)
    await expect(canvas.getByText(/^Refunded: /)).toBeVisible()
  },
}
