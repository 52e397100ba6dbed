import { formatUnits, type Address } from 'viem'
import { NATIVE_CURRENCY } from '../constants'
import { StepError, type StepContext } from './execution'

export interface InsufficientFundsContext extends StepContext {
  chainId: number
  /** The ERC-20 that is short, or the zero address for the chain's native currency. */
  currency: Address
  symbol?: string | undefined
  decimals?: number | undefined
  /** What the run needs of `currency` on `chainId`, in the smallest unit. */
  required?: bigint | undefined
  /** What the wallet holds of it. */
  available?: bigint | undefined
}

/**
 * The wallet cannot pay the run: `available` of `currency` on `chainId` is below the `required`
 * the quote's remaining transactions take (their value and tokens, and their gas when the quote
 * fixes it). Raised before the wallet is asked, or, when only the node could tell (gas the quote
 * left to the wallet), from its refusal: then `required` and `available` are undefined.
 */
export class InsufficientFundsError extends StepError {
  override name = 'InsufficientFundsError'
  declare readonly code: 'INSUFFICIENT_FUNDS'
  declare readonly chainId: number
  declare readonly currency: Address
  declare readonly symbol: string | undefined
  declare readonly decimals: number | undefined
  declare readonly required: bigint | undefined
  declare readonly available: bigint | undefined

  constructor(context: InsufficientFundsContext) {
    const { chainId, currency, symbol, decimals, required, available } = context
    super('INSUFFICIENT_FUNDS', shortMessageOf(context), context)
    Object.assign(this, { chainId, currency, symbol, decimals, required, available })
  }
}

function shortMessageOf({ chainId, currency, symbol, decimals, required, available }: InsufficientFundsContext): string {
  const token = symbol ?? (currency.toLowerCase() === NATIVE_CURRENCY ? 'native currency' : `token ${currency}`)
  if (required === undefined || available === undefined) {
    return `Not enough ${token} on chain ${chainId} to pay for the transaction and its gas`
  }
  // Without decimals a figure in tokens would be a guess: the smallest unit is exact.
  const unit = decimals === undefined ? ' (smallest unit)' : ''
  return `Not enough ${token} on chain ${chainId}: the quote needs ${exactAmount(required, decimals)} and the wallet holds ${exactAmount(available, decimals)}${unit}`
}

/**
 * `amount` in tokens, exact (no rounding), with at least `min(decimals, 6)` fraction digits so
 * that two figures read alike: `5.000000` USDC, `0.010000` ETH, `0.000000000000000001` ETH.
 */
export function exactAmount(amount: bigint, decimals: number | undefined): string {
  if (decimals === undefined) return amount.toString()
  const [whole, fraction = ''] = formatUnits(amount, decimals).split('.')
  const digits = fraction.padEnd(Math.min(decimals, 6), '0')
  return digits ? `${whole}.${digits}` : `${whole}`
}
