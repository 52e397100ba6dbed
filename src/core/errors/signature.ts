import { FerryError } from './base'

/**
 * A signature request from the service does not match the flow Ferry expects. Raised
 * before the wallet is asked for anything: Ferry never has a user sign data it does not
 * recognise, because a signature, once given, cannot be taken back.
 */
export class UnexpectedSignatureRequestError extends FerryError {
  override name = 'UnexpectedSignatureRequestError'
  declare readonly code: 'UNEXPECTED_SIGNATURE_REQUEST'
  /** Dotted path of the offending field inside the step item's `data`, e.g. `sign.domain.name`. */
  declare readonly field: string
  /** What the flow expects there, in words or as the literal value. */
  declare readonly expected: string
  declare readonly received: unknown

  constructor({ field, expected, received }: { field: string; expected: string; received: unknown }) {
    super('UNEXPECTED_SIGNATURE_REQUEST', `Refusing to sign: ${field} must be ${expected}.`, {
      metaMessages: [`Received: ${describe(received)}`],
      details: 'Nothing was sent to the wallet.',
    })
    this.field = field
    this.expected = expected
    this.received = received
  }
}

const MAX_DESCRIPTION = 200

function describe(value: unknown): string {
  if (value === undefined) return 'undefined'
  let text: string
  try {
    // bigint is a legitimate value here (uint256 nonces) that JSON.stringify rejects.
    text = JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? `${v}n` : v)) ?? String(value)
  } catch {
    text = String(value)
  }
  return text.length > MAX_DESCRIPTION ? `${text.slice(0, MAX_DESCRIPTION)}…` : text
}
