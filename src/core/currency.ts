import { hexToString, isAddress, stringToHex } from 'viem'
import { NATIVE_CURRENCY, VENUE_CHAIN_ID, VENUE_PERPS_USDC } from './constants'
import { InvalidArgumentError } from './errors/request'
import { expected } from './validate/formats'

/** Short lowercase symbols (`usdc`, `eth`) that request examples use as currency values. */
const SYMBOL = /^[a-z][a-z0-9]{1,15}$/
/** `0x` and at least 16 whole bytes: a venue id, or a spot address followed by a DEX name. */
const VENUE_HEX = /^0x([\da-f]{2}){16,}$/i

/** True for a short lowercase currency symbol such as `usdc` or `eth`. */
export function isCurrencySymbol(id: string): boolean {
  return SYMBOL.test(id)
}

/** True for the native currency of an EVM chain (the 20-byte zero address, any case). */
export function isNativeCurrency(id: string): boolean {
  return id.toLowerCase() === NATIVE_CURRENCY
}

/** Hex currency ids are case-insensitive: send them lowercase. Symbols are kept as given. */
export function normalizeCurrencyId(id: string): string {
  return /^0x/i.test(id) ? `0x${id.slice(2).toLowerCase()}` : id
}

/**
 * The venue currency id of a currency on a secondary venue DEX: the spot currency address followed
 * by the UTF-8 bytes of the DEX name in lowercase hex (spec, currency table).
 */
export function venueDexCurrency(spotAddress: string, dexName: string): string {
  if (!/^0x([\da-f]{32}|[\da-f]{40})$/i.test(spotAddress)) {
    throw new InvalidArgumentError({ argument: 'spotAddress', message: expected('a 16-byte tokenId or a 20-byte address', spotAddress) })
  }
  if (!isPrintableName(dexName)) {
    throw new InvalidArgumentError({ argument: 'dexName', message: expected('printable text without outer spaces', dexName) })
  }
  return (spotAddress + stringToHex(dexName).slice(2)).toLowerCase()
}

/**
 * The venue DEX a venue currency id is held on, as a `sendAsset` names it in `sourceDex`: `''` for
 * perps USDC (the default perp DEX), `spot` for a spot token id, the DEX's name for a currency of a
 * secondary DEX (a spot address followed by the hex of that name). Undefined for any other id.
 */
export function venueSourceDex(id: string): string | undefined {
  const hex = id.toLowerCase()
  if (hex === VENUE_PERPS_USDC) return ''
  if (/^0x[\da-f]{32}$/.test(hex)) return 'spot'
  if (!VENUE_HEX.test(hex)) return undefined
  // As in `isCurrencyId`: a 16-byte id or a 20-byte address, then the name.
  return [34, 42].map((end) => (hex.length > end ? hexToString(`0x${hex.slice(end)}`) : undefined)).find(isPrintableName)
}

/**
 * True when a currency id has a shape the given chain accepts: a lowercase symbol; on an EVM chain
 * a 20-byte address (EIP-55 when mixed case); on the venue (1337) a 16-byte id (perps USDC or a
 * spot tokenId) or a 16/20-byte spot address followed by a hex DEX name. Whether the service lists
 * the currency is not known here.
 */
export function isCurrencyId(id: string, chainId: number): boolean {
  if (SYMBOL.test(id)) return true
  if (chainId !== VENUE_CHAIN_ID) return isAddress(id)
  // The boundary between address and name is not marked (a 16-byte id plus a 4-byte name is as long
  // as a 20-byte address): try both; the name must decode to printable text, which also turns away
  // a plain EVM address used on the venue by mistake.
  return VENUE_HEX.test(id) && (id.length === 34 || [34, 42].some((end) => id.length > end && isPrintableName(hexToString(`0x${id.slice(end)}`))))
}

/** Non-empty, no control, format or unassigned characters (nor U+FFFD from bad UTF-8), no outer spaces. */
function isPrintableName(name: unknown): name is string {
  return typeof name === 'string' && name !== '' && name.trim() === name && !/[\p{C}\uFFFD]/u.test(name)
}
