import { zeroAddress, type Address, type Hex } from 'viem'

/** The venue's name in `sign.value.chainId` of the nonce mapping (lowercase, as the spec says). */
export const VENUE_SIGNATURE_NAME = 'devnet'
/** The venue's network name in `sendAsset`'s `venueChain`. */
export const VENUE_NETWORK_NAME = 'Devnet'

export const nonceMappingTypes = {
  NonceMapping: [
    { name: 'chainId', type: 'string' },
    { name: 'wallet', type: 'address' },
    { name: 'id', type: 'bytes32' },
    { name: 'nonce', type: 'uint256' },
  ],
} as const

/**
 * The nonce-mapping typed data, built in one place so that the authorize step the quote hands
 * out and the signature `/authorize` verifies cannot drift apart.
 */
export function nonceMappingTypedData({ signingChainId, wallet, id, nonce }: { signingChainId: number; wallet: Address; id: Hex; nonce: number }) {
  return {
    domain: { name: 'ServiceNonceMapping', version: '1', chainId: signingChainId, verifyingContract: zeroAddress },
    types: nonceMappingTypes,
    primaryType: 'NonceMapping' as const,
    message: { chainId: VENUE_SIGNATURE_NAME, wallet, id, nonce: BigInt(nonce) },
  }
}
