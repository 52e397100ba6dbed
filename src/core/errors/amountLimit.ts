import { isRecord } from '../utils/predicates'
import { HttpError } from './http'

/**
 * The bound a refused amount crossed, as the service stated it: `minimum` for `AMOUNT_TOO_LOW`,
 * `maximum` for `AMOUNT_TOO_HIGH`. `amount` is a plain decimal in whole units of `symbol`
 * (`"0.000024330466054055"`); `symbol` is undefined when the service named no currency.
 */
export interface AmountLimit {
  kind: 'minimum' | 'maximum'
  amount: string
  symbol: string | undefined
}

const KIND_BY_CODE: Record<string, AmountLimit['kind']> = { AMOUNT_TOO_LOW: 'minimum', AMOUNT_TOO_HIGH: 'maximum' }

// The service's published error body is `{ message, errorCode, errorData?, requestId? }`: no field
// carries the bound, so its sentence is read, here only, and only once the code has named the
// situation. "send at least 0.0000243 ETH", "minimum amount is 5 USDC", "at most 1,000 USDC".
const NUMBER = String.raw`(\d[\d,]*(?:\.\d+)?|\.\d+)(?:\s+([A-Za-z][\w.]{0,15}))?`
const PHRASES: Record<AmountLimit['kind'], RegExp> = {
  minimum: new RegExp(String.raw`\b(?:at least|min(?:imum)?(?:\s+amount)?(?:\s+is|:)?)\s+` + NUMBER, 'gi'),
  maximum: new RegExp(String.raw`\b(?:at most|max(?:imum)?(?:\s+amount)?(?:\s+is|:)?)\s+` + NUMBER, 'gi'),
}

/**
 * The minimum or maximum a quote refusal names, or undefined: another error, another code, or a
 * sentence without a figure. The last figure stated wins (the one the user can act on). Never
 * tells errors apart by their text: the code does that, the text only carries the figure.
 */
export function amountLimitOf(error: unknown): AmountLimit | undefined {
  if (!(error instanceof HttpError) || error.errorCode === undefined) return undefined
  const kind = KIND_BY_CODE[error.errorCode]
  if (kind === undefined) return undefined
  // The whole message from the body; the error's own copy is clipped.
  const message = isRecord(error.body) && typeof error.body.message === 'string' ? error.body.message : error.serviceMessage
  const matches = [...message.matchAll(PHRASES[kind])]
  const last = matches.at(-1)
  if (!last?.[1]) return undefined
  const amount = last[1].replace(/,/g, '').replace(/\.$/, '')
  return { kind, amount: amount.startsWith('.') ? `0${amount}` : amount, symbol: last[2]?.replace(/[.,]+$/, '') }
}
