import { describe, expect, it } from 'vitest'
import { getTransaction, getTransactionCount } from 'wagmi/actions'
import { AllowanceError, createFerryClient, executeQuote, InsufficientFundsError, SimulationRevertedError, type FerryError, type QuoteResponse, type TransactionData } from '../../core/index'
import { simulationRefusal } from '../../core/execute/simulate'
import { caught, counting } from '../../core/test/executeSetup'
import { DEV_USER_USDC, type Devnet } from '../../devnet/startDevnet'
import { chainOf, ETH_BRIDGE, fastPoll, startDevnetForFile, userOf } from '../../devnet/test/harness'
import { walletFromWagmi } from '../wallet/walletFromWagmi'
import { wagmiDevnet } from './wagmiDevnet'

let devnet: Devnet
startDevnetForFile((started) => (devnet = started))

/** A host's wagmi config, connected on 31337, and the core executor driven through the adapter. */
async function connected(accountIndex: number) {
  const account = devnet.accounts[accountIndex]!
  const host = wagmiDevnet(devnet, account, { startChainId: 31337 })
  await host.connect()
  const client = createFerryClient({ baseUrl: devnet.serviceUrl, venueApiUrl: devnet.venueUrl })
  const wallet = walletFromWagmi(host.config, account.address)
  const quote = () => client.getQuote({ user: account.address, ...ETH_BRIDGE })
  const nonce = () => getTransactionCount(host.config, { address: account.address, chainId: 31337 })
  return { host, client, wallet, quote, nonce }
}

describe('walletFromWagmi: simulation and fee reads through the host config', () => {
  it('stops a deposit that would revert before the connector is asked to send', async () => {
    const t = await connected(0)
    const quote = await t.quote()
    // Tampered to revert in the depository, with a gas limit so the connector would not estimate first.
    quote.steps[0]!.items[0]!.data = { ...quote.steps[0]!.items[0]!.data, value: '0', gas: '200000' }
    const before = await t.nonce()
    const error = await executeQuote({ quote, client: t.client, wallet: t.wallet, poll: fastPoll }).catch((e: unknown) => e as FerryError)
    expect(error).toBeInstanceOf(SimulationRevertedError)
    expect(error).toMatchObject({ code: 'SIMULATION_REVERTED', chainId: 31337 })
    expect(await t.nonce()).toBe(before)
  })

  it('sends with the chain fees instead of a maxPriorityFeePerGas of 1e18 wei from the quote', async () => {
    const t = await connected(1)
    const quote = await t.quote()
    quote.steps[0]!.items[0]!.data = { ...quote.steps[0]!.items[0]!.data, maxFeePerGas: (10n ** 18n).toString(), maxPriorityFeePerGas: (10n ** 18n).toString() }
    const result = await executeQuote({ quote, client: t.client, wallet: t.wallet, poll: fastPoll })
    const current = await t.wallet.estimateFees!(31337)
    const sent = await getTransaction(t.host.config, { hash: result.inTxHashes[0] as `0x${string}`, chainId: 31337 })
    expect(sent.maxPriorityFeePerGas).toBeLessThanOrEqual(current.maxPriorityFeePerGas! * 3n)
    expect(sent.maxFeePerGas).toBeLessThanOrEqual(current.maxFeePerGas * 3n)
  })
  it('drops a maxPriorityFeePerGas of 1e18 wei when the fees cannot be read through the config: the connector estimates', async () => {
    const t = await connected(2)
    const quote = await t.quote()
    quote.steps[0]!.items[0]!.data = { ...quote.steps[0]!.items[0]!.data, maxPriorityFeePerGas: (10n ** 18n).toString() }
    const blind = { ...t.wallet, estimateFees: () => Promise.reject(new Error('the node refuses eth_feeHistory and eth_gasPrice')) }
    const result = await executeQuote({ quote, client: t.client, wallet: blind, poll: fastPoll })
    const sent = await getTransaction(t.host.config, { hash: result.inTxHashes[0] as `0x${string}`, chainId: 31337 })
    expect(sent.maxPriorityFeePerGas).toBeLessThan(10n ** 15n)
  })
})

describe('walletFromWagmi: balances read through the host config', () => {
  it('reads the native balance (wagmi getBalance) and an ERC-20 one (balanceOf through readContract)', async () => {
    const t = await connected(3)
    const { address } = devnet.accounts[3]!
    const viemSide = userOf(devnet, devnet.accounts[3]!).publicClient(31338)
    expect(await t.wallet.getBalance!({ chainId: 31338, address })).toBe(await viemSide.getBalance({ address }))
    expect(await t.wallet.getBalance!({ chainId: 31338, address, token: chainOf(devnet, 31338).contracts.usdc })).toBe(DEV_USER_USDC)
    // The zero address reads as native, as the quote names it.
    expect(await t.wallet.getBalance!({ chainId: 31338, address, token: '0x0000000000000000000000000000000000000000' })).toBe(await viemSide.getBalance({ address }))
  })

  it('stops a run for more USDC than the account holds with INSUFFICIENT_FUNDS naming USDC; the connector is never asked', async () => {
    const t = await connected(4)
    const usdc = chainOf(devnet, 31337).contracts.usdc
    const quote = await t.client.getQuote({
      ...ETH_BRIDGE,
      user: devnet.accounts[4]!.address,
      originCurrency: usdc,
      destinationCurrency: chainOf(devnet, 31338).contracts.usdc,
      amount: (2n * DEV_USER_USDC).toString(),
    })
    const counted = counting(t.wallet)
    const before = await t.nonce()
    const error = await caught(executeQuote({ quote, client: t.client, wallet: counted.wallet, poll: fastPoll }))
    expect(error).toBeInstanceOf(InsufficientFundsError)
    expect(error).toMatchObject({ code: 'INSUFFICIENT_FUNDS', chainId: 31337, currency: usdc, symbol: 'USDC', required: 2n * DEV_USER_USDC, available: DEV_USER_USDC })
    expect(error.shortMessage).toBe('Not enough USDC on chain 31337: the quote needs 2000000.000000 and the wallet holds 1000000.000000')
    expect(counted.calls).toEqual(['getBalance'])
    expect(await t.nonce()).toBe(before)
  })
})

describe('walletFromWagmi: batched calls (EIP-5792) on the devnet', () => {
  /** A 5 USDC bridge quote of account `index`: an approval step, then the deposit. */
  async function usdcQuote(t: Awaited<ReturnType<typeof connected>>, index: number) {
    return t.client.getQuote({
      ...ETH_BRIDGE,
      user: devnet.accounts[index]!.address,
      originCurrency: chainOf(devnet, 31337).contracts.usdc,
      destinationCurrency: chainOf(devnet, 31338).contracts.usdc,
      amount: '5000000',
    })
  }
  const callsOf = (quote: QuoteResponse) =>
    quote.steps.flatMap((step) => step.items.map(({ data }) => ({ ...(data as TransactionData), value: BigInt((data as TransactionData).value) })).map(({ to, data, value }) => ({ to, data, value })))

  it("simulates the deposit after its approval as one block on anvil (eth_simulateV1), and a deposit alone as the allowance revert it is", async () => {
    const t = await connected(5)
    const quote = await usdcQuote(t, 5)
    const from = devnet.accounts[5]!.address
    expect(await t.wallet.simulateCalls!({ chainId: 31337, from, calls: callsOf(quote) })).toEqual([{ status: 'success' }, { status: 'success' }])
    const [alone] = await t.wallet.simulateCalls!({ chainId: 31337, from, calls: callsOf(quote).slice(1) })
    expect(alone!.status).toBe('failure')
    const refusal = simulationRefusal(alone!.status === 'failure' ? alone!.error : undefined, { requestId: quote.steps[0]!.requestId!, stepId: 'deposit', chainId: 31337 })
    expect(refusal).toBeInstanceOf(AllowanceError)
  })

  it("a connector without the atomic capability (wagmi's mock) reads unsupported, and a USDC bridge asks twice", async () => {
    const t = await connected(6)
    expect(await t.wallet.getCapabilities!({ chainId: 31337 })).toEqual({ atomic: 'unsupported' })
    const counted = counting(t.wallet)
    const before = await t.nonce()
    await expect(executeQuote({ quote: await usdcQuote(t, 6), client: t.client, wallet: counted.wallet, poll: fastPoll })).resolves.toMatchObject({ status: 'success' })
    expect(counted.calls.filter((call) => call === 'sendTransaction')).toHaveLength(2)
    expect(counted.calls).not.toContain('sendCalls')
    expect((await t.nonce()) - before).toBe(2)
  })
})
