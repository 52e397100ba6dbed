import { clipText } from '../utils/clipText'
import { FerryError } from './base'

/**
 * A response from the service or the venue cannot be used safely: a field the client
 * needs is missing or has the wrong shape. Raised before anything reaches the wallet.
 */
export class MalformedResponseError extends FerryError {
  override name = 'MalformedResponseError'
  declare readonly code: 'MALFORMED_RESPONSE'
  /** Dotted path of the offending field, e.g. `steps.0.items.1.data.chainId`. */
  declare readonly path: string
  declare readonly resource: string

  constructor({ resource, path, message }: { resource: string; path: string; message: string }) {
    // A path can hold the service's own keys and a message its values: quoted up to a bound.
    super('MALFORMED_RESPONSE', `Malformed ${resource}: ${clipText(`${path || '(body)'} ${message}`)}`)
    this.path = path
    this.resource = resource
  }
}
