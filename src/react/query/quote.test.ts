import { describe, expect, it } from 'vitest'
import { createFerryClient, HttpError, NATIVE_CURRENCY, NetworkError, type QuoteRequestInput } from '../../core/index'
import { isEmptyQuoteInput, quoteQueryOptions } from './quote'

const client = createFerryClient({ baseUrl: 'http://127.0.0.1:9' })
const user = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
const request: QuoteRequestInput = {
  user,
  originChainId: 31337,
  destinationChainId: 31338,
  originCurrency: NATIVE_CURRENCY,
  destinationCurrency: NATIVE_CURRENCY,
  amount: '1000',
  tradeType: 'EXACT_INPUT',
}
const httpError = (status: number) => new HttpError({ url: 'x', status, serviceMessage: 'm', errorCode: undefined, body: null })

describe('quoteQueryOptions', () => {
  it('keys a valid request by its normalized form under the namespace, refetching every 15 s while visible', () => {
    const options = quoteQueryOptions({ client, namespace: 'ns', request })
    expect(options.inputStatus).toBe('valid')
    expect(options.queryKey).toEqual(['ferry', 'ns', 'quote', { ...request, user: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' }])
    expect(options).toMatchObject({ enabled: true, refetchInterval: 15_000, refetchIntervalInBackground: false, issues: [] })
    expect(typeof options.queryFn).toBe('function')
    expect(quoteQueryOptions({ client, namespace: 'ns', request: { ...request }, refetchIntervalMs: 5_000 }).refetchInterval).toBe(5_000)
  })

  it('gives a disabled query and the issues for an invalid request', () => {
    const options = quoteQueryOptions({ client, namespace: 'ns', request: { ...request, originChainId: 'one' } })
    expect(options).toMatchObject({ inputStatus: 'invalid', enabled: false, queryKey: ['ferry', 'ns', 'quote', null], placeholderData: undefined })
    expect(options.issues.map((issue) => issue.path)).toEqual(['originChainId'])
  })

  it('gives a disabled query and no issues while the request is not filled in', () => {
    for (const empty of [undefined, { ...request, amount: '' }, { ...request, amount: '000' }, { ...request, user: null }]) {
      expect(quoteQueryOptions({ client, namespace: 'ns', request: empty })).toMatchObject({ inputStatus: 'empty', enabled: false, issues: [] })
    }
  })

  it('retries transient failures only, a few times; a 4xx is final', () => {
    const { retry } = quoteQueryOptions({ client, namespace: 'ns', request })
    expect(retry(0, httpError(503))).toBe(true)
    expect(retry(1, new NetworkError({ url: 'x', cause: null }))).toBe(true)
    expect(retry(2, httpError(503))).toBe(false)
    expect(retry(0, httpError(400))).toBe(false)
  })
})

describe('isEmptyQuoteInput', () => {
  it('counts a zero amount as empty, except for a call whose txs carry no value', () => {
    expect(isEmptyQuoteInput({ ...request, amount: '0' })).toBe(true)
    expect(isEmptyQuoteInput({ ...request, amount: '0', txs: [] })).toBe(false)
    expect(isEmptyQuoteInput(request)).toBe(false)
  })
})
