import type { ExecutionState, QuoteResponse } from '../../../react/index'

/**
 * Quote bodies for the execution views' tests, shaped as the service sends them (the core's
 * fixtures in src/core/test/fixtures/quotes.ts; the widget may not import the core). Factories:
 * each test gets its own copy.
 */

export const USER = '0xCB61aD33D3763aEd2BC16C0F57Ff251aC638D3D0'
export const OTHER = '0x1111111111111111111111111111111111111111'
export const BRIDGE_REQUEST_ID = '0x5adac62d109fffbdb33383f3d0e94a5d119de8413f1c5db806cc8eae3b857f5e'
export const WITHDRAW_REQUEST_ID = '0xa9ee840e83f62004f563418a38745c1e754401ca09ac8b681faac64cf3cd9a92'
export const DEPOSIT_TX = `0x${'d1'.repeat(32)}` as const
export const FILL_TX = `0x${'f2'.repeat(32)}` as const
export const REFUND_TX = `0x${'e3'.repeat(32)}` as const

const ZERO = '0x0000000000000000000000000000000000000000'
const baseEth = () => ({ chainId: 8453, address: ZERO, symbol: 'ETH', name: 'Ether', decimals: 18 })
const arbUsdc = () => ({ chainId: 42161, address: '0xaf88d065e77c8cC2239327C5EDb3A432268e5831', symbol: 'USDC', name: 'USD Coin', decimals: 6 })
const venueUsdc = () => ({ chainId: 1337, address: '0x00000000000000000000000000000000', symbol: 'USDC', name: 'USDC', decimals: 8 })

const depositStep = (requestId: string) => ({
  id: 'deposit',
  action: 'Confirm transaction in your wallet',
  description: 'Depositing funds to the relayer',
  kind: 'transaction' as const,
  requestId: requestId as `0x${string}`,
  items: [
    {
      status: 'incomplete',
      data: { from: USER as `0x${string}`, to: ZERO as `0x${string}`, data: '0x' as const, value: '10000000000000000', chainId: 8453 },
      check: { endpoint: `/intents/status?requestId=${requestId}`, method: 'GET' },
    },
  ],
})

/** 0.01 ETH on Base to 32.98 USDC on Arbitrum, with USD values on every amount. */
export function bridgeQuote(): QuoteResponse {
  return {
    steps: [depositStep(BRIDGE_REQUEST_ID)],
    fees: {
      gas: { currency: baseEth(), amount: '42000000000000', amountFormatted: '0.000042', amountUsd: '0.14' },
      relayer: { currency: baseEth(), amount: '31000000000000', amountFormatted: '0.000031', amountUsd: '0.10' },
      app: { currency: baseEth(), amount: '0', amountUsd: '0' },
    },
    details: {
      operation: 'bridge',
      timeEstimate: 4,
      currencyIn: { currency: baseEth(), amount: '10000000000000000', amountFormatted: '0.01', amountUsd: '33.12' },
      currencyOut: { currency: arbUsdc(), amount: '32980000', amountFormatted: '32.98', amountUsd: '32.97' },
    },
  }
}

/** The same bridge as the spec writes it: fee currencies as ids, no USD anywhere. */
export function bridgeQuoteWithoutUsd(): QuoteResponse {
  const quote = bridgeQuote()
  return {
    ...quote,
    fees: { gas: { currency: ZERO, amount: '42000000000000' }, relayer: { currency: ZERO, amount: '31000000000000' } },
    details: {
      ...quote.details,
      currencyIn: { currency: baseEth(), amount: '10000000000000000' },
      currencyOut: { currency: arbUsdc(), amount: '32980000' },
    },
  }
}

/** 0.001 ETH where the fees come to $0.60 of $3.31 sent (18%). */
export function highFeeQuote(): QuoteResponse {
  const quote = bridgeQuote()
  return {
    ...quote,
    fees: {
      gas: { currency: baseEth(), amount: '100000000000000', amountUsd: '0.33' },
      relayer: { currency: baseEth(), amount: '81000000000000', amountUsd: '0.27' },
    },
    details: {
      ...quote.details,
      currencyIn: { currency: baseEth(), amount: '1000000000000000', amountUsd: '3.31' },
      currencyOut: { currency: arbUsdc(), amount: '2700000', amountUsd: '2.70' },
    },
  }
}

/** Withdraw 25 USDC from the venue (1337) to Arbitrum: `authorize`, then `deposit`. */
export function venueWithdrawalQuote(): QuoteResponse {
  const bridge = depositStep(WITHDRAW_REQUEST_ID)
  return {
    steps: [
      { ...bridge, id: 'authorize', action: 'Sign authorization', kind: 'signature' },
      { ...bridge, action: 'Confirm transfer' },
    ],
    fees: {
      gas: { currency: 'usdc', amount: '0' },
      relayer: { currency: venueUsdc(), amount: '2000000', amountFormatted: '0.02', amountUsd: '0.02' },
    },
    details: {
      operation: 'bridge',
      timeEstimate: 12,
      currencyIn: { currency: venueUsdc(), amount: '2500000000', amountFormatted: '25.0' },
      currencyOut: { currency: arbUsdc(), amount: '24980000', amountFormatted: '24.98' },
    },
  }
}

/** An execution of `bridgeQuote` in `phase`, with its deposit sent. */
export function bridgeExecution(overrides: Partial<ExecutionState> = {}): ExecutionState {
  return {
    phase: 'polling',
    requestId: BRIDGE_REQUEST_ID,
    steps: [{ id: 'deposit', action: 'Confirm transaction in your wallet', items: [{ status: 'complete', kind: 'transaction', txHash: DEPOSIT_TX, chainId: 8453 }] }],
    inTxHashes: [DEPOSIT_TX],
    txHashes: [],
    quote: bridgeQuote(),
    startedAt: 1_000,
    updatedAt: 2_000,
    ...overrides,
  }
}
