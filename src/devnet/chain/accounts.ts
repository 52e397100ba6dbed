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

/** How many mnemonic accounts each devnet anvil funds and signs for (`--accounts`). */
export const DEVNET_ANVIL_ACCOUNTS = 15
/** Anvil's account 10 deploys the token list (`TOKEN_DEPLOYER`): never a user, its nonces are the tokens' addresses. */
const TOKEN_DEPLOYER_INDEX = 10

/**
 * The devnet's accounts: anvil account 0 is the solver; the users are anvil accounts 1..9 and
 * 11..14 (13 of them), skipping the token deployer. Users 1..9 stay anvil's accounts 1..9.
 */
export function devnetAccounts(): { solver: DevnetAccount; users: DevnetAccount[] } {
  const [solver, ...rest] = devAccounts(DEVNET_ANVIL_ACCOUNTS) as [DevnetAccount, ...DevnetAccount[]]
  return { solver, users: rest.filter((_, index) => index + 1 !== TOKEN_DEPLOYER_INDEX) }
}
