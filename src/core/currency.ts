import { isAddress, stringToHex } from 'viem'
import { NATIVE_CURRENCY, VENUE_CHAIN_ID, VENUE_PERPS_USDC } from './constants'
import { InvalidArgumentError } from './errors/request'

/** Short lowercase symbols (`usdc`, `eth`) that request examples use as currency values. */
const SYMBOL = /^[a-z][a-z0-9]{1,15}$/
const HEX_20_BYTES = /^0x[0-9a-fA-F]{40}$/
const HEX_16_BYTES = /^0x[0-9a-fA-F]{32}$/
const SPOT_ADDRESS = /^0x(?:[0-9a-fA-F]{32}|[0-9a-fA-F]{40})$/
const HEX_WHOLE_BYTES = /^0x(?:[0-9a-fA-F]{2})+$/
/** Control, format, surrogate, private-use and unassigned code points: not printable. */
const NON_PRINTABLE = /\p{C}/u

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
  return id.startsWith('0x') || id.startsWith('0X') ? `0x${id.slice(2).toLowerCase()}` : id
}

/**
 * The venue currency id of a currency on a secondary venue DEX: the spot currency address followed
 * by the UTF-8 bytes of the DEX name in lowercase hex (spec, currency table).
 */
export function venueDexCurrency(spotAddress: string, dexName: string): string {
  if (typeof spotAddress !== 'string' || !SPOT_ADDRESS.test(spotAddress)) {
    throw new InvalidArgumentError({
      argument: 'spotAddress',
      message: `must be a venue spot currency address: 0x followed by 32 hex characters (a 16-byte tokenId) or 40 (a 20-byte address); got ${JSON.stringify(spotAddress)}`,
    })
  }
  if (typeof dexName !== 'string' || dexName.length === 0) {
    throw new InvalidArgumentError({ argument: 'dexName', message: 'must be a non-empty string' })
  }
  if (!isPrintableName(dexName)) {
    throw new InvalidArgumentError({
      argument: 'dexName',
      message: `must be printable text without control characters or leading/trailing spaces; got ${JSON.stringify(dexName)}`,
    })
  }
  return `${spotAddress.toLowerCase()}${stringToHex(dexName).slice(2).toLowerCase()}`
}

/**
 * Checks that a currency id has a shape the given chain accepts. Returns a problem message, or
 * undefined when the id fits. Only the shape is checked: whether the service lists the currency
 * is not known here.
 */
export function checkCurrencyId(id: string, chainId: number): string | undefined {
  if (SYMBOL.test(id)) return undefined
  const got = JSON.stringify(id)
  if (SYMBOL.test(id.toLowerCase())) return `currency symbols are lowercase: use ${JSON.stringify(id.toLowerCase())}; got ${got}`

  if (chainId === VENUE_CHAIN_ID) {
    if (isVenueCurrencyId(id)) return undefined
    if (isNativeCurrency(id)) {
      return `the 20-byte zero address is the native currency of EVM chains; on chain ${VENUE_CHAIN_ID} perpetuals USDC is the 16-byte id ${VENUE_PERPS_USDC}`
    }
    return `must be a venue currency id on chain ${VENUE_CHAIN_ID}: the 16-byte perpetuals USDC id (0x + 32 zeros), a spot tokenId (0x + 32 hex characters), a secondary DEX currency (spot address followed by the hex-encoded printable DEX name, see venueDexCurrency) or a lowercase symbol; got ${got}`
  }

  if (HEX_20_BYTES.test(id)) {
    // A mixed-case address whose checksum fails is most likely a typo: say so rather than lowercase it.
    if (!isAddress(id)) return `has an invalid EIP-55 checksum; use the checksummed or the all-lowercase address; got ${got}`
    return undefined
  }
  if (HEX_16_BYTES.test(id)) {
    return `16-byte ids are venue currencies (chain ${VENUE_CHAIN_ID}); on EVM chain ${chainId} use a 20-byte token address (native currency: ${NATIVE_CURRENCY}); got ${got}`
  }
  return `must be a token address on EVM chain ${chainId} (0x followed by 40 hex characters; native currency: ${NATIVE_CURRENCY}) or a lowercase symbol; got ${got}`
}

/**
 * A 16-byte id (perps USDC or a spot tokenId), or a 16/20-byte spot address followed by a hex-encoded
 * DEX name. The boundary between address and name is not marked (a 16-byte id plus a 4-byte name is
 * as long as a 20-byte address), so both boundaries are tried and the name must decode to printable
 * UTF-8: this also turns away a plain EVM address used on the venue by mistake.
 */
function isVenueCurrencyId(id: string): boolean {
  if (!HEX_WHOLE_BYTES.test(id)) return false
  const digits = id.length - 2
  if (digits === 32) return true
  return [32, 40].some((boundary) => digits > boundary && isPrintableName(decodeUtf8(id.slice(2 + boundary))))
}

function decodeUtf8(hex: string): string | undefined {
  const bytes = new Uint8Array(hex.length / 2)
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16)
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return undefined
  }
}

function isPrintableName(name: string | undefined): boolean {
  return name !== undefined && name.length > 0 && !NON_PRINTABLE.test(name) && name.trim() === name
}
