import type { Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { NATIVE_CURRENCY, VENUE_CHAIN_ID, VENUE_PERPS_USDC } from '../../../core/index'
import { chainOf, gasPaid, setFaults, usdcBalance, userOf } from '../harness'
import { UI_KIT_QUOTE_HEADERS, uiKitQuoteBody } from './fixtures/uiKitQuote'
import { sdkOnDevnetForFile, type SdkOnDevnet } from './serviceSdk'

/*
 * The service's own SDK, unmodified, drives the devnet as it would drive the real service: it
 * quotes at `/quote/v2`, sends the steps from a viem wallet client (anvil signs), posts each
 * deposit to `/transactions/index`, and polls `/intents/status/v3` until the end.
 */
let sdk: SdkOnDevnet
sdkOnDevnetForFile((ready) => (sdk = ready))

const requestIdOf = (quote: { steps?: { requestId?: string }[] }) => quote.steps?.[0]?.requestId as Hex
const statusOf = (requestId: Hex) => sdk.devnet.store.get(requestId)?.status

describe('the service SDK chain setup', () => {
  it("configures its chains from the devnet's GET /chains: every chain, its RPC, its currency, the venue as hypevm", () => {
    expect(sdk.chains.map((chain) => [chain.id, chain.displayName, chain.vmType, chain.depositEnabled])).toEqual([
      [31337, 'Anvil One', 'evm', true],
      [31338, 'Anvil Two', 'evm', true],
      [999, 'Venue EVM', 'evm', true],
      [VENUE_CHAIN_ID, 'Venue', 'hypevm', true],
    ])
    for (const devnetChain of sdk.devnet.chains) {
      const chain = sdk.chains.find((entry) => entry.id === devnetChain.id)
      expect(chain).toMatchObject({ httpRpcUrl: devnetChain.rpcUrl, explorerUrl: `${sdk.devnet.serviceUrl}/_devnet/explorer/${devnetChain.id}`, viemChain: { id: devnetChain.id } })
      expect(chain?.erc20Currencies).toEqual([expect.objectContaining({ symbol: 'USDC', address: devnetChain.contracts.usdc.toLowerCase(), decimals: 6, supportsBridging: true })])
    }
    // A chain viem does not know is built from the devnet's data alone (31337 is viem's own anvil chain).
    expect(sdk.chains.find((chain) => chain.id === 999)?.viemChain).toMatchObject({
      name: 'Venue EVM',
      nativeCurrency: { symbol: 'HYPE', decimals: 18 },
      rpcUrls: { default: { http: [chainOf(sdk.devnet, 999).rpcUrl] } },
    })
    expect(sdk.chains.find((chain) => chain.id === VENUE_CHAIN_ID)?.currency).toMatchObject({ symbol: 'USDC', address: VENUE_PERPS_USDC, decimals: 6 })
  })
})

describe("the service UI kit's quote request", () => {
  it('is quoted as the UI kit sends it, unknown fields and its headers included, after a preflight that allows those headers', async () => {
    const account = sdk.devnet.accounts[5]!
    const body = uiKitQuoteBody({
      user: account.address,
      originChainId: 31337,
      destinationChainId: 31338,
      originCurrency: NATIVE_CURRENCY,
      destinationCurrency: NATIVE_CURRENCY,
      amount: '10000000000000000',
      referrer: 'ferry-interop',
      explicitDeposit: false,
    })
    const preflight = await fetch(`${sdk.devnet.serviceUrl}/quote/v2`, {
      method: 'OPTIONS',
      headers: { origin: 'http://127.0.0.1:5173', 'access-control-request-method': 'POST', 'access-control-request-headers': Object.keys(UI_KIT_QUOTE_HEADERS).join(',') },
    })
    expect(preflight.headers.get('access-control-allow-headers')?.split(',')).toEqual(expect.arrayContaining(Object.keys(UI_KIT_QUOTE_HEADERS)))
    const response = await fetch(`${sdk.devnet.serviceUrl}/quote/v2`, { method: 'POST', headers: UI_KIT_QUOTE_HEADERS, body: JSON.stringify(body) })
    expect(response.status).toBe(200)
    const quote = (await response.json()) as { steps: { id: string; requestId: Hex }[]; details: { sender: string } }
    expect(quote.steps.map((step) => step.id)).toEqual(['deposit'])
    expect(quote.details.sender).toBe(account.address)
    expect(sdk.devnet.store.get(quote.steps[0]!.requestId)?.request).not.toHaveProperty('useDepositAddress')
  })

  it('in its output mode (EXPECTED_OUTPUT, the amount to receive) is quoted for that output', async () => {
    const account = sdk.devnet.accounts[5]!
    const body = uiKitQuoteBody({
      user: account.address,
      originChainId: 31337,
      destinationChainId: 31338,
      originCurrency: NATIVE_CURRENCY,
      destinationCurrency: NATIVE_CURRENCY,
      amount: '10000000000000000',
      referrer: 'ferry-interop',
      explicitDeposit: false,
      tradeType: 'EXPECTED_OUTPUT',
    })
    const response = await fetch(`${sdk.devnet.serviceUrl}/quote/v2`, { method: 'POST', headers: UI_KIT_QUOTE_HEADERS, body: JSON.stringify(body) })
    expect(response.status).toBe(200)
    const quote = (await response.json()) as { details: { currencyIn: { amount: string }; currencyOut: { amount: string } } }
    expect(quote.details.currencyOut.amount).toBe('10000000000000000')
    expect(BigInt(quote.details.currencyIn.amount)).toBeGreaterThan(10n ** 16n)
  })
})

describe('the service SDK on the devnet', () => {
  it('bridges ETH from 31337 to 31338: the recipient gets the quoted amount, the user pays it plus gas', async () => {
    const account = sdk.devnet.accounts[0]!
    const recipient = sdk.devnet.accounts[8]!.address
    const chain = userOf(sdk.devnet, account)
    const [paidBefore, receivedBefore] = await Promise.all([
      chain.publicClient(31337).getBalance({ address: account.address }),
      chain.publicClient(31338).getBalance({ address: recipient }),
    ])
    const quote = await sdk.quote({ user: account.address, recipient, chainId: 31337, toChainId: 31338, currency: NATIVE_CURRENCY, toCurrency: NATIVE_CURRENCY, amount: '10000000000000000', tradeType: 'EXACT_INPUT' })
    const { data } = await sdk.execute(quote, sdk.wallet(account))

    const requestId = requestIdOf(quote)
    expect(statusOf(requestId)).toBe('success')
    expect(data.steps.flatMap((step) => step.items?.map((item) => item.status))).toEqual(['complete'])
    const [deposit] = sdk.devnet.store.get(requestId)?.inTxHashes ?? []
    expect(paidBefore - (await chain.publicClient(31337).getBalance({ address: account.address }))).toBe(BigInt(quote.details!.currencyIn!.amount!) + (await gasPaid(chain.publicClient(31337), deposit!)))
    expect((await chain.publicClient(31338).getBalance({ address: recipient })) - receivedBefore).toBe(BigInt(quote.details!.currencyOut!.amount!))
  })

  it('bridges USDC from 31337 to 31338, approving the depository first', async () => {
    const account = sdk.devnet.accounts[1]!
    const chain = userOf(sdk.devnet, account)
    const [origin, destination] = [chainOf(sdk.devnet, 31337).contracts.usdc, chainOf(sdk.devnet, 31338).contracts.usdc]
    const [inBefore, outBefore] = await Promise.all([usdcBalance(chain.publicClient(31337), origin, account.address), usdcBalance(chain.publicClient(31338), destination, account.address)])
    const quote = await sdk.quote({ user: account.address, recipient: account.address, chainId: 31337, toChainId: 31338, currency: origin, toCurrency: destination, amount: '25000000', tradeType: 'EXACT_OUTPUT' })
    expect(quote.steps.map((step) => step.id)).toEqual(['approve', 'deposit'])
    await sdk.execute(quote, sdk.wallet(account))

    expect(statusOf(requestIdOf(quote))).toBe('success')
    expect(inBefore - (await usdcBalance(chain.publicClient(31337), origin, account.address))).toBe(BigInt(quote.details!.currencyIn!.amount!))
    expect((await usdcBalance(chain.publicClient(31338), destination, account.address)) - outBefore).toBe(25_000_000n)
  })

  it('deposits USDC from 31337 to the venue (1337): the perps balance on the venue grows by the quoted amount', async () => {
    const account = sdk.devnet.accounts[2]!
    const before = sdk.devnet.ledger.withdrawable(account.address)
    const quote = await sdk.quote({ user: account.address, recipient: account.address, chainId: 31337, toChainId: VENUE_CHAIN_ID, currency: chainOf(sdk.devnet, 31337).contracts.usdc, toCurrency: VENUE_PERPS_USDC, amount: '50000000', tradeType: 'EXACT_INPUT' })
    await sdk.execute(quote, sdk.wallet(account))

    expect(statusOf(requestIdOf(quote))).toBe('success')
    const ledger = (await (await fetch(`${sdk.devnet.venueUrl}/_devnet/ledger?user=${account.address}`)).json()) as { perpsUsdc: string }
    expect(BigInt(ledger.perpsUsdc) - before).toBe(BigInt(quote.details!.currencyOut!.amount!))
  })

  it('ends a failed fill in a refund: the SDK reports the failure, the user is out only the deposit gas', async () => {
    const account = sdk.devnet.accounts[3]!
    const recipient = sdk.devnet.accounts[7]!.address
    const chain = userOf(sdk.devnet, account)
    const [paidBefore, receivedBefore] = await Promise.all([
      chain.publicClient(31337).getBalance({ address: account.address }),
      chain.publicClient(31338).getBalance({ address: recipient }),
    ])
    await setFaults(sdk.devnet, { failFills: 1 })
    const quote = await sdk.quote({ user: account.address, recipient, chainId: 31337, toChainId: 31338, currency: NATIVE_CURRENCY, toCurrency: NATIVE_CURRENCY, amount: '10000000000000000', tradeType: 'EXACT_INPUT' })
    await expect(sdk.execute(quote, sdk.wallet(account))).rejects.toThrow(/Transaction failed/)

    const requestId = requestIdOf(quote)
    await sdk.devnet.settled()
    expect(sdk.devnet.store.get(requestId)?.history.map((event) => event.status)).toEqual(['waiting', 'pending', 'failure', 'refund'])
    const [deposit] = sdk.devnet.store.get(requestId)?.inTxHashes ?? []
    expect(paidBefore - (await chain.publicClient(31337).getBalance({ address: account.address }))).toBe(await gasPaid(chain.publicClient(31337), deposit!))
    expect(await chain.publicClient(31338).getBalance({ address: recipient })).toBe(receivedBefore)
  })

  it("bridges USDC on the permit path (usePermit): one signature the SDK posts to /execute/permits, no transaction of the user's", async () => {
    const account = sdk.devnet.accounts[6]!
    const chain = userOf(sdk.devnet, account)
    const [origin, destination] = [chainOf(sdk.devnet, 31337).contracts.usdc, chainOf(sdk.devnet, 31338).contracts.usdc]
    const [inBefore, outBefore, nonceBefore] = [await usdcBalance(chain.publicClient(31337), origin, account.address), await usdcBalance(chain.publicClient(31338), destination, account.address), await chain.publicClient(31337).getTransactionCount({ address: account.address })]
    const quote = await sdk.quote({ user: account.address, recipient: account.address, chainId: 31337, toChainId: 31338, currency: origin, toCurrency: destination, amount: '25000000', tradeType: 'EXACT_INPUT', options: { usePermit: true } })
    expect(quote.steps.map((step) => [step.id, step.kind])).toEqual([['authorize1', 'signature']])
    const { data } = await sdk.execute(quote, sdk.wallet(account))

    expect(statusOf(requestIdOf(quote))).toBe('success')
    expect(data.steps.flatMap((step) => step.items?.map((item) => item.status))).toEqual(['complete'])
    expect(inBefore - (await usdcBalance(chain.publicClient(31337), origin, account.address))).toBe(25_000_000n)
    expect((await usdcBalance(chain.publicClient(31338), destination, account.address)) - outBefore).toBe(BigInt(quote.details!.currencyOut!.amount!))
    expect(await chain.publicClient(31337).getTransactionCount({ address: account.address })).toBe(nonceBefore)
  })
})
