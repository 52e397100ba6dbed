import type { Meta, StoryObj } from '@storybook/react-vite'
import { useEffect, useState, type ComponentProps } from 'react'
import { ReviewDialog } from '../../../src/widget/index'
import { bridgeQuote, erc20Quote, OTHER, USER, venueDepositQuote, venueWithdrawalQuote } from '../../support/executions'
import { withPartRoot } from '../../support/partRoot'
import { chainName } from '../../support/stubHost'

/** Open from the start, portalled into the widget root (so its theme applies); Cancel closes it. */
function OpenReview(props: ComponentProps<typeof ReviewDialog>) {
  const [container, setContainer] = useState<HTMLDivElement | null>(null)
  const [open, setOpen] = useState(props.open)
  return (
    <div ref={setContainer} style={{ minHeight: 560 }}>
      {!open && (
        <button type="button" className="ferry-main-button" onClick={() => setOpen(true)}>
          Open the review again
        </button>
      )}
      {container && <ReviewDialog {...props} open={open} onOpenChange={setOpen} container={container} />}
    </div>
  )
}

/** The review opened on the bridge quote, then shown a refreshed quote receiving `received` USDC units, as a refetch does. */
function MovingQuote({ received, ...props }: ComponentProps<typeof ReviewDialog> & { received: string }) {
  const [quote, setQuote] = useState(props.quote)
  const [quotedAt] = useState(() => Date.now())
  useEffect(() => {
    const moved = bridgeQuote()
    moved.details.currencyOut = { ...moved.details.currencyOut!, amount: received }
    // As a refresh lands, a moment after the review opened.
    const refresh = setTimeout(() => setQuote(moved), 300)
    return () => clearTimeout(refresh)
  }, [received])
  return <OpenReview {...props} quote={quote} quotedAt={quotedAt} />
}

const meta = {
  title: 'Widget/Parts/ReviewDialog',
  component: ReviewDialog,
  render: (args) => <OpenReview {...args} />,
  decorators: [withPartRoot],
  args: {
    open: true,
    onOpenChange: () => undefined,
    onConfirm: () => undefined,
    quote: bridgeQuote(),
    slippageBps: 50,
    account: USER,
    chainName,
  },
} satisfies Meta<typeof ReviewDialog>

export default meta
type Story = StoryObj<typeof meta>

/** Route, amounts, fees and recipient of a bridge. */
export const Bridge: Story = {}

/** The user fixed what they receive (`EXACT_OUTPUT`): the maximum sent after slippage. */
export const ExactOutput: Story = { args: { tradeType: 'EXACT_OUTPUT' } }

/** An ERC-20 transfer: "Approve USDC, then deposit", each prompt explained. */
export const ApprovalAndDeposit: Story = { args: { quote: erc20Quote() } }

/** An ERC-20 transfer with a wallet that batches (EIP-5792 `atomic` supported): one prompt, "in one confirmation", its two calls inside. */
export const BatchedApprovalAndDeposit: Story = { args: { quote: erc20Quote(), atomic: 'supported' } }

/** A wallet that batches once it upgrades the account (EIP-7702 `ready`): the prompt says the upgrade comes in the same confirmation. */
export const BatchedWithAccountUpgrade: Story = { args: { quote: erc20Quote(), atomic: 'ready' } }

export const BatchedApprovalAndDepositDark: Story = { args: { quote: erc20Quote(), atomic: 'supported' }, parameters: { theme: 'dark' } }

/** A deposit to the venue: one native deposit. */
export const VenueDeposit: Story = { args: { quote: venueDepositQuote() } }

/** A venue withdrawal: the two signatures it asks for, each explained from its typed data; message types and nonces behind "Details". */
export const VenueWithdrawal: Story = { args: { quote: venueWithdrawalQuote() } }

/** The recipient is not the connected account: the warning. */
export const OtherRecipient: Story = { args: { recipient: OTHER } }

/** The quote fetched again at confirm time asked more than the reviewed one: the new terms, to confirm again. */
export const QuoteChanged: Story = { args: { changed: true } }

/** The wallet declined the last Confirm and nothing was sent: the review is back with its notice, Confirm enabled. */
export const Declined: Story = { args: { declined: true } }

export const DeclinedDark: Story = { args: { declined: true }, parameters: { theme: 'dark' } }

/** Left open while the price fell: the refreshed quote gives less, marked against the one seen; Confirm waits for Accept. */
export const PriceUpdatedWorse: Story = {
  render: (args) => <MovingQuote {...args} received="26400000" />,
}

/** Left open while the price rose: marked, Confirm stays enabled. */
export const PriceUpdatedBetter: Story = {
  render: (args) => <MovingQuote {...args} received="33100000" />,
}

export const PriceUpdatedWorseDark: Story = {
  render: (args) => <MovingQuote {...args} received="26400000" />,
  parameters: { theme: 'dark' },
}

/** 5% slippage: a warning above the fees. */
export const HighSlippage: Story = { args: { slippageBps: 500 } }

/** 15% slippage: Confirm waits for the acknowledgement. */
export const SlippageToAcknowledge: Story = { args: { slippageBps: 1_500 } }

/** Confirm disabled (the quote went stale, or an execution is starting). */
export const ConfirmDisabled: Story = { args: { confirmDisabled: true } }

export const Dark: Story = { parameters: { theme: 'dark' } }

export const VenueWithdrawalDark: Story = { args: { quote: venueWithdrawalQuote() }, parameters: { theme: 'dark' } }
