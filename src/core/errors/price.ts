import { FerryError } from './base'

/**
 * The service answered but has no USD price for the token (an unpriced or unknown token): a fact
 * about the token, not a failure, so a caller shows no price instead of an error.
 */
export class TokenPriceUnavailableError extends FerryError {
  override name = 'TokenPriceUnavailableError'
  declare readonly code: 'TOKEN_PRICE_UNAVAILABLE'
  declare readonly chainId: number
  declare readonly address: string

  constructor({ chainId, address, cause }: { chainId: number; address: string; cause?: unknown }) {
    super('TOKEN_PRICE_UNAVAILABLE', 'The service has no price for this token.', { cause, metaMessages: [`Chain: ${chainId}`, `Token: ${address}`] })
    this.chainId = chainId
    this.address = address
  }
}
