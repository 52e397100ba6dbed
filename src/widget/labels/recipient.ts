/** "Send to another address" and the recipient field. */
export interface RecipientLabels {
  /** Opens the recipient field on the form (`aria-expanded`); closing it sends to the account again. */
  toggle: string
  address: string
  /** The field's name on a venue deposit: the account credited on the venue. */
  venueAccount: string
  invalid: string
  /** `0x` and hex digits, but not 40 of them: `count` is how many there are. */
  invalidLength: (count: number) => string
  /** 40 hex digits whose capitals fail the EIP-55 checksum: a typo, most likely. */
  invalidChecksum: string
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

/** The keys the form reads (in its first load); the others (./en/recipientLater.ts) only the field and its name lookup, which load after it. */
export const recipientEagerKeys = ['toggle', 'venueAccount'] as const
export type RecipientEagerKey = (typeof recipientEagerKeys)[number]
