import type { Hex } from 'viem'

/**
 * `post.body` of a permit item (a request quoted with `usePermit`): the request the signed
 * authorization pays. The signature travels as the `signature` query parameter, as the authorize
 * step's does.
 */
export interface PermitBody {
  /** EIP-3009's `TransferWithAuthorization`, the one permit Ferry signs. */
  kind: 'eip3009'
  requestId: Hex
  /** The published service sends `"swap"`; posted as sent. */
  api?: string
}
