import { hexToBigInt, type Address, type Hex } from 'viem'
import type { Config } from 'wagmi'

// The wallet's balances read with two plain RPC calls, eth_getBalance and eth_call of balanceOf,
// through the host's wagmi transports. wagmi's getBalance and readContracts would bring viem's
// multicall, call (and its CCIP lookup) and ABI coding, about 8 kB of an app's first load, for
// one function whose calldata is a selector and an address, and whose result is one uint256.

const BALANCE_OF = '0x70a08231'

export interface BalanceReadTarget {
  account: Address
  chainId: number
}

/** The account's native balance, in wei. */
export async function readNativeBalance(config: Config, { account, chainId }: BalanceReadTarget): Promise<bigint> {
  const client = config.getClient({ chainId })
  return hexToBigInt(await client.request({ method: 'eth_getBalance', params: [account, 'latest'] }))
}

/** `balanceOf(account)` of each token, one eth_call each; a failed or malformed read is `undefined`. */
export async function readTokenBalances(config: Config, { account, chainId, tokens }: BalanceReadTarget & { tokens: Address[] }): Promise<(bigint | undefined)[]> {
  const client = config.getClient({ chainId })
  const data: Hex = `${BALANCE_OF}${account.slice(2).toLowerCase().padStart(64, '0')}`
  return Promise.all(
    tokens.map(async (to) => {
      try {
        const result = await client.request({ method: 'eth_call', params: [{ to, data }, 'latest'] })
        return /^0x[\da-f]{64}$/i.test(result) ? hexToBigInt(result) : undefined
      } catch {
        return undefined
      }
    }),
  )
}

/** The chain's gas price in wei (eth_gasPrice), for Max to keep a native transfer's gas. */
export async function readGasPrice(config: Config, { chainId }: { chainId: number }): Promise<bigint> {
  return hexToBigInt(await config.getClient({ chainId }).request({ method: 'eth_gasPrice' }))
}
