import type { Meta, StoryObj } from '@storybook/react-vite'
import { OutcomeView } from '../../../src/widget/index'
import { failure, failureAwaitingRefund, refund, refundWithAmount, rejected, stillInProgress, success, transactionFailed } from '../../support/executions'
import { withPartRoot } from '../../support/partRoot'
import { chainName, explorerTxUrl } from '../../support/stubHost'

const meta = {
  title: 'Widget/Parts/OutcomeView',
  component: OutcomeView,
  decorators: [withPartRoot],
  args: { state: success, onReset: () => undefined, onRetry: () => undefined, onShowHistory: () => undefined, chainName, explorerTxUrl },
} satisfies Meta<typeof OutcomeView>

export default meta
type Story = StoryObj<typeof meta>

/** What was sent and what arrived, with icons and an explorer link per transaction, named by what it did. */
export const Success: Story = {}

/** Failed; the refund is awaited. */
export const FailureAwaitingRefund: Story = { args: { state: failureAwaitingRefund } }

/** Failed for good: said in words for people (no field names of the API). */
export const Failure: Story = { args: { state: failure } }

/** The run stopped waiting, the request did not: "still in progress", followed in History, never "Try again". */
export const StillInProgress: Story = { args: { state: stillInProgress } }

/** Refunded: what was sent came back, with the refund transaction on the origin chain. */
export const Refund: Story = { args: { state: refund } }

/** Refunded in the refund currency the quote names: its amount, and its transaction. */
export const RefundWithAmount: Story = { args: { state: refundWithAmount } }

/** Without an explorer: labelled short hashes with a copy button. */
export const SuccessNoExplorer: Story = { args: { explorerTxUrl: undefined } }

/** Declined in the wallet: retryable, so "Try again" is offered. */
export const RetryableRejection: Story = { args: { state: rejected } }

/** The transaction reverted: not retryable, only "New transfer". */
export const TransactionFailed: Story = { args: { state: transactionFailed } }

export const SuccessDark: Story = { parameters: { theme: 'dark' } }

export const RefundDark: Story = { args: { state: refund }, parameters: { theme: 'dark' } }
