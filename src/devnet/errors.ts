import { FerryError, type DevnetErrorCode } from '../core/errors/base'

export type { DevnetErrorCode }

/** Something the devnet itself could not do: start anvil, deploy, bind a port. */
export class DevnetError extends FerryError {
  override name = 'DevnetError'
  declare readonly code: DevnetErrorCode

  constructor(code: DevnetErrorCode, message: string, options: { cause?: unknown; details?: string | undefined } = {}) {
    super(code, message, options)
  }
}
