import { formatUnits, getAddress, isAddressEqual, toHex, type Address, type Hex } from 'viem'
import {
  NATIVE_CURRENCY,
  VENUE_CHAIN_ID,
  VENUE_PERPS_USDC,
  type CurrencyAmount,
  type FeeAmount,
  type QuoteDetails,
  type QuoteFees,
  type QuoteRequest,
  type QuoteResponse,
  type Step,
} from '../../core/index'
import { DevnetError } from '../errors'
import { HttpProblem } from '../http/jsonServer'
import type { DevnetChain } from '../types'
import type { ChainReads } from './chainReads'
import type { CurrencyCatalogue, DevnetCurrency } from './currencies'
import { estimateFillGas, routerTokenAmount } from './fillGas'
import { newRequestId } from './ids'
import type { PriceTable } from './priceTable'
import { formatUsd, fromUsd, usdFromTopupAmount } from './prices'
import { DEFAULT_SLIPPAGE_BPS, nativeCostsIn, priceAmounts, requestPricing } from './pricing'
import { approveStep, authorizeStep, depositErc20Step, depositNativeStep, permitStep, venueAmount, venueDepositStep, type PermitStep, type PermitTerms } from './steps'
import type { QuotedTerms } from './store'
import type { ProtocolProfile } from '../../core/protocol/profile'

/**
 * The default top-up, 2 USD, in the price table's USD (6 decimals). The spec writes the default
 * as "2000000 (2 USD)" yet defines the unit as 100000 = 1 USD, which would make 2000000 20 USD:
 * explicit amounts follow the unit, the default follows the stated 2 USD.
 */
export const DEFAULT_TOPUP_USD = 2_000_000n
/** Seconds; the devnet solver fills as soon as it sees the deposit. */
const TIME_ESTIMATE_SECONDS = 5
/** TestUSDC's `name()`, its EIP-712 domain name (src/devnet/contracts/TestUSDC.sol). */
const PERMIT_TOKEN_NAME = 'USD Coin (devnet)'
/** How long a permit's authorization stays valid: the user signs within it, the service submits at once. */
const PERMIT_VALID_SECONDS = 30n * 60n

export interface QuoteContext {
  catalogue: CurrencyCatalogue
  /** The EVM chains, for their contract addresses. */
  chains: DevnetChain[]
  reads: ChainReads
  /** The devnet's live prices; a quote reads one snapshot of them. */
  prices: PriceTable
  /** Fills every request; receives the venue transfer of a withdrawal. */
  solverAddress: Address
  /** Domain chain of the authorize step's signature (the spec's default signing chain). */
  signingChainId: number
  nextVenueNonce: () => number
  newRequestId?: () => Hex
  /** The names of the withdrawal's signatures. Default the spec's. */
  profile?: ProtocolProfile | undefined
}

/**
 * The quote body the devnet serves: what the client's `QuoteResponse` lists, and the published
 * service's fields beyond it that the devnet serves too (the client keeps them, untyped).
 */
export interface ServedQuote extends Omit<QuoteResponse, 'steps'> {
  /** A permit step (`usePermit`) is served as published; the client's `Step` does not type it. */
  steps: (Step | PermitStep)[]
  fees: QuoteFees & { app: FeeAmount; topupGas?: FeeAmount }
  details: QuoteDetails & {
    sender: Address
    recipient: Address
    minAmountOut: string
    slippageTolerance: string
    currencyGasTopup?: CurrencyAmount
  }
}

export interface BuiltQuote {
  requestId: Hex
  response: ServedQuote
  terms: QuotedTerms
}

/**
 * Prices a validated quote request and builds its steps (docs/devnet.md, "Prices and fees" and
 * "Requests"). Reads the chains (gas, allowance) but stores nothing: the caller stores the
 * request once the quote is built. Refusals are `HttpProblem`s with status 400.
 */
export async function buildQuote(request: QuoteRequest, ctx: QuoteContext): Promise<BuiltQuote> {
  const { catalogue } = ctx
  const prices = ctx.prices.snapshot()
  const currencyIn = catalogue.resolve(request.originChainId, request.originCurrency)
  const currencyOut = catalogue.resolve(request.destinationChainId, request.destinationCurrency)
  if (request.originChainId === VENUE_CHAIN_ID && request.destinationChainId === VENUE_CHAIN_ID) {
    throw new HttpProblem(400, `A transfer within the venue (chain ${VENUE_CHAIN_ID}) is made on the venue itself, not through the service.`, 'UNSUPPORTED_ROUTE')
  }
  const destNative = catalogue.native(request.destinationChainId)
  if (request.topupGas && currencyOut.address === NATIVE_CURRENCY) {
    throw new HttpProblem(400, `topupGas is supported only when the destination currency is not the gas currency of chain ${request.destinationChainId} (${currencyOut.symbol}).`, 'INVALID_INPUT')
  }
  const recipient = getAddress(request.recipient ?? request.user)
  const destChain = ctx.chains.find((chain) => chain.id === request.destinationChainId)

  const gasUnits = await estimateFillGas({ request, chain: destChain, currencyOut, recipient, solver: ctx.solverAddress, reads: ctx.reads })
  const gasWei = gasUnits > 0n && destNative ? gasUnits * (await ctx.reads.gasPrice(request.destinationChainId)) : 0n
  const topupUsd = request.topupGasAmount === undefined ? DEFAULT_TOPUP_USD : usdFromTopupAmount(BigInt(request.topupGasAmount))
  const topupGasWei = request.topupGas && destNative ? fromUsd(topupUsd, destNative, prices) : 0n

  // A call delivers its native value (`amount`) and, to an ERC20 destination, the approved tokens.
  const toRouter = routerTokenAmount(request, currencyOut)
  const callToToken = request.txs !== undefined && currencyOut.address !== NATIVE_CURRENCY
  const nativeCosts = { gasWei, topupGasWei, callValueWei: callToToken ? BigInt(request.amount) : 0n }
  const fixed = nativeCostsIn({ costs: nativeCosts, native: destNative, currencyIn, prices })
  const pricing = priceAmounts({
    tradeType: request.tradeType,
    amount: callToToken ? toRouter : BigInt(request.amount),
    currencyIn,
    currencyOut,
    ...requestPricing(request),
    fixedCostIn: fixed.total,
    prices,
  })

  const requestId = (ctx.newRequestId ?? newRequestId)()
  const origin = await originSteps({ request, ctx, requestId, currencyIn, amountIn: pricing.amountIn })
  const terms: QuotedTerms = {
    amountIn: pricing.amountIn,
    amountOut: pricing.amountOut,
    minAmountOut: pricing.minAmountOut,
    appFees: (request.appFees ?? []).map((fee, index) => ({ recipient: fee.recipient, amount: pricing.appFeesOut[index] ?? 0n })),
    ...nativeCosts,
    routerTokenAmount: toRouter,
    currencyIn,
    currencyOut,
    ...(destNative ? { destinationNative: destNative } : {}),
    ...origin.venue,
    ...(origin.permit ? { permit: origin.permit } : {}),
  }
  const amount = (currency: DevnetCurrency, value: bigint) => ({
    // A copy: the body must not share the catalogue's objects.
    currency: { ...currency },
    amount: value.toString(),
    amountFormatted: formatUnits(value, currency.decimals),
    amountUsd: formatUsd(value, currency, prices),
  })
  const fee = (value: bigint): FeeAmount => amount(currencyIn, value)
  const response: ServedQuote = {
    steps: origin.steps,
    fees: {
      gas: fee(fixed.gas),
      relayer: fee(pricing.relayerFee),
      app: fee(pricing.appFeesIn.reduce((sum, value) => sum + value, 0n)),
      ...(request.topupGas ? { topupGas: fee(fixed.topup) } : {}),
    },
    details: {
      operation: request.txs ? 'call' : currencyIn.symbol === currencyOut.symbol ? 'bridge' : 'swap',
      sender: request.user,
      recipient,
      timeEstimate: TIME_ESTIMATE_SECONDS,
      currencyIn: amount(currencyIn, pricing.amountIn),
      currencyOut: amount(currencyOut, pricing.amountOut),
      minAmountOut: pricing.minAmountOut.toString(),
      slippageTolerance: (request.slippageTolerance ?? DEFAULT_SLIPPAGE_BPS).toString(),
      ...(destNative && topupGasWei > 0n ? { currencyGasTopup: amount(destNative, topupGasWei) } : {}),
    },
  }
  return { requestId, response, terms }
}

/** The steps on the origin: EVM deposit (with its approval when short) or the venue withdrawal. */
async function originSteps({
  request,
  ctx,
  requestId,
  currencyIn,
  amountIn,
}: {
  request: QuoteRequest
  ctx: QuoteContext
  requestId: Hex
  currencyIn: DevnetCurrency
  amountIn: bigint
}): Promise<{ steps: (Step | PermitStep)[]; venue?: { venueNonce: number; venueAmount: string }; permit?: PermitTerms }> {
  const { user } = request
  if (request.originChainId === VENUE_CHAIN_ID) {
    const nonce = ctx.nextVenueNonce()
    const perps = currencyIn.address === VENUE_PERPS_USDC
    const token = ctx.catalogue.venueToken(currencyIn.symbol)
    if (!token) throw new DevnetError('INVALID_CONFIG', `no venue spot token ${currencyIn.symbol}: sendAsset names the token by its spot tokenId`)
    const amount = venueAmount(amountIn, currencyIn.decimals)
    const steps = [
      authorizeStep({ requestId, user, nonce, signingChainId: ctx.signingChainId, profile: ctx.profile }),
      venueDepositStep({ requestId, nonce, destination: ctx.solverAddress, token: `${token.symbol}:${token.tokenId}`, sourceDex: perps ? '' : 'spot', amount, profile: ctx.profile }),
    ]
    return { steps, venue: { venueNonce: nonce, venueAmount: amount } }
  }
  const chain = ctx.chains.find((entry) => entry.id === request.originChainId)
  if (!chain) throw new DevnetError('INVALID_CONFIG', `chain ${request.originChainId} is in the catalogue but not in the chain list`)
  const deposit = { requestId, chainId: chain.id, user, depository: chain.contracts.depository, amount: amountIn }
  if (currencyIn.address === NATIVE_CURRENCY) return { steps: [depositNativeStep(deposit)] }
  const token = getAddress(currencyIn.address)
  // `usePermit`: the gasless path where the token has it (the devnet's USDC implements EIP-3009);
  // another token gets the usual transactions, as the service answers.
  if (request.usePermit === true && isAddressEqual(token, chain.contracts.usdc)) {
    const permit: PermitTerms = {
      chainId: chain.id,
      token,
      tokenName: PERMIT_TOKEN_NAME,
      from: getAddress(user),
      to: ctx.solverAddress,
      value: amountIn,
      validAfter: 0n,
      validBefore: BigInt(Math.floor(Date.now() / 1000)) + PERMIT_VALID_SECONDS,
      nonce: toHex(crypto.getRandomValues(new Uint8Array(32))),
    }
    return { steps: [permitStep(requestId, permit)], permit }
  }
  const allowance = await ctx.reads.allowance({ chainId: chain.id, token, owner: user, spender: chain.contracts.depository })
  const deposited = depositErc20Step({ ...deposit, token })
  if (allowance >= amountIn) return { steps: [deposited] }
  return { steps: [approveStep({ requestId, chainId: chain.id, user, token, spender: chain.contracts.depository, amount: amountIn }), deposited] }
}
