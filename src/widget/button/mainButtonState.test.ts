import { describe, expect, it } from 'vitest'
import { FerryError, HttpError } from '../../core/index'
import { initialExecutionState } from '../../react/execution/machine'
import { defaultLabels } from '../labels/widgetLabels'
import { bridgeExecution } from '../test/quotes'
import { quoteErrorText } from '../quote/QuoteError'
import { resolveMainButton, type MainButtonInput } from './mainButtonState'

const http = (status: number, errorCode?: string, serviceMessage = 'Amount 10000 USDC is too low: fees of 70607 exceed it') =>
  new HttpError({ url: 'http://service/quote', status, serviceMessage, errorCode, body: {} })

/** Connected, on the origin's chain, 1 unit to send and enough balance: only the quote is left to decide. */
function withQuoteError(error: FerryError | null): MainButtonInput {
  return {
    isExecuting: false,
    execution: initialExecutionState,
    connected: true,
    canConnect: true,
    walletChainId: 31337,
    originWalletChainId: 31337,
    originChainName: 'Anvil One',
    hasCurrencies: true,
    sameToken: false,
    amount: { kind: 'valid', value: 1n },
    recipient: { kind: 'account' },
    slippageInvalid: false,
    topupGasInvalid: false,
    required: 1n,
    balance: 10n,
    originSymbol: 'USDC',
    quote: { inputStatus: 'valid', hasQuote: false, isCurrent: false, error },
  }
}
const label = (error: FerryError | null) => resolveMainButton(withQuoteError(error), defaultLabels)

describe('resolveMainButton: why there is no quote, in a few words', () => {
  it('a transient failure (5xx, 429) says the service is unavailable, never "no route"', () => {
    for (const error of [http(503), http(502), http(429)]) {
      expect(label(error)).toEqual({ label: 'Service unavailable', action: 'none', disabled: true })
    }
  })

  it("the service's refusal is named by its errorCode, and the button never carries the service's message", () => {
    expect(label(http(400, 'AMOUNT_TOO_LOW')).label).toBe('Amount too low')
    expect(label(http(400, 'UNSUPPORTED_CURRENCY')).label).toBe('Token not supported')
    expect(label(http(400)).label).toBe('No route')
    expect(label(http(400, 'SOMETHING_NEW')).label).toBe('No route')
    expect(label(http(400, 'constructor')).label).toBe('No route')
    expect(label(http(400, 'AMOUNT_TOO_LOW')).label).not.toMatch(/70607/)
  })

  it('another failure (an unreadable answer, say) reads "Could not get a quote"', () => {
    expect(label(new FerryError('MALFORMED_RESPONSE', 'The quote response is malformed.')).label).toBe('Could not get a quote')
  })

  it('with no error, waits for the quote', () => {
    expect(label(null).label).toBe('Getting a quote…')
  })
})

describe('resolveMainButton while a run goes', () => {
  it('a failed fill awaiting its refund reads "Refund on its way…", never "in progress"', () => {
    const busy = (execution: MainButtonInput['execution']) => resolveMainButton({ ...withQuoteError(null), isExecuting: true, execution }, defaultLabels).label
    expect(busy(bridgeExecution())).toBe('Transfer in progress…')
    expect(busy(bridgeExecution({ phase: 'failure', status: { status: 'failure', inTxHashes: [], txHashes: [] } }))).toBe('Refund on its way…')
  })
})

describe('resolveMainButton: a quote shown before the wallet connects', () => {
  const placeholderQuote = { inputStatus: 'valid' as const, hasQuote: true, isCurrent: true, error: null }

  it('says "Connect wallet" over a current quote made for the placeholder user, with no balance known', () => {
    const input = { ...withQuoteError(null), connected: false, walletChainId: undefined, balance: undefined, quote: placeholderQuote }
    expect(resolveMainButton(input, defaultLabels)).toEqual({ label: 'Connect wallet', action: 'connect', disabled: false })
  })

  it('once connected, waits for the quote fetched again for the account: never Review on the placeholder quote', () => {
    const refetching = { ...withQuoteError(null), quote: { ...placeholderQuote, isCurrent: false } }
    expect(resolveMainButton(refetching, defaultLabels)).toMatchObject({ action: 'none', disabled: true, label: defaultLabels.button.fetchingQuote })
    expect(resolveMainButton({ ...refetching, quote: placeholderQuote }, defaultLabels)).toMatchObject({ action: 'review', label: 'Review' })
  })
})

describe('resolveMainButton: the button and the quote line name the same problem', () => {
  const ready = withQuoteError(null)
  const cases: [string, Partial<MainButtonInput>, string, string][] = [
    ['no token picked', { hasCurrencies: false }, 'Select a token', 'Select a token'],
    ['the same token on both sides', { sameToken: true }, 'Choose a different token to receive', 'Choose a different token to receive'],
    ['no amount', { amount: { kind: 'empty' } }, 'Enter an amount', 'Enter an amount to get a quote.'],
    ['an amount that cannot be read', { amount: { kind: 'invalid', reason: 'format', decimals: 18 } }, 'Check the amount', 'Check the amount'],
    ['an invalid recipient', { recipient: { kind: 'invalid' } }, 'Check the recipient', 'Check the recipient'],
    ['an invalid slippage', { slippageInvalid: true }, 'Fix the slippage in settings', 'Fix the slippage in settings'],
    ['an invalid top-up', { topupGasInvalid: true }, 'Check the transfer details', 'Check the transfer details'],
    ['a request the validator refused', { quote: { ...ready.quote, inputStatus: 'invalid' } }, 'Check the transfer details', 'Check the transfer details'],
  ]
  it.each(cases)('%s', (_, change, label, hint) => {
    expect(resolveMainButton({ ...ready, ...change }, defaultLabels)).toEqual({ label, action: 'none', disabled: true, hint })
  })

  it('the same token outranks a missing amount: the amount is not what is wrong', () => {
    expect(resolveMainButton({ ...ready, sameToken: true, amount: { kind: 'empty' } }, defaultLabels).hint).toBe('Choose a different token to receive')
  })

  it('before the wallet connects the line still names the problem, while the button asks to connect', () => {
    expect(resolveMainButton({ ...ready, connected: false, sameToken: true }, defaultLabels)).toMatchObject({ label: 'Connect wallet', hint: 'Choose a different token to receive' })
  })

  it('a form that can be quoted has no hint: the quote, its wait or its error speaks', () => {
    expect(resolveMainButton(ready, defaultLabels).hint).toBeUndefined()
  })

  it("an unsupported route: the button's few words are the quote area's title", () => {
    for (const error of [http(400, 'UNSUPPORTED_CHAIN'), http(400, 'UNSUPPORTED_CURRENCY'), http(400, 'AMOUNT_TOO_LOW'), http(503)]) {
      expect(quoteErrorText(error, defaultLabels).title).toBe(label(error).label)
    }
    // No known code: "No route" on the button, "No route for this transfer" over the service's message.
    expect(label(http(400)).label).toBe('No route')
    expect(quoteErrorText(http(400), defaultLabels).title).toBe('No route for this transfer')
  })
})
