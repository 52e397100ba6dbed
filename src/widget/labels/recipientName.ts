import type { RecipientEagerKey, RecipientLabels } from './recipient'

/** A typed name's lookup (ENS): registered when it loads (../lazyLabels), out of the form's first load. */
export const recipientNameLabels: Omit<RecipientLabels, RecipientEagerKey> = {
  resolving: (name) => `Looking up ${name}…`,
  resolvesTo: 'Resolves to',
  notFound: (name) => `No address found for ${name}.`,
  lookupFailed: (name) => `Could not look up ${name}: try again, or paste an address.`,
  noNames: 'Names cannot be resolved here: paste an address.',
}
