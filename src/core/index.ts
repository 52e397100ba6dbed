// ferry-kit: the framework-free core. Everything but the executor is in ./shared (the react layer
// and the widget import that, so the executor stays out of their first load).
export * from './shared'

export { buildNonceMappingTypedData } from './eip712/nonceMapping'
export { buildVenueSendAssetTypedData } from './eip712/venueSendAsset'
export { splitSignature } from './eip712/splitSignature'
export { executeQuote } from './execute/executeQuote'
export { walletFromViem } from './execute/walletFromViem'
