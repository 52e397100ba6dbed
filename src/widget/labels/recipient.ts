/** "Send to another address" and the recipient field. */
export interface RecipientLabels {
  /** Opens the recipient field on the form (`aria-expanded`); closing it sends to the account again. */
  toggle: string
  address: string
  /** The field's name on a venue deposit: the account credited on the venue. */
  venueAccount: string
  invalid: string
  other: string
  useMine: string
}

export const recipientLabels: RecipientLabels = {
  toggle: 'Send to another address',
  address: 'Recipient address',
  venueAccount: 'Venue account',
  invalid: 'Not a valid address.',
  other: 'This is not your connected account. Check it: funds sent to a wrong address cannot be recovered.',
  useMine: 'Use my account',
}
