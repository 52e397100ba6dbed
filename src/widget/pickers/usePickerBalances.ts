import { useQueries } from '@tanstack/react-query'
import { erc20Abi, parseUnits, type Address } from 'viem'
import { useConfig } from 'wagmi'
import { getBalance, readContracts } from 'wagmi/actions'
import { isNativeCurrency, VENUE_CHAIN_ID, VENUE_PERPS_USDC } from '../../core/shared'
import { sameId } from '../../core/utils/sameId'
import { tokenPriceQueryOptions, useFerry, useVenueBalance } from '../../react/index'
import type { WidgetCurrency } from '../types'
import { refKey } from './pickerMemory'

/** A held currency: what the account has, and its value when the service prices it. */
export interface PickerBalance {
  amount: bigint
  /** USD with 6 decimals, rounded down; absent while not priced. */
  usd?: bigint | undefined
}

const USD_DECIMALS = 6
const PRICE_DECIMALS = 18
const isTokenAddress = (address: string) => /^0x[\da-f]{40}$/i.test(address)

/**
 * The account's balances of `currencies`, keyed by `refKey`: per chain of the host's wagmi config,
 * the native balance and every token's `balanceOf` in one multicall (wagmi's `readContracts`), the
 * venue's perps USDC from its `withdrawable`; then the service's price of each token held, for
 * its USD value. `currencies` should change only when a search answers, never per keystroke:
 * each change reads again.
 */
export function usePickerBalances(account: Address | undefined, currencies: WidgetCurrency[]): ReadonlyMap<string, PickerBalance> {
  const config = useConfig()
  const ferry = useFerry()
  const configured = new Set(config.chains.map((chain) => chain.id))
  const byChain = new Map<number, WidgetCurrency[]>()
  for (const currency of currencies) {
    if (!configured.has(currency.chainId) || !(isNativeCurrency(currency.address) || isTokenAddress(currency.address))) continue
    byChain.set(currency.chainId, [...(byChain.get(currency.chainId) ?? []), currency])
  }
  const reads = useQueries({
    queries: [...byChain].map(([chainId, list]) => {
      const tokens = list.filter((currency) => !isNativeCurrency(currency.address)).map((currency) => currency.address.toLowerCase() as Address)
      const native = list.some((currency) => isNativeCurrency(currency.address))
      return {
        // wagmi's `readContracts` kind with `balanceOf`, so a run's balance invalidation reaches it.
        queryKey: ['readContracts', { contracts: tokens.map((address) => ({ address, functionName: 'balanceOf', args: [account], chainId })), native, reader: 'ferry-picker' }],
        queryFn: async () => {
          const [nativeBalance, tokenBalances] = await Promise.all([
            native ? getBalance(config, { address: account!, chainId }).then((balance) => balance.value, () => undefined) : undefined,
            readContracts(config, { allowFailure: true, contracts: tokens.map((address) => ({ address, abi: erc20Abi, functionName: 'balanceOf' as const, args: [account!] as const, chainId })) }),
          ])
          const found = new Map<string, bigint>()
          if (nativeBalance !== undefined) found.set(refKey({ chainId, address: list.find((currency) => isNativeCurrency(currency.address))!.address }), nativeBalance)
          tokenBalances.forEach((read, index) => {
            if (read.status === 'success') found.set(refKey({ chainId, address: tokens[index]! }), read.result)
          })
          return found
        },
        enabled: account !== undefined,
      }
    }),
  })
  const venue = useVenueBalance({ user: account, query: { enabled: currencies.some((c) => c.chainId === VENUE_CHAIN_ID && sameId(c.address, VENUE_PERPS_USDC)) } })

  const amounts = new Map<string, bigint>()
  for (const read of reads) read.data?.forEach((amount, key) => amounts.set(key, amount))
  if (venue.data) amounts.set(refKey({ chainId: VENUE_CHAIN_ID, address: VENUE_PERPS_USDC }), venue.data.withdrawableUnits)

  const held = currencies.filter((currency) => (amounts.get(refKey(currency)) ?? 0n) > 0n)
  const prices = useQueries({
    queries: held.map((currency) => ({ ...tokenPriceQueryOptions(ferry, { chainId: currency.chainId, address: currency.address }), retry: false })),
  })
  const balances = new Map<string, PickerBalance>()
  for (const currency of currencies) {
    const amount = amounts.get(refKey(currency))
    if (amount === undefined) continue
    const price = prices[held.indexOf(currency)]?.data?.price
    balances.set(refKey(currency), { amount, usd: price === undefined ? undefined : usdValue(amount, currency.decimals, price) })
  }
  return balances
}

/** `amount` (smallest units of a token of `decimals`) at `price` USD per token, with 6 decimals, rounded down. */
export function usdValue(amount: bigint, decimals: number, price: string): bigint | undefined {
  let scaled: bigint
  try {
    scaled = parseUnits(price, PRICE_DECIMALS)
  } catch {
    return undefined
  }
  return (amount * scaled) / 10n ** BigInt(decimals + PRICE_DECIMALS - USD_DECIMALS)
}
