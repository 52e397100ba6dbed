import type { Meta, StoryObj } from '@storybook/react-vite'
import { executionLabels, ProgressView } from '../../../src/widget/index'
import { awaitingWallet, confirming, polling, stillChecking, submitting, withdrawalSecondSignature } from '../../support/executions'
import { withPartRoot } from '../../support/partRoot'
import { chainName, explorerTxUrl } from '../../support/stubHost'

const meta = {
  title: 'Widget/Parts/ProgressView',
  component: ProgressView,
  decorators: [withPartRoot],
  args: { state: awaitingWallet, labels: executionLabels, chainName, explorerTxUrl },
} satisfies Meta<typeof ProgressView>

export default meta
type Story = StoryObj<typeof meta>

/** The deposit waits for the wallet's confirmation. */
export const AwaitingWallet: Story = {}

/** Sent: its transaction links to the explorer. */
export const Submitting: Story = { args: { state: submitting } }

export const Confirming: Story = { args: { state: confirming } }

/** Deposit done; the request's status is polled (`pending`). */
export const Polling: Story = { args: { state: polling } }

/** A status read failed after the deposit: "still checking", and polling goes on. */
export const StillChecking: Story = { args: { state: stillChecking } }

/** A venue withdrawal: authorization signed, the second signature awaited. */
export const WithdrawalSecondSignature: Story = { args: { state: withdrawalSecondSignature } }

/** Without an explorer: short hashes with a copy button. */
export const NoExplorer: Story = { args: { state: submitting, explorerTxUrl: undefined } }

export const Dark: Story = { args: { state: polling }, parameters: { theme: 'dark' } }
