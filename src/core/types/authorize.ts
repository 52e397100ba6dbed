import type { Address, Hex } from 'viem'

/** `post.body` of the authorize step. The signature travels as the `signature` query parameter. */
export interface AuthorizeBody {
  type: 'nonce-mapping'
  walletChainId: number
  wallet: Address
  /** Version 2 of the nonce mapping: the venue account that sends the transfer (the connected account). */
  depositor?: Address
  nonce: number
  id: Hex
  signatureChainId: number
}
