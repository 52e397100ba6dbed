import {
  HttpError,
  RequestFailedError,
  RequestRefundedError,
  StatusTimeoutError,
  TransactionFailedError,
  UserRejectedError,
  type StatusResponse,
} from '../../src/core/index'
import type { ExecutionState } from '../../src/react/index'
import { BATCH_TX, batchedRecords, BRIDGE_REQUEST_ID, bridgeExecution, bridgeQuote, DEPOSIT_TX, erc20Quote, FILL_TX, REFUND_TX, venueWithdrawalQuote, withRecords, WITHDRAW_REQUEST_ID } from '../../src/widget/test/quotes'

/**
 * Execution states for every stage, on the quote fixtures of the widget's own tests
 * (src/widget/execution/test/quotes.ts): 0.01 ETH on Base to 32.98 USDC on Arbitrum.
 */
export { bridgeQuote, bridgeQuoteWithoutUsd, erc20Quote, highFeeQuote, venueDepositQuote, venueWithdrawalQuote, USER, OTHER } from '../../src/widget/test/quotes'

/** Running states started a few seconds before the stories load: the timer reads like a real run. */
const running = { startedAt: Date.now() - 3_000 }

/** The bridge's one deposit, recorded as `status`. */
const deposit = (status: string, txHash?: `0x${string}`) => withRecords(bridgeQuote(), [{ status, ...(txHash ? { txHash } : {}) }])

export const awaitingWallet: ExecutionState = bridgeExecution({
  ...running,
  phase: 'awaiting-wallet',
  quote: deposit('waiting-for-wallet'),
  inTxHashes: [],
})

export const submitting: ExecutionState = bridgeExecution({
  ...running,
  phase: 'submitting',
  quote: deposit('submitted', DEPOSIT_TX),
})

export const confirming: ExecutionState = bridgeExecution({
  ...running,
  phase: 'confirming',
  quote: deposit('confirming', DEPOSIT_TX),
})

/** The deposit is done; the service has not picked it up yet (no status read, or `waiting`). */
export const awaitingService: ExecutionState = bridgeExecution(running)

/** The service is filling (`pending`): "Sending USDC on Arbitrum". */
export const polling: ExecutionState = bridgeExecution({ ...running, status: { status: 'pending', inTxHashes: [DEPOSIT_TX], txHashes: [] } })

/** An ERC-20 transfer: the approval confirmed, the deposit waiting for the wallet. */
export const approvedAwaitingDeposit: ExecutionState = bridgeExecution({
  ...running,
  phase: 'awaiting-wallet',
  quote: withRecords(erc20Quote(), [{ status: 'complete', txHash: `0x${'a7'.repeat(32)}` }, { status: 'waiting-for-wallet' }]),
  inTxHashes: [`0x${'a7'.repeat(32)}`],
})

/** Polling after the deposit, and the last status read failed: still checking, never "failed". */
export const stillChecking: ExecutionState = { ...polling, statusError: new HttpError({ url: 'http://127.0.0.1/intents/status/v3', status: 404, serviceMessage: 'unknown request', errorCode: undefined, body: undefined }),
}

/** The run gave up waiting (30 min) for a request that may still complete. */
export const stillInProgress: ExecutionState = bridgeExecution({
  phase: 'error',
  status: { status: 'pending', inTxHashes: [DEPOSIT_TX], txHashes: [] },
  error: new StatusTimeoutError({ requestId: BRIDGE_REQUEST_ID, txHashes: [DEPOSIT_TX] }),
  endedAt: 9_000,
})

/** A venue withdrawal waiting for its second signature: the authorization is signed. */
export const withdrawalSecondSignature: ExecutionState = {
  phase: 'awaiting-wallet',
  requestId: WITHDRAW_REQUEST_ID,
  inTxHashes: [],
  txHashes: [],
  quote: withRecords(venueWithdrawalQuote(), [{ status: 'complete' }, { status: 'waiting-for-wallet' }]),
  ...running,
  updatedAt: 2_000,
}

export const success: ExecutionState = bridgeExecution({
  phase: 'success',
  txHashes: [FILL_TX],
  status: { status: 'success', inTxHashes: [DEPOSIT_TX], txHashes: [FILL_TX] },
  endedAt: 3_000,
})

/** Failed, the refund not yet seen: the run still polls. */
export const failureAwaitingRefund: ExecutionState = bridgeExecution({ phase: 'failure', status: { status: 'failure', inTxHashes: [DEPOSIT_TX], txHashes: [] } })

export const failure: ExecutionState = bridgeExecution({
  phase: 'failure',
  error: new RequestFailedError({ requestId: BRIDGE_REQUEST_ID, status: { status: 'failure', inTxHashes: [DEPOSIT_TX], txHashes: [] } }),
  endedAt: 9_000,
})

const refunded: StatusResponse = { status: 'refund', inTxHashes: [DEPOSIT_TX], txHashes: [REFUND_TX], originChainId: 8453 }

/** Refunded, the quote naming the refund currency (4.98 USDC back on Base). */
export const refundWithAmount: ExecutionState = bridgeExecution({
  phase: 'refund',
  quote: withRecords(erc20Quote(), [{ status: 'complete', txHash: `0x${'a7'.repeat(32)}` }, { status: 'complete', txHash: DEPOSIT_TX }]),
  txHashes: [REFUND_TX],
  status: refunded,
  error: new RequestRefundedError({ requestId: BRIDGE_REQUEST_ID, status: refunded }),
  endedAt: 9_000,
})

export const refund: ExecutionState = bridgeExecution({
  phase: 'refund',
  txHashes: [REFUND_TX],
  status: refunded,
  error: new RequestRefundedError({ requestId: BRIDGE_REQUEST_ID, status: refunded }),
  endedAt: 9_000,
})

export const rejected: ExecutionState = {
  phase: 'error',
  quote: deposit('failed'),
  inTxHashes: [],
  txHashes: [],
  error: new UserRejectedError({ requestId: BRIDGE_REQUEST_ID }),
  endedAt: 5_000,
}

/** The deposit was sent and reverted: it left the wallet, so no other try is offered. */
export const transactionFailed: ExecutionState = {
  ...rejected,
  quote: deposit('failed', DEPOSIT_TX),
  inTxHashes: [DEPOSIT_TX],
  error: new TransactionFailedError({ txHash: DEPOSIT_TX, chainId: 8453, reason: 'reverted' }),
}

/** An ERC-20 transfer sent as one wallet batch (EIP-5792): the approval and the deposit wait for one confirmation. */
export const batchAwaitingWallet: ExecutionState = bridgeExecution({
  ...running,
  phase: 'awaiting-wallet',
  quote: batchedRecords('waiting-for-wallet'),
  inTxHashes: [],
})

/** The batch's one transaction confirming: one entry, its two calls, one link. */
export const batchConfirming: ExecutionState = bridgeExecution({
  ...running,
  phase: 'confirming',
  quote: batchedRecords('confirming'),
  inTxHashes: [BATCH_TX],
})
