import { HttpError } from '../errors/http'
import { TokenPriceUnavailableError } from '../errors/price'
import { parseCurrencies, parseTokenPrice } from '../parse/currencies'
import type { CurrenciesRequest, ServiceCurrency, TokenPrice, TokenPriceRequest } from '../types/currencies'
import { validateCurrenciesRequest, validateTokenPriceRequest } from '../validate/currenciesRequest'
import { withRetry, type RetryPolicy } from './retry'
import type { RequestOptions } from './types'

// The token list and price reads of the client. They load with it: an `import()` of them saves
// about 1.5 kB gzip of the widget's first load, but makes esbuild split the app's first load into
// two more files (its chunks follow which dynamic entries reach a module).

/** What the reads need of their client: its service call and its retry policy. */
export interface TokenReadContext {
  read(call: { path: string; method: 'GET' | 'POST'; body?: unknown; resource: string; options: RequestOptions | undefined }): Promise<unknown>
  policy: RetryPolicy
}

export async function readCurrencies(context: TokenReadContext, request: CurrenciesRequest, options: RequestOptions | undefined): Promise<ServiceCurrency[]> {
  const body = validateCurrenciesRequest(request)
  const call = () => context.read({ path: '/currencies/v2', method: 'POST', body, options, resource: 'currencies response' })
  return parseCurrencies(await withRetry(call, { policy: context.policy, signal: options?.signal }))
}

export async function readTokenPrice(context: TokenReadContext, request: TokenPriceRequest, options: RequestOptions | undefined): Promise<TokenPrice> {
  const checked = validateTokenPriceRequest(request)
  const path = `/currencies/token/price?address=${encodeURIComponent(checked.address)}&chainId=${checked.chainId}`
  const call = () => context.read({ path, method: 'GET', options, resource: 'token price response' })
  try {
    return parseTokenPrice(await withRetry(call, { policy: context.policy, signal: options?.signal }), checked)
  } catch (error) {
    // A token the service does not know has no price: the same answer as an unpriced one.
    if (error instanceof HttpError && error.status === 404) throw new TokenPriceUnavailableError({ ...checked, cause: error })
    throw error
  }
}
