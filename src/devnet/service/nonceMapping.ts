import { zeroAddress, type Address, type Hex } from 'viem'
import { NONCE_MAPPING_PRIMARY_TYPE, nonceMappingFields } from '../../core/eip712/nonceMapping'
import { SPEC_PROFILE, type ProtocolProfile } from '../../core/protocol/profile'

/** The venue's name in `sign.value.chainId` of the nonce mapping (lowercase, as the spec says). */
export const VENUE_SIGNATURE_NAME = 'devnet'
/** The venue's network name in `sendAsset`'s network-name field. */
export const VENUE_NETWORK_NAME = 'Devnet'

/**
 * The nonce-mapping typed data, built in one place so that the authorize step the quote hands
 * out and the signature `/authorize` verifies cannot drift apart. It is the newest version the
 * profile accepts: version 2 names the `depositor`, the user whose venue transfer the nonce is.
 */
export function nonceMappingTypedData({ signingChainId, wallet, id, nonce, profile = SPEC_PROFILE }: { signingChainId: number; wallet: Address; id: Hex; nonce: number; profile?: ProtocolProfile | undefined }) {
  const { domainName, versions } = profile.nonceMapping
  const version = versions.at(-1) ?? '1'
  return {
    domain: { name: domainName, version, chainId: signingChainId, verifyingContract: zeroAddress },
    types: { [NONCE_MAPPING_PRIMARY_TYPE]: nonceMappingFields(version).map((field) => ({ ...field })) },
    primaryType: NONCE_MAPPING_PRIMARY_TYPE as typeof NONCE_MAPPING_PRIMARY_TYPE,
    message: { chainId: VENUE_SIGNATURE_NAME, wallet, ...(version === '2' ? { depositor: wallet } : {}), id, nonce: BigInt(nonce) },
  }
}
