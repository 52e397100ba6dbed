/** The review dialog, the last look before the wallet (its terms and fees are the quote's words). */
export interface ReviewLabels {
  title: string
  description: string
  /** A venue deposit's review says what it does, in place of `description`: `account` is shortened (`0x1234…abcd`). */
  venueDepositSummary: (amount: string, account: string) => string
  /** A venue withdrawal's, the same way: to `recipient` (shortened) on `chain`. */
  venueWithdrawSummary: (amount: string, recipient: string, chain: string) => string
  recipient: string
  recipientWarning: string
  /** The recipient is shown shortened (`0x1234…abcd`): its copy button, and the disclosure of the whole address. */
  copyRecipient: string
  showFullRecipient: string
  /** Above 10% slippage, ticked before Confirm is enabled. */
  slippageAcknowledge: (percent: string) => string
  /** A cross-chain call: what runs on the destination once the funds arrive. */
  callTitle: string
  callNote: (count: number, chain: string) => string
  confirm: string
  /** The quote fetched again at confirm time asks more than the one reviewed. */
  quoteChangedTitle: string
  quoteChangedDescription: string
  /** The wallet declined the last Confirm and nothing was sent: the review stays open, this says so. */
  declinedNotice: string
  /** The terms moved while the review was open: what the user now sends or receives, and what they saw. */
  priceUpdated: (side: 'send' | 'receive', amount: string, previous: string) => string
  /** A worse change waits for this before Confirm is enabled again. */
  acceptPrice: string
}
