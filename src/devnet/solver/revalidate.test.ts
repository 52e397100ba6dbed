import { encodeFunctionData, erc20Abi, getAddress, parseAbi, zeroAddress, type Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { NATIVE_CURRENCY, validateQuoteRequest, type QuoteRequestInput } from '../../core/index'
import { buildCurrencyCatalogue } from '../service/currencies'
import { PriceTable, type UsdPrices } from '../service/priceTable'
import { buildQuote } from '../service/quote'
import { RequestStore, type DevnetRequest } from '../service/store'
import { chains, fakeReads, otherAccount, solverAccount, userAccount, venueTokens } from '../service/test/fixtures'
import { PRICE_MOVED, priceMoved, revalidate } from './revalidate'
import type { Asset } from './types'

const [one, , hyperEvm] = chains as [(typeof chains)[0], (typeof chains)[0], (typeof chains)[0]]
const user = userAccount.address
const catalogue = buildCurrencyCatalogue({ chains, venueTokens, prices: new PriceTable() })
const resolveAsset = (chainId: number, currency: string): Asset => {
  const { address } = catalogue.resolve(chainId, currency)
  return address === NATIVE_CURRENCY ? { kind: 'native' } : { kind: 'erc20', address: getAddress(address) }
}
/** 100 USDC on 31337 for ETH on 31338; gas is 21000 at 1 gwei in the fake reads. */
const usdcToEth = { user, originChainId: 31337, destinationChainId: 31338, originCurrency: 'usdc', destinationCurrency: 'eth', amount: '100000000', tradeType: 'EXACT_INPUT' } as const

/** The stored request of a quote made at `table`'s prices (the defaults unless given). */
async function quoted(input: QuoteRequestInput, table = new PriceTable()): Promise<DevnetRequest> {
  const request = validateQuoteRequest(input)
  const id: Hex = `0x${'cd'.repeat(32)}`
  const ctx = { catalogue, chains, reads: fakeReads(), prices: table, solverAddress: solverAccount.address, signingChainId: 31337, nextVenueNonce: () => 1, newRequestId: () => id }
  const { terms } = await buildQuote(request, ctx)
  return new RequestStore().create({ id, request, terms })
}

const movedTo = (patch: Record<string, bigint>): UsdPrices => new PriceTable().set(patch)

describe('priceMoved', () => {
  it('passes at the quote prices, and within slippage (50 bps): ETH up 0.3% still fills', async () => {
    const record = await quoted(usdcToEth)
    // 100 USDC less 0.1 relayer and 0.063 of gas, at 3000 USD per ETH; the bound is 50 bps below.
    expect(record.terms).toMatchObject({ amountOut: 33_279_000_000_000_000n, minAmountOut: 33_112_605_000_000_000n })
    expect(priceMoved(record, new PriceTable().snapshot())).toBeUndefined()
    expect(priceMoved(record, movedTo({ ETH: 3_009_000_000n }))).toBeUndefined()
  })

  it('refuses past the bound, naming what the deposit buys now against the minimum', async () => {
    const record = await quoted(usdcToEth)
    // At 3150 USD: 100 USDC less 0.1 relayer and 0.06615 of gas (now dearer) buys 0.0316932... ETH.
    expect(priceMoved(record, movedTo({ ETH: 3_150_000_000n }))).toBe(
      `${PRICE_MOVED}: the deposit now buys 0.031693285714285714 ETH, below the minimum 0.033112605 ETH (quoted 0.033279 ETH, slippage 50 bps)`,
    )
    // The exact edge: at 3015.065803 USD the output still reaches the minimum; one micro-USD more and it does not.
    const edge = 3_015_065_803n
    expect(priceMoved(record, movedTo({ ETH: edge }))).toBeUndefined()
    expect(priceMoved(record, movedTo({ ETH: edge + 1n }))).toMatch(PRICE_MOVED)
  })

  it('lets a favourable move through: the fill delivers the quoted amount, never more', async () => {
    const record = await quoted(usdcToEth)
    expect(priceMoved(record, movedTo({ ETH: 2_850_000_000n }))).toBeUndefined()
  })

  it('follows slippageTolerance: with 0 bps, an EXACT_OUTPUT quote passes unmoved and refuses a 1 USD move', async () => {
    const record = await quoted({ ...usdcToEth, tradeType: 'EXACT_OUTPUT', amount: '10000000000000000', slippageTolerance: '0' })
    expect(record.terms.minAmountOut).toBe(10n ** 16n)
    expect(priceMoved(record, new PriceTable().snapshot())).toBeUndefined()
    expect(priceMoved(record, movedTo({ ETH: 3_001_000_000n }))).toMatch(/slippage 0 bps/)
  })

  it('charges the native costs again at the new prices: a dearer top-up eats the output', async () => {
    const input = { ...usdcToEth, destinationChainId: 999, destinationCurrency: 'usdc', topupGas: true } as const
    const record = await quoted(input)
    expect(priceMoved(record, new PriceTable().snapshot())).toBeUndefined()
    // The 2 USD of HYPE now cost 3 USDC: about 1% less output, past 0.5%.
    expect(priceMoved(record, movedTo({ HYPE: 37_500_000n }))).toMatch(/buys 96\.\d{6} USDC/)
  })

  it('refuses a call that delivers only its calls once the deposit no longer covers its gas', async () => {
    const payEth = encodeFunctionData({ abi: parseAbi(['function payEth(address beneficiary, string memo) payable']), args: [user, 'hi'] })
    const call = { ...usdcToEth, tradeType: 'EXACT_OUTPUT', amount: '0', txs: [{ to: one.contracts.demoTarget, value: '0', data: payEth }] } as const
    const record = await quoted(call)
    expect(record.terms.amountOut).toBe(0n)
    expect(priceMoved(record, new PriceTable().snapshot())).toBeUndefined()
    expect(priceMoved(record, movedTo({ ETH: 3_150_000_000n }))).toMatch(/^price moved beyond slippage: the deposit of 0\.\d+ USDC no longer covers the fees and costs \(short by 0\.\d+ USDC\)$/)
  })

  it('passes every quote shape at unchanged prices, whatever the prices were', async () => {
    const approve = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [hyperEvm.contracts.demoTarget, 5_000_000n] })
    const tokenCall = {
      ...usdcToEth,
      destinationChainId: 999,
      destinationCurrency: 'usdc',
      tradeType: 'EXACT_OUTPUT',
      amount: '0',
      txs: [{ to: hyperEvm.contracts.usdc, value: '0', data: approve }],
    } as const
    const inputs: QuoteRequestInput[] = [
      usdcToEth,
      { ...usdcToEth, tradeType: 'EXACT_OUTPUT', amount: '12345678901234567', appFees: [{ recipient: otherAccount.address, fee: '33' }] },
      { ...usdcToEth, originCurrency: NATIVE_CURRENCY, destinationCurrency: 'usdc', amount: '7000000000000001', topupGas: true, topupGasAmount: '123457' },
      tokenCall,
    ]
    const odd = new PriceTable()
    odd.set({ ETH: 2_917_333_777n, HYPE: 31_000_001n, USDC: 999_999n })
    for (const input of inputs) {
      for (const table of [new PriceTable(), odd]) expect(priceMoved(await quoted(input, table), table.snapshot())).toBeUndefined()
    }
  })
})

describe('revalidate', () => {
  it('checks the deposit before the prices: chain, amount and token as quoted', async () => {
    const record = await quoted(usdcToEth)
    const prices = new PriceTable().snapshot()
    const deposit = { chainId: 31337, token: one.contracts.usdc, amount: record.terms.amountIn }
    expect(revalidate(record, deposit, { resolveAsset, prices })).toBeUndefined()
    expect(revalidate(record, { ...deposit, amount: deposit.amount - 1n }, { resolveAsset, prices })).toBe('deposit of 99.999999 USDC, quoted 100 USDC')
    expect(revalidate(record, { ...deposit, token: zeroAddress }, { resolveAsset, prices })).toMatch(/^deposit of token 0x0{40}, quoted 0x/)
    expect(revalidate(record, { ...deposit, chainId: 999 }, { resolveAsset, prices })).toBe('deposit on chain 999, quoted on 31337')
    expect(revalidate(record, deposit, { resolveAsset, prices: movedTo({ ETH: 3_150_000_000n }) })).toMatch(PRICE_MOVED)
  })
})
