import { concat, decodeErrorResult, encodeFunctionData, parseEther, parseEventLogs, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { BATCH_EXECUTOR_ADDRESS, setBatchExecutorCode } from '../chain/batchExecutor'
import { rpcBatch } from '../chain/rpcBatch'
import { revertDataOf, withTestChain, type TestChain } from '../chain/test/testChain'
import { batchExecutorArtifact, depositoryArtifact, testUsdcArtifact } from './artifacts'

const USDC = 10n ** 6n
const ID = `0x${'12'.repeat(32)}` as Hex

/** Approve the depository for `approve`, then deposit `deposit` USDC: the calls of a USDC bridge. */
function approveAndDeposit({ contracts }: TestChain, { approve, deposit }: { approve: bigint; deposit: bigint }) {
  return [
    { to: contracts.usdc, value: 0n, data: encodeFunctionData({ abi: testUsdcArtifact.abi, functionName: 'approve', args: [contracts.depository, approve] }) },
    { to: contracts.depository, value: 0n, data: encodeFunctionData({ abi: depositoryArtifact.abi, functionName: 'depositErc20', args: [contracts.usdc, deposit, ID] }) },
  ]
}

/** Places the executor and has alice delegate to it (EIP-7702) in the same transaction that runs `calls`. */
async function delegateAndExecute(chain: TestChain, calls: ReturnType<typeof approveAndDeposit>) {
  await rpcBatch(chain.rpcUrl, [setBatchExecutorCode()])
  const wallet = chain.walletFor(chain.alice)
  const authorization = await wallet.signAuthorization({ account: privateKeyToAccount(chain.alice.privateKey), contractAddress: BATCH_EXECUTOR_ADDRESS, executor: 'self' })
  const hash = await wallet.writeContract({ address: chain.alice.address, abi: batchExecutorArtifact.abi, functionName: 'execute', args: [calls], authorizationList: [authorization] })
  return chain.receiptOf(hash)
}

const allowance = ({ publicClient, contracts, alice }: TestChain) =>
  publicClient.readContract({ address: contracts.usdc, abi: testUsdcArtifact.abi, functionName: 'allowance', args: [alice.address, contracts.depository] })

describe('BatchExecutor (EIP-7702)', () => {
  it('runs an approve and a deposit in one type-4 transaction from the account to itself, which then stays delegated', () =>
    withTestChain(async (chain) => {
      const { publicClient, alice, contracts } = chain
      const nonceBefore = await publicClient.getTransactionCount({ address: alice.address })
      const receipt = await delegateAndExecute(chain, approveAndDeposit(chain, { approve: 150n * USDC, deposit: 100n * USDC }))

      expect(receipt.status).toBe('success')
      expect(receipt.type).toBe('eip7702')
      // One transaction; a self-sponsored authorization spends a nonce of its own (EIP-7702), hence 2.
      const block = await publicClient.getBlock({ blockHash: receipt.blockHash })
      expect(block.transactions).toEqual([receipt.transactionHash])
      expect(await publicClient.getTransactionCount({ address: alice.address })).toBe(nonceBefore + 2)
      const [approval] = parseEventLogs({ abi: testUsdcArtifact.abi, eventName: 'Approval', logs: receipt.logs })
      const [deposit] = parseEventLogs({ abi: depositoryArtifact.abi, eventName: 'Deposit', logs: receipt.logs })
      expect(approval?.args).toEqual({ owner: alice.address, spender: contracts.depository, value: 150n * USDC })
      expect(deposit?.args).toEqual({ id: ID, from: alice.address, token: contracts.usdc, amount: 100n * USDC })
      expect(await allowance(chain)).toBe(50n * USDC)
      // EIP-7702's delegation designator: 0xef0100 followed by the executor's address.
      expect(await publicClient.getCode({ address: alice.address })).toBe(concat(['0xef0100', BATCH_EXECUTOR_ADDRESS]).toLowerCase())
    }))

  it('is atomic: a failing second call reverts the approve too, with the failing call’s own revert data', () =>
    withTestChain(async (chain) => {
      const { publicClient, walletFor, receiptOf, alice, contracts } = chain
      await delegateAndExecute(chain, approveAndDeposit(chain, { approve: 0n, deposit: 0n }).slice(0, 1))
      const calls = approveAndDeposit(chain, { approve: 10n * USDC, deposit: 100n * USDC })
      const execute = { address: alice.address, abi: batchExecutorArtifact.abi, functionName: 'execute', args: [calls] } as const

      const data = await revertDataOf(publicClient.simulateContract({ ...execute, account: alice.address }))
      expect(decodeErrorResult({ abi: testUsdcArtifact.abi, data })).toMatchObject({ errorName: 'ERC20InsufficientAllowance', args: [contracts.depository, 10n * USDC, 100n * USDC] })
      // Mined anyway (gas given, so nothing is estimated): the transaction reverts as a whole.
      const receipt = await receiptOf(await walletFor(alice).writeContract({ ...execute, gas: 300_000n }))
      expect(receipt.status).toBe('reverted')
      expect(await allowance(chain)).toBe(0n)
    }))

  it('runs calls only for the account itself', () =>
    withTestChain(async (chain) => {
      const { publicClient, alice, bob } = chain
      await delegateAndExecute(chain, approveAndDeposit(chain, { approve: 0n, deposit: 0n }).slice(0, 1))
      const calls = approveAndDeposit(chain, { approve: 10n * USDC, deposit: 1n * USDC })
      const data = await revertDataOf(
        publicClient.simulateContract({ account: bob.address, address: alice.address, abi: batchExecutorArtifact.abi, functionName: 'execute', args: [calls] }),
      )
      expect(decodeErrorResult({ abi: batchExecutorArtifact.abi, data }).errorName).toBe('Unauthorized')
    }))

  it('leaves a delegated account able to receive plain ETH', () =>
    withTestChain(async (chain) => {
      const { publicClient, walletFor, receiptOf, alice, bob } = chain
      await delegateAndExecute(chain, approveAndDeposit(chain, { approve: 0n, deposit: 0n }).slice(0, 1))
      const before = await publicClient.getBalance({ address: alice.address })
      const receipt = await receiptOf(await walletFor(bob).sendTransaction({ to: alice.address, value: parseEther('1') }))
      expect(receipt.status).toBe('success')
      expect(await publicClient.getBalance({ address: alice.address })).toBe(before + parseEther('1'))
    }))
})
