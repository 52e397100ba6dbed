import { formatUsdForPeople } from '../display/number'
import { amountForPeople } from '../display/text'
import type { FeeFigure } from './figures'

type Labels = { amountWithSymbol: (amount: string, symbol: string) => string; rebate: (amount: string) => string }

export { amountForPeople }
/** A fee in its currency (as the service formatted it when its decimals are unknown); a negative one as a rebate. */
export function feeForPeople(fee: FeeFigure, labels: Labels): string {
  const rebate = fee.amount < 0n
  const amount = rebate ? -fee.amount : fee.amount
  const text =
    fee.decimals !== undefined
      ? amountForPeople({ amount, decimals: fee.decimals, symbol: fee.symbol }, labels)
      : labels.amountWithSymbol(fee.formatted?.replace(/^-/, '') ?? amount.toString(), fee.symbol)
  return rebate ? labels.rebate(text) : text
}

/** A USD decimal string without its sign, for a figure whose sign the words carry. */
export const unsignedUsdForPeople = (usd: string | undefined): string | undefined => (usd ? formatUsdForPeople(usd.replace(/^-/, '')) : undefined)
