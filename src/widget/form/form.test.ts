import { describe, expect, it } from 'vitest'
import { NATIVE_CURRENCY, VENUE_CHAIN_ID, VENUE_PERPS_USDC } from '../../core/index'
import type { WidgetCall } from '../types'
import { parseAmount } from './amount'
import { callDefaults, callLocks } from './call'
import { initialFormState, reduceForm, type BridgeFormAction, type BridgeFormState, type FormContext } from './reducer'
import { buildQuoteRequest, checkRecipient } from './request'
import { ACCOUNT, OTHER, USDC_A, context } from '../test/formCatalog'


function requestOf(state: ReturnType<typeof initialFormState>) {
  const { catalog } = context
  return buildQuoteRequest(state, {
    account: ACCOUNT,
    origin: catalog.currency(state.origin.chainId, state.origin.currency),
    destination: catalog.currency(state.destination.chainId, state.destination.currency),
    destinationChain: catalog.chain(state.destination.chainId),
  })
}

describe('parseAmount', () => {
  it('reads decimals exactly, in bigint', () => {
    expect(parseAmount('12.345678', 6)).toEqual({ kind: 'valid', value: 12_345_678n })
    expect(parseAmount('0.1', 18)).toEqual({ kind: 'valid', value: 100_000_000_000_000_000n })
    expect(parseAmount('.5', 6)).toEqual({ kind: 'valid', value: 500_000n })
    expect(parseAmount('7.', 6)).toEqual({ kind: 'valid', value: 7_000_000n })
    expect(parseAmount('123456789012345678901234567890', 18)).toEqual({ kind: 'valid', value: 123456789012345678901234567890n * 10n ** 18n })
  })
  it('refuses more decimals than the currency has, without rounding', () => {
    expect(parseAmount('1.0000001', 6)).toEqual({ kind: 'invalid', reason: 'decimals', decimals: 6 })
  })
  it('refuses what is not a plain decimal number', () => {
    for (const text of ['1e6', '-1', '1,5', '1.2.3', 'abc', '0x10', '.', '1 000', 'Infinity']) {
      expect(parseAmount(text, 6), text).toMatchObject({ kind: 'invalid', reason: 'format' })
    }
  })
  it('treats blank and zero as nothing to quote yet', () => {
    expect(parseAmount('', 6)).toEqual({ kind: 'empty' })
    expect(parseAmount('0.000', 6)).toEqual({ kind: 'empty' })
  })
})

describe('the form reducer and its request', () => {
  it('bridges between the first two EVM chains by default, amount in smallest units', () => {
    const state = reduceForm(initialFormState('bridge', context), { type: 'amount', amount: '1.5' }, context)
    expect(requestOf(state).request).toMatchObject({ originChainId: 31337, destinationChainId: 31338, amount: '1500000000000000000', tradeType: 'EXACT_INPUT', slippageTolerance: '50' })
    expect(requestOf(state).request?.recipient).toBeUndefined()
    expect(requestOf(state).request?.protocolVersion).toBeUndefined()
  })

  it('sends no request for too many decimals or a bad number', () => {
    const origin = { chainId: 31337, currency: USDC_A }
    const base = reduceForm(initialFormState('bridge', context), { type: 'origin', side: origin }, context)
    const tooFine = reduceForm(base, { type: 'amount', amount: '1.1234567' }, context)
    expect(requestOf(tooFine)).toMatchObject({ request: undefined, amount: { kind: 'invalid', reason: 'decimals' } })
    const bad = reduceForm(base, { type: 'amount', amount: '1,5' }, context)
    expect(requestOf(bad)).toMatchObject({ request: undefined, amount: { kind: 'invalid', reason: 'format' } })
  })

  it('deposit: destination 1337 perps USDC, the account as recipient (editable)', () => {
    const state = reduceForm(initialFormState('venue-deposit', context), { type: 'amount', amount: '10' }, context)
    expect(state.destination).toEqual({ chainId: VENUE_CHAIN_ID, currency: VENUE_PERPS_USDC })
    expect(state.origin).toEqual({ chainId: 31337, currency: USDC_A })
    expect(requestOf(state).request).toMatchObject({ destinationChainId: VENUE_CHAIN_ID, destinationCurrency: VENUE_PERPS_USDC, recipient: ACCOUNT })
    const edited = reduceForm(state, { type: 'recipient', recipient: OTHER }, context)
    expect(requestOf(edited).request?.recipient).toBe(OTHER)
    // The mode keeps the destination on the venue.
    expect(reduceForm(state, { type: 'destination', side: { chainId: 31338, currency: NATIVE_CURRENCY } }, context)).toBe(state)
  })

  it('withdraw: origin 1337 perps USDC with protocolVersion v2, to a USDC on an EVM chain', () => {
    const state = reduceForm(initialFormState('venue-withdraw', context), { type: 'amount', amount: '5' }, context)
    expect(state.origin).toEqual({ chainId: VENUE_CHAIN_ID, currency: VENUE_PERPS_USDC })
    expect(state.destination).toEqual({ chainId: 31337, currency: USDC_A })
    expect(requestOf(state).request).toMatchObject({ originChainId: VENUE_CHAIN_ID, protocolVersion: 'v2', amount: '5000000' })
  })

  it('back to bridge from a venue mode returns the fixed side to its default', () => {
    const deposit = initialFormState('venue-deposit', context)
    const bridge = reduceForm(deposit, { type: 'mode', mode: 'bridge' }, context)
    expect(bridge.destination.chainId).toBe(31338)
  })

  it('flips origin and destination, unless a side field is locked', () => {
    const state = initialFormState('bridge', context)
    const flipped = reduceForm(state, { type: 'flip' }, context)
    expect([flipped.origin, flipped.destination]).toEqual([state.destination, state.origin])
    const locked = { ...context, locks: { originChainId: true } }
    expect(reduceForm(state, { type: 'flip' }, locked)).toBe(state)
  })

  it('keeps locked fields', () => {
    const locked: FormContext = { ...context, defaults: { amount: '3' }, locks: { amount: true, recipient: true } }
    const state = initialFormState('bridge', locked)
    expect(reduceForm(state, { type: 'amount', amount: '4' }, locked).amount).toBe('3')
    expect(reduceForm(state, { type: 'recipient', recipient: OTHER }, locked).recipient).toBeUndefined()
  })

  it('adds a gas top-up only where allowed: EVM destination, not its gas currency', () => {
    const toUsdc = { ...initialFormState('bridge', context), destination: { chainId: 31337, currency: USDC_A }, origin: { chainId: 31338, currency: NATIVE_CURRENCY } }
    const on = { ...toUsdc, amount: '1', topupGas: true, topupGasUsd: '2.5' }
    expect(requestOf(on).request).toMatchObject({ topupGas: true, topupGasAmount: '250000' })
    const toNative = { ...on, destination: { chainId: 31338, currency: NATIVE_CURRENCY }, origin: { chainId: 31337, currency: USDC_A } }
    expect(requestOf(toNative).topupAllowed).toBe(false)
    expect(requestOf(toNative).request?.topupGas).toBeUndefined()
  })
})

describe('an amount never silently changes the token it is in', () => {
  const type = (state: BridgeFormState, amount: string) => reduceForm(state, { type: 'amount', amount }, context)
  const act = (state: BridgeFormState, action: BridgeFormAction, ctx: FormContext = context) => reduceForm(state, action, ctx)
  const usdcOne = { chainId: 31337, currency: USDC_A }
  const ethOne = { chainId: 31337, currency: NATIVE_CURRENCY }
  const ethTwo = { chainId: 31338, currency: NATIVE_CURRENCY }

  it('each mode keeps its own amount: 5 USDC typed in Withdraw never becomes 5 ETH in Bridge, and is there again back in Withdraw', () => {
    const withdraw = type(act(initialFormState('bridge', context), { type: 'mode', mode: 'venue-withdraw' }), '5')
    const bridge = act(withdraw, { type: 'mode', mode: 'bridge' })
    expect(bridge.origin).toEqual(ethOne)
    expect(bridge.amount).toBe('')
    expect(requestOf(bridge).request).toBeUndefined()
    const back = act(bridge, { type: 'mode', mode: 'venue-withdraw' })
    expect(back).toMatchObject({ origin: { chainId: VENUE_CHAIN_ID, currency: VENUE_PERPS_USDC }, amount: '5' })
    expect(requestOf(back).request).toMatchObject({ originChainId: VENUE_CHAIN_ID, amount: '5000000' })
  })

  it('each mode keeps its own sides and amount as the user left them', () => {
    const bridge = type(act(act(initialFormState('bridge', context), { type: 'origin', side: usdcOne }), { type: 'destination', side: ethOne }), '7')
    const deposit = type(act(bridge, { type: 'mode', mode: 'venue-deposit' }), '3')
    const again = act(deposit, { type: 'mode', mode: 'bridge' })
    expect(again).toMatchObject({ origin: usdcOne, destination: ethOne, amount: '7', tradeType: 'EXACT_INPUT' })
    expect(act(again, { type: 'mode', mode: 'venue-deposit' }).amount).toBe('3')
  })

  it('a mode opened for the first time takes the amount only when it stays in the same token', () => {
    const bridgeUsdc = type(act(initialFormState('bridge', context), { type: 'origin', side: usdcOne }), '5')
    expect(act(bridgeUsdc, { type: 'mode', mode: 'venue-deposit' })).toMatchObject({ origin: usdcOne, amount: '5' })
    const bridgeEth = type(initialFormState('bridge', context), '5')
    expect(act(bridgeEth, { type: 'mode', mode: 'venue-deposit' })).toMatchObject({ origin: usdcOne, amount: '' })
  })

  it('picking another token in a card keeps the typed number beside it, on either side', () => {
    const eth = type(initialFormState('bridge', context), '1')
    expect(act(eth, { type: 'origin', side: usdcOne })).toMatchObject({ origin: usdcOne, amount: '1', tradeType: 'EXACT_INPUT' })
    expect(act(eth, { type: 'origin', side: ethTwo }).amount).toBe('1')
    expect(act(eth, { type: 'destination', side: usdcOne }).amount).toBe('1')
    const receiving = act(act(eth, { type: 'destination', side: usdcOne }), { type: 'amount', amount: '30', tradeType: 'EXACT_OUTPUT' })
    expect(act(receiving, { type: 'destination', side: ethTwo })).toMatchObject({ amount: '30', tradeType: 'EXACT_OUTPUT' })
    expect(act(receiving, { type: 'origin', side: usdcOne }).amount).toBe('30')
  })

  it('a flip moves the amount to the other card with its token: 1 ETH paid becomes 1 ETH received, and back', () => {
    const ethToUsdc = type(act(initialFormState('bridge', context), { type: 'destination', side: usdcOne }), '1')
    const flipped = act(ethToUsdc, { type: 'flip' })
    expect(flipped).toMatchObject({ origin: usdcOne, destination: ethToUsdc.origin, amount: '1', tradeType: 'EXACT_OUTPUT' })
    expect(act(flipped, { type: 'flip' })).toMatchObject({ origin: ethToUsdc.origin, amount: '1', tradeType: 'EXACT_INPUT' })
    // Nothing typed: the pay card is the one to type in.
    const empty = act(act(initialFormState('bridge', context), { type: 'amount', amount: '', tradeType: 'EXACT_OUTPUT' }), { type: 'flip' })
    expect(empty.tradeType).toBe('EXACT_INPUT')
  })

  it('the pay/receive switch keeps the amount only when both sides are the same token', () => {
    const ethToUsdc = type(act(initialFormState('bridge', context), { type: 'destination', side: usdcOne }), '1')
    expect(act(ethToUsdc, { type: 'tradeType', tradeType: 'EXACT_OUTPUT' }).amount).toBe('')
    const ethToEth = type(initialFormState('bridge', context), '1')
    expect(act(ethToEth, { type: 'tradeType', tradeType: 'EXACT_OUTPUT' })).toMatchObject({ tradeType: 'EXACT_OUTPUT', amount: '1' })
  })

  it("a host-locked amount stays: it is the host's to keep", () => {
    const locked: FormContext = { ...context, defaults: { amount: '3' }, locks: { amount: true } }
    const toUsdc = act(initialFormState('bridge', locked), { type: 'destination', side: usdcOne }, locked)
    expect(act(toUsdc, { type: 'tradeType', tradeType: 'EXACT_OUTPUT' }, locked).amount).toBe('3')
  })
})

describe('a custom slippage', () => {
  const withAmount = reduceForm(initialFormState('bridge', context), { type: 'amount', amount: '1' }, context)
  const typed = (text: string) => reduceForm(withAmount, { type: 'slippageText', text }, context)

  it('is held as typed when invalid, with no request, never replaced by the default', () => {
    for (const text of ['abc', '80', '1.234', '-1']) {
      const state = typed(text)
      expect(state.slippageText, text).toBe(text)
      expect(requestOf(state), text).toMatchObject({ request: undefined, slippageInvalid: true })
    }
  })

  it('is sent when valid; blank returns to the default; a preset replaces it', () => {
    expect(requestOf(typed('2.25')).request?.slippageTolerance).toBe('225')
    expect(requestOf(typed('2.25')).slippageInvalid).toBe(false)
    expect(typed('')).toMatchObject({ slippageText: '', slippageBps: 50 })
    const preset = reduceForm(typed('abc'), { type: 'slippage', bps: 100 }, context)
    expect(preset).toMatchObject({ slippageText: '', slippageBps: 100 })
    expect(requestOf(preset).request?.slippageTolerance).toBe('100')
  })
})

describe('checkRecipient', () => {
  it('tells the account, another address and an invalid one apart', () => {
    expect(checkRecipient(undefined, ACCOUNT)).toEqual({ kind: 'account' })
    expect(checkRecipient(ACCOUNT.toLowerCase(), ACCOUNT)).toEqual({ kind: 'account' })
    expect(checkRecipient(OTHER, ACCOUNT)).toEqual({ kind: 'other', address: OTHER })
    expect(checkRecipient('0x123', ACCOUNT)).toEqual({ kind: 'invalid' })
  })
})

describe('a cross-chain call', () => {
  const call = {
    destinationChainId: 31338,
    destinationCurrency: NATIVE_CURRENCY,
    txs: [
      { to: OTHER, value: 5n, data: '0x01' },
      { to: OTHER, value: 7n, data: '0x02' },
    ],
  } as const satisfies WidgetCall
  const callContext: FormContext = { ...context, defaults: callDefaults({ destinationChainId: 31337 }, call), locks: callLocks({}, call), call: { ...call, txs: [...call.txs] } }

  it('starts on the call destination with EXACT_OUTPUT, and keeps them', () => {
    const state = initialFormState('bridge', callContext)
    expect(state.destination).toEqual({ chainId: 31338, currency: NATIVE_CURRENCY })
    expect(state.tradeType).toBe('EXACT_OUTPUT')
    const moved = [
      { type: 'destination', side: { chainId: 31337, currency: USDC_A } },
      { type: 'tradeType', tradeType: 'EXACT_INPUT' },
      { type: 'amount', amount: '1' },
      { type: 'mode', mode: 'venue-deposit' },
      { type: 'flip' },
    ] as const
    for (const action of moved) expect(reduceForm(state, action, callContext)).toEqual(state)
    expect(reduceForm(state, { type: 'origin', side: { chainId: 31337, currency: USDC_A } }, callContext).origin.currency).toBe(USDC_A)
  })

  it('requests the txs, EXACT_OUTPUT, and the sum of their values', () => {
    const state = initialFormState('bridge', callContext)
    const { request } = buildQuoteRequest(state, {
      account: ACCOUNT,
      origin: context.catalog.currency(31337, NATIVE_CURRENCY),
      destination: context.catalog.currency(31338, NATIVE_CURRENCY),
      destinationChain: context.catalog.chain(31338),
      call: callContext.call,
    })
    expect(request).toMatchObject({
      tradeType: 'EXACT_OUTPUT',
      amount: '12',
      txs: [
        { to: OTHER, value: '5', data: '0x01' },
        { to: OTHER, value: '7', data: '0x02' },
      ],
    })
  })
})
