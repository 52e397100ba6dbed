import { zeroAddress, type Address, type Hex } from 'viem'
import { NONCE_MAPPING_DOMAIN_NAME, NONCE_MAPPING_FIELDS, NONCE_MAPPING_PRIMARY_TYPE } from '../../core/eip712/nonceMapping'

/** The venue's name in `sign.value.chainId` of the nonce mapping (lowercase, as the spec says). */
export const VENUE_SIGNATURE_NAME = 'devnet'
/** The venue's network name in `sendAsset`'s `venueChain`. */
export const VENUE_NETWORK_NAME = 'Devnet'

export const nonceMappingTypes = { [NONCE_MAPPING_PRIMARY_TYPE]: NONCE_MAPPING_FIELDS }

/**
 * The nonce-mapping typed data, built in one place so that the authorize step the quote hands
 * out and the signature `/authorize` verifies cannot drift apart.
 */
export function nonceMappingTypedData({ signingChainId, wallet, id, nonce }: { signingChainId: number; wallet: Address; id: Hex; nonce: number }) {
  return {
    domain: { name: NONCE_MAPPING_DOMAIN_NAME, version: '1', chainId: signingChainId, verifyingContract: zeroAddress },
    types: nonceMappingTypes,
    primaryType: NONCE_MAPPING_PRIMARY_TYPE as typeof NONCE_MAPPING_PRIMARY_TYPE,
    message: { chainId: VENUE_SIGNATURE_NAME, wallet, id, nonce: BigInt(nonce) },
  }
}
