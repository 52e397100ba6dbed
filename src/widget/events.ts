import type { FerryErrorCode, QuoteRequest } from '../core/index'
import type { WidgetMode } from './mode'

/** An error as events carry it: the Ferry error `code` (`UNKNOWN_ERROR` for one Ferry did not recognise) and its short message. */
export interface WidgetEventError {
  code: FerryErrorCode
  message: string
}

/** Amounts are integer strings in the smallest unit of their currency, as the service sends them. */
export interface WidgetEventAmounts {
  amountIn?: string | undefined
  amountOut?: string | undefined
}

/** One call of a wallet batch: the step item it sends. */
export interface WidgetEventCall {
  stepId: string
  itemIndex: number
}

/**
 * What the widget reports through `onEvent`, in order: a quote is requested, then received or
 * failed (again at every refresh); on review, an execution starts, its steps update, and it ends
 * in `success`, `refund` or `failure`. Each carries the mode it happened in. Transactions the
 * wallet takes as one batch (EIP-5792: an approval and its deposit in one confirmation) report
 * together, as one `batch-updated` per status change with the calls inside, instead of a
 * `step-updated` each.
 */
export type WidgetEvent =
  | { type: 'quote-requested'; mode: WidgetMode; request: QuoteRequest }
  | ({ type: 'quote-received'; mode: WidgetMode; request: QuoteRequest; quotedAt: number } & WidgetEventAmounts)
  | { type: 'quote-failed'; mode: WidgetMode; request: QuoteRequest | undefined; error: WidgetEventError }
  | ({ type: 'execution-started'; mode: WidgetMode; request: QuoteRequest | undefined; requestId: string | undefined } & WidgetEventAmounts)
  | {
      type: 'step-updated'
      mode: WidgetMode
      requestId: string | undefined
      stepId: string
      itemIndex: number
      /** `pending`, `waiting-for-wallet`, `submitted`, `confirming`, `complete` or `failed`. */
      status: string
      txHash?: string
    }
  | {
      type: 'batch-updated'
      mode: WidgetMode
      requestId: string | undefined
      /** The wallet's id of the batch, from `submitted` on. */
      batchId?: string
      chainId: number
      /**
       * `waiting-for-wallet`, `submitted`, `confirming`, `complete` or `failed`; `incomplete` when
       * the wallet did not take the batch (nothing was sent): its calls then go one by one, each
       * reported by its own `step-updated`.
       */
      status: string
      /** The one transaction of the batch, from `confirming` on. */
      txHash?: string
      /** Its calls, in order. */
      calls: WidgetEventCall[]
    }
  | ({ type: 'success'; mode: WidgetMode; requestId: string | undefined; txHashes: string[] } & WidgetEventAmounts)
  | { type: 'failure'; mode: WidgetMode; requestId: string | undefined; error: WidgetEventError }
  | ({ type: 'refund'; mode: WidgetMode; requestId: string | undefined; txHashes: string[] } & WidgetEventAmounts)

export type WidgetEventType = WidgetEvent['type']
