import { encodeFunctionData, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  HttpError,
  NATIVE_CURRENCY,
  VENUE_PERPS_USDC,
  buildNonceMappingTypedData,
  type SignatureItem,
  type TransactionItem,
} from '../../core/index'
import { isSignatureItem } from '../../core/parse/items'
import { parseStatusResponse } from '../../core/parse/status'
import { depositoryArtifact } from '../contracts/artifacts'
import { MAX_APP_FEES, MAX_TXS } from './quoteLimits'
import { RequestStore } from './store'
import { otherAccount, userAccount } from './test/fixtures'
import { call, startTestService, type TestService } from './test/testService'

let t: TestService
const user = userAccount.address
const bridge = { user, originChainId: 31337, destinationChainId: 31338, originCurrency: NATIVE_CURRENCY, destinationCurrency: NATIVE_CURRENCY, amount: '1000000000000000000', tradeType: 'EXACT_INPUT' } as const
const withdrawal = { ...bridge, originChainId: 1337, originCurrency: VENUE_PERPS_USDC, destinationChainId: 31337, destinationCurrency: 'usdc', amount: '10000000', protocolVersion: 'v2' } as const

beforeAll(async () => {
  t = await startTestService()
})

afterAll(async () => {
  await t.stop()
})

describe('POST /quote', () => {
  it('quotes a native bridge: the deposit item is depositNative(requestId) with the amount, and the request is stored waiting', async () => {
    const quote = await t.client.getQuote(bridge)
    const [step] = quote.steps
    const requestId = step?.requestId as Hex
    expect(step?.items).toEqual([
      {
        status: 'incomplete',
        data: {
          from: user,
          to: t.chains[0]?.contracts.depository,
          data: encodeFunctionData({ abi: depositoryArtifact.abi, functionName: 'depositNative', args: [requestId] }),
          value: bridge.amount,
          chainId: 31337,
        },
        check: { endpoint: `/intents/status?requestId=${requestId}`, method: 'GET' },
      },
    ])
    // The fill on 31338 is a plain transfer: 21000 gas at that chain's price, already in ETH.
    const gasPrice = await t.publicClients.get(31338)?.getGasPrice()
    expect(quote.fees.gas?.amount).toBe((21_000n * (gasPrice ?? 0n)).toString())
    expect(t.store.get(requestId)).toMatchObject({ status: 'waiting', request: bridge, terms: { amountIn: 10n ** 18n } })
  })

  it('answers each bad request 400 with a message naming the problem, and stores nothing', async () => {
    const cases: { name: string; body: unknown; errorCode: string; message: RegExp }[] = [
      { name: 'missing user', body: { ...bridge, user: undefined }, errorCode: 'INVALID_INPUT', message: /user/ },
      { name: 'decimal amount', body: { ...bridge, amount: '1.5' }, errorCode: 'INVALID_INPUT', message: /amount/ },
      { name: 'txs with EXACT_INPUT', body: { ...bridge, amount: '0', txs: [{ to: user, value: '0', data: '0x' }] }, errorCode: 'INVALID_INPUT', message: /tradeType/ },
      { name: 'withdrawal without protocolVersion', body: { ...withdrawal, protocolVersion: undefined }, errorCode: 'INVALID_INPUT', message: /protocolVersion/ },
      { name: 'venue deposit without recipient', body: { ...bridge, destinationChainId: 1337, destinationCurrency: 'usdc' }, errorCode: 'INVALID_INPUT', message: /recipient/ },
      { name: 'unknown chain', body: { ...bridge, destinationChainId: 10 }, errorCode: 'UNSUPPORTED_CHAIN', message: /Chain 10 is not supported.*31337, 31338, 1337/ },
      { name: 'unknown currency', body: { ...bridge, destinationCurrency: 'hype' }, errorCode: 'UNSUPPORTED_CURRENCY', message: /hype is not supported on chain 31338/ },
      { name: 'topupGasAmount without topupGas', body: { ...bridge, destinationCurrency: 'usdc', topupGasAmount: '100000' }, errorCode: 'INVALID_INPUT', message: /topupGasAmount/ },
      { name: 'amount too low after fees', body: { ...bridge, amount: '1000' }, errorCode: 'AMOUNT_TOO_LOW', message: /^Amount 0\.000000000000001 ETH is too low: fees of 0\.0000\d+ ETH .*send at least 0\.0000\d+ ETH\.$/ },
      { name: 'not JSON', body: '{"user":', errorCode: 'INVALID_JSON', message: /not valid JSON/ },
    ]
    const before = t.store.list().length
    for (const { name, body, errorCode, message } of cases) {
      const reply = await call(`${t.service.url}/quote`, { method: 'POST', body })
      expect({ name, status: reply.status, errorCode: reply.body.errorCode }).toEqual({ name, status: 400, errorCode })
      expect(reply.body.message, name).toMatch(message)
    }
    const invalid = await call(`${t.service.url}/quote`, { method: 'POST', body: { ...bridge, user: undefined, amount: '1.5' } })
    expect(invalid.body.message).toMatch(/^Invalid quote request: user .+; amount .+/)
    expect(invalid.body.issues).toEqual([expect.objectContaining({ path: 'user' }), expect.objectContaining({ path: 'amount' })])
    expect(t.store.list()).toHaveLength(before)
  })
})

describe('POST /quote bounds', () => {
  it(`refuses more than ${MAX_APP_FEES} app fees or ${MAX_TXS} txs with a 400 naming the bound, stores nothing, and quotes on`, async () => {
    const before = t.store.list().length
    const appFees = (count: number) => Array.from({ length: count }, () => ({ recipient: otherAccount.address, fee: '1' }))
    const txs = (count: number) => Array.from({ length: count }, () => ({ to: otherAccount.address, value: '0', data: '0x' as Hex }))
    const call0 = { ...bridge, amount: '0', tradeType: 'EXACT_OUTPUT' } as const

    const fees = await call(`${t.service.url}/quote`, { method: 'POST', body: { ...bridge, appFees: appFees(10_000) } })
    expect([fees.status, fees.body.errorCode]).toEqual([400, 'INVALID_INPUT'])
    expect(fees.body.message).toBe(`Invalid quote request: appFees has 10000 entries; this devnet takes at most ${MAX_APP_FEES}`)
    expect(fees.body.issues).toEqual([{ path: 'appFees', message: `has 10000 entries; this devnet takes at most ${MAX_APP_FEES}` }])
    const calls = await call(`${t.service.url}/quote`, { method: 'POST', body: { ...call0, txs: txs(MAX_TXS + 1) } })
    expect([calls.status, calls.body.errorCode]).toEqual([400, 'INVALID_INPUT'])
    expect(calls.body.message).toMatch(new RegExp(`txs has ${MAX_TXS + 1} entries; this devnet takes at most ${MAX_TXS}`))
    expect(t.store.list()).toHaveLength(before)

    // At the bounds, both are quoted.
    await expect(t.client.getQuote({ ...bridge, appFees: appFees(MAX_APP_FEES) })).resolves.toMatchObject({ fees: { app: { amount: expect.any(String) } } })
    await expect(t.client.getQuote({ ...call0, txs: txs(MAX_TXS) })).resolves.toMatchObject({ details: { operation: 'call' } })
  })

  it('keeps the newest requests of a store bounded to N: older ones answer 404, the service quotes on', async () => {
    const small = await startTestService({ store: new RequestStore({ maxRequests: 3 }) })
    try {
      const ids: Hex[] = []
      for (let i = 0; i < 5; i++) ids.push((await small.client.getQuote(bridge)).steps[0]?.requestId as Hex)
      const listed = await call(`${small.service.url}/_devnet/requests`)
      expect((listed.body.requests as { id: Hex }[]).map((record) => record.id)).toEqual(ids.slice(2))
      const forgotten = await call(`${small.service.url}/intents/status/v3?requestId=${ids[0]}`)
      expect(forgotten.status).toBe(404)
      expect((await small.client.getStatus(ids[4] as Hex)).status).toBe('waiting')
    } finally {
      await small.stop()
    }
  })
})

describe('POST /authorize', () => {
  it('accepts the nonce-mapping signature of the user, on another chain too, and refuses another key', async () => {
    const quote = await t.client.getQuote(withdrawal)
    expect(quote.steps.map((step) => step.id)).toEqual(['authorize', 'deposit'])
    const [authorize] = quote.steps
    const item = authorize?.items[0] as SignatureItem
    expect(authorize && isSignatureItem(authorize, item)).toBe(true)
    const requestId = authorize?.requestId as Hex
    const { typedData, postBody } = buildNonceMappingTypedData(item, { signingChainId: 31338 })

    const forged = await otherAccount.signTypedData(typedData)
    const refused = await t.client.authorize(item.data.post.endpoint, postBody, forged).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(HttpError)
    expect(refused).toMatchObject({ status: 401, errorCode: 'INVALID_SIGNATURE' })
    expect(t.store.get(requestId)?.authorized).toBe(false)

    // Signed on 31337 but claimed for 31338: the typed data differs, so the signer does too.
    const wrongChain = await userAccount.signTypedData(buildNonceMappingTypedData(item).typedData)
    await expect(t.client.authorize(item.data.post.endpoint, postBody, wrongChain)).rejects.toMatchObject({ status: 401 })

    const signature = await userAccount.signTypedData(typedData)
    expect(await t.client.authorize(item.data.post.endpoint, postBody, signature)).toEqual({ message: 'Success' })
    expect(t.store.get(requestId)?.authorized).toBe(true)
  })

  it('refuses a body that does not match the quoted request', async () => {
    const quote = await t.client.getQuote(withdrawal)
    const item = quote.steps[0]?.items[0] as SignatureItem
    const { typedData, postBody } = buildNonceMappingTypedData(item)
    const signature = await userAccount.signTypedData(typedData)
    const authorize = (body: unknown, query = `?signature=${signature}`) => call(`${t.service.url}/authorize${query}`, { method: 'POST', body })
    expect((await authorize({ ...postBody, nonce: postBody.nonce + 1 })).body.errorCode).toBe('NONCE_MISMATCH')
    expect((await authorize({ ...postBody, wallet: otherAccount.address })).body.errorCode).toBe('WALLET_MISMATCH')
    expect((await authorize(postBody, '')).body).toMatchObject({ errorCode: 'INVALID_SIGNATURE', message: expect.stringMatching(/signature query parameter is required/) })
    expect((await authorize({ ...postBody, id: `0x${'00'.repeat(32)}` })).status).toBe(404)
    const bridged = await t.client.getQuote(bridge)
    const notWithdrawal = await authorize({ ...postBody, id: bridged.steps[0]?.requestId })
    expect([notWithdrawal.status, notWithdrawal.body.errorCode]).toEqual([400, 'NOT_A_WITHDRAWAL'])
  })
})

describe('GET /intents/status', () => {
  it('answers both versions with the request state, as the core parses it', async () => {
    const quote = await t.client.getQuote(bridge)
    const requestId = quote.steps[0]?.requestId as Hex
    const expected = { status: 'waiting', inTxHashes: [], txHashes: [], originChainId: 31337, destinationChainId: 31338, details: {} }
    expect(await t.client.getStatus(requestId)).toMatchObject(expected)
    expect(await t.client.getStatusV1(requestId)).toMatchObject(expected)

    const inTx: Hex = `0x${'11'.repeat(32)}`
    t.store.update(requestId, { status: 'pending', inTxHash: inTx })
    const raw = await call(`${t.service.url}/intents/status/v3?requestId=${requestId}`)
    expect(raw.body).toEqual({ ...expected, status: 'pending', inTxHashes: [inTx], updatedAt: t.store.get(requestId)?.updatedAt })
    expect(parseStatusResponse(raw.body).status).toBe('pending')
    const item = quote.steps[0]?.items[0] as TransactionItem
    expect((await t.client.checkStatus(item.check?.endpoint ?? '')).status).toBe('pending')
  })

  it('answers 404 for an unknown request and 400 for a malformed id', async () => {
    const unknown = await call(`${t.service.url}/intents/status/v3?requestId=0x${'00'.repeat(32)}`)
    expect(unknown.status).toBe(404)
    expect(unknown.body).toEqual({ message: expect.stringMatching(/is not known/), errorCode: 'REQUEST_NOT_FOUND', statusCode: 404 })
    const malformed = await call(`${t.service.url}/intents/status?requestId=0x1234`)
    expect([malformed.status, malformed.body.errorCode]).toEqual([400, 'INVALID_REQUEST_ID'])
  })
})
