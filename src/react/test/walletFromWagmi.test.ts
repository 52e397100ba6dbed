import { describe, expect, it } from 'vitest'
import { getTransaction, getTransactionCount } from 'wagmi/actions'
import { createFerryClient, executeQuote, SimulationRevertedError, type FerryError } from '../../core/index'
import type { Devnet } from '../../devnet/startDevnet'
import { ETH_BRIDGE, fastPoll, startDevnetForFile } from '../../devnet/test/harness'
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

