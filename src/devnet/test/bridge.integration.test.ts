import { encodeFunctionData, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createWalletClient, http } from 'viem'
import { describe, expect, it } from 'vitest'
import { NATIVE_CURRENCY, pollStatus } from '../../core/index'
import { viemChain } from '../chain/clients'
import { depositoryArtifact } from '../contracts/artifacts'
import type { Devnet } from '../startDevnet'
import { chainOf, fastPoll, gasPaid, usdcBalance, startDevnetForFile, userOf } from './harness'

let devnet: Devnet
startDevnetForFile((started) => (devnet = started))

describe('devnet: bridge and swap', () => {
  it('bridges native ETH from 31337 to 31338; the recipient receives exactly the quoted amount', async () => {
    const user = userOf(devnet, devnet.accounts[0]!)
    const recipient = devnet.accounts[8]!.address
    const dest = user.publicClient(31338)
    const before = await dest.getBalance({ address: recipient })
    const { quote, result } = await user.quoteAndExecute({
      originChainId: 31337,
      destinationChainId: 31338,
      originCurrency: NATIVE_CURRENCY,
      destinationCurrency: NATIVE_CURRENCY,
      amount: '10000000000000000',
      tradeType: 'EXACT_INPUT',
      recipient,
    })
    expect(result.status).toBe('success')
    expect(result.txHashes.length).toBeGreaterThan(0)
    expect((await dest.getBalance({ address: recipient })) - before).toBe(BigInt(quote.details.currencyOut!.amount))
  })

  it('swaps USDC on 31337 to an exact amount of USDC on 31338, approving the depository first', async () => {
    const user = userOf(devnet, devnet.accounts[1]!)
    const origin = chainOf(devnet, 31337)
    const dest = chainOf(devnet, 31338)
    const owner = user.account.address
    const [inBefore, outBefore] = await Promise.all([
      usdcBalance(user.publicClient(31337), origin.contracts.usdc, owner),
      usdcBalance(user.publicClient(31338), dest.contracts.usdc, owner),
    ])
    const { quote, result } = await user.quoteAndExecute({
      originChainId: 31337,
      destinationChainId: 31338,
      originCurrency: origin.contracts.usdc,
      destinationCurrency: dest.contracts.usdc,
      amount: '25000000',
      tradeType: 'EXACT_OUTPUT',
    })
    expect(quote.steps.map((step) => step.id)).toEqual(['approve', 'deposit'])
    expect(result.inTxHashes).toHaveLength(2)
    const amountIn = BigInt(quote.details.currencyIn!.amount)
    expect(inBefore - (await usdcBalance(user.publicClient(31337), origin.contracts.usdc, owner))).toBe(amountIn)
    expect((await usdcBalance(user.publicClient(31338), dest.contracts.usdc, owner)) - outBefore).toBe(25_000_000n)
  })

  it('treats chain 999 as an ordinary origin and destination', async () => {
    const user = userOf(devnet, devnet.accounts[2]!, { startChainId: 999 })
    const owner = user.account.address
    const ethBefore = await user.publicClient(31337).getBalance({ address: owner })
    const out = await user.quoteAndExecute({
      originChainId: 999,
      destinationChainId: 31337,
      originCurrency: NATIVE_CURRENCY,
      destinationCurrency: NATIVE_CURRENCY,
      amount: '4000000000000000000',
      tradeType: 'EXACT_INPUT',
    })
    expect(out.result.status).toBe('success')
    expect((await user.publicClient(31337).getBalance({ address: owner })) - ethBefore).toBe(BigInt(out.quote.details.currencyOut!.amount))

    const usdc999 = chainOf(devnet, 999).contracts.usdc
    const usdcBefore = await usdcBalance(user.publicClient(999), usdc999, owner)
    const back = await user.quoteAndExecute({
      originChainId: 31337,
      destinationChainId: 999,
      originCurrency: NATIVE_CURRENCY,
      destinationCurrency: usdc999,
      amount: '10000000',
      tradeType: 'EXACT_OUTPUT',
    })
    expect(back.result.status).toBe('success')
    expect((await usdcBalance(user.publicClient(999), usdc999, owner)) - usdcBefore).toBe(10_000_000n)
  })

  it('refunds a deposit that does not match its quote instead of filling it', async () => {
    const account = devnet.accounts[3]!
    const user = userOf(devnet, account)
    const origin = user.publicClient(31337)
    const quote = await user.client.getQuote({
      user: account.address,
      originChainId: 31337,
      destinationChainId: 31338,
      originCurrency: NATIVE_CURRENCY,
      destinationCurrency: NATIVE_CURRENCY,
      amount: '20000000000000000',
      tradeType: 'EXACT_INPUT',
    })
    const requestId = quote.steps[0]!.requestId
    const short = BigInt(quote.details.currencyIn!.amount) - 1n
    const wallet = createWalletClient({ account: privateKeyToAccount(account.privateKey), chain: viemChain(chainOf(devnet, 31337)), transport: http() })
    const before = await origin.getBalance({ address: account.address })
    const hash: Hex = await wallet.sendTransaction({
      to: chainOf(devnet, 31337).contracts.depository,
      data: encodeFunctionData({ abi: depositoryArtifact.abi, functionName: 'depositNative', args: [requestId] }),
      value: short,
    })
    await origin.waitForTransactionReceipt({ hash })
    const status = await pollStatus(user.client, requestId, fastPoll)
    expect(status.status).toBe('refund')
    expect(before - (await origin.getBalance({ address: account.address }))).toBe(await gasPaid(origin, hash))
  })
})
