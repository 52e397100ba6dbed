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
  /** A name typed as the recipient (`vitalik.eth`), resolved on Ethereum mainnet: while it resolves, */
  resolving: (name: string) => string
  /** before the address it resolves to, */
  resolvesTo: string
  notFound: (name: string) => string
  /** when the lookup failed (the network), */
  lookupFailed: (name: string) => string
  /** and when the host's wagmi config has no mainnet to resolve it on. */
  noNames: string
}

/** The keys the form reads (in its first load); the others (./recipientName) only the name lookup (RecipientName). */
export type RecipientEagerKey = 'toggle' | 'address' | 'venueAccount' | 'invalid' | 'other' | 'useMine'

/** The recipient field and its toggle. */
export const recipientFieldLabels: Pick<RecipientLabels, RecipientEagerKey> = {
  toggle: 'Send to another address',
  address: 'Recipient address',
  venueAccount: 'Venue account',
  invalid: 'Not a valid address.',
  other: 'This is not your connected account. Check it: funds sent to a wrong address cannot be recovered.',
  useMine: 'Use my account',
}
