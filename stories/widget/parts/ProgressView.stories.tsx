import type { Meta, StoryObj } from '@storybook/react-vite'
import { ProgressView } from '../../../src/widget/index'
import { approvedAwaitingDeposit, awaitingService, batchAwaitingWallet, batchConfirming, awaitingWallet, confirming, polling, stillChecking, submitting, withdrawalSecondSignature } from '../../support/executions'
import { withPartRoot } from '../../support/partRoot'
import { chainName, explorerTxUrl } from '../../support/stubHost'

const meta = {
  title: 'Widget/Parts/ProgressView',
  component: ProgressView,
  decorators: [withPartRoot],
  args: { state: awaitingWallet, chainName, explorerTxUrl },
} satisfies Meta<typeof ProgressView>

export default meta
type Story = StoryObj<typeof meta>

/** The deposit waits for the wallet's confirmation. */
export const AwaitingWallet: Story = {}

/** Sent: its transaction links to the explorer. */
export const Submitting: Story = { args: { state: submitting } }

export const Confirming: Story = { args: { state: confirming } }

/** Deposit done; the service has not picked it up yet. */
export const AwaitingService: Story = { args: { state: awaitingService } }

/** Deposit done; the service is filling: "Sending USDC on Arbitrum", never its status word. */
export const Polling: Story = { args: { state: polling } }

/** An ERC-20 transfer: the approval done and checked, the deposit waiting for the wallet. */
export const ApprovedAwaitingDeposit: Story = { args: { state: approvedAwaitingDeposit } }

/** An ERC-20 transfer sent as one wallet batch: one entry holding the approval and the deposit, waiting for one confirmation. */
export const BatchAwaitingWallet: Story = { args: { state: batchAwaitingWallet, atomic: 'supported' } }

/** The batch's one transaction confirming: one stage, one link (named by the deposit). */
export const BatchConfirming: Story = { args: { state: batchConfirming } }

export const BatchConfirmingDark: Story = { args: { state: batchConfirming }, parameters: { theme: 'dark' } }

/** A status read failed after the deposit: "still checking", and polling goes on. */
export const StillChecking: Story = { args: { state: stillChecking } }

/** A venue withdrawal: authorization signed, the second signature awaited. */
export const WithdrawalSecondSignature: Story = { args: { state: withdrawalSecondSignature } }

/** Without an explorer: short hashes with a copy button. */
export const NoExplorer: Story = { args: { state: submitting, explorerTxUrl: undefined } }

export const Dark: Story = { args: { state: polling }, parameters: { theme: 'dark' } }

export const WithdrawalDark: Story = { args: { state: withdrawalSecondSignature }, parameters: { theme: 'dark' } }
