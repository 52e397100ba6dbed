import { FerryError } from '../core/errors/base'

/** Something the devnet itself could not do: start anvil, deploy, bind a port. */
export class DevnetError extends FerryError {
  override name = 'DevnetError'

  constructor(code: string, message: string, options: { cause?: unknown; details?: string } = {}) {
    super(code, message, options)
  }
}
