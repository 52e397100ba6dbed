// The widget as a dApp imports it (from the sources here; `ferry-kit/widget` once installed).
export { BridgeWidget } from '../../src/widget/index'
