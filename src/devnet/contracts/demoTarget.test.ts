import { decodeErrorResult, parseEther, parseEventLogs, zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { revertDataOf, withTestChain } from '../chain/test/testChain'
import { demoTargetArtifact, testUsdcArtifact } from './artifacts'

describe('DemoTarget', () => {
  it('payEth counts the value for the beneficiary, cumulatively, and emits Paid with the zero token', () =>
    withTestChain(async ({ publicClient, walletFor, receiptOf, contracts, alice, bob }) => {
      const value = parseEther('0.1')
      const pay = { address: contracts.demoTarget, abi: demoTargetArtifact.abi, functionName: 'payEth', args: [bob.address, 'coffee'], value } as const
      const { logs } = await receiptOf(await walletFor(alice).writeContract(pay))
      await receiptOf(await walletFor(alice).writeContract(pay))

      const [paid] = parseEventLogs({ abi: demoTargetArtifact.abi, eventName: 'Paid', logs })
      expect(paid?.args).toEqual({ payer: alice.address, beneficiary: bob.address, token: zeroAddress, amount: value, memo: 'coffee' })
      expect(await publicClient.readContract({ address: contracts.demoTarget, abi: demoTargetArtifact.abi, functionName: 'paidEth', args: [bob.address] })).toBe(2n * value)
    }))

  it('payEth rejects a payment of nothing', () =>
    withTestChain(async ({ publicClient, contracts, alice, bob }) => {
      const data = await revertDataOf(
        publicClient.simulateContract({ account: alice.address, address: contracts.demoTarget, abi: demoTargetArtifact.abi, functionName: 'payEth', args: [bob.address, ''] }),
      )
      expect(decodeErrorResult({ abi: demoTargetArtifact.abi, data }).errorName).toBe('ZeroAmount')
    }))

  it('payUsdc passes USDC’s own ERC20InsufficientAllowance through unchanged, then takes the USDC once approved', () =>
    withTestChain(async ({ publicClient, walletFor, receiptOf, contracts, alice, bob }) => {
      const amount = 12n * 10n ** 6n
      const pay = { address: contracts.demoTarget, abi: demoTargetArtifact.abi, functionName: 'payUsdc', args: [bob.address, amount, 'rent'] } as const
      const data = await revertDataOf(publicClient.simulateContract({ ...pay, account: alice.address }))
      expect(decodeErrorResult({ abi: testUsdcArtifact.abi, data })).toMatchObject({
        errorName: 'ERC20InsufficientAllowance',
        args: [contracts.demoTarget, 0n, amount],
      })

      await receiptOf(await walletFor(alice).writeContract({ address: contracts.usdc, abi: testUsdcArtifact.abi, functionName: 'approve', args: [contracts.demoTarget, amount] }))
      const { logs, status } = await receiptOf(await walletFor(alice).writeContract(pay))
      expect(status).toBe('success')
      const [paid] = parseEventLogs({ abi: demoTargetArtifact.abi, eventName: 'Paid', logs })
      expect(paid?.args).toEqual({ payer: alice.address, beneficiary: bob.address, token: contracts.usdc, amount, memo: 'rent' })
      expect(await publicClient.readContract({ address: contracts.demoTarget, abi: demoTargetArtifact.abi, functionName: 'paidUsdc', args: [bob.address] })).toBe(amount)
      expect(await publicClient.readContract({ address: contracts.usdc, abi: testUsdcArtifact.abi, functionName: 'balanceOf', args: [contracts.demoTarget] })).toBe(amount)
    }))
})
