import type { Decorator, Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { useConfig } from 'wagmi'
import { NATIVE_CURRENCY, RequestRefundedError, UserRejectedError } from '../../src/core/index'
import { type ExecutionState } from '../../src/react/index'
import { BridgeWidget, type BridgeWidgetProps } from '../../src/widget/index'
import '../../src/widget/styles.css'
import { connectStubWallet, stubChains, stubCurrencies, stubQuoteFor, withStubHost, type StubParameters } from '../support/stubHost'
import { withRecords } from '../../src/widget/test/quotes'

/** The widget with the host's connect modal: here, the mock wallet connects at once. */
function HostedWidget(props: BridgeWidgetProps) {
  const config = useConfig()
  return <BridgeWidget {...props} onConnectWallet={() => void connectStubWallet(config)} />
}

interface Frame {
  width?: number | string
  background?: string
}

/** The page around the widget: its width (the widget is a container query) and background. */
const withFrame: Decorator = (Story, { parameters }) => {
  const frame = (parameters.frame ?? {}) as Frame
  return (
    <div style={{ width: frame.width ?? 480, maxWidth: '100%', padding: 16, background: frame.background ?? 'transparent', boxSizing: 'border-box' }}>
      <Story />
    </div>
  )
}

const meta = {
  title: 'Widget/BridgeWidget',
  component: BridgeWidget,
  render: (args) => <HostedWidget {...args} />,
  // Inner first: the stub host, then the frame.
  decorators: [withStubHost, withFrame],
  args: { chains: stubChains, currencies: stubCurrencies },
  parameters: { stub: {} satisfies StubParameters },
} satisfies Meta<typeof BridgeWidget>

export default meta
type Story = StoryObj<typeof meta>

const stub = (parameters: StubParameters) => ({ stub: parameters })

/** No wallet yet: the main button asks to connect (and the mock wallet connects). */
export const Disconnected: Story = { parameters: stub({ connected: false }) }

/** Connected, nothing typed: balances shown, the main button asks for an amount. */
export const Empty: Story = {}

/** An amount typed, the quote on its way (the stub never answers): the receive card pulses, a skeleton holds the quote line. */
export const Quoting: Story = {
  args: { defaults: { amount: '0.5' } },
  parameters: stub({ quote: 'pending' }),
}

/** 0.5 ETH from Anvil One to Anvil Two, quoted: the receive card shows what arrives, the quote one line, collapsed. */
export const Quoted: Story = { args: { defaults: { amount: '0.5' } } }

const quoteLine = (canvasElement: HTMLElement) => within(canvasElement).findByRole('button', { name: /^Quote details/ }, { timeout: 5_000 })

/** The quote line pressed: the breakdown under it. */
export const QuoteExpanded: Story = {
  args: { defaults: { amount: '0.5', destinationCurrency: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512' } },
  play: async ({ canvasElement }) => {
    const line = await quoteLine(canvasElement)
    await userEvent.click(line)
    await expect(line).toHaveAttribute('aria-expanded', 'true')
  },
}

/** Typed into the receive card: 1,000 USDC out exactly (EXACT_OUTPUT), the pay card shows the ETH it costs, the breakdown the maximum sent. */
export const ExactOutput: Story = {
  args: { defaults: { destinationCurrency: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Amount to receive in USDC' }), '1000')
    await userEvent.click(await quoteLine(canvasElement))
    await expect(await canvas.findByText('Maximum sent')).toBeVisible()
  },
}

/** "Send to another address" open with an address that is not one: the error beside the field. */
export const RecipientInvalid: Story = {
  args: { defaults: { amount: '0.5' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Send to another address' }))
    await userEvent.type(canvas.getByRole('textbox', { name: 'Recipient address' }), '0x1234')
    await expect(canvas.getByRole('alert')).toHaveTextContent('Not a valid address: it has 4 characters after 0x, not 40.')
  },
}

const recipientName = (name: string) => async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const canvas = within(canvasElement)
  await userEvent.click(await canvas.findByRole('button', { name: 'Send to another address' }))
  await userEvent.type(canvas.getByRole('textbox', { name: 'Recipient address' }), name)
}

/** An ENS name as the recipient, on a host whose wagmi config has mainnet: the address it resolves to under the field. */
export const RecipientName: Story = {
  args: { defaults: { amount: '0.5' } },
  parameters: stub({ ensNames: { 'alice.eth': '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' } }),
  play: async (context) => {
    await recipientName('alice.eth')(context)
    await expect(await within(context.canvasElement).findByText(/^Resolves to/, {}, { timeout: 5_000 })).toHaveTextContent('Resolves to 0x7099…79C8')
  },
}

/** An ENS name on a host without mainnet: the field says names cannot be resolved here. */
export const RecipientNameUnresolvable: Story = {
  args: { defaults: { amount: '0.5' } },
  play: async (context) => {
    await recipientName('alice.eth')(context)
    await expect(await within(context.canvasElement).findByRole('alert', {}, { timeout: 5_000 })).toHaveTextContent('Names cannot be resolved here')
  },
}

/** A custom slippage of 80%: held with its error in the settings, the main button says to fix it. */
export const SlippageInvalid: Story = {
  args: { defaults: { amount: '0.5' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Settings' }))
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Custom slippage in percent' }), '80')
    await expect(canvas.getByRole('alert')).toHaveTextContent('Enter a percentage from 0 to 50')
  },
}

/** The service answers 400 "No route found": the detail in the quote area, "No route" on the button. */
export const QuoteError: Story = {
  args: { defaults: { amount: '0.5' } },
  parameters: stub({ quote: 'no-route' }),
}

/** The service refuses the amount: "Amount too low" on the button, the minimum in ETH in the quote area. */
export const AmountTooLow: Story = {
  args: { defaults: { amount: '0.0001' } },
  parameters: stub({ quote: 'too-low' }),
}

/** The service is down (after the client's retries): "Service unavailable", and Retry in the quote area. */
export const ServiceUnavailable: Story = {
  args: { defaults: { amount: '0.5' } },
  parameters: stub({ quote: 'unavailable' }),
}

/** 0.2 ETH with 0.1 ETH in the wallet. */
export const InsufficientBalance: Story = {
  args: { defaults: { amount: '0.2' } },
  parameters: stub({ nativeBalance: 10n ** 17n }),
}

/** Typing the amount as a user does: the one story with a play function. */
export const TypingAnAmount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Amount to pay in ETH' }), '0.25')
    await expect(await canvas.findByRole('button', { name: 'Review' }, { timeout: 5_000 })).toBeEnabled()
  },
}

/** USDC to ETH across chains: a swap quote. */
export const ModeBridgeSwap: Story = {
  args: { defaults: { originCurrency: '0x5FbDB2315678afecb367f032d93F642f64180aa3', destinationCurrency: NATIVE_CURRENCY, amount: '100' } },
}

/** Deposit to the venue: perps USDC on 1337, the venue account prefilled with the wallet. */
export const ModeVenueDeposit: Story = { args: { defaultMode: 'venue-deposit', defaults: { amount: '25' } } }

/** Withdraw from the venue: the withdrawable balance, and the two signatures explained. */
export const ModeVenueWithdraw: Story = { args: { defaultMode: 'venue-withdraw', defaults: { amount: '10' } } }

/** One mode only: no tabs but History. */
export const OnlyDeposit: Story = { args: { modes: ['venue-deposit'], defaults: { amount: '25' } } }

export const Light: Story = { args: { theme: 'light', defaults: { amount: '0.5' } } }

export const Dark: Story = {
  args: { theme: 'dark', defaults: { amount: '0.5' } },
  parameters: { frame: { background: '#0d0f12' } },
}

/** Dark, the breakdown open. */
export const DarkExpanded: Story = {
  ...QuoteExpanded,
  args: { ...QuoteExpanded.args, theme: 'dark' },
  parameters: { frame: { background: '#0d0f12' } },
}

/** Dark, with nothing typed. */
export const DarkEmpty: Story = { args: { theme: 'dark' }, parameters: { frame: { background: '#0d0f12' } } }

/** Custom properties laid over the light preset. */
export const CustomTheme: Story = {
  args: { theme: { '--ferry-accent': '#0a7d5a', '--ferry-radius': '2px' }, defaults: { amount: '0.5' } },
}

/** A 360 px phone column: the tabs stay on one row (History as an icon), the amounts step down. */
export const Narrow: Story = {
  args: { defaults: { amount: '0.5' } },
  parameters: { frame: { width: 360 } },
}

/** 360 px, the breakdown open. */
export const NarrowExpanded: Story = { ...QuoteExpanded, parameters: { frame: { width: 360 } } }

/** 360 px, dark. */
export const NarrowDark: Story = {
  args: { theme: 'dark', defaults: { amount: '0.5' } },
  parameters: { frame: { width: 360, background: '#0d0f12' } },
}

/** A wide page with `--ferry-max-width` raised: the widget takes the room. */
export const Wide: Story = {
  args: { theme: { '--ferry-max-width': '56rem' }, defaults: { amount: '0.5' } },
  parameters: { frame: { width: 960 } },
}

// The widget picks up an execution from its store at mount: each stage, in the whole widget.
const quote = stubQuoteFor({ originChainId: 31337, destinationChainId: 31338, originCurrency: NATIVE_CURRENCY, destinationCurrency: NATIVE_CURRENCY, amount: '500000000000000000', tradeType: 'EXACT_INPUT' })
const requestId = quote.steps[0]!.requestId!
const DEPOSIT = `0x${'d1'.repeat(32)}` as const
const FILL = `0x${'f2'.repeat(32)}` as const
const run = (overrides: Partial<ExecutionState>): ExecutionState => ({
  phase: 'polling',
  requestId,
  inTxHashes: [DEPOSIT],
  txHashes: [],
  quote: withRecords(quote, [{ status: 'complete', txHash: DEPOSIT }]),
  startedAt: 1_000,
  updatedAt: 2_000,
  ...overrides,
})

/** Deposit sent, the request pending: the widget follows its status (the stub says `pending`). */
export const InFlight: Story = { parameters: stub({ execution: run({}), status: 'pending' }) }

export const Succeeded: Story = {
  parameters: stub({ execution: run({ phase: 'success', txHashes: [FILL], status: { status: 'success', inTxHashes: [DEPOSIT], txHashes: [FILL] }, endedAt: 3_000 }) }),
}

export const Refunded: Story = {
  parameters: stub({
    execution: run({
      phase: 'refund',
      txHashes: [FILL],
      status: { status: 'refund', inTxHashes: [DEPOSIT], txHashes: [FILL], originChainId: 31337 },
      error: new RequestRefundedError({ requestId: quote.steps[0]!.requestId!, status: { status: 'refund', inTxHashes: [DEPOSIT], txHashes: [FILL], originChainId: 31337 } }),
      endedAt: 3_000,
    }),
  }),
}

export const DeclinedInWallet: Story = {
  parameters: stub({ execution: run({ phase: 'error', quote: withRecords(quote, [{ status: 'failed' }]), inTxHashes: [], error: new UserRejectedError({}), endedAt: 3_000 }) }),
}
