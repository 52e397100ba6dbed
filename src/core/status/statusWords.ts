import type { RequestStatus } from '../types/status'

/** `success` and `refund` end a request; `failure` is followed, later, by `refund`. */
export function isFinalStatus(status: RequestStatus): boolean {
  return status === 'success' || status === 'refund'
}

/** Anything but the end words and `failure` (including unknown words) means still in flight. */
export function isInFlightStatus(status: RequestStatus): boolean {
  return !isFinalStatus(status) && status !== 'failure'
}
