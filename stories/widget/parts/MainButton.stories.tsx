import type { Meta, StoryObj } from '@storybook/react-vite'
import { defaultLabels, MainButton } from '../../../src/widget/index'
import { withPartRoot } from '../../support/partRoot'

const { button: l, quote } = defaultLabels
const idle = (label: string) => ({ label, action: 'none' as const, disabled: true })

const meta = {
  title: 'Widget/Parts/MainButton',
  component: MainButton,
  decorators: [withPartRoot],
  args: { state: { label: l.review, action: 'review', disabled: false }, originChainId: 31337, onReview: () => undefined, onConnectWallet: () => undefined },
} satisfies Meta<typeof MainButton>

export default meta
type Story = StoryObj<typeof meta>

// Each label the button can read, in the order `resolveMainButton` tries them.
export const ConnectWallet: Story = { args: { state: { label: l.connectWallet, action: 'connect', disabled: false } } }
export const SwitchNetwork: Story = { args: { state: { label: l.switchNetwork('Anvil Two'), action: 'switch', disabled: false }, originChainId: 31338 } }
export const SelectToken: Story = { args: { state: idle(l.selectToken) } }
export const EnterAmount: Story = { args: { state: idle(l.enterAmount) } }
export const CheckAmount: Story = { args: { state: idle(l.checkAmount) } }
export const CheckRecipient: Story = { args: { state: idle(l.checkRecipient) } }
export const CheckDetails: Story = { args: { state: idle(l.checkDetails) } }
export const InsufficientBalance: Story = { args: { state: idle(l.insufficientBalance('ETH')) } }
export const NoRoute: Story = { args: { state: idle(l.noRoute) } }
export const AmountTooLow: Story = { args: { state: idle(quote.errorCodes.AMOUNT_TOO_LOW!) } }
export const ServiceUnavailable: Story = { args: { state: idle(quote.unavailable) } }
export const FetchingQuote: Story = { args: { state: idle(l.fetchingQuote) } }
export const Review: Story = {}
export const BusySign: Story = { args: { state: idle(l.busySign) } }
export const BusyConfirm: Story = { args: { state: idle(l.busyConfirm) } }
export const BusySubmitting: Story = { args: { state: idle(l.busySubmitting) } }
export const BusyConfirming: Story = { args: { state: idle(l.busyConfirming) } }
export const BusyPolling: Story = { args: { state: idle(l.busyPolling) } }
export const ReviewDark: Story = { parameters: { theme: 'dark' } }
