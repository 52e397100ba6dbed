import { type QuoteResponse, type StepItem } from '../../core/index'
import { authorizeItem, venueDepositItem } from '../../core/test/eip712Fixtures'
import { permitQuote as permitBody } from '../../core/test/fixtures/quotes'
import { patchItem } from '../../core/run/records'
import type { ExecutionState } from '../../react/index'

/**
 * Quote bodies for the execution views' tests and stories, shaped as the service sends them, in the
 * widget's own figures (0.01 ETH on Base to 32.98 USDC on Arbitrum). Factories: each test gets its
 * own copy.
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

export const SOLVER = '0x1dA5212527B611FA26a679F652Ca82511b7dEf2F'
export const DEPOSITORY = '0x53d442986722AA2cB58057A46983728C5960CF00'
export const WITHDRAW_NONCE = 1733155123456
const baseUsdc = () => ({ chainId: 8453, address: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913', symbol: 'USDC', name: 'USD Coin', decimals: 6 })

export interface VenueWithdrawalStepsOptions {
  requestId: `0x${string}`
  /** The venue account that signs both messages. */
  user: `0x${string}`
  /** The venue's decimal amount, as it writes it: `25.000000`. */
  amount: string
  /** The solver account the venue transfer pays. */
  destination: string
  nonce: number
  /** The chain the authorization is signed on. */
  signatureChainId: number
}

/**
 * A venue withdrawal's two steps as the service sends them: sign the nonce mapping (`authorize`),
 * then sign the venue's `sendAsset` (`deposit`), under the spec's names. The stories' stub host
 * builds its withdrawals with it too.
 */
export function venueWithdrawalSteps({ requestId, user, amount, destination, nonce, signatureChainId }: VenueWithdrawalStepsOptions): QuoteResponse['steps'] {
  const step = { requestId, kind: 'transaction' as const }
  return [
    { ...step, id: 'authorize', action: 'Sign authorization', description: 'Authorize the transfer of your funds from the venue', kind: 'signature', items: [authorizeItem({ wallet: user, id: requestId, nonce, chainId: signatureChainId })] },
    { ...step, id: 'deposit', action: 'Confirm transfer', description: 'Send your funds from the venue to the solver', items: [venueDepositItem({ id: requestId, nonce, destination, amount })] },
  ]
}

/** Withdraw 25 USDC from the venue (1337) to Arbitrum. */
export function venueWithdrawalQuote(): QuoteResponse {
  return {
    steps: venueWithdrawalSteps({ requestId: WITHDRAW_REQUEST_ID, user: USER as `0x${string}`, amount: '25.000000', destination: SOLVER, nonce: WITHDRAW_NONCE, signatureChainId: 42161 }),
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

/** 5 USDC on Base to USDC on Arbitrum: approve the depository for exactly 5 USDC, then deposit. */
export function erc20Quote(): QuoteResponse {
  const quote = bridgeQuote()
  const [deposit] = quote.steps
  const approveData = `0x095ea7b3${DEPOSITORY.slice(2).toLowerCase().padStart(64, '0')}${(5_000_000n).toString(16).padStart(64, '0')}` as const
  const usdc = baseUsdc()
  return {
    ...quote,
    steps: [
      { ...deposit!, id: 'approve', action: 'Approve', items: [{ status: 'incomplete', data: { from: USER as `0x${string}`, to: usdc.address as `0x${string}`, data: approveData, value: '0', chainId: 8453 } }] },
      { ...deposit!, items: [{ ...deposit!.items[0]!, data: { from: USER as `0x${string}`, to: DEPOSITORY as `0x${string}`, data: '0x' as const, value: '0', chainId: 8453 } }] },
    ],
    details: {
      ...quote.details,
      currencyIn: { currency: usdc, amount: '5000000', amountFormatted: '5.0', amountUsd: '5.00' },
      currencyOut: { currency: arbUsdc(), amount: '4990000', amountFormatted: '4.99', amountUsd: '4.99' },
      refundCurrency: { currency: usdc, amount: '4980000', amountFormatted: '4.98' },
    },
  }
}

/** 0.01 ETH on Base deposited to the venue as 33 USDC: one native deposit transaction. */
export function venueDepositQuote(): QuoteResponse {
  const quote = bridgeQuote()
  return { ...quote, details: { ...quote.details, currencyOut: { currency: venueUsdc(), amount: '3300000000', amountFormatted: '33' } } }
}

/** `quote` with its items' records, one per item in order across steps, as the core writes them while it runs. */
export function withRecords(quote: QuoteResponse, records: Pick<StepItem, 'status' | 'txHash' | 'batchId'>[]): QuoteResponse {
  const positions = quote.steps.flatMap((step, stepIndex) => step.items.map((_, itemIndex) => ({ stepIndex, itemIndex })))
  return records.reduce((recorded, record, n) => patchItem(recorded, positions[n]!, record), quote)
}

/** An execution of `bridgeQuote` in `phase`, with its deposit sent and confirmed. */
export function bridgeExecution(overrides: Partial<ExecutionState> = {}): ExecutionState {
  return {
    phase: 'polling',
    requestId: BRIDGE_REQUEST_ID,
    inTxHashes: [DEPOSIT_TX],
    txHashes: [],
    quote: withRecords(bridgeQuote(), [{ status: 'complete', txHash: DEPOSIT_TX }]),
    startedAt: 1_000,
    updatedAt: 2_000,
    ...overrides,
  }
}

export const BATCH_ID = '0xba7c4'
export const BATCH_TX = `0x${'b7'.repeat(32)}` as const

/**
 * `erc20Quote`'s approval and deposit as the core records one wallet batch: both `status`, the
 * batch id from `submitted` on, its one hash from `confirming` on.
 */
export function batchedRecords(status: string): QuoteResponse {
  const sent = status === 'submitted' || status === 'confirming' || status === 'complete'
  const hashed = status === 'confirming' || status === 'complete'
  const record = { status, ...(sent ? { batchId: BATCH_ID } : {}), ...(hashed ? { txHash: BATCH_TX } : {}) }
  return withRecords(erc20Quote(), [record, record])
}

/** The permit's validity in the fixture: 11:30 UTC on 2026-11-28 (unix seconds). */
export const PERMIT_VALID_BEFORE = 1_795_865_400

/**
 * 25 USDC on Base to USDC on Arbitrum quoted with `usePermit`: one EIP-3009 signature to the solver,
 * as the published service serves it, posted to `/execute/permits` (the core's fixture).
 */
export function permitQuote(): QuoteResponse {
  const body = permitBody({ user: USER as `0x${string}`, validBefore: PERMIT_VALID_BEFORE }) as unknown as QuoteResponse
  const details = { ...body.details, currencyIn: { currency: baseUsdc(), amount: '25000000', amountFormatted: '25.0', amountUsd: '25.00' }, currencyOut: { currency: arbUsdc(), amount: '24960000', amountFormatted: '24.96', amountUsd: '24.96' } }
  return { ...body, details }
}
