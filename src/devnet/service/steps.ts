import { encodeFunctionData, type Address, type Hex } from 'viem'
import { VENUE_CHAIN_ID, type ItemCheck, type Step } from '../../core/index'
import { depositoryArtifact } from '../contracts/artifacts'
import { erc20Abi } from 'viem'
import { VENUE_NETWORK_NAME, nonceMappingTypedData } from './nonceMapping'
import { sendAssetFields } from '../../core/eip712/venueSendAsset'
import { TRANSFER_WITH_AUTHORIZATION_FIELDS, TRANSFER_WITH_AUTHORIZATION_PRIMARY_TYPE } from '../../core/eip712/permit'
import { SPEC_PROFILE, type ProtocolProfile } from '../../core/protocol/profile'

/*
 * The steps a quote hands out, one builder per kind (docs/devnet.md, "Requests"). Amounts are
 * bigints here and strings on the wire.
 */

/** Where the client polls until the deposit is indexed. */
export function statusCheck(requestId: Hex): ItemCheck {
  return { endpoint: `/intents/status?requestId=${requestId}`, method: 'GET' }
}

interface EvmDeposit {
  requestId: Hex
  chainId: number
  user: Address
  depository: Address
  amount: bigint
}

/** EVM origin, native currency: `depositNative(requestId)` carrying the whole input as value. */
export function depositNativeStep({ requestId, chainId, user, depository, amount }: EvmDeposit): Step {
  const data = encodeFunctionData({ abi: depositoryArtifact.abi, functionName: 'depositNative', args: [requestId] })
  return depositStep(requestId, { from: user, to: depository, data, value: amount.toString(), chainId })
}

/** EVM origin, ERC20: `depositErc20(token, amount, requestId)`; the depository pulls the tokens. */
export function depositErc20Step({ requestId, chainId, user, depository, amount, token }: EvmDeposit & { token: Address }): Step {
  const data = encodeFunctionData({ abi: depositoryArtifact.abi, functionName: 'depositErc20', args: [token, amount, requestId] })
  return depositStep(requestId, { from: user, to: depository, data, value: '0', chainId })
}

/**
 * The approval the ERC20 deposit needs. Its item has no `check`: the request stays `waiting`
 * until the deposit, so a client polling after the approval would wait for nothing.
 */
export function approveStep({ requestId, chainId, user, token, spender, amount }: { requestId: Hex; chainId: number; user: Address; token: Address; spender: Address; amount: bigint }): Step {
  const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, amount] })
  return {
    id: 'approve',
    action: 'Approve',
    description: 'Allow the depository to take the amount of the deposit',
    kind: 'transaction',
    requestId,
    items: [{ status: 'incomplete', data: { from: user, to: token, data, value: '0', chainId } }],
  }
}

function depositStep(requestId: Hex, data: { from: Address; to: Address; data: Hex; value: string; chainId: number }): Step {
  return {
    id: 'deposit',
    action: 'Confirm transaction in your wallet',
    description: 'Deposit the funds for the request on the origin chain',
    kind: 'transaction',
    requestId,
    items: [{ status: 'incomplete', data, check: statusCheck(requestId) }],
  }
}

/** Withdrawal, first step: the user maps the venue transfer's nonce to the request id, with the profile's names. */
export function authorizeStep({ requestId, user, nonce, signingChainId, profile = SPEC_PROFILE }: { requestId: Hex; user: Address; nonce: number; signingChainId: number; profile?: ProtocolProfile | undefined }): Step {
  const typed = nonceMappingTypedData({ signingChainId, wallet: user, id: requestId, nonce, profile })
  const { depositor } = typed.message
  return {
    id: 'authorize',
    action: 'Sign authorization',
    description: 'Authorize the withdrawal: tie the venue transfer nonce to this request',
    kind: 'signature',
    requestId,
    items: [
      {
        status: 'incomplete',
        data: {
          sign: {
            signatureKind: 'eip712',
            domain: typed.domain,
            types: typed.types,
            // JSON has no bigint: the nonce goes out as the number the client signs.
            value: { ...typed.message, nonce },
            primaryType: typed.primaryType,
          },
          post: {
            endpoint: '/authorize',
            method: 'POST',
            body: { type: 'nonce-mapping', walletChainId: VENUE_CHAIN_ID, wallet: user, ...(depositor ? { depositor } : {}), nonce, id: requestId, signatureChainId: signingChainId },
          },
        },
      },
    ],
  }
}

/** Withdrawal, second step: the venue `sendAsset` of the input to the solver, signed and posted to the venue, with the profile's names. */
export function venueDepositStep({ requestId, nonce, destination, token, sourceDex, amount, profile = SPEC_PROFILE }: { requestId: Hex; nonce: number; destination: Address; token: string; sourceDex: string; amount: string; profile?: ProtocolProfile | undefined }): Step {
  const { chainField, primaryType } = profile.venue
  const parameters = { [chainField]: VENUE_NETWORK_NAME, destination, sourceDex, destinationDex: '', token, amount, fromSubAccount: '', nonce }
  return {
    id: 'deposit',
    action: 'Confirm transfer in your wallet',
    description: 'Send the funds to the solver on the venue',
    kind: 'transaction',
    requestId,
    items: [
      {
        status: 'incomplete',
        data: {
          action: { type: 'sendAsset', parameters },
          nonce,
          eip712Types: { [primaryType]: sendAssetFields(profile) },
          eip712PrimaryType: primaryType,
        },
        check: statusCheck(requestId),
      },
    ],
  }
}

/** `amount` (smallest unit, at most 6 decimals) as the venue writes it: six fraction digits, e.g. `"12.500000"`. */
export function venueAmount(amount: bigint, decimals: number): string {
  const micro = amount * 10n ** BigInt(6 - decimals)
  const fraction = (micro % 1_000_000n).toString().padStart(6, '0')
  return `${micro / 1_000_000n}.${fraction}`
}

/** The EIP-3009 authorization a permit step asks for: what the user signs and the service submits. */
export interface PermitTerms {
  chainId: number
  /** The token, whose own EIP-712 domain the authorization is signed on. */
  token: Address
  /** The token's EIP-712 domain name (its `name()`); the version is USDC's, "2". */
  tokenName: string
  from: Address
  /** The solver's receiving address on the chain, as `GET /chains` lists it. */
  to: Address
  value: bigint
  validAfter: bigint
  validBefore: bigint
  nonce: Hex
}

/** The authorization's typed data, as the permit step hands it out for the user to sign. */
export function permitTypedData(permit: PermitTerms) {
  return {
    domain: { name: permit.tokenName, version: '2', chainId: permit.chainId, verifyingContract: permit.token },
    // The client's definition of EIP-3009's type; the token's own typehash holds it true (testUsdc.test.ts).
    types: { TransferWithAuthorization: TRANSFER_WITH_AUTHORIZATION_FIELDS },
    primaryType: TRANSFER_WITH_AUTHORIZATION_PRIMARY_TYPE,
    message: { from: permit.from, to: permit.to, value: permit.value, validAfter: permit.validAfter, validBefore: permit.validBefore, nonce: permit.nonce },
  } as const
}

/**
 * A permit step (`usePermit`), as the published service serves it: one signature of an EIP-3009
 * `TransferWithAuthorization` from the user to the solver for the input amount, posted to
 * `/execute/permits` with `kind: "eip3009"`. The service submits it and pays the gas: the user
 * sends no transaction. The client's `Step` types only the nonce mapping's body, hence a type here.
 */
export function permitStep(requestId: Hex, permit: PermitTerms) {
  const typed = permitTypedData(permit)
  const { value, validAfter, validBefore } = typed.message
  return {
    id: 'authorize1',
    action: 'Sign authorization',
    description: 'Sign to let the service move the amount of the transfer; it pays the network fee',
    kind: 'signature' as const,
    requestId,
    items: [
      {
        status: 'incomplete',
        data: {
          sign: {
            signatureKind: 'eip712' as const,
            domain: typed.domain,
            types: typed.types,
            primaryType: typed.primaryType,
            // As published: the amount a decimal string, the times numbers.
            value: { ...typed.message, value: value.toString(), validAfter: Number(validAfter), validBefore: Number(validBefore) },
          },
          post: { endpoint: '/execute/permits', method: 'POST', body: { kind: 'eip3009', requestId, api: 'swap' } },
        },
        check: statusCheck(requestId),
      },
    ],
  }
}

export type PermitStep = ReturnType<typeof permitStep>
