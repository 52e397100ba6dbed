import { formatUnitsForInput, formatUsdForPeople, type NumberOptions } from '../display/number'
import type { RouteSide } from '../display/side'

/**
 * A quoted side's amount as the card's field holds it: the digits the review, the outcome and the
 * history show (one formatter), as a plain decimal the user can edit; blank when there is none.
 */
export const quotedAmount = (side: RouteSide | undefined): string => (side ? formatUnitsForInput(side.amount, side.decimals) : '')

/** A quoted side's USD value as the card shows it (`$29.89`), when the quote gives one. */
export const quotedUsd = (side: RouteSide | undefined, options?: NumberOptions): string | undefined => (side?.usd ? formatUsdForPeople(side.usd, options) : undefined)
