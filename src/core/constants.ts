import type { Address } from 'viem'

/** The venue's chain id (not an EVM chain). */
export const VENUE_CHAIN_ID = 1337
/** The venue's EVM-compatible chain, reached through the ordinary quote flow. */
export const VENUE_EVM_CHAIN_ID = 999
/** Native currency of an EVM chain: the 20-byte zero address. */
export const NATIVE_CURRENCY: Address = '0x0000000000000000000000000000000000000000'
/** Perpetuals USDC on the venue: the 16-byte zero address. */
export const VENUE_PERPS_USDC = '0x00000000000000000000000000000000'
