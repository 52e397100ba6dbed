import { getAddress, isAddress, type Address } from 'viem'
import { decodeTokenCall } from '../../calldata'
import { NATIVE_CURRENCY, VENUE_CHAIN_ID } from '../../constants'
import { isItemSent, itemRecords } from '../../run/records'
import type { CurrencyInfo, QuoteResponse, TransactionItem } from '../../types/quote'
import { isRecord } from '../../utils/predicates'
import { capFees } from '../fees'
import type { Origin } from '../preflight/origin'
import { toWalletRequest } from '../runTransactionItem'
import type { WalletFees } from '../wallet'

/** What the rest of a run takes, at least, of one currency on one chain. */
export interface FundsNeed {
  chainId: number
  /** The ERC-20, or the zero address for the chain's native currency. */
  currency: Address
  symbol: string | undefined
  decimals: number | undefined
  /** Smallest unit. */
  amount: bigint
}

/** A transaction the run will still send: neither complete nor recorded as sent. */
export interface PendingTransaction {
  item: TransactionItem
  /** The item that moves the funds (`fundsItemOf`). */
  funds: boolean
}

export function pendingTransactions(quote: QuoteResponse): PendingTransaction[] {
  return itemRecords(quote).flatMap((record) => {
    const item = quote.steps[record.stepIndex]?.items[record.itemIndex]
    if (record.kind !== 'transaction' || !item || item.status === 'complete' || isItemSent(item)) return []
    return [{ item: item as TransactionItem, funds: record.funds }]
  })
}

/** Chains on which a pending transaction carries both a gas limit and fee fields: its gas can be priced. */
export function chainsWithPricedGas(pending: PendingTransaction[]): number[] {
  const priced = pending.filter(({ item: { data } }) => data.gas !== undefined && (data.maxFeePerGas !== undefined || data.maxPriorityFeePerGas !== undefined))
  return [...new Set(priced.map(({ item }) => item.data.chainId))]
}

export interface NeedsInput {
  quote: QuoteResponse
  /** `readOrigin` of the quote: the ERC-20 the user pays, and how much. */
  origin: Origin | undefined
  /**
   * The chains' current fees, by which the executor judges the quote's fee fields (`capFees`); a
   * chain absent or undefined here is one whose fee fields are dropped, so its gas is not counted.
   */
  fees?: ReadonlyMap<number, WalletFees | undefined> | undefined
}

/**
 * What the wallet must hold for the transactions still to send, a lower bound only (a check on it
 * never stops a run the wallet could pay). Venue transfers and signatures spend no EVM balance, and
 * a permit no native one: the service pays its gas.
 *
 * Native, per chain: the node admits a transaction while the balance covers its value plus gas
 * limit × max fee per gas, after what earlier ones took (their value at least; their gas used is
 * not known in advance, so not counted). The need is the largest of these sums. Gas counts only
 * where the quote fixes the limit and the fee the executor will keep; otherwise the wallet prices
 * it and only the value is sure.
 *
 * Tokens: the origin ERC-20's input (`currencyIn`) when the funds item is still to send and pulls
 * it (a contract call, or a permit still to sign), or the sum of the `transfer`s of it still to send, whichever is larger.
 * Approvals move nothing.
 */
export function fundsNeeded({ quote, origin, fees }: NeedsInput): FundsNeed[] {
  const pending = pendingTransactions(quote)
  const tokens = tokenNeed(pending, origin, { permit: permitPending(quote) })
  const natives = [...new Set(pending.map(({ item }) => item.data.chainId))].map((chainId) => {
    let sent = 0n
    let amount = 0n
    for (const { item } of pending.filter(({ item }) => item.data.chainId === chainId)) {
      sent += BigInt(item.data.value)
      const total = sent + gasCost(item, fees?.get(chainId))
      if (total > amount) amount = total
    }
    return { chainId, currency: NATIVE_CURRENCY, amount, ...currencyInfo(quote, chainId, NATIVE_CURRENCY) }
  })
  // The token is what the user typed: told first when both are short.
  return [...(tokens ? [{ ...tokens, ...currencyInfo(quote, tokens.chainId, tokens.currency) }] : []), ...natives].filter((need) => need.amount > 0n)
}

/** Gas limit × max fee per gas, when the quote fixes both and the executor keeps the fee; else 0. */
function gasCost(item: TransactionItem, current: WalletFees | undefined): bigint {
  const { gas, maxFeePerGas } = capFees(toWalletRequest(item), current)
  return gas !== undefined && maxFeePerGas !== undefined ? gas * maxFeePerGas : 0n
}

/** A permit (`usePermit`) still to sign: the service pulls the input with it, the user's token balance. */
function permitPending(quote: QuoteResponse): boolean {
  return itemRecords(quote).some((record) => record.kind === 'permit' && !isItemSent(quote.steps[record.stepIndex]!.items[record.itemIndex]!))
}

function tokenNeed(
  pending: PendingTransaction[],
  origin: Origin | undefined,
  { permit }: { permit: boolean },
): { chainId: number; currency: Address; amount: bigint } | undefined {
  if (!origin?.currency || origin.chainId === VENUE_CHAIN_ID || origin.currency === NATIVE_CURRENCY || !isAddress(origin.currency)) return undefined
  const { chainId, currency } = origin
  const onOrigin = pending.filter(({ item }) => item.data.chainId === chainId)
  let transferred = 0n
  for (const { item } of onOrigin) {
    const call = decodeTokenCall(item.data.data)
    if (call?.kind === 'transfer' && item.data.to.toLowerCase() === currency) transferred += call.amount
  }
  // A funds item that is no token call (a deposit contract) pulls the input the quote shows.
  const pulls = permit || onOrigin.some(({ item, funds }) => funds && decodeTokenCall(item.data.data) === undefined)
  const pulled = pulls && origin.amount !== undefined ? origin.amount : 0n
  return { chainId, currency: getAddress(currency), amount: pulled > transferred ? pulled : transferred }
}

/** Symbol and decimals of a currency, from any currency object of the quote that names it. */
export function currencyInfo(quote: QuoteResponse, chainId: number, address: string): { symbol: string | undefined; decimals: number | undefined } {
  const found = currencyObjects(quote).find((info) => info.chainId === chainId && info.address.toLowerCase() === address.toLowerCase())
  return { symbol: found?.symbol, decimals: found?.decimals }
}

/** `details.currencyIn`, `currencyOut` and the like, and the fees' currencies when they are objects. */
function currencyObjects(quote: QuoteResponse): CurrencyInfo[] {
  const holders = [...Object.values(quote.details), ...Object.values(quote.fees ?? {})]
  return holders.flatMap((holder) => (isRecord(holder) && isCurrencyInfo(holder.currency) ? [holder.currency] : []))
}

function isCurrencyInfo(value: unknown): value is CurrencyInfo {
  return (
    isRecord(value) &&
    typeof value.chainId === 'number' &&
    typeof value.address === 'string' &&
    typeof value.symbol === 'string' &&
    Number.isSafeInteger(value.decimals) &&
    (value.decimals as number) >= 0
  )
}
