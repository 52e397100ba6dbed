import { QuoteRequestError, validateQuoteRequest, type QuoteRequest, type QuoteRequestInput, type ValidationIssue } from '../../core/index'

/** `empty`: the user has not filled the request in yet (nothing sent, no issues). */
export type QuoteInputStatus = 'empty' | 'invalid' | 'valid'

export type QuoteInput =
  | { inputStatus: 'empty'; request: undefined; issues: [] }
  | { inputStatus: 'invalid'; request: undefined; issues: ValidationIssue[] }
  | { inputStatus: 'valid'; request: QuoteRequest; issues: [] }

/** The fields a request cannot do without; while any is blank the request counts as `empty`. */
const REQUIRED = ['user', 'originChainId', 'destinationChainId', 'originCurrency', 'destinationCurrency', 'amount', 'tradeType'] as const

const isBlank = (value: unknown): boolean => value === undefined || value === null || value === ''
const isZero = (value: unknown): boolean => value === 0 || value === 0n || (typeof value === 'string' && /^0+$/.test(value))

/**
 * Whether the user has yet to fill the request in: no request, a required field blank, or an
 * amount of zero (except for a call with `txs`, whose amount is the sum of their values).
 */
export function isEmptyQuoteInput(request: QuoteRequestInput | undefined): boolean {
  if (!request) return true
  return REQUIRED.some((field) => isBlank(request[field])) || (request.txs == null && isZero(request.amount))
}

/** Classifies the input with the core's `validateQuoteRequest`: the normalized request, or its issues. */
export function readQuoteInput(request: QuoteRequestInput | undefined): QuoteInput {
  if (!request || isEmptyQuoteInput(request)) return { inputStatus: 'empty', request: undefined, issues: [] }
  try {
    return { inputStatus: 'valid', request: validateQuoteRequest(request), issues: [] }
  } catch (error) {
    if (error instanceof QuoteRequestError) return { inputStatus: 'invalid', request: undefined, issues: error.issues }
    throw error
  }
}
