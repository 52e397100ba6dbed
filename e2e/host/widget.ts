// The widget as a dApp imports it: the package as built (the repo's dist).
export { BridgeWidget } from 'ferry-kit/widget'
