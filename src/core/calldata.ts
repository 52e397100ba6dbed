import { getAddress, type Address, type Hex } from 'viem'

/** Selector of ERC-20 `approve(address,uint256)`. */
export const APPROVE_SELECTOR = '0x095ea7b3'
/** Selector of ERC-20 `transfer(address,uint256)`. */
export const TRANSFER_SELECTOR = '0xa9059cbb'

/** An ERC-20 `approve` or `transfer` call, read from its calldata. */
export interface TokenCall {
  kind: 'approve' | 'transfer'
  /** The spender of an approval, the recipient of a transfer (checksummed). */
  address: Address
  amount: bigint
  /** True when the calldata is exactly the selector and the two words, with no bytes after them. */
  exact: boolean
}

/**
 * Reads ERC-20 `approve`/`transfer` calldata: undefined for any other call, null when the selector
 * is one of them but the words are not (too short, or an address word with dirty padding, which a
 * token may not read as the address a lenient decoder would show). Bytes past the two words are
 * reported by `exact`: a token ignores them, a request's own `txs` should not carry them.
 */
export function decodeTokenCall(data: Hex): TokenCall | null | undefined {
  const hex = data.toLowerCase()
  const kind = hex.startsWith(APPROVE_SELECTOR) ? 'approve' : hex.startsWith(TRANSFER_SELECTOR) ? 'transfer' : undefined
  if (!kind) return undefined
  const words = /^.{10}0{24}([\da-f]{40})([\da-f]{64})/.exec(hex)
  if (!words) return null
  return { kind, address: getAddress(`0x${words[1]}`), amount: BigInt(`0x${words[2]}`), exact: hex.length === 138 }
}
