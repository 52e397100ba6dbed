export { VENUE_AMOUNT_DECIMALS, formatMicroAmount, parseMicroAmount } from './amounts'
export {
  VenueLedger,
  type SendAssetRejectionCode,
  type SendAssetResult,
  type TransferListener,
  type VenueBalances,
  type VenueDex,
  type VenueLedgerOptions,
  type VenueTransfer,
} from './ledger'
export { startVenue, type StartVenueOptions, type VenueServer } from './server'
export { DEFAULT_SPOT_TOKENS, VENUE_HYPE, VENUE_USDC, type VenueSpotToken } from './spotTokens'
export { verifySendAsset, type VerifySendAssetCode, type VerifySendAssetResult } from './verifySendAsset'
