import { decodeErrorResult, parseEther, parseEventLogs, zeroAddress, type Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { revertDataOf, withTestChain } from '../chain/test/testChain'
import { depositoryArtifact, testUsdcArtifact } from './artifacts'

const requestId: Hex = `0x${'ab'.repeat(32)}`
const errorsAbi = [...depositoryArtifact.abi, ...testUsdcArtifact.abi]

describe('Depository', () => {
  it('records a native deposit as Deposit(id, from, zero token, value) and keeps the value', () =>
    withTestChain(async ({ publicClient, walletFor, receiptOf, contracts, alice }) => {
      const value = parseEther('1.5')
      const hash = await walletFor(alice).writeContract({
        address: contracts.depository,
        abi: depositoryArtifact.abi,
        functionName: 'depositNative',
        args: [requestId],
        value,
      })
      const { logs, status } = await receiptOf(hash)
      expect(status).toBe('success')
      const [deposit] = parseEventLogs({ abi: depositoryArtifact.abi, eventName: 'Deposit', logs })
      expect(deposit?.args).toEqual({ id: requestId, from: alice.address, token: zeroAddress, amount: value })
      expect(await publicClient.getBalance({ address: contracts.depository })).toBe(value)
    }))

  it('rejects deposits of nothing, which the solver could not fill', () =>
    withTestChain(async ({ publicClient, contracts, alice }) => {
      const data = await revertDataOf(
        publicClient.simulateContract({ account: alice.address, address: contracts.depository, abi: depositoryArtifact.abi, functionName: 'depositNative', args: [requestId] }),
      )
      expect(decodeErrorResult({ abi: errorsAbi, data }).errorName).toBe('ZeroAmount')
    }))

  it('pulls an ERC20 deposit only once the depositor has approved it', () =>
    withTestChain(async ({ publicClient, walletFor, receiptOf, contracts, alice }) => {
      const amount = 250n * 10n ** 6n
      const deposit = { account: alice.address, address: contracts.depository, abi: depositoryArtifact.abi, functionName: 'depositErc20', args: [contracts.usdc, amount, requestId] } as const
      const data = await revertDataOf(publicClient.simulateContract(deposit))
      expect(decodeErrorResult({ abi: errorsAbi, data })).toMatchObject({
        errorName: 'ERC20InsufficientAllowance',
        args: [contracts.depository, 0n, amount],
      })

      const wallet = walletFor(alice)
      await receiptOf(await wallet.writeContract({ address: contracts.usdc, abi: testUsdcArtifact.abi, functionName: 'approve', args: [contracts.depository, amount] }))
      const { logs, status } = await receiptOf(await wallet.writeContract(deposit))
      expect(status).toBe('success')
      const [event] = parseEventLogs({ abi: depositoryArtifact.abi, eventName: 'Deposit', logs })
      expect(event?.args).toEqual({ id: requestId, from: alice.address, token: contracts.usdc, amount })
      const held = await publicClient.readContract({ address: contracts.usdc, abi: testUsdcArtifact.abi, functionName: 'balanceOf', args: [contracts.depository] })
      expect(held).toBe(amount)
    }))

  it('lets the owner release native and ERC20 deposits as refunds', () =>
    withTestChain(async ({ publicClient, walletFor, receiptOf, contracts, deployer, alice, bob }) => {
      const native = parseEther('1')
      const usdcAmount = 40n * 10n ** 6n
      await receiptOf(await walletFor(alice).writeContract({ address: contracts.depository, abi: depositoryArtifact.abi, functionName: 'depositNative', args: [requestId], value: native }))
      await receiptOf(await walletFor(alice).writeContract({ address: contracts.usdc, abi: testUsdcArtifact.abi, functionName: 'transfer', args: [contracts.depository, usdcAmount] }))
      const bobEth = await publicClient.getBalance({ address: bob.address })
      const bobUsdc = await publicClient.readContract({ address: contracts.usdc, abi: testUsdcArtifact.abi, functionName: 'balanceOf', args: [bob.address] })

      const owner = walletFor(deployer)
      const release = { address: contracts.depository, abi: depositoryArtifact.abi, functionName: 'release' } as const
      expect((await receiptOf(await owner.writeContract({ ...release, args: [zeroAddress, bob.address, native] }))).status).toBe('success')
      expect((await receiptOf(await owner.writeContract({ ...release, args: [contracts.usdc, bob.address, usdcAmount] }))).status).toBe('success')

      expect(await publicClient.getBalance({ address: bob.address })).toBe(bobEth + native)
      expect(await publicClient.readContract({ address: contracts.usdc, abi: testUsdcArtifact.abi, functionName: 'balanceOf', args: [bob.address] })).toBe(bobUsdc + usdcAmount)
      expect(await publicClient.getBalance({ address: contracts.depository })).toBe(0n)
    }))

  it('refuses release from anyone but the owner, so deposits cannot be drained', () =>
    withTestChain(async ({ publicClient, walletFor, receiptOf, contracts, alice }) => {
      await receiptOf(await walletFor(alice).writeContract({ address: contracts.depository, abi: depositoryArtifact.abi, functionName: 'depositNative', args: [requestId], value: 1n }))
      const data = await revertDataOf(
        publicClient.simulateContract({ account: alice.address, address: contracts.depository, abi: depositoryArtifact.abi, functionName: 'release', args: [zeroAddress, alice.address, 1n] }),
      )
      expect(decodeErrorResult({ abi: errorsAbi, data })).toMatchObject({ errorName: 'OwnableUnauthorizedAccount', args: [alice.address] })
    }))
})
