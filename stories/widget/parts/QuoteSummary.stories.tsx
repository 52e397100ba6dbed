import type { Meta, StoryObj } from '@storybook/react-vite'
import { FerryError, HttpError } from '../../../src/core/index'
import { QuoteSummary } from '../../../src/widget/index'
import { bridgeQuote, bridgeQuoteWithoutUsd, highFeeQuote, venueWithdrawalQuote } from '../../support/executions'
import { withPartRoot } from '../../support/partRoot'

const meta = {
  title: 'Widget/Parts/QuoteSummary',
  component: QuoteSummary,
  decorators: [withPartRoot],
  args: { quote: bridgeQuote(), isCurrent: true, isFetching: false, quotedAt: Date.now() - 3_000, slippageBps: 50, slippageAuto: true },
} satisfies Meta<typeof QuoteSummary>

export default meta
type Story = StoryObj<typeof meta>

/** 0.01 ETH on Base to 32.98 USDC on Arbitrum: the one line, collapsed (the default). */
export const WithUsd: Story = {}

/** The breakdown open: minimum received, each fee, their total, price impact, slippage, age. */
export const Expanded: Story = { args: { defaultExpanded: true } }

/** The same quote as the spec writes it: no USD anywhere (no cost on the line, no total, no price impact). */
export const WithoutUsd: Story = { args: { quote: bridgeQuoteWithoutUsd(), defaultExpanded: true } }

/** The user fixed what they receive (`EXACT_OUTPUT`): the maximum sent after slippage, not a minimum received. */
export const ExactOutput: Story = { args: { tradeType: 'EXACT_OUTPUT', defaultExpanded: true } }

/** Nothing to quote yet: a hint holds the line's place. */
export const Empty: Story = { args: { quote: undefined, isCurrent: false, quotedAt: undefined } }

/** Fees of 18% of the amount sent: the warning. */
/** The form cannot be quoted: the line names the problem the main button names. */
export const FormProblem: Story = { args: { quote: undefined, isCurrent: false, quotedAt: undefined, hint: 'Choose a different token to receive' } }

export const HighFee: Story = { args: { quote: highFeeQuote() } }

/** A venue withdrawal (1337 to Arbitrum). */
export const VenueWithdrawal: Story = { args: { quote: venueWithdrawalQuote() } }

/** The form changed since: the old quote dimmed while the new one is fetched. */
export const Stale: Story = { args: { isCurrent: false, isFetching: true, quotedAt: Date.now() - 42_000 } }

/** The first quote on its way: a skeleton of the line's height. */
export const Loading: Story = { args: { quote: undefined, isCurrent: false, isFetching: true, quotedAt: undefined } }

/** The service answered 400: "no route" with its message. */
export const NoRoute: Story = {
  args: {
    quote: undefined,
    isCurrent: false,
    error: new HttpError({ url: 'http://stub.invalid/quote', status: 400, serviceMessage: 'No route found', errorCode: 'NO_ROUTE', body: { message: 'No route found' } }),
  },
}

/** The service refused with `AMOUNT_TOO_LOW`: its code names the title, its message is the detail. */
export const AmountTooLow: Story = {
  args: {
    quote: undefined,
    isCurrent: false,
    error: new HttpError({
      url: 'http://stub.invalid/quote',
      status: 400,
      serviceMessage: 'Amount 0.01 USDC is too low: fees of 0.070607 USDC exceed it; send at least 0.070668 USDC.',
      errorCode: 'AMOUNT_TOO_LOW',
      body: {},
    }),
  },
}

/** The service answered 503 (its retries spent): unavailable, retrying by itself, and Retry now. */
export const ServiceUnavailable: Story = {
  args: {
    quote: undefined,
    isCurrent: false,
    error: new HttpError({ url: 'http://stub.invalid/quote', status: 503, serviceMessage: 'Service Unavailable', errorCode: undefined, body: {} }),
    onRetry: () => undefined,
  },
}

/** The same, while a retry is in flight. */
export const ServiceUnavailableRetrying: Story = { args: { ...ServiceUnavailable.args, isFetching: true } }

/** Neither an HTTP answer nor a network failure: an answer that could not be read. */
export const UnreadableAnswer: Story = {
  args: { quote: undefined, isCurrent: false, error: new FerryError('MALFORMED_RESPONSE', 'The quote response is malformed.') },
}

export const Dark: Story = { args: { defaultExpanded: true }, parameters: { theme: 'dark' } }
