import { FerryError } from '../core/index'

/** A Ferry hook was used outside `<FerryProvider>`. */
export class FerryProviderNotFoundError extends FerryError {
  override name = 'FerryProviderNotFoundError'
  declare readonly code: 'PROVIDER_NOT_FOUND'

  constructor({ hook }: { hook: string }) {
    super('PROVIDER_NOT_FOUND', `\`${hook}\` must be used within \`<FerryProvider>\`.`, {
      details: 'Wrap the part of the app that uses Ferry in <FerryProvider client={…}> (inside WagmiProvider and QueryClientProvider).',
    })
  }
}

/**
 * The service answered 404 for the request id for longer than `notFoundTimeoutMs`, and never
 * anything else: it does not know the request. Polling has stopped.
 */
export class RequestNotFoundError extends FerryError {
  override name = 'RequestNotFoundError'
  declare readonly code: 'REQUEST_NOT_FOUND'
  declare readonly requestId: string
  /** When the first 404 of the run of 404s came (ms since the epoch). */
  declare readonly since: number

  constructor({ requestId, since, cause }: { requestId: string; since: number; cause?: unknown }) {
    super('REQUEST_NOT_FOUND', 'The service does not know this request.', { cause, metaMessages: [`Request id: ${requestId}`] })
    Object.assign(this, { requestId, since })
  }
}
