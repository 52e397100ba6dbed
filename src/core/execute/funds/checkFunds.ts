import type { Hex } from 'viem'
import { NATIVE_CURRENCY } from '../../constants'
import { InsufficientFundsError } from '../../errors/funds'
import type { QuoteResponse } from '../../types/quote'
import type { QuoteRequestInput } from '../../types/request'
import { raceSignal, throwIfAborted } from '../../utils/abort'
import { readOrigin } from '../preflight/origin'
import type { FerryWallet, WalletFees } from '../wallet'
import { chainsWithPricedGas, fundsNeeded, pendingTransactions } from './needs'

export interface CheckFundsOptions {
  quote: QuoteResponse
  request: QuoteRequestInput | undefined
  wallet: FerryWallet
  requestId: Hex
  signal: AbortSignal | undefined
}

/**
 * Stops a run the wallet cannot pay before the wallet is asked for anything: each currency the
 * remaining transactions (and a permit) take (`fundsNeeded`: value, tokens, the gas the quote fixes) is read
 * from the wallet and compared. Only a certain shortfall stops it: a wallet without `getBalance`,
 * or a read that fails, leaves the decision to the wallet.
 * @throws {InsufficientFundsError} naming the chain and currency, what is needed and what is held.
 */
export async function checkFunds({ quote, request, wallet, requestId, signal }: CheckFundsOptions): Promise<void> {
  const { getBalance } = wallet
  if (!getBalance) return
  const fees = await readFees(wallet, chainsWithPricedGas(pendingTransactions(quote)), signal)
  const needs = fundsNeeded({ quote, origin: readOrigin(quote, request), fees })
  if (!needs.length) return
  const held = await Promise.all(
    needs.map(({ chainId, currency }) =>
      orUndefined(() => getBalance.call(wallet, { chainId, address: wallet.account, ...(currency === NATIVE_CURRENCY ? {} : { token: currency }) }), signal),
    ),
  )
  needs.forEach((need, n) => {
    const available = held[n]
    // A wallet of plain JavaScript might answer with anything: only a bigint is an answer.
    if (typeof available !== 'bigint' || available >= need.amount) return
    const { chainId, currency, symbol, decimals, amount } = need
    throw new InsufficientFundsError({ requestId, chainId, currency, symbol, decimals, required: amount, available })
  })
}

/** The chains' fees, read as `boundFees` reads them: a chain whose read fails keeps none. */
async function readFees(wallet: FerryWallet, chainIds: number[], signal: AbortSignal | undefined): Promise<Map<number, WalletFees | undefined>> {
  const { estimateFees } = wallet
  if (!estimateFees) return new Map()
  const read = await Promise.all(chainIds.map(async (chainId) => [chainId, await orUndefined(() => estimateFees.call(wallet, chainId), signal)] as const))
  return new Map(read)
}

/** A read that fails (or throws at once) is no answer, unless the run was aborted meanwhile. */
function orUndefined<T>(read: () => Promise<T>, signal: AbortSignal | undefined): Promise<T | undefined> {
  return raceSignal(Promise.resolve().then(read), signal).catch(() => (throwIfAborted(signal), undefined))
}
