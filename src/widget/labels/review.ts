/** The review dialog, the last look before the wallet (its terms and fees are the quote's words). */
export interface ReviewLabels {
  title: string
  description: string
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
}

export const reviewLabels: ReviewLabels = {
  title: 'Review transfer',
  description: 'Check the details, then confirm in your wallet.',
  recipient: 'Recipient',
  recipientWarning: 'The recipient is not your connected account. Funds sent to a wrong address cannot be recovered.',
  copyRecipient: 'Copy the recipient address',
  showFullRecipient: 'Show the full address',
  slippageAcknowledge: (percent) => `I accept that the price may move up to ${percent}% against me.`,
  callTitle: 'Calls on the destination',
  callNote: (count, chain) => `${count === 1 ? 'A call runs' : `${count} calls run`} on ${chain} once the funds arrive there; what they do not spend goes to the recipient.`,
  confirm: 'Confirm',
  quoteChangedTitle: 'The quote changed',
  quoteChangedDescription: 'The price moved since you reviewed it, beyond your slippage. Nothing was sent: check the new terms below, then confirm again.',
}
