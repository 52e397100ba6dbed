import { useQuery, useQueryClient } from '@tanstack/react-query'
import { parseUnits, type Address } from 'viem'
import { useConfig } from 'wagmi'
import { isNativeCurrency, VENUE_CHAIN_ID, VENUE_PERPS_USDC } from '../../core/index'
import { sameId } from '../../core/utils/sameId'
import { tokenPriceQueryOptions, useFerry, useVenueBalance } from '../../react/index'
import type { WidgetCurrency } from '../types'
import { refKey } from './pickerMemory'
import { readChainBalances } from './readPickerBalances'

/** A held currency: what the account has, and its value when the service prices it. */
export interface PickerBalance {
  amount: bigint
  /** USD with 6 decimals, rounded down; absent while not priced. */
  usd?: bigint | undefined
}

const USD_DECIMALS = 6
const BALANCES_STALE_MS = 15_000
const PRICE_DECIMALS = 18
const isTokenAddress = (address: string) => /^0x[\da-f]{40}$/i.test(address)

/**
 * The account's balances of `known` (the list without a search: read once) and `found` (a search's
 * answer: read when it changes, never per keystroke), keyed by `refKey`: per chain of the host's
 * wagmi config, the native balance and the tokens' `balanceOf` in one multicall
 * (`readChainBalances`); the venue's perps USDC from its `withdrawable`. Then the service's price of
 * each token held, for its USD value.
 */
export function usePickerBalances(account: Address | undefined, { known, found }: { known: WidgetCurrency[]; found: WidgetCurrency[] }): ReadonlyMap<string, PickerBalance> {
  const ferry = useFerry()
  const queryClient = useQueryClient()
  const knownAmounts = useWalletBalances(account, known)
  const foundAmounts = useWalletBalances(account, found)
  const all = [...known, ...found]
  const venue = useVenueBalance({ user: account, query: { enabled: all.some((c) => c.chainId === VENUE_CHAIN_ID && sameId(c.address, VENUE_PERPS_USDC)) } })

  const amounts = new Map([...(knownAmounts ?? []), ...(foundAmounts ?? [])])
  if (venue.data) amounts.set(refKey({ chainId: VENUE_CHAIN_ID, address: VENUE_PERPS_USDC }), venue.data.withdrawableUnits)

  const held = all.filter((currency, index) => (amounts.get(refKey(currency)) ?? 0n) > 0n && all.findIndex((other) => refKey(other) === refKey(currency)) === index)
  // One query over the held tokens, each price read through its own cached query (shared with
  // useTokenPrice); keyed by the set, in any order, and showing the last prices while a new set loads.
  const prices = useQuery({
    queryKey: ['ferry', ferry.namespace, 'pickerPrices', held.map(refKey).sort()],
    queryFn: () =>
      Promise.all(
        held.map((currency) =>
          queryClient.fetchQuery(tokenPriceQueryOptions(ferry, { chainId: currency.chainId, address: currency.address })).then(
            (price) => [refKey(currency), price.price] as const,
            () => undefined,
          ),
        ),
      ).then((entries) => new Map(entries.filter((entry) => entry !== undefined))),
    enabled: held.length > 0,
    staleTime: 60_000,
    placeholderData: (previous) => previous,
  })
  const balances = new Map<string, PickerBalance>()
  for (const currency of all) {
    const amount = amounts.get(refKey(currency))
    if (amount === undefined) continue
    const price = prices.data?.get(refKey(currency))
    balances.set(refKey(currency), { amount, usd: price === undefined ? undefined : usdValue(amount, currency.decimals, price) })
  }
  return balances
}

/** The wallet's balances of `currencies` on the chains of the host's wagmi config, by `refKey`. */
function useWalletBalances(account: Address | undefined, currencies: WidgetCurrency[]): Map<string, bigint> | undefined {
  const config = useConfig()
  const configured = new Set(config.chains.map((chain) => chain.id))
  const byChain = new Map<number, { native: WidgetCurrency | undefined; tokens: Address[] }>()
  for (const currency of currencies) {
    if (!configured.has(currency.chainId)) continue
    const entry = byChain.get(currency.chainId) ?? { native: undefined, tokens: [] }
    if (isNativeCurrency(currency.address)) entry.native = currency
    else if (isTokenAddress(currency.address)) entry.tokens.push(currency.address.toLowerCase() as Address)
    else continue
    byChain.set(currency.chainId, entry)
  }
  const chains = [...byChain].map(([chainId, { native, tokens }]) => ({ chainId, native: native?.address, tokens }))
  const read = useQuery({
    // wagmi's `readContracts` kind with `balanceOf`, so a run's balance invalidation reaches it.
    queryKey: ['readContracts', { contracts: chains.flatMap(({ chainId, tokens }) => tokens.map((address) => ({ address, functionName: 'balanceOf', args: [account], chainId }))), natives: chains.map(({ chainId, native }) => (native ? chainId : 0)), reader: 'ferry-picker' }],
    queryFn: async () => {
      const found = new Map<string, bigint>()
      await Promise.all(
        chains.map(async ({ chainId, native, tokens }) => {
          const read = await readChainBalances(config, { account: account!, chainId, native: native !== undefined, tokens }).catch(() => undefined)
          if (read?.native !== undefined && native) found.set(refKey({ chainId, address: native }), read.native)
          read?.tokens.forEach((amount, index) => amount !== undefined && found.set(refKey({ chainId, address: tokens[index]! }), amount))
        }),
      )
      return found
    },
    enabled: account !== undefined && chains.length > 0,
    // Read again after a run (it invalidates balances), not at every opening of the picker.
    staleTime: BALANCES_STALE_MS,
  })
  return read.data
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
