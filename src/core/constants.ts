import type { Address } from 'viem'

/** The venue's chain id (not an EVM chain). */
export const VENUE_CHAIN_ID = 1337
/** The venue's EVM-compatible chain, reached through the ordinary quote flow. */
export const VENUE_EVM_CHAIN_ID = 999
/** Native currency of an EVM chain: the 20-byte zero address. */
export const NATIVE_CURRENCY: Address = '0x0000000000000000000000000000000000000000'
/** Perpetuals USDC on the venue: the 16-byte zero address. */
export const VENUE_PERPS_USDC = '0x00000000000000000000000000000000'
/**
 * The user a quote is asked for while no wallet is connected, so the form can show a price: the
 * address the service's own SDK and UI kit use for it (`evmDeadAddress`). The executor refuses
 * any quote made for it (`PlaceholderQuoteError`).
 */
export const PLACEHOLDER_USER: Address = '0x000000000000000000000000000000000000dEaD'
