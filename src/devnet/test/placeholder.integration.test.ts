import { describe, expect, it } from 'vitest'
import { executeQuote, PLACEHOLDER_USER, PlaceholderQuoteError, VENUE_CHAIN_ID, VENUE_PERPS_USDC, type QuoteRequestInput } from '../../core/index'
import { caught, counting } from '../../core/test/executeSetup'
import type { Devnet } from '../startDevnet'
import { chainOf, ETH_BRIDGE, fastPoll, startDevnetForFile, userOf, venueWithdrawal } from './harness'

let devnet: Devnet
startDevnetForFile((started) => (devnet = started))

/** A quote for the placeholder, as the widget asks before a wallet connects (it holds nothing). */
const forPlaceholder = (request: QuoteRequestInput): QuoteRequestInput => ({ ...request, user: PLACEHOLDER_USER })

describe('devnet: quotes for PLACEHOLDER_USER, asked before a wallet connects', () => {
  it('prices a native bridge, a USDC swap (with its approval) and a venue deposit for an account that holds nothing', async () => {
    const { client } = userOf(devnet, devnet.accounts[0]!)
    const usdc = chainOf(devnet, 31337).contracts.usdc
    const bridge = await client.getQuote(forPlaceholder(ETH_BRIDGE))
    expect(bridge.details.currencyOut?.amountUsd).toBeDefined()
    expect(bridge.details).toMatchObject({ sender: PLACEHOLDER_USER, recipient: PLACEHOLDER_USER, timeEstimate: 5 })

    const swap = await client.getQuote(forPlaceholder({ ...ETH_BRIDGE, originCurrency: usdc, amount: '100000000' }))
    expect(swap.steps.map((step) => step.id)).toEqual(['approve', 'deposit'])

    const deposit = await client.getQuote(
      forPlaceholder({ ...ETH_BRIDGE, destinationChainId: VENUE_CHAIN_ID, destinationCurrency: VENUE_PERPS_USDC, originCurrency: usdc, amount: '10000000', recipient: PLACEHOLDER_USER }),
    )
    expect(BigInt(deposit.details.currencyOut!.amount)).toBeGreaterThan(0n)
  })

  it('prices a withdrawal from the placeholder venue account too (it reads no venue balance); the widget asks none before connect', async () => {
    const { client } = userOf(devnet, devnet.accounts[0]!)
    const quote = await client.getQuote(forPlaceholder(venueWithdrawal(chainOf(devnet, 31338).contracts.usdc)))
    expect(quote.steps.map((step) => step.id)).toEqual(['authorize', 'deposit'])
  })
})

describe('devnet: executeQuote refuses a placeholder quote with PLACEHOLDER_QUOTE before anything reaches the wallet', () => {
  it('the quote as fetched: nothing asked of the wallet, no transaction sent', async () => {
    const user = userOf(devnet, devnet.accounts[1]!)
    const counted = counting(user.wallet)
    const quote = await user.client.getQuote(forPlaceholder(ETH_BRIDGE))
    const nonce = await user.publicClient(31337).getTransactionCount({ address: user.account.address })

    const error = await caught(executeQuote({ quote, client: user.client, wallet: counted.wallet, poll: fastPoll }))
    expect(error).toBeInstanceOf(PlaceholderQuoteError)
    expect(error).toMatchObject({ code: 'PLACEHOLDER_QUOTE', field: 'request.user' })
    expect(counted.calls).toEqual([])
    expect(await user.publicClient(31337).getTransactionCount({ address: user.account.address })).toBe(nonce)
  })

  it('with a requote, or with the real user named as the request: the quote itself still names the placeholder', async () => {
    const user = userOf(devnet, devnet.accounts[1]!)
    const counted = counting(user.wallet)
    const quote = await user.client.getQuote(forPlaceholder(ETH_BRIDGE))
    const requoted = await caught(executeQuote({ quote, client: user.client, wallet: counted.wallet, poll: fastPoll, requote: { maxAgeMs: 0 } }))
    expect(requoted).toMatchObject({ code: 'PLACEHOLDER_QUOTE', field: 'request.user' })
    const relabelled = await caught(
      executeQuote({ quote, client: user.client, wallet: counted.wallet, poll: fastPoll, request: { ...ETH_BRIDGE, user: user.account.address } }),
    )
    expect(relabelled).toMatchObject({ code: 'PLACEHOLDER_QUOTE', field: 'details.sender' })
    expect(counted.calls).toEqual([])
  })
})
