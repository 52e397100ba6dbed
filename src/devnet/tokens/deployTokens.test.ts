import { createPublicClient, createWalletClient, erc20Abi, http, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { startAnvil } from '../anvil/startAnvil'
import { devAccounts } from '../chain/accounts'
import { viemChain } from '../chain/clients'
import { MULTICALL3_ADDRESS } from '../chain/multicall3'
import { deployTokens, plannedTokens, tokenAddress, TOKEN_DEPLOYER } from './deployTokens'
import { DEV_TOKEN_BALANCES, SOLVER_TOKEN_INVENTORY, TOKEN_TABLE } from './tokenTable'

describe('token addresses', () => {
  it('give one token one address on all its chains, and two tokens never the same one', () => {
    const usdt = [31337, 31338, 999].map((chainId) => tokenAddress(chainId, 'USDT'))
    expect(new Set(usdt).size).toBe(1)
    expect(tokenAddress(31338, 'SHIB')).toBeUndefined()
    const all = [31337, 31338, 999].flatMap((chainId) => plannedTokens(chainId))
    const bySymbol = new Map(all.map((token) => [token.symbol, token.address]))
    expect(new Set(bySymbol.values()).size).toBe(bySymbol.size)
    expect(bySymbol.size).toBe(TOKEN_TABLE.length)
  })

  it('are fixed: the first token of the table is the deployer’s first CREATE address', () => {
    expect(TOKEN_DEPLOYER).toBe(devAccounts(11)[10]!.address)
    // Written down so that e2e specs may paste them: changing the table's order changes them.
    expect(tokenAddress(31337, 'USDT')).toBe('0xfbfbfDdd6e35dA57b7B0F9a2C10E34Be70B3A4E9')
  })
})

describe('deployTokens', () => {
  it('deploys the chain’s tokens at their planned addresses, mints the solver and holders, and places Multicall3', async () => {
    const anvil = await startAnvil({ chainId: 31337 })
    try {
      const [solver, alice] = devAccounts(2)
      const tokens = await deployTokens({ rpcUrl: anvil.rpcUrl, chainId: 31337, solver: solver!.address, holders: [alice!.address] })
      expect(tokens).toEqual(plannedTokens(31337))
      const client = createPublicClient({ chain: viemChain({ id: 31337, name: 'One', rpcUrl: anvil.rpcUrl, nativeSymbol: 'ETH' }), transport: http(anvil.rpcUrl) })
      expect(await client.getCode({ address: MULTICALL3_ADDRESS })).toMatch(/^0x[\da-f]{200,}$/)
      // The deployer is impersonated only while it deploys: `eth_accounts` lists the dev accounts alone.
      const accounts = await createWalletClient({ transport: http(anvil.rpcUrl) }).getAddresses()
      expect(accounts.map((address) => address.toLowerCase())).not.toContain(TOKEN_DEPLOYER.toLowerCase())
      // Every read below goes through one Multicall3 `aggregate3` call.
      const reads = tokens.flatMap((token) => [
        { address: token.address, abi: erc20Abi, functionName: 'symbol' } as const,
        { address: token.address, abi: erc20Abi, functionName: 'decimals' } as const,
        { address: token.address, abi: erc20Abi, functionName: 'balanceOf', args: [solver!.address] } as const,
        { address: token.address, abi: erc20Abi, functionName: 'balanceOf', args: [alice!.address] } as const,
      ])
      const results = await client.multicall({ contracts: reads, allowFailure: false })
      tokens.forEach((token, index) => {
        const [symbol, decimals, solverBalance, aliceBalance] = results.slice(index * 4, index * 4 + 4)
        expect([symbol, decimals]).toEqual([token.symbol, token.decimals])
        expect(solverBalance).toBe(SOLVER_TOKEN_INVENTORY * 10n ** BigInt(token.decimals))
        const held = DEV_TOKEN_BALANCES[31337]?.[token.symbol]
        expect(aliceBalance, token.symbol).toBe(held === undefined ? 0n : parseUnits(held, token.decimals))
      })
    } finally {
      await anvil.stop()
    }
  })
})
