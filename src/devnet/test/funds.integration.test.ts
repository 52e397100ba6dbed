import { createTestClient, createWalletClient, erc20Abi, http, type Address } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { executeQuote, InsufficientFundsError, NATIVE_CURRENCY, type QuoteResponse } from '../../core/index'
import { caught, counting } from '../../core/test/executeSetup'
import { viemChain } from '../chain/clients'
import type { Devnet } from '../startDevnet'
import type { DevnetAccount } from '../types'
import { chainOf, ETH_BRIDGE, fastPoll, startDevnetForFile, usdcBalance, userOf } from './harness'

let devnet: Devnet
startDevnetForFile((started) => (devnet = started))

/** What a wallet call that is no read asks of the user: none may happen before the funds check refuses. */
const READS = new Set(['getBalance', 'estimateFees', 'getCode', 'call'])

/** A dev user whose wallet counts every call, running quotes through the core executor. */
function countedUser(account: DevnetAccount) {
  const user = userOf(devnet, account)
  const counted = counting(user.wallet)
  const run = (quote: QuoteResponse) => executeQuote({ quote, client: user.client, wallet: counted.wallet, poll: fastPoll })
  const failure = (quote: QuoteResponse) => caught(run(quote))
  const prompts = () => counted.calls.filter((method) => !READS.has(method))
  const nonce = () => user.publicClient(31337).getTransactionCount({ address: account.address })
  return { ...user, wallet: counted.wallet, calls: counted.calls, run, failure, prompts, nonce }
}

/** Sets the account's ETH on 31337, as a user who holds little would have it. */
async function setEth(account: DevnetAccount, value: bigint): Promise<void> {
  const chain = viemChain(chainOf(devnet, 31337))
  await createTestClient({ mode: 'anvil', chain, transport: http() }).setBalance({ address: account.address, value })
}

/** Sends all but `keep` of the account's USDC on 31337 away (to the solver), from the account itself. */
async function keepUsdc(account: DevnetAccount, keep: bigint): Promise<Address> {
  const chain = chainOf(devnet, 31337)
  const user = userOf(devnet, account)
  const held = await usdcBalance(user.publicClient(31337), chain.contracts.usdc, account.address)
  const wallet = createWalletClient({ account: privateKeyToAccount(account.privateKey), chain: viemChain(chain), transport: http() })
  const hash = await wallet.writeContract({ address: chain.contracts.usdc, abi: erc20Abi, functionName: 'transfer', args: [devnet.solver.address, held - keep] })
  await user.publicClient(31337).waitForTransactionReceipt({ hash })
  return chain.contracts.usdc
}

const usdcBridge = (amount: string) => ({ ...ETH_BRIDGE, originCurrency: chainOf(devnet, 31337).contracts.usdc, destinationCurrency: chainOf(devnet, 31338).contracts.usdc, amount })

describe('devnet: a run the wallet cannot pay stops with INSUFFICIENT_FUNDS before the wallet is asked', () => {
  it('5 USDC with 1 USDC held: names USDC, what is needed and held; the wallet only read the balance', async () => {
    const t = countedUser(devnet.accounts[0]!)
    const usdc = await keepUsdc(t.account, 1_000_000n)
    const quote = await t.quote(usdcBridge('5000000'))
    const before = await t.nonce()

    const error = await t.failure(quote)
    expect(error).toBeInstanceOf(InsufficientFundsError)
    expect(error).toMatchObject({ code: 'INSUFFICIENT_FUNDS', chainId: 31337, currency: usdc, symbol: 'USDC', decimals: 6, required: 5_000_000n, available: 1_000_000n })
    expect(error.shortMessage).toBe('Not enough USDC on chain 31337: the quote needs 5.000000 and the wallet holds 1.000000')
    expect(t.calls).toEqual(['getBalance'])
    expect(await t.nonce()).toBe(before)
  })

  it('0.01 ETH with 0.005 ETH held: names ETH, the zero address as currency', async () => {
    const t = countedUser(devnet.accounts[1]!)
    await setEth(t.account, 5n * 10n ** 15n)
    const error = await t.failure(await t.quote(ETH_BRIDGE))
    expect(error).toMatchObject({ code: 'INSUFFICIENT_FUNDS', chainId: 31337, currency: NATIVE_CURRENCY, symbol: 'ETH', required: 10n ** 16n, available: 5n * 10n ** 15n })
    expect(error.shortMessage).toBe('Not enough ETH on chain 31337: the quote needs 0.010000 and the wallet holds 0.005000')
    expect(t.prompts()).toEqual([])
  })

  it('the value held but not its gas, when the quote fixes gas limit and fees: value + limit × max fee is needed', async () => {
    const t = countedUser(devnet.accounts[2]!)
    await setEth(t.account, 10n ** 16n + 1n)
    const quote = await t.quote(ETH_BRIDGE)
    const fees = await t.wallet.estimateFees!(31337)
    quote.steps[0]!.items[0]!.data = { ...quote.steps[0]!.items[0]!.data, gas: '100000', maxFeePerGas: fees.maxFeePerGas.toString(), maxPriorityFeePerGas: fees.maxPriorityFeePerGas!.toString() }
    t.calls.length = 0

    const error = await t.failure(quote)
    expect(error).toMatchObject({ code: 'INSUFFICIENT_FUNDS', currency: NATIVE_CURRENCY, required: 10n ** 16n + 100_000n * fees.maxFeePerGas, available: 10n ** 16n + 1n })
    expect(t.calls).toEqual(['estimateFees', 'getBalance'])
  })

  it('gas the quote leaves to the wallet, beyond what is held: the node\'s refusal is INSUFFICIENT_FUNDS too, and nothing is mined', async () => {
    const t = countedUser(devnet.accounts[3]!)
    await setEth(t.account, 10n ** 16n + 1n)
    const before = await t.nonce()
    const error = await t.failure(await t.quote(ETH_BRIDGE))
    expect(error).toBeInstanceOf(InsufficientFundsError)
    expect(error).toMatchObject({ code: 'INSUFFICIENT_FUNDS', chainId: 31337, currency: NATIVE_CURRENCY, required: undefined, available: undefined, stepId: 'deposit' })
    // The check could not know the gas: the wallet was asked, and its node refused.
    expect(t.calls).toContain('sendTransaction')
    expect(await t.nonce()).toBe(before)
  })

  it('a wallet without getBalance skips the check; the simulation still tells a value beyond the balance before the send', async () => {
    const t = countedUser(devnet.accounts[7]!)
    await setEth(t.account, 5n * 10n ** 15n)
    const { getBalance: _none, ...blind } = t.wallet
    const error = await caught(executeQuote({ quote: await t.quote(ETH_BRIDGE), client: t.client, wallet: blind, poll: fastPoll }))
    expect(error).toMatchObject({ code: 'INSUFFICIENT_FUNDS', chainId: 31337, currency: NATIVE_CURRENCY, required: undefined })
    expect(t.calls).not.toContain('getBalance')
    expect(t.prompts()).toEqual([])
  })
})

describe('devnet: a run the wallet can pay is not blocked', () => {
  it('runs an ETH bridge and a USDC bridge (approval and deposit) to success, the balance read first', async () => {
    const t = countedUser(devnet.accounts[4]!)
    expect((await t.run(await t.quote(ETH_BRIDGE))).status).toBe('success')
    expect(t.calls.indexOf('getBalance')).toBeLessThan(t.calls.indexOf('sendTransaction'))
    const usdc = await t.quote(usdcBridge('5000000'))
    expect(usdc.steps.map((step) => step.id)).toEqual(['approve', 'deposit'])
    expect((await t.run(usdc)).status).toBe('success')
  })

  it('runs a USDC bridge of exactly the balance', async () => {
    const t = countedUser(devnet.accounts[5]!)
    await keepUsdc(t.account, 5_000_000n)
    expect((await t.run(await t.quote(usdcBridge('5000000')))).status).toBe('success')
  })

  it('walletFromViem reads native and ERC-20 balances through its public clients', async () => {
    const t = countedUser(devnet.accounts[6]!)
    const chain = chainOf(devnet, 31338)
    const client = t.publicClient(31338)
    expect(await t.wallet.getBalance!({ chainId: 31338, address: t.account.address })).toBe(await client.getBalance({ address: t.account.address }))
    expect(await t.wallet.getBalance!({ chainId: 31338, address: t.account.address, token: chain.contracts.usdc })).toBe(await usdcBalance(client, chain.contracts.usdc, t.account.address))
  })
})
