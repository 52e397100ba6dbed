export { getItemKind, isSignatureItem, isTransactionItem, isVenueDepositItem, type ItemKind } from './items'
export { parseQuoteResponse } from './quoteResponse'
export { parseStatusResponse } from './status'
export { parseClearinghouseState, parseSpotMeta, parseVenueExchangeResponse } from './venue'
