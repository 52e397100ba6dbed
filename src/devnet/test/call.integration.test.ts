import { encodeFunctionData, erc20Abi } from 'viem'
import { describe, expect, it } from 'vitest'
import { AllowanceError, NATIVE_CURRENCY, RequestRefundedError } from '../../core/index'
import { demoTargetArtifact } from '../contracts/artifacts'
import type { Devnet } from '../startDevnet'
import { chainOf, gasPaid, startDevnetForFile, userOf } from './harness'

let devnet: Devnet
startDevnetForFile((started) => (devnet = started))

const payEth = (beneficiary: `0x${string}`) =>
  encodeFunctionData({ abi: demoTargetArtifact.abi, functionName: 'payEth', args: [beneficiary, 'ferry call'] })
const payUsdc = (beneficiary: `0x${string}`, amount: bigint) =>
  encodeFunctionData({ abi: demoTargetArtifact.abi, functionName: 'payUsdc', args: [beneficiary, amount, 'ferry call'] })

describe('devnet: cross-chain call', () => {
  it('runs txs on the destination through the router with the request value', async () => {
    const user = userOf(devnet, devnet.accounts[0]!)
    const target = chainOf(devnet, 31338).contracts.demoTarget
    const beneficiary = devnet.accounts[7]!.address
    const value = 3_000_000_000_000_000n
    const { result } = await user.quoteAndExecute({
      originChainId: 31337,
      destinationChainId: 31338,
      originCurrency: NATIVE_CURRENCY,
      destinationCurrency: NATIVE_CURRENCY,
      amount: value.toString(),
      tradeType: 'EXACT_OUTPUT',
      txs: [{ to: target, value: value.toString(), data: payEth(beneficiary) }],
    })
    expect(result.status).toBe('success')
    const paid = await user.publicClient(31338).readContract({ address: target, abi: demoTargetArtifact.abi, functionName: 'paidEth', args: [beneficiary] })
    expect(paid).toBe(value)
  })

  it('pays in USDC when the approval of the target stands before the spending call', async () => {
    const user = userOf(devnet, devnet.accounts[1]!)
    const dest = chainOf(devnet, 31338)
    const beneficiary = devnet.accounts[6]!.address
    const price = 5_000_000n
    const { result } = await user.quoteAndExecute({
      originChainId: 31337,
      destinationChainId: 31338,
      originCurrency: NATIVE_CURRENCY,
      destinationCurrency: dest.contracts.usdc,
      amount: '0',
      tradeType: 'EXACT_OUTPUT',
      txs: [
        { to: dest.contracts.usdc, value: '0', data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [dest.contracts.demoTarget, price] }) },
        { to: dest.contracts.demoTarget, value: '0', data: payUsdc(beneficiary, price) },
      ],
    })
    expect(result.status).toBe('success')
    const paid = await user.publicClient(31338).readContract({
      address: dest.contracts.demoTarget,
      abi: demoTargetArtifact.abi,
      functionName: 'paidUsdc',
      args: [beneficiary],
    })
    expect(paid).toBe(price)
  })

  it('ends a USDC call without its approval in refund, naming the missing allowance', async () => {
    const account = devnet.accounts[2]!
    const user = userOf(devnet, account)
    const dest = chainOf(devnet, 31338)
    const origin = user.publicClient(31337)
    const before = await origin.getBalance({ address: account.address })
    const outcome = await user
      .quoteAndExecute({
        originChainId: 31337,
        destinationChainId: 31338,
        originCurrency: NATIVE_CURRENCY,
        destinationCurrency: dest.contracts.usdc,
        amount: '0',
        tradeType: 'EXACT_OUTPUT',
        txs: [{ to: dest.contracts.demoTarget, value: '0', data: payUsdc(account.address, 5_000_000n) }],
      })
      .catch((error: unknown) => error)
    expect(outcome).toBeInstanceOf(RequestRefundedError)
    const error = outcome as RequestRefundedError
    expect(error.walk((e) => e instanceof AllowanceError)).toBeInstanceOf(AllowanceError)
    // Everything deposited came back: the user is out of pocket only the gas of the deposit.
    const depositHash = error.status.inTxHashes[0] as `0x${string}`
    expect(before - (await origin.getBalance({ address: account.address }))).toBe(await gasPaid(origin, depositHash))
  })
})
