import { InvalidArgumentError } from '../errors/request'
import { isRecord, isString } from '../utils/predicates'

/** `1`: the spec's `NonceMapping` (chainId, wallet, id, nonce). `2`: the same plus `depositor`. */
export type NonceMappingVersion = '1' | '2'

/**
 * The protocol's names: what the withdrawal's two signatures are made in, and what the
 * executor's safety checks compare against. Anything signed under another name is refused.
 */
export interface ProtocolProfile {
  /** For messages and `ferry-devnet --profile`. */
  name: string
  nonceMapping: {
    /** EIP-712 domain name of the authorize step. */
    domainName: string
    /** Domain versions accepted, in order; the last is the newest. */
    versions: readonly NonceMappingVersion[]
  }
  venue: {
    /** EIP-712 domain name of the venue's `sendAsset`. */
    domainName: string
    /** Primary type of `sendAsset`, also its key in `eip712Types`. */
    primaryType: string
    /** The `sendAsset` parameter (first in its type) naming the venue's network. */
    chainField: string
  }
}

/** The spec's names (the default). */
export const SPEC_PROFILE: ProtocolProfile = {
  name: 'spec',
  nonceMapping: { domainName: 'ServiceNonceMapping', versions: ['1'] },
  venue: { domainName: 'VenueSignTransaction', primaryType: 'VenueTransaction:SendAsset', chainField: 'venueChain' },
}

/** The names the live service and its venue use (README, "Protocol profiles"). */
export const LIVE_PROFILE: ProtocolProfile = {
  name: 'live',
  nonceMapping: { domainName: 'RelayNonceMapping', versions: ['1', '2'] },
  venue: { domainName: 'HyperliquidSignTransaction', primaryType: 'HyperliquidTransaction:SendAsset', chainField: 'hyperliquidChain' },
}

/** A profile, or the name of a built-in one. */
export type ProfileOption = ProtocolProfile | 'spec' | 'live'

/**
 * Both built-in profiles: the spec's names and the live service's name the same service and its
 * venue, so a client accepts either unless told to keep to one. Every other rule is the same.
 */
export const ACCEPTED_PROFILES: readonly ProtocolProfile[] = [SPEC_PROFILE, LIVE_PROFILE]

/** The profiles a client accepts: the one an option names, or both built-in ones without an option. */
export function resolveProfiles(option: ProfileOption | undefined): readonly ProtocolProfile[] {
  return option === undefined ? ACCEPTED_PROFILES : [resolveProfile(option)]
}

/** Profiles, or one: what the builders and the executor's checks are given. */
export type ProfileChoice = ProtocolProfile | readonly ProtocolProfile[]

/** `choice` as a non-empty list; the spec's profile when none is given. */
export function profileList(choice: ProfileChoice | undefined): readonly [ProtocolProfile, ...ProtocolProfile[]] {
  const list = choice === undefined ? [] : Array.isArray(choice) ? choice : [choice as ProtocolProfile]
  const [first = SPEC_PROFILE, ...rest] = list
  return [first, ...rest]
}

/** The profile an option names; a malformed custom profile is an argument error. */
export function resolveProfile(option: ProfileOption | undefined = SPEC_PROFILE): ProtocolProfile {
  const profile: unknown = option === 'spec' ? SPEC_PROFILE : option === 'live' ? LIVE_PROFILE : option
  const { nonceMapping: mapping, venue } = isRecord(profile) ? profile : {}
  const names = isRecord(profile) && isRecord(mapping) && isRecord(venue) ? [profile.name, mapping.domainName, venue.domainName, venue.primaryType, venue.chainField] : []
  const versions: unknown = isRecord(mapping) ? mapping.versions : undefined
  const ok = names.length > 0 && names.every((name) => isString(name) && name !== '') && Array.isArray(versions) && versions.length > 0 && versions.every((v) => v === '1' || v === '2')
  if (!ok) throw new InvalidArgumentError({ argument: 'profile', message: 'must be "spec", "live" or a ProtocolProfile (non-empty names; versions "1" and/or "2")' })
  return profile as ProtocolProfile
}
