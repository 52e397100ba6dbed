import { toHex } from 'viem'
import { mnemonicToAccount, privateKeyToAddress } from 'viem/accounts'
import { DevnetError } from '../errors'
import type { DevnetAccount } from '../types'

/** Anvil's default mnemonic: every anvil funds the accounts derived from it. Public knowledge, devnet only. */
export const ANVIL_MNEMONIC = 'test test test test test test test test test test test junk'

/**
 * The first `count` accounts anvil funds (m/44'/60'/0'/0/i), with their private keys.
 * The seed (PBKDF2, the slow part) is derived once, at the parent path, and each account is a
 * child of it, rather than re-deriving the seed per account with `mnemonicToAccount`.
 */
export function devAccounts(count = 10): DevnetAccount[] {
  const parent = mnemonicToAccount(ANVIL_MNEMONIC, { path: "m/44'/60'/0'/0" }).getHdKey()
  return Array.from({ length: count }, (_, index) => {
    const key = parent.deriveChild(index).privateKey
    if (!key) throw new DevnetError('DEV_ACCOUNT_DERIVATION_FAILED', `no private key for dev account ${index}`)
    const privateKey = toHex(key)
    return { address: privateKeyToAddress(privateKey), privateKey }
  })
}
