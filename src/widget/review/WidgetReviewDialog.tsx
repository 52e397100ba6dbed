import type { ReactElement } from 'react'
import { useQuoteAtomicBatch } from '../batch/useQuoteAtomicBatch'
import { ReviewDialog, type ReviewDialogProps } from './ReviewDialog'

export interface WidgetReviewDialogProps extends Omit<ReviewDialogProps, 'atomic'> {
  /** `false`: the run sends each transaction on its own (`useExecuteSteps({ batch })`). Default true. */
  batch?: boolean | undefined
}

/** The widget's review: it asks the wallet whether the run will batch, and shows the prompts so. */
export function WidgetReviewDialog({ batch, ...props }: WidgetReviewDialogProps): ReactElement {
  return <ReviewDialog {...props} atomic={useQuoteAtomicBatch(props.quote, batch)} />
}
