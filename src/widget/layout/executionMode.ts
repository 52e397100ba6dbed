import { VENUE_CHAIN_ID } from '../../core/index'
import { type ExecutionState } from '../../react/index'
import type { WidgetMode } from '../types'

/** The mode a run was started in, read from its quote: the venue as origin or destination, else a bridge. */
export function modeOfExecution(state: ExecutionState): WidgetMode | undefined {
  const { currencyIn, currencyOut } = state.quote?.details ?? {}
  if (!currencyIn || !currencyOut) return undefined
  return modeOfRoute(currencyIn.currency.chainId, currencyOut.currency.chainId)
}

export function modeOfRoute(originChainId: number, destinationChainId: number): WidgetMode {
  if (originChainId === VENUE_CHAIN_ID) return 'venue-withdraw'
  if (destinationChainId === VENUE_CHAIN_ID) return 'venue-deposit'
  return 'bridge'
}
