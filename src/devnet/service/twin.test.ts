import { createWalletClient, http, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NATIVE_CURRENCY, VENUE_PERPS_USDC } from '../../core/index'
import { viemChain } from '../chain/clients'
import type { PublishedChain } from './chainList'
import { otherAccount, solverAccount, USDC_TOKEN_ID, userAccount } from './test/fixtures'
import { call, startTestService, type TestService } from './test/testService'

/* The devnet's service as a twin of the published one: what the service's own clients rely on. */

let t: TestService
const user = userAccount.address
const bridge = { user, originChainId: 31337, destinationChainId: 31338, originCurrency: NATIVE_CURRENCY, destinationCurrency: NATIVE_CURRENCY, amount: '1000000000000000000', tradeType: 'EXACT_INPUT' } as const

beforeAll(async () => {
  t = await startTestService()
})

afterAll(async () => {
  await t.stop()
})

const post = (path: string, body: unknown) => call(`${t.service.url}${path}`, { method: 'POST', body })

describe('POST /quote/v2', () => {
  it('answers the same quote as /quote, and stores the request the same way', async () => {
    const [v1, v2] = await Promise.all([post('/quote', bridge), post('/quote/v2', bridge)])
    expect([v1.status, v2.status]).toEqual([200, 200])
    const idOf = (body: Record<string, unknown>) => (body.steps as { requestId: Hex }[])[0]?.requestId as Hex
    // Each quote is a new request: its id (also inside the deposit's calldata) is all that differs.
    const shape = (body: Record<string, unknown>) => JSON.parse(JSON.stringify(body).replaceAll(idOf(body).slice(2), '<id>')) as unknown
    expect(shape(v2.body)).toEqual(shape(v1.body))
    const requestId = idOf(v2.body)
    expect(t.store.get(requestId)).toMatchObject({ status: 'waiting', request: bridge })
  })
})

describe('unknown quote request fields', () => {
  it('are ignored, and left out of the stored request, as the real service does', async () => {
    const reply = await post('/quote/v2', { ...bridge, useDepositAddress: false, explicitDeposit: true, someFutureField: { nested: 1 } })
    expect(reply.status).toBe(200)
    const requestId = (reply.body.steps as { requestId: Hex }[])[0]?.requestId as Hex
    expect(t.store.get(requestId)?.request).toEqual(bridge)
  })

  it('do not let a known field with a bad value through: the 400 names it, and only it', async () => {
    const reply = await post('/quote', { ...bridge, amount: '1.5', useDepositAddress: 'yes' })
    expect(reply).toMatchObject({ status: 400, body: { errorCode: 'INVALID_INPUT', statusCode: 400 } })
    expect(reply.body.issues).toEqual([expect.objectContaining({ path: 'amount' })])
  })
})

describe('GET /chains', () => {
  it("lists every chain in the shape the service's clients read, the venue as hypevm with perps USDC", async () => {
    const { status, body } = await call(`${t.service.url}/chains`)
    expect(status).toBe(200)
    const chains = body.chains as PublishedChain[]
    expect(chains.map((chain) => [chain.id, chain.name, chain.displayName, chain.vmType, chain.depositEnabled])).toEqual([
      [31337, 'anvil-one', 'Anvil One', 'evm', true],
      [31338, 'anvil-two', 'Anvil Two', 'evm', true],
      [1337, 'venue', 'Venue', 'hypevm', true],
    ])
    const [one, , venue] = chains
    expect(one).toMatchObject({
      httpRpcUrl: t.chains[0]?.rpcUrl,
      explorerUrl: `${t.service.url}/_devnet/explorer/31337`,
      currency: { id: 'eth', symbol: 'ETH', name: 'Ether', address: NATIVE_CURRENCY, decimals: 18 },
      erc20Currencies: [{ id: 'usdc', symbol: 'USDC', name: 'USD Coin', address: t.chains[0]?.contracts.usdc.toLowerCase(), decimals: 6, supportsBridging: true }],
    })
    expect(one?.solverAddresses).toEqual([solverAccount.address.toLowerCase()])
    expect(venue).toMatchObject({ httpRpcUrl: '', currency: { id: 'usdc', address: VENUE_PERPS_USDC, decimals: 6 } })
    expect(venue?.solverAddresses).toEqual([solverAccount.address.toLowerCase()])
    expect(venue?.erc20Currencies.map((currency) => [currency.id, currency.address])).toEqual([
      ['usdc-spot', USDC_TOKEN_ID],
      ['hype-spot', expect.stringMatching(/^0x[\da-f]{32}$/)],
    ])
  })
})

describe('solverAddresses in GET /chains', () => {
  it("name the solver's own account on every chain, as the real service does: the venue account a withdrawal's sendAsset pays", async () => {
    const chains = (await call(`${t.service.url}/chains`)).body.chains as PublishedChain[]
    const solverOf = (chainId: number) => chains.find((chain) => chain.id === chainId)?.solverAddresses
    expect(chains.map((chain) => chain.solverAddresses)).toEqual(chains.map(() => [solverAccount.address.toLowerCase()]))

    // A deposit calls the depository with the request id: a contract call, never a plain transfer.
    const deposit = (await post('/quote', bridge)).body as { steps: { items: { data: { to: string; data: string } }[] }[] }
    const paid = deposit.steps.at(-1)!.items[0]!.data
    expect(paid.to.toLowerCase()).toBe(t.chains[0]?.contracts.depository.toLowerCase())
    expect(paid.data).not.toBe('0x')

    const withdrawal = { ...bridge, originChainId: 1337, originCurrency: VENUE_PERPS_USDC, destinationCurrency: 'usdc', amount: '10000000', protocolVersion: 'v2' }
    const quoted = await post('/quote', withdrawal)
    expect(quoted.status).toBe(200)
    const sendAsset = (quoted.body as { steps: { id: string; items: { data: { action: { parameters: { destination: string } } } }[] }[] }).steps.find((step) => step.id === 'deposit')!
    expect(solverOf(1337)).toEqual([sendAsset.items[0]!.data.action.parameters.destination.toLowerCase()])
  })
})

describe('the explorer that explorerUrl points to', () => {
  it('shows a transaction with its receipt and an account, read from the chain; anything else is a 404', async () => {
    const chain = t.chains[0]!
    const wallet = createWalletClient({ account: userAccount, chain: viemChain(chain), transport: http(chain.rpcUrl) })
    const hash = await wallet.sendTransaction({ to: otherAccount.address, value: 1n })
    await t.publicClients.get(31337)?.waitForTransactionReceipt({ hash })
    const explorerUrl = `${t.service.url}/_devnet/explorer/31337`
    const tx = await call(`${explorerUrl}/tx/${hash}`)
    expect(tx).toMatchObject({ status: 200, body: { chainId: 31337, transaction: { hash, to: otherAccount.address.toLowerCase(), value: '1' }, receipt: { status: 'success' } } })
    const account = await call(`${explorerUrl}/address/${otherAccount.address}`)
    expect(account).toMatchObject({ status: 200, body: { chainId: 31337, address: otherAccount.address, nonce: 0, code: '0x' } })
    expect((await call(`${explorerUrl}/tx/0x${'00'.repeat(32)}`)).body).toMatchObject({ errorCode: 'TRANSACTION_NOT_FOUND', statusCode: 404 })
    expect((await call(`${t.service.url}/_devnet/explorer/1337/tx/${hash}`)).body.errorCode).toBe('UNSUPPORTED_CHAIN')
    expect((await call(`${explorerUrl}/block/1`)).status).toBe(404)
  })
})

describe('POST /transactions/index', () => {
  it('accepts the body the service SDK posts after a deposit, and refuses a malformed one naming the field', async () => {
    const hash: Hex = `0x${'ab'.repeat(32)}`
    expect(await post('/transactions/index', { txHash: hash, chainId: '31337', referrer: 'ferry-test' })).toMatchObject({ status: 200, body: { message: expect.any(String) } })
    const refusals: [unknown, string, RegExp][] = [
      [{ txHash: hash, chainId: 'one' }, 'INVALID_INPUT', /chainId/],
      [{ txHash: '0x1234', chainId: '31337' }, 'INVALID_INPUT', /txHash/],
      [{ txHash: hash, chainId: '10' }, 'UNSUPPORTED_CHAIN', /Chain 10/],
      [[hash], 'INVALID_INPUT', /expected/],
    ]
    for (const [body, errorCode, message] of refusals) {
      const reply = await post('/transactions/index', body)
      expect({ status: reply.status, errorCode: reply.body.errorCode, statusCode: reply.body.statusCode }).toEqual({ status: 400, errorCode, statusCode: 400 })
      expect(reply.body.message).toMatch(message)
    }
  })
})
