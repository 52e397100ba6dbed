import { decodeErrorResult, encodeFunctionData, parseEther, parseEventLogs, type Address, type Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { revertDataOf, withTestChain, type TestChain } from '../chain/test/testChain'
import { demoTargetArtifact, routerArtifact, testUsdcArtifact } from './artifacts'

const amount = 75n * 10n ** 6n

function usdcBalance({ publicClient, contracts }: TestChain, owner: Address) {
  return publicClient.readContract({ address: contracts.usdc, abi: testUsdcArtifact.abi, functionName: 'balanceOf', args: [owner] })
}

/** Gives the router `amount` USDC, as the solver does before a multicall that spends USDC. */
async function fundRouter({ walletFor, receiptOf, contracts, deployer }: TestChain) {
  await receiptOf(await walletFor(deployer).writeContract({ address: contracts.usdc, abi: testUsdcArtifact.abi, functionName: 'transfer', args: [contracts.router, amount] }))
}

const call = (to: Address, data: Hex, value = 0n) => ({ to, data, value })
const approve = (spender: Address, value: bigint) => encodeFunctionData({ abi: testUsdcArtifact.abi, functionName: 'approve', args: [spender, value] })
const payUsdc = (beneficiary: Address, value: bigint) =>
  encodeFunctionData({ abi: demoTargetArtifact.abi, functionName: 'payUsdc', args: [beneficiary, value, 'order 7'] })

describe('Router', () => {
  it('runs the calls in order as itself: its approval lets DemoTarget take its USDC for the beneficiary', () =>
    withTestChain(async (chain) => {
      const { publicClient, walletFor, receiptOf, contracts, bob, alice } = chain
      await fundRouter(chain)
      const calls = [call(contracts.usdc, approve(contracts.demoTarget, amount)), call(contracts.demoTarget, payUsdc(alice.address, amount))]
      const { status, logs } = await receiptOf(await walletFor(bob).writeContract({ address: contracts.router, abi: routerArtifact.abi, functionName: 'multicall', args: [calls] }))

      expect(status).toBe('success')
      const [paid] = parseEventLogs({ abi: demoTargetArtifact.abi, eventName: 'Paid', logs })
      expect(paid?.args).toEqual({ payer: contracts.router, beneficiary: alice.address, token: contracts.usdc, amount, memo: 'order 7' })
      expect(await publicClient.readContract({ address: contracts.demoTarget, abi: demoTargetArtifact.abi, functionName: 'paidUsdc', args: [alice.address] })).toBe(amount)
      expect(await usdcBalance(chain, contracts.router)).toBe(0n)
    }))

  it('passes each call its value out of what the multicall was sent', () =>
    withTestChain(async ({ publicClient, walletFor, receiptOf, contracts, bob, alice }) => {
      const value = parseEther('0.25')
      const data = encodeFunctionData({ abi: demoTargetArtifact.abi, functionName: 'payEth', args: [alice.address, 'gift'] })
      const hash = await walletFor(bob).writeContract({ address: contracts.router, abi: routerArtifact.abi, functionName: 'multicall', args: [[call(contracts.demoTarget, data, value)]], value })
      expect((await receiptOf(hash)).status).toBe('success')
      expect(await publicClient.readContract({ address: contracts.demoTarget, abi: demoTargetArtifact.abi, functionName: 'paidEth', args: [alice.address] })).toBe(value)
    }))

  it('reverts as a whole with the failing call’s own revert data (ERC20InsufficientAllowance without an approval)', () =>
    withTestChain(async (chain) => {
      const { publicClient, walletFor, receiptOf, contracts, bob, alice } = chain
      await fundRouter(chain)
      const transfer = encodeFunctionData({ abi: testUsdcArtifact.abi, functionName: 'transfer', args: [alice.address, 1n] })
      const calls = [call(contracts.usdc, transfer), call(contracts.demoTarget, payUsdc(alice.address, amount))]
      const multicall = { address: contracts.router, abi: routerArtifact.abi, functionName: 'multicall', args: [calls] } as const

      const data = await revertDataOf(publicClient.simulateContract({ ...multicall, account: bob.address }))
      expect(decodeErrorResult({ abi: testUsdcArtifact.abi, data })).toMatchObject({
        errorName: 'ERC20InsufficientAllowance',
        args: [contracts.demoTarget, 0n, amount],
      })

      // Mined anyway (explicit gas skips the estimate): the first call's transfer must be undone too.
      const aliceBefore = await usdcBalance(chain, alice.address)
      const { status } = await receiptOf(await walletFor(bob).writeContract({ ...multicall, gas: 500_000n }))
      expect(status).toBe('reverted')
      expect(await usdcBalance(chain, contracts.router)).toBe(amount)
      expect(await usdcBalance(chain, alice.address)).toBe(aliceBefore)
    }))

  it('cleanupErc20s sends each token’s whole balance to the matching recipient', () =>
    withTestChain(async (chain) => {
      const { walletFor, receiptOf, contracts, bob, alice } = chain
      await fundRouter(chain)
      const aliceBefore = await usdcBalance(chain, alice.address)
      const hash = await walletFor(bob).writeContract({ address: contracts.router, abi: routerArtifact.abi, functionName: 'cleanupErc20s', args: [[contracts.usdc], [alice.address]] })
      expect((await receiptOf(hash)).status).toBe('success')
      expect(await usdcBalance(chain, contracts.router)).toBe(0n)
      expect(await usdcBalance(chain, alice.address)).toBe(aliceBefore + amount)
    }))

  it('cleanupErc20s rejects token and recipient lists of different lengths', () =>
    withTestChain(async ({ publicClient, contracts, bob }) => {
      const data = await revertDataOf(
        publicClient.simulateContract({ account: bob.address, address: contracts.router, abi: routerArtifact.abi, functionName: 'cleanupErc20s', args: [[contracts.usdc], []] }),
      )
      expect(decodeErrorResult({ abi: routerArtifact.abi, data }).errorName).toBe('LengthMismatch')
    }))

  it('accepts plain native transfers and cleanupNative sends its whole native balance out', () =>
    withTestChain(async ({ publicClient, walletFor, receiptOf, contracts, bob, alice }) => {
      const value = parseEther('2')
      await receiptOf(await walletFor(bob).sendTransaction({ to: contracts.router, value }))
      expect(await publicClient.getBalance({ address: contracts.router })).toBe(value)
      const aliceBefore = await publicClient.getBalance({ address: alice.address })
      await receiptOf(await walletFor(bob).writeContract({ address: contracts.router, abi: routerArtifact.abi, functionName: 'cleanupNative', args: [alice.address] }))
      expect(await publicClient.getBalance({ address: contracts.router })).toBe(0n)
      expect(await publicClient.getBalance({ address: alice.address })).toBe(aliceBefore + value)
    }))
})
