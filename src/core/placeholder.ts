import { PLACEHOLDER_USER } from './constants'

/** Whether `address` is `PLACEHOLDER_USER`, in any case (the service's kit writes it in lower case). */
export function isPlaceholderUser(address: unknown): boolean {
  return typeof address === 'string' && address.toLowerCase() === PLACEHOLDER_USER.toLowerCase()
}
