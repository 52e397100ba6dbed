import { formatUnits } from 'viem'
import type { JsonReply } from '../http/jsonServer'
import { routable, type CurrencyCatalogue } from './currencies'
import { USD_DECIMALS, type PriceTable } from './priceTable'

/**
 * `GET /currencies/token/price?address=&chainId=` (`{ price: number }`) and its `/v2`
 * (`{ price: string }`, the exact decimal): the USD price of one whole token from the devnet's
 * price table, for any currency `/quote` takes there, unlisted tokens included. An unknown
 * token or chain, or a missing parameter, is a 400 `{ error }` as the real service documents it
 * (with `message` beside it, which the service's kit and Ferry's client read).
 */
export function tokenPrice(query: URLSearchParams, { catalogue, prices, version }: { catalogue: CurrencyCatalogue; prices: PriceTable; version: 1 | 2 }): JsonReply {
  const address = query.get('address')?.toLowerCase()
  const chainId = query.get('chainId')
  if (!address || !chainId || !/^\d+$/.test(chainId)) {
    return refused(`address and chainId are required: ?address=<token address>&chainId=<chain id>; got address=${JSON.stringify(query.get('address'))}, chainId=${JSON.stringify(chainId)}`)
  }
  const chain = catalogue.chains.find((entry) => entry.id === Number(chainId))
  const currency = chain && routable(chain).find((entry) => entry.address === address)
  const price = currency && prices.snapshot()[currency.symbol]
  if (price === undefined) return refused(`No price for token ${address} on chain ${chainId}.`)
  const text = formatUnits(price, USD_DECIMALS)
  return { body: { price: version === 1 ? Number(text) : text } }
}

function refused(message: string): JsonReply {
  return { status: 400, body: { error: message, message, errorCode: 'TOKEN_PRICE_NOT_FOUND' } }
}
