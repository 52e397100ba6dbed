import type { FerryErrorCode } from '../../core/index'

/** Titles of a run's errors by their code (the outcome's heading); a code without one reads `outcome.errorTitle`. */
export type ErrorLabels = Partial<Record<FerryErrorCode, string>>

export const errorLabels: ErrorLabels = {
  USER_REJECTED: 'You declined in your wallet',
  ABORTED: 'Transfer cancelled',
  EXECUTION_INTERRUPTED: 'The transfer was interrupted',
  REQUEST_FAILED: 'The transfer failed',
  REQUEST_REFUNDED: 'The transfer was refunded',
  STATUS_TIMEOUT: 'Still in progress',
  FOLLOW_STOPPED: 'Still in progress',
  QUOTE_CHANGED: 'The quote changed',
  TRANSACTION_FAILED: 'The transaction failed',
  ALLOWANCE_ERROR: 'Token allowance too low',
  UNSAFE_STEP: 'Stopped for your safety',
  SIMULATION_REVERTED: 'The transaction would fail: nothing was sent',
  UNEXPECTED_SIGNATURE_REQUEST: 'Stopped for your safety',
  VENUE_SUBMISSION_FAILED: 'The venue refused the transfer',
  WALLET_ERROR: 'Your wallet reported an error',
  // The core's message, shown as the reason, names the token, what is needed and what is held.
  INSUFFICIENT_FUNDS: 'Not enough funds in your wallet',
  WALLET_NOT_CONNECTED: 'Connect a wallet first',
  EXECUTION_IN_PROGRESS: 'A transfer is already running',
  PLACEHOLDER_QUOTE: 'Quote again for your wallet',
  HTTP_ERROR: 'The service answered with an error',
  NETWORK_ERROR: 'Could not reach the service',
  TIMEOUT: 'The service took too long',
  MALFORMED_RESPONSE: 'Unexpected answer from the service',
}
