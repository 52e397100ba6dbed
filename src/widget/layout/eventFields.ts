import { FerryError, type FerryErrorCode, type QuoteResponse } from '../../core/index'
import type { WidgetEventAmounts, WidgetEventError } from '../events'

export const amountsOf = (quote: QuoteResponse | undefined): WidgetEventAmounts => ({
  amountIn: quote?.details.currencyIn?.amount,
  amountOut: quote?.details.currencyOut?.amount,
})

export const errorOf = (error: FerryError | { code: FerryErrorCode; message: string }): WidgetEventError => ({
  code: error.code,
  message: error instanceof FerryError ? error.shortMessage : error.message,
})
