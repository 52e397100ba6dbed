import type { QuoteTx } from '../../core/index'
import type { BridgeWidgetProps, WidgetCall, WidgetLocks } from '../types'

type HostDefaults = NonNullable<BridgeWidgetProps['defaults']>

/** What the call costs: the sum of its txs' values, the request's `amount` (spec). */
export function callTotal(call: WidgetCall): bigint {
  return call.txs.reduce((sum, tx) => sum + tx.value, 0n)
}

/** The txs as the request carries them: values as integer strings. */
export function callTxs(call: WidgetCall): QuoteTx[] {
  return call.txs.map((tx) => ({ to: tx.to, value: tx.value.toString(), data: tx.data }))
}

/** The host's defaults with the destination set to the call's chain and currency. */
export function callDefaults(defaults: HostDefaults, call: WidgetCall | undefined): HostDefaults {
  return call ? { ...defaults, destinationChainId: call.destinationChainId, destinationCurrency: call.destinationCurrency } : defaults
}

/** The host's locks plus, with a call, the destination and the amount (the call fixes them). */
export function callLocks(locks: WidgetLocks, call: WidgetCall | undefined): WidgetLocks {
  return call ? { ...locks, destinationChainId: true, destinationCurrency: true, amount: true } : locks
}
