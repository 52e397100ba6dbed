import type { ExecutionPhase } from '../../react/index'

/** A run's phases before it has an outcome; an ended run's headline is its outcome (`common.outcomes`). */
export type RunningPhase = Extract<ExecutionPhase, 'idle' | 'awaiting-wallet' | 'submitting' | 'confirming' | 'polling'>

/** A running transfer: its headline, its timeline of wallet prompts and delivery, and its timer. */
export interface ProgressLabels {
  title: string
  phase: Record<RunningPhase, string>
  /** The headline once a signature is given (the `submitting` phase of a signature: nothing is sent on chain). */
  signatureReceived: string
  /** The headline once the deposit is done: the service sends the funds on the destination. */
  statusSending: (symbol: string, chain: string) => string
  statusConfirming: (chain: string) => string
  statusRefunding: string
  stagePending: string
  stageWalletTransaction: string
  stageWalletSignature: string
  stageSubmitted: string
  stageSigned: string
  stageConfirming: string
  stageDone: string
  stageFailed: string
  /** The timeline's last entry: what arrives and where. */
  deliveryTitle: (amount: string, chain: string) => string
  deliveryPickup: string
  deliveryRefunding: string
  deliveryRefunded: string
  /** After a permit (`usePermit`): the service sends the signed transfer on the origin chain and pays the fee. */
  permitSubmitTitle: (chain: string) => string
  permitSubmitting: string
  permitConfirmed: string
  /** `m:ss`, or `h:mm:ss`, is passed in. */
  elapsed: (time: string) => string
  remaining: (time: string) => string
  overdue: string
  /** A status read failed after the deposit; following goes on. */
  stillChecking: string
  /** Once the funds have left the wallet: the only control stops waiting here. */
  followInHistory: string
  followInHistoryHint: string
}
