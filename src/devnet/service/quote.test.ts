import { decodeFunctionData, encodeFunctionData, parseAbi, type Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  NATIVE_CURRENCY,
  VENUE_PERPS_USDC,
  buildNonceMappingTypedData,
  buildVenueSendAssetTypedData,
  validateQuoteRequest,
  type QuoteRequestInput,
  type SignatureItem,
  type TransactionItem,
  type VenueDepositItem,
} from '../../core/index'
import { parseQuoteResponse } from '../../core/parse/quoteResponse'
import { HttpProblem } from '../http/jsonServer'
import { depositoryArtifact, routerArtifact } from '../contracts/artifacts'
import { erc20Abi } from 'viem'
import { buildCurrencyCatalogue } from './currencies'
import { PriceTable } from './priceTable'
import { buildQuote, type QuoteContext } from './quote'
import { HYPE_TOKEN_ID, USDC_TOKEN_ID, chains, fakeReads, otherAccount, solverAccount, userAccount, venueTokens } from './test/fixtures'

const requestId: Hex = `0x${'ab'.repeat(32)}`
const user = userAccount.address
const [one, two, hyperEvm] = chains as [(typeof chains)[0], (typeof chains)[0], (typeof chains)[0]]
const E18 = 10n ** 18n

function context(reads = fakeReads(), prices = new PriceTable()): QuoteContext & { reads: ReturnType<typeof fakeReads> } {
  return {
    catalogue: buildCurrencyCatalogue({ chains, venueTokens, prices }),
    chains,
    reads,
    prices,
    solverAddress: solverAccount.address,
    signingChainId: 31337,
    nextVenueNonce: () => 1_700_000_000_123,
    newRequestId: () => requestId,
  }
}

const quote = (input: QuoteRequestInput, ctx = context()) => buildQuote(validateQuoteRequest(input), ctx)
const bridge = { user, originChainId: 31337, destinationChainId: 31338, originCurrency: NATIVE_CURRENCY, destinationCurrency: NATIVE_CURRENCY, amount: E18.toString(), tradeType: 'EXACT_INPUT' } as const

describe('buildQuote', () => {
  it('a native bridge: one depositNative step, gas of the fill at the destination gas price, the relayer fee', async () => {
    const ctx = context()
    const { response, terms } = await quote(bridge, ctx)
    expect(parseQuoteResponse(JSON.parse(JSON.stringify(response)))).toEqual(response)
    expect(response.steps).toHaveLength(1)
    const [step] = response.steps
    expect(step).toMatchObject({ id: 'deposit', kind: 'transaction', requestId })
    expect(step?.items).toEqual([
      {
        status: 'incomplete',
        data: {
          from: user,
          to: one.contracts.depository,
          data: encodeFunctionData({ abi: depositoryArtifact.abi, functionName: 'depositNative', args: [requestId] }),
          value: E18.toString(),
          chainId: 31337,
        },
        check: { endpoint: `/intents/status?requestId=${requestId}`, method: 'GET' },
      },
    ])
    // The solver's transfer to the recipient, estimated on the destination.
    expect(ctx.reads.calls).toEqual([{ chainId: 31338, call: { from: solverAccount.address, to: user, value: 0n } }])
    expect(response.fees.gas).toMatchObject({ amount: '21000000000000', amountFormatted: '0.000021', amountUsd: '0.063', currency: { symbol: 'ETH', chainId: 31337 } })
    expect(response.fees.relayer).toMatchObject({ amount: '1000000000000000', amountUsd: '3' })
    expect(response.details).toMatchObject({
      operation: 'bridge',
      timeEstimate: 5,
      currencyIn: { amount: E18.toString(), amountFormatted: '1', amountUsd: '3000' },
      currencyOut: { amount: '998979000000000000', currency: { chainId: 31338, address: NATIVE_CURRENCY, symbol: 'ETH', name: 'Ether', decimals: 18 } },
    })
    expect(terms).toEqual({
      amountIn: E18,
      amountOut: 998_979_000_000_000_000n,
      minAmountOut: 993_984_105_000_000_000n,
      appFees: [],
      // Kept in the destination's gas currency, for the fill to charge again at its prices.
      gasWei: 21_000_000_000_000n,
      topupGasWei: 0n,
      callValueWei: 0n,
      routerTokenAmount: 0n,
      currencyIn: expect.objectContaining({ symbol: 'ETH', chainId: 31337 }),
      currencyOut: expect.objectContaining({ symbol: 'ETH', chainId: 31338 }),
      destinationNative: expect.objectContaining({ symbol: 'ETH', chainId: 31338 }),
    })
  })

  it('an ERC20 origin: approve when the allowance is short, then depositErc20 with value 0', async () => {
    const input = { ...bridge, originCurrency: 'usdc', amount: '3000000000' }
    const short = await quote(input, context(fakeReads({ allowance: 2_999_999_999n })))
    expect(short.response.steps.map((step) => step.id)).toEqual(['approve', 'deposit'])
    const [approve, deposit] = short.response.steps.map((step) => step.items[0] as TransactionItem)
    expect(approve?.data).toMatchObject({ from: user, to: one.contracts.usdc, value: '0', chainId: 31337 })
    expect(approve?.check).toBeUndefined()
    expect(decodeFunctionData({ abi: erc20Abi, data: approve?.data.data ?? '0x' }).args).toEqual([one.contracts.depository, 3_000_000_000n])
    expect(deposit?.data).toMatchObject({ to: one.contracts.depository, value: '0' })
    expect(decodeFunctionData({ abi: depositoryArtifact.abi, data: deposit?.data.data ?? '0x' }).args).toEqual([one.contracts.usdc, 3_000_000_000n, requestId])
    expect(short.response.details?.operation).toBe('swap')
    // 3000 USDC less 3 USDC relayer and 0.063 USDC of gas, at 3000 USD per ETH.
    expect(short.terms.amountOut).toBe(998_979_000_000_000_000n)

    const enough = await quote(input, context(fakeReads({ allowance: 3_000_000_000n })))
    expect(enough.response.steps.map((step) => step.id)).toEqual(['deposit'])
  })

  it('tops up gas in destination native, charged in the input; app fees are paid in the output', async () => {
    const input = { ...bridge, destinationChainId: 999, originCurrency: 'usdc', destinationCurrency: 'usdc', amount: '100000000', topupGas: true, appFees: [{ recipient: otherAccount.address, fee: '100' }] }
    const ctx = context()
    const { response, terms } = await quote(input, ctx)
    // 2 USD at 25 USD per HYPE.
    expect(terms.topupGasWei).toBe(80_000_000_000_000_000n)
    // Transfer, app fee payout (21000 each in the fake) and the top-up transfer, at 1 gwei, in USDC.
    expect(response.fees.gas?.amount).toBe('1575')
    expect(response.fees).toMatchObject({ topupGas: { amount: '2000000' }, app: { amount: '1000000' }, relayer: { amount: '100000' } })
    expect(terms.amountOut).toBe(100_000_000n - 100_000n - 1_000_000n - 1_575n - 2_000_000n)
    expect(terms.appFees).toEqual([{ recipient: otherAccount.address, amount: 1_000_000n }])
    expect(response.details?.currencyGasTopup).toMatchObject({ amount: '80000000000000000', amountUsd: '2', currency: { symbol: 'HYPE' } })
    expect(ctx.reads.calls.map(({ call }) => decodeFunctionData({ abi: erc20Abi, data: call.data ?? '0x' }).args[0])).toEqual([user, otherAccount.address])

    const oneUsd = await quote({ ...input, topupGasAmount: '100000' })
    expect(oneUsd.terms.topupGasWei).toBe(40_000_000_000_000_000n)
  })

  it('refuses a top-up when the destination currency is the gas currency, by symbol too', async () => {
    const refused = quote({ ...bridge, destinationChainId: 999, originCurrency: 'usdc', destinationCurrency: 'hype', amount: '100000000', topupGas: true })
    await expect(refused).rejects.toMatchObject({ status: 400, errorCode: 'INVALID_INPUT', message: expect.stringMatching(/gas currency of chain 999/) })
  })

  it('a withdrawal of perps USDC: authorize (NonceMapping) then the venue sendAsset to the solver', async () => {
    const input = { ...bridge, originChainId: 1337, originCurrency: VENUE_PERPS_USDC, destinationCurrency: 'usdc', amount: '10000000', protocolVersion: 'v2' as const }
    const ctx = context()
    const { response, terms } = await quote(input, ctx)
    expect(response.steps.map((step) => [step.id, step.kind, step.requestId])).toEqual([['authorize', 'signature', requestId], ['deposit', 'transaction', requestId]])
    const authorize = response.steps[0]?.items[0] as SignatureItem
    expect(authorize.data.sign).toEqual({
      signatureKind: 'eip712',
      domain: { name: 'ServiceNonceMapping', version: '1', chainId: 31337, verifyingContract: NATIVE_CURRENCY },
      types: { NonceMapping: [{ name: 'chainId', type: 'string' }, { name: 'wallet', type: 'address' }, { name: 'id', type: 'bytes32' }, { name: 'nonce', type: 'uint256' }] },
      value: { chainId: 'devnet', wallet: user, id: requestId, nonce: 1_700_000_000_123 },
      primaryType: 'NonceMapping',
    })
    expect(authorize.data.post).toEqual({
      endpoint: '/authorize',
      method: 'POST',
      body: { type: 'nonce-mapping', walletChainId: 1337, wallet: user, nonce: 1_700_000_000_123, id: requestId, signatureChainId: 31337 },
    })
    expect(buildNonceMappingTypedData(authorize).typedData.message.nonce).toBe(1_700_000_000_123n)
    const deposit = response.steps[1]?.items[0] as VenueDepositItem
    expect(deposit.data.action).toEqual({
      type: 'sendAsset',
      parameters: { venueChain: 'Devnet', destination: solverAccount.address, sourceDex: '', destinationDex: '', token: `USDC:${USDC_TOKEN_ID}`, amount: '10.000000', fromSubAccount: '', nonce: 1_700_000_000_123 },
    })
    expect(deposit.data.nonce).toBe(1_700_000_000_123)
    expect(deposit.check?.endpoint).toBe(`/intents/status?requestId=${requestId}`)
    expect(buildVenueSendAssetTypedData(deposit, { signingChainId: 31337 }).primaryType).toBe('VenueTransaction:SendAsset')
    expect(terms).toMatchObject({ venueNonce: 1_700_000_000_123, venueAmount: '10.000000', amountIn: 10_000_000n })
    expect(parseQuoteResponse(JSON.parse(JSON.stringify(response)))).toEqual(response)
  })

  it('a withdrawal of a spot token sends from the spot dex', async () => {
    const input = { ...bridge, originChainId: 1337, originCurrency: HYPE_TOKEN_ID, destinationChainId: 999, destinationCurrency: 'hype', amount: '2500000', protocolVersion: 'v2' as const }
    const { response } = await quote(input)
    const deposit = response.steps[1]?.items[0] as VenueDepositItem
    expect(deposit.data.action.parameters).toMatchObject({ sourceDex: 'spot', token: `HYPE:${HYPE_TOKEN_ID}`, amount: '2.500000' })
  })

  it('a deposit to the venue costs no destination gas', async () => {
    const ctx = context()
    const { response, terms } = await quote({ ...bridge, originCurrency: 'usdc', destinationChainId: 1337, destinationCurrency: 'usdc', recipient: user, amount: '5000000' }, ctx)
    expect(ctx.reads.calls).toEqual([])
    expect(response.fees.gas?.amount).toBe('0')
    expect(terms.amountOut).toBe(4_995_000n)
    expect(terms.currencyOut?.address).toBe(VENUE_PERPS_USDC)
  })

  it('a call with native value: estimates the router multicall with the value, delivers exactly the amount', async () => {
    const payEth = encodeFunctionData({ abi: parseAbi(['function payEth(address beneficiary, string memo) payable']), args: [user, 'hi'] })
    const txs = [{ to: two.contracts.demoTarget, value: '1000000000000000', data: payEth }]
    const ctx = context()
    const { response, terms } = await quote({ ...bridge, tradeType: 'EXACT_OUTPUT', amount: '1000000000000000', txs }, ctx)
    expect(ctx.reads.calls).toEqual([
      {
        chainId: 31338,
        call: {
          from: solverAccount.address,
          to: two.contracts.router,
          data: encodeFunctionData({ abi: routerArtifact.abi, functionName: 'multicall', args: [[{ to: two.contracts.demoTarget, data: payEth, value: 10n ** 15n }]] }),
          value: 10n ** 15n,
        },
      },
    ])
    expect(terms).toMatchObject({ amountOut: 10n ** 15n, routerTokenAmount: 0n })
    expect(response.details?.operation).toBe('call')
  })

  it('a call spending USDC: the router receives the approved amount of that token', async () => {
    const approve = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [hyperEvm.contracts.demoTarget, 5_000_000n] })
    const payUsdc = encodeFunctionData({ abi: parseAbi(['function payUsdc(address beneficiary, uint256 amount, string memo)']), args: [user, 5_000_000n, 'hi'] })
    const txs = [
      { to: hyperEvm.contracts.usdc, value: '0', data: approve },
      { to: hyperEvm.contracts.demoTarget, value: '0', data: payUsdc },
    ]
    const ctx = context()
    const input = { ...bridge, destinationChainId: 999, originCurrency: 'usdc', destinationCurrency: hyperEvm.contracts.usdc, tradeType: 'EXACT_OUTPUT', amount: '0', txs } as const
    const { terms } = await quote(input, ctx)
    expect(terms).toMatchObject({ amountOut: 5_000_000n, routerTokenAmount: 5_000_000n })
    // The multicall, then handing the router its tokens.
    expect(ctx.reads.calls.map(({ call }) => call.to)).toEqual([hyperEvm.contracts.router, hyperEvm.contracts.usdc])

    // Without the approval nothing goes to the router: the call will revert at fill and refund.
    const unapproved = await quote({ ...input, txs: [txs[1] as (typeof txs)[1]] })
    expect(unapproved.terms).toMatchObject({ amountOut: 0n, routerTokenAmount: 0n })
  })

  it('refuses with 400 AMOUNT_TOO_LOW when fees eat the amount, and transfers within the venue', async () => {
    await expect(quote({ ...bridge, amount: '1000' })).rejects.toMatchObject({ status: 400, errorCode: 'AMOUNT_TOO_LOW' })
    const within = quote({ ...bridge, originChainId: 1337, destinationChainId: 1337, originCurrency: 'usdc', destinationCurrency: 'hype', recipient: user, protocolVersion: 'v2' })
    await expect(within).rejects.toBeInstanceOf(HttpProblem)
    await expect(within).rejects.toMatchObject({ errorCode: 'UNSUPPORTED_ROUTE' })
  })
})
