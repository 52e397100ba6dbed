import { createWalletClient, http, type Address, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { executeQuote, NATIVE_CURRENCY, VENUE_CHAIN_ID, VENUE_PERPS_USDC } from '../../core/index'
import { testUsdcArtifact } from '../contracts/artifacts'
import type { Devnet } from '../startDevnet'
import { devnetTokenAddress, viemChain } from '../index'
import { chainOf, fastPoll, setFaults, startDevnetForFile, usdcBalance, userOf } from './harness'

let devnet: Devnet
startDevnetForFile((started) => (devnet = started))

const USDC_IN = 50_000_000n

/** A fresh account holding `USDC_IN` USDC on Anvil One and no ETH anywhere. */
async function holderWithoutEth(privateKey: Hex = generatePrivateKey()): Promise<PrivateKeyAccount> {
  const account = privateKeyToAccount(privateKey)
  const minter = createWalletClient({ account: privateKeyToAccount(devnet.accounts[0]!.privateKey), chain: viemChain(chainOf(devnet, 31337)), transport: http() })
  const hash = await minter.writeContract({ address: chainOf(devnet, 31337).contracts.usdc, abi: testUsdcArtifact.abi, functionName: 'mint', args: [account.address, USDC_IN] })
  await userOf(devnet, devnet.accounts[0]!).publicClient(31337).waitForTransactionReceipt({ hash })
  return account
}

/** Posts to the devnet's service as a client of its HTTP interface would. */
async function post(path: string, body: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${devnet.serviceUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

type PermitItem = {
  data: {
    sign: { domain: { name: string; version: string; chainId: number; verifyingContract: Address }; types: Record<string, { name: string; type: string }[]>; primaryType: string; value: Record<string, unknown> }
    post: { endpoint: string; body: { kind: string; requestId: Hex } }
  }
}

/** Quotes `destination` for `user` with `usePermit`: the steps as served. */
async function quotePermit(user: Address, destination: { chainId: number; currency: string }, extra: Record<string, unknown> = {}) {
  const usdc = chainOf(devnet, 31337).contracts.usdc
  const request = { user, originChainId: 31337, originCurrency: usdc, destinationChainId: destination.chainId, destinationCurrency: destination.currency, amount: USDC_IN.toString(), tradeType: 'EXACT_INPUT', usePermit: true, ...extra }
  const { status, body } = await post('/quote', request)
  expect(status).toBe(200)
  return body as { steps: { id: string; kind: string; requestId: Hex; items: PermitItem[] }[]; details: { currencyOut: { amount: string } } }
}

/** Signs the step's authorization as a wallet signs typed data: the amounts as the uint256s they are. */
async function signPermit(account: PrivateKeyAccount, item: PermitItem): Promise<Hex> {
  const { domain, types, primaryType, value } = item.data.sign
  const message = { ...value, value: BigInt(value.value as string), validAfter: BigInt(value.validAfter as number), validBefore: BigInt(value.validBefore as number) }
  return account.signTypedData({ domain, types, primaryType, message })
}

async function statusOf(requestId: Hex, until: (status: string) => boolean): Promise<Record<string, unknown>> {
  for (;;) {
    const response = await fetch(`${devnet.serviceUrl}/intents/status/v3?requestId=${requestId}`)
    const body = (await response.json()) as Record<string, unknown>
    if (until(body.status as string)) return body
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

describe("devnet: Ferry's core runs the permit path (usePermit)", () => {
  it('executeQuote bridges and deposits to the venue from an account with no ETH: one signature each, no transaction, the nonce unmoved', async () => {
    const privateKey = generatePrivateKey()
    const account = await holderWithoutEth(privateKey)
    const user = userOf(devnet, { address: account.address, privateKey })
    const asked: string[] = []
    const wallet = { ...user.wallet, signTypedData: (typed: Parameters<typeof user.wallet.signTypedData>[0]) => (asked.push('signTypedData'), user.wallet.signTypedData(typed)), sendTransaction: (tx: Parameters<typeof user.wallet.sendTransaction>[0]) => (asked.push('sendTransaction'), user.wallet.sendTransaction(tx)) }
    const usdc = chainOf(devnet, 31337).contracts.usdc
    const half = (USDC_IN / 2n).toString()
    const origin = user.publicClient(31337)
    const usdcTwo = chainOf(devnet, 31338).contracts.usdc
    const before = { two: await usdcBalance(user.publicClient(31338), usdcTwo, account.address), venue: devnet.ledger.withdrawable(account.address) }

    const bridge = await user.quote({ originChainId: 31337, originCurrency: usdc, destinationChainId: 31338, destinationCurrency: usdcTwo, amount: half, tradeType: 'EXACT_INPUT', usePermit: true })
    await expect(executeQuote({ quote: bridge, client: user.client, wallet, poll: fastPoll })).resolves.toMatchObject({ status: 'success' })
    const deposit = await user.quote({ originChainId: 31337, originCurrency: usdc, destinationChainId: VENUE_CHAIN_ID, destinationCurrency: VENUE_PERPS_USDC, amount: half, tradeType: 'EXACT_INPUT', recipient: account.address, usePermit: true })
    await expect(executeQuote({ quote: deposit, client: user.client, wallet, poll: fastPoll })).resolves.toMatchObject({ status: 'success' })

    expect(asked).toEqual(['signTypedData', 'signTypedData'])
    expect((await usdcBalance(user.publicClient(31338), usdcTwo, account.address)) - before.two).toBe(BigInt(bridge.details.currencyOut!.amount))
    expect(devnet.ledger.withdrawable(account.address) - before.venue).toBe(BigInt(deposit.details.currencyOut!.amount))
    expect(await origin.getTransactionCount({ address: account.address })).toBe(0)
    expect(await origin.getBalance({ address: account.address })).toBe(0n)
  })

  it('the same request without usePermit asks for transactions, which a wallet with no ETH cannot pay: INSUFFICIENT_FUNDS before the wallet', async () => {
    const privateKey = generatePrivateKey()
    const account = await holderWithoutEth(privateKey)
    const user = userOf(devnet, { address: account.address, privateKey })
    const usdc = chainOf(devnet, 31337).contracts.usdc
    const quote = await user.quote({ originChainId: 31337, originCurrency: usdc, destinationChainId: 31338, destinationCurrency: chainOf(devnet, 31338).contracts.usdc, amount: USDC_IN.toString(), tradeType: 'EXACT_INPUT' })
    expect(quote.steps.map((step) => step.kind)).not.toContain('signature')
    await expect(executeQuote({ quote, client: user.client, wallet: user.wallet, poll: fastPoll })).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS', chainId: 31337 })
    expect(await user.publicClient(31337).getTransactionCount({ address: account.address })).toBe(0)
  })
})

describe('devnet: the permit path (usePermit, EIP-3009)', () => {
  it('bridges USDC from an account with no ETH on one signature: the service submits it, the user sends nothing', async () => {
    const account = await holderWithoutEth()
    const origin = userOf(devnet, devnet.accounts[0]!).publicClient(31337)
    const destination = userOf(devnet, devnet.accounts[0]!).publicClient(31338)
    const usdcTwo = chainOf(devnet, 31338).contracts.usdc
    const quote = await quotePermit(account.address, { chainId: 31338, currency: usdcTwo })
    // One step, a signature: no approval, no deposit transaction.
    expect(quote.steps.map((step) => [step.id, step.kind])).toEqual([['authorize1', 'signature']])
    const item = quote.steps[0]!.items[0]!
    expect(item.data.sign).toMatchObject({
      primaryType: 'TransferWithAuthorization',
      domain: { name: 'USD Coin (devnet)', version: '2', chainId: 31337, verifyingContract: chainOf(devnet, 31337).contracts.usdc },
      value: { from: account.address, value: USDC_IN.toString(), validAfter: 0 },
    })
    expect(item.data.post).toMatchObject({ endpoint: '/execute/permits', body: { kind: 'eip3009', requestId: quote.steps[0]!.requestId } })
    const before = await usdcBalance(destination, usdcTwo, account.address)

    const signature = await signPermit(account, item)
    const submitted = await post(`${item.data.post.endpoint}?signature=${signature}`, item.data.post.body)
    expect(submitted).toMatchObject({ status: 200, body: { message: 'Success' } })
    const ended = await statusOf(quote.steps[0]!.requestId, (status) => status === 'success' || status === 'refund')

    expect(ended.status).toBe('success')
    expect((await usdcBalance(destination, usdcTwo, account.address)) - before).toBe(BigInt(quote.details.currencyOut.amount))
    expect(await usdcBalance(origin, chainOf(devnet, 31337).contracts.usdc, account.address)).toBe(0n)
    expect(await origin.getTransactionCount({ address: account.address })).toBe(0)
    expect(await origin.getBalance({ address: account.address })).toBe(0n)
  })

  it('deposits USDC into the venue account on one signature, from an account with no ETH', async () => {
    const account = await holderWithoutEth()
    const before = devnet.ledger.withdrawable(account.address)
    const quote = await quotePermit(account.address, { chainId: VENUE_CHAIN_ID, currency: VENUE_PERPS_USDC }, { recipient: account.address })
    const item = quote.steps[0]!.items[0]!
    const submitted = await post(`${item.data.post.endpoint}?signature=${await signPermit(account, item)}`, item.data.post.body)
    expect(submitted.status).toBe(200)
    const ended = await statusOf(quote.steps[0]!.requestId, (status) => status === 'success' || status === 'refund')
    expect(ended.status).toBe('success')
    expect(devnet.ledger.withdrawable(account.address) - before).toBe(BigInt(quote.details.currencyOut.amount))
    expect(await userOf(devnet, devnet.accounts[0]!).publicClient(31337).getTransactionCount({ address: account.address })).toBe(0)
  })

  it('refuses an authorization signed by anyone but the user with the token reason, and moves nothing', async () => {
    const account = await holderWithoutEth()
    const quote = await quotePermit(account.address, { chainId: 31338, currency: chainOf(devnet, 31338).contracts.usdc })
    const item = quote.steps[0]!.items[0]!
    const signature = await signPermit(privateKeyToAccount(generatePrivateKey()), item)
    const refused = await post(`${item.data.post.endpoint}?signature=${signature}`, item.data.post.body)
    expect(refused).toMatchObject({ status: 400, body: { errorCode: 'PERMIT_REFUSED', message: 'The token refused the authorization: InvalidAuthorizationSignature.' } })
    expect(await usdcBalance(userOf(devnet, devnet.accounts[0]!).publicClient(31337), chainOf(devnet, 31337).contracts.usdc, account.address)).toBe(USDC_IN)
    expect(devnet.store.get(quote.steps[0]!.requestId)?.status).toBe('waiting')
  })

  it('a failed fill after a permit refunds the USDC to the user from the solver', async () => {
    const account = await holderWithoutEth()
    const quote = await quotePermit(account.address, { chainId: 31338, currency: chainOf(devnet, 31338).contracts.usdc })
    const item = quote.steps[0]!.items[0]!
    await setFaults(devnet, { failFills: 1 })
    try {
      await post(`${item.data.post.endpoint}?signature=${await signPermit(account, item)}`, item.data.post.body)
      const ended = await statusOf(quote.steps[0]!.requestId, (status) => status === 'success' || status === 'refund')
      expect(ended.status).toBe('refund')
    } finally {
      await setFaults(devnet, { reset: true })
    }
    expect(await usdcBalance(userOf(devnet, devnet.accounts[0]!).publicClient(31337), chainOf(devnet, 31337).contracts.usdc, account.address)).toBe(USDC_IN)
  })

  it('refuses a usePermit that is no boolean, as it refuses any other flag of the request', async () => {
    const user = privateKeyToAccount(generatePrivateKey()).address
    const { status, body } = await post('/quote', { user, originChainId: 31337, originCurrency: NATIVE_CURRENCY, destinationChainId: 31338, destinationCurrency: NATIVE_CURRENCY, amount: '1000', tradeType: 'EXACT_INPUT', usePermit: 'yes' })
    expect(status).toBe(400)
    expect(body).toMatchObject({ errorCode: 'INVALID_INPUT', issues: [{ path: 'usePermit', message: 'must be a boolean; got "yes"' }] })
  })

  it('a token without EIP-3009 gets the usual approval and deposit, usePermit or not', async () => {
    const user = privateKeyToAccount(generatePrivateKey()).address
    const weth = devnetTokenAddress(31337, 'WETH')
    const { steps } = await quotePermit(user, { chainId: 31338, currency: NATIVE_CURRENCY }, { originCurrency: weth, amount: '10000000000000000' })
    expect(steps.map((step) => [step.id, step.kind])).toEqual([
      ['approve', 'transaction'],
      ['deposit', 'transaction'],
    ])
  })
})
