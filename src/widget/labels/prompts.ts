/** The wallet's prompts: listed in the review, and the entries of the progress timeline. */
export interface PromptLabels {
  title: (count: number) => string
  /** The prompts' titles in order, as one sentence: `Approve USDC, then deposit`. */
  sequence: (titles: string[]) => string
  approve: (symbol: string) => string
  /** `amount` is `12.5 USDC`, or `approveUnlimited` for the largest allowance. */
  approveDetail: (amount: string, spender: string, chain: string) => string
  approveUnlimited: (symbol: string) => string
  deposit: string
  depositDetail: (amount: string, chain: string) => string
  /** A venue deposit's transaction: it credits the user's venue account. */
  venueDepositDetail: (amount: string, chain: string) => string
  transaction: string
  transactionDetail: (chain: string) => string
  authorize: string
  authorizeDetail: string
  venueTransfer: string
  venueTransferDetail: (amount: string, destination: string) => string
  signature: string
  signatureDetail: string
  /** An EIP-3009 permit (`usePermit`): one signature that moves the funds. */
  permit: (symbol: string) => string
  /** `amount` is `25 USDC`, `receiver` the service's short address, `until` a time of day. */
  permitDetail: (amount: string, receiver: string, until: string) => string
  factValidUntil: string
  /** The disclosure that holds a signature's internals (its message type, nonce, request id). */
  details: string
  /** Terms of what a signature's typed data holds. */
  factMessage: string
  factMessageValue: (primaryType: string, domainName: string | undefined) => string
  factAmount: string
  factDestination: string
  factSpender: string
  factNonce: string
  factRequest: string
  factAccount: string
  /**
   * Calls the wallet takes as one confirmation (EIP-5792 batch): their titles in order, as one
   * title: `Approve USDC and deposit`.
   */
  batch: (titles: string[]) => string
  batchDetail: (count: number, chain: string) => string
  /** A batch's title in the prompts' sentence: `Approve USDC and deposit, in one confirmation`. */
  oneConfirmation: (title: string) => string
  /** The list of a batch's calls. */
  batchCalls: string
  /** The wallet batches once the account is upgraded (EIP-7702 `ready`): it asks for that in the same prompt. */
  batchUpgrade: string
}
