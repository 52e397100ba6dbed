import { decodeErrorResult, parseEventLogs, type Address, type Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { revertDataOf, withTestChain, type TestChain } from '../chain/test/testChain'
import { permitTypedData, type PermitTerms } from '../service/steps'
import { testUsdcArtifact } from './artifacts'

const abi = testUsdcArtifact.abi

type Authorization = Pick<PermitTerms, 'from' | 'to' | 'value' | 'validAfter' | 'validBefore' | 'nonce'>

/** `alice`'s EIP-3009 authorization to pay `to`, signed as a wallet signs the typed data a permit step hands out. */
async function authorize(chain: TestChain, overrides: Partial<Authorization> = {}): Promise<{ authorization: Authorization; signature: Hex }> {
  const { timestamp } = await chain.publicClient.getBlock()
  const authorization: Authorization = {
    from: chain.alice.address,
    to: chain.bob.address,
    value: 25n * 10n ** 6n,
    validAfter: 0n,
    validBefore: timestamp + 3_600n,
    nonce: `0x${'5a'.repeat(32)}`,
    ...overrides,
  }
  const typed = permitTypedData({ ...authorization, chainId: chain.chainId, token: chain.contracts.usdc, tokenName: 'USD Coin (devnet)' })
  const signature = await chain.walletFor(chain.alice).signTypedData(typed)
  return { authorization, signature }
}

const args = ({ from, to, value, validAfter, validBefore, nonce }: Authorization, signature: Hex) => [from, to, value, validAfter, validBefore, nonce, signature] as const

describe('TestUSDC: EIP-3009, as USDC has it', () => {
  it("publishes USDC's EIP-712 domain: its name, version 2, the chain and itself", () =>
    withTestChain(async ({ publicClient, contracts, chainId }) => {
      const [, name, version, domainChainId, verifyingContract] = await publicClient.readContract({ address: contracts.usdc, abi, functionName: 'eip712Domain' })
      expect({ name, version, chainId: domainChainId, verifyingContract }).toEqual({ name: 'USD Coin (devnet)', version: '2', chainId: BigInt(chainId), verifyingContract: contracts.usdc })
    }))

  it("moves the amount on the holder's signature, submitted by another account that pays the gas, once", () =>
    withTestChain(async (chain) => {
      const { publicClient, walletFor, receiptOf, contracts, alice, bob, deployer } = chain
      const { authorization, signature } = await authorize(chain)
      const balance = (owner: Address) => publicClient.readContract({ address: contracts.usdc, abi, functionName: 'balanceOf', args: [owner] })
      const [aliceBefore, bobBefore, aliceNonce] = [await balance(alice.address), await balance(bob.address), await publicClient.getTransactionCount({ address: alice.address })]
      const submit = { address: contracts.usdc, abi, functionName: 'transferWithAuthorization', args: args(authorization, signature) } as const
      const { logs, status } = await receiptOf(await walletFor(deployer).writeContract(submit))
      expect(status).toBe('success')
      expect(parseEventLogs({ abi, eventName: 'AuthorizationUsed', logs })[0]?.args).toEqual({ authorizer: alice.address, nonce: authorization.nonce })
      expect(aliceBefore - (await balance(alice.address))).toBe(authorization.value)
      expect((await balance(bob.address)) - bobBefore).toBe(authorization.value)
      // The holder sent nothing: the submitter paid the gas.
      expect(await publicClient.getTransactionCount({ address: alice.address })).toBe(aliceNonce)
      expect(await publicClient.readContract({ address: contracts.usdc, abi, functionName: 'authorizationState', args: [alice.address, authorization.nonce] })).toBe(true)
      const replay = await revertDataOf(publicClient.simulateContract({ account: deployer.address, ...submit }))
      expect(decodeErrorResult({ abi, data: replay })).toMatchObject({ errorName: 'AuthorizationAlreadyUsed', args: [alice.address, authorization.nonce] })
    }))

  it('refuses an expired authorization, one not valid yet, another amount than signed, and a receive by anyone but the payee', () =>
    withTestChain(async (chain) => {
      const { publicClient, contracts, deployer, bob } = chain
      const { timestamp } = await publicClient.getBlock()
      const refusal = async (functionName: 'transferWithAuthorization' | 'receiveWithAuthorization', account: Address, signed: Awaited<ReturnType<typeof authorize>>, value?: bigint) => {
        const { authorization, signature } = signed
        const data = await revertDataOf(publicClient.simulateContract({ account, address: contracts.usdc, abi, functionName, args: args({ ...authorization, value: value ?? authorization.value }, signature) }))
        return decodeErrorResult({ abi, data }).errorName
      }
      expect(await refusal('transferWithAuthorization', deployer.address, await authorize(chain, { validBefore: timestamp - 1n }))).toBe('AuthorizationExpired')
      expect(await refusal('transferWithAuthorization', deployer.address, await authorize(chain, { validAfter: timestamp + 600n }))).toBe('AuthorizationNotYetValid')
      expect(await refusal('transferWithAuthorization', deployer.address, await authorize(chain), 26n * 10n ** 6n)).toBe('InvalidAuthorizationSignature')
      expect(await refusal('receiveWithAuthorization', deployer.address, await authorize(chain))).toBe('CallerMustBePayee')
      // Signed as a transfer, it is no receive authorization, even from the payee.
      expect(await refusal('receiveWithAuthorization', bob.address, await authorize(chain))).toBe('InvalidAuthorizationSignature')
    }))
})
