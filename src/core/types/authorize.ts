import type { Address, Hex } from 'viem'

/** `post.body` of the authorize step. The signature travels as the `signature` query parameter. */
export interface AuthorizeBody {
  type: 'nonce-mapping'
  walletChainId: number
  wallet: Address
  nonce: number
  id: Hex
  signatureChainId: number
  [extra: string]: unknown
}
