import type { Address, Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { expect } from 'vitest'
import { UnexpectedSignatureRequestError } from '../errors/signature'
import { SPEC_PROFILE, type ProtocolProfile } from '../protocol/profile'
import type { SignatureItem, VenueDepositItem } from '../types/quote'

/* Test-only: realistic step items of the venue withdrawal flow, shaped as the spec describes them. */

/** anvil's first and second well-known dev keys. */
export const userAccount = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
export const otherAccount = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')

export const requestId: Hex = '0x9b7e1a06c5ffa5a1a4e1ab8c2c0d51d9c3a65f0b5e6f9d0c7b1a2e3f4d5c6b7a'
/** Millisecond timestamp, as venue nonces are. */
export const transferNonce = 1_732_300_000_000
/** Address of the service on the venue: where `sendAsset` moves the funds. */
export const serviceVenueAddress = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
export const ARBITRUM = 42_161

export interface AuthorizeItemOptions {
  wallet?: Address | undefined
  id?: Hex | undefined
  nonce?: number | undefined
  /** The step's default signing chain: `sign.domain.chainId` and `post.body.signatureChainId`. */
  chainId?: number | undefined
  /** Domain name from the profile. Default the spec's. */
  profile?: ProtocolProfile | undefined
  /** `2` adds `depositor` (default `wallet`) to the type, the value and the body. */
  version?: '1' | '2' | undefined
  depositor?: Address | undefined
}

/** A fresh authorize-step item on every call, so tests may modify their copy. */
export function authorizeItem({
  wallet = userAccount.address,
  id = requestId,
  nonce = transferNonce,
  chainId = 1337,
  profile = SPEC_PROFILE,
  version = '1',
  depositor = wallet,
}: AuthorizeItemOptions = {}): SignatureItem {
  const v2 = version === '2'
  return {
    status: 'incomplete',
    data: {
      sign: {
        signatureKind: 'eip712',
        domain: {
          name: profile.nonceMapping.domainName,
          version,
          chainId,
          verifyingContract: '0x0000000000000000000000000000000000000000',
        },
        types: {
          NonceMapping: [
            { name: 'chainId', type: 'string' },
            { name: 'wallet', type: 'address' },
            ...(v2 ? [{ name: 'depositor', type: 'address' }] : []),
            { name: 'id', type: 'bytes32' },
            { name: 'nonce', type: 'uint256' },
          ],
        },
        value: { chainId: 'venue', wallet, ...(v2 ? { depositor } : {}), id, nonce },
        primaryType: 'NonceMapping',
      },
      post: {
        endpoint: '/authorize',
        method: 'POST',
        body: {
          type: 'nonce-mapping',
          walletChainId: 1337,
          wallet,
          ...(v2 ? { depositor } : {}),
          nonce,
          id,
          signatureChainId: chainId,
        },
      },
    },
    check: { endpoint: `/intents/status?requestId=${id}`, method: 'GET' },
  }
}

export interface VenueDepositItemOptions {
  id?: Hex | undefined
  nonce?: number | undefined
  destination?: string | undefined
  /** Decimal string with six fraction digits. */
  amount?: string | undefined
  /** Primary type and network-name field from the profile. Default the spec's. */
  profile?: ProtocolProfile | undefined
}

/** A fresh deposit-step item of the venue withdrawal on every call. */
export function venueDepositItem({
  id = requestId,
  nonce = transferNonce,
  destination = serviceVenueAddress,
  amount = '25.500000',
  profile = SPEC_PROFILE,
}: VenueDepositItemOptions = {}): VenueDepositItem {
  const { chainField, primaryType } = profile.venue
  return {
    status: 'incomplete',
    data: {
      action: {
        type: 'sendAsset',
        parameters: {
          [chainField]: 'Mainnet',
          destination,
          sourceDex: '',
          destinationDex: 'spot',
          token: 'USDC:0x6d1e7cde53ba9467b783cb7c530ce054',
          amount,
          fromSubAccount: '',
          nonce,
        },
      },
      nonce,
      eip712Types: {
        [primaryType]: [
          { name: chainField, type: 'string' },
          { name: 'destination', type: 'string' },
          { name: 'sourceDex', type: 'string' },
          { name: 'destinationDex', type: 'string' },
          { name: 'token', type: 'string' },
          { name: 'amount', type: 'string' },
          { name: 'fromSubAccount', type: 'string' },
          { name: 'nonce', type: 'uint64' },
        ],
      },
      eip712PrimaryType: primaryType,
    },
    check: { endpoint: `/intents/status?requestId=${id}`, method: 'GET' },
  }
}

/** Freezes a value and everything in it, so any write by the code under test throws. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const child of Object.values(value)) deepFreeze(child)
    Object.freeze(value)
  }
  return value
}

/** Runs `run`, asserts it threw UnexpectedSignatureRequestError, and returns the error. */
export function catchUnexpected(run: () => unknown): UnexpectedSignatureRequestError {
  try {
    run()
  } catch (error) {
    expect(error).toBeInstanceOf(UnexpectedSignatureRequestError)
    return error as UnexpectedSignatureRequestError
  }
  throw new Error('expected UnexpectedSignatureRequestError, nothing was thrown')
}
