// TEMPORARY, until <BridgeWidget> lands in src/widget: the host reads the entry's export
// without failing the type check while the entry is still empty. Replace with
// `export { BridgeWidget } from '../../src/widget/index'` once it exports the component.
import type { ComponentType } from 'react'
import * as widgetEntry from '../../src/widget/index'
import type { HostChain, HostCurrency } from './hostSetup'

/** The props the host passes, as the design names them; checked against the real ones when the widget lands. */
export interface ExpectedWidgetProps {
  chains: HostChain[]
  currencies: HostCurrency[]
  onConnectWallet: () => void
  onEvent?: (event: unknown) => void
  defaultMode?: string
}

export const BridgeWidget = (widgetEntry as { BridgeWidget?: ComponentType<ExpectedWidgetProps> }).BridgeWidget
