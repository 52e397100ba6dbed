import { custom, decodeFunctionData, defineChain, encodeFunctionResult, erc20Abi, multicall3Abi, toHex, type Chain, type Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { createConfig } from 'wagmi'
import { readNativeBalance, readTokenBalances } from './readBalances'

const account = '0x00000000000000000000000000000000000000ab'
const usdc = '0x1111111111111111111111111111111111111111'
const broken = '0x2222222222222222222222222222222222222222'
const MULTICALL3 = '0xcA11bde05977b3631167028862bE2a173976CA11'
const plain = defineChain({ id: 10, name: 'Node', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [] } } })
const withMulticall = defineChain({ ...plain, contracts: { multicall3: { address: MULTICALL3 } } })

const balance = (to: string) => (to === broken ? undefined : encodeFunctionResult({ abi: erc20Abi, functionName: 'balanceOf', result: 5_000_000n }))

/** A host config whose one chain is a node holding 1 ETH and 5 USDC for everyone (`broken` reverts), recording each request. */
function host(chain: Chain) {
  const calls: { method: string; to?: string }[] = []
  const transport = custom(
    {
      async request({ method, params }: { method: string; params?: unknown }) {
        if (method === 'eth_chainId') return toHex(chain.id)
        const [call] = (params ?? []) as [{ to: string; data: Hex }]
        calls.push({ method, ...(method === 'eth_call' ? { to: call.to } : {}) })
        if (method === 'eth_getBalance') return '0xde0b6b3a7640000'
        if (method !== 'eth_call') throw new Error(`unexpected ${method}`)
        if (call.to !== MULTICALL3) {
          const read = balance(call.to)
          if (!read) throw Object.assign(new Error('execution reverted'), { code: 3, data: '0x' })
          return read
        }
        const { args } = decodeFunctionData({ abi: multicall3Abi, data: call.data })
        const reads = (args[0] as readonly { target: string }[]).map(({ target }) => ({ success: !!balance(target), returnData: balance(target) ?? '0x' }))
        return encodeFunctionResult({ abi: multicall3Abi, functionName: 'aggregate3', result: reads })
      },
    },
    { retryCount: 0 },
  )
  return { config: createConfig({ chains: [chain], transports: { [chain.id]: transport } }), calls }
}

describe('readBalances: the wallet balances read with wagmi actions', () => {
  it('reads the native balance on the chain asked', async () => {
    const { config, calls } = host(plain)
    await expect(readNativeBalance(config, { account, chainId: 10 })).resolves.toBe(10n ** 18n)
    expect(calls).toEqual([{ method: 'eth_getBalance' }])
  })

  it('reads balanceOf(account) of each token in one Multicall3 call where the chain has one; a failed read is undefined', async () => {
    const { config, calls } = host(withMulticall)
    await expect(readTokenBalances(config, { account, chainId: 10, tokens: [usdc, broken] })).resolves.toEqual([5_000_000n, undefined])
    expect(calls).toEqual([{ method: 'eth_call', to: MULTICALL3 }])
  })

  it('reads each token with its own call on a chain without Multicall3', async () => {
    const { config, calls } = host(plain)
    await expect(readTokenBalances(config, { account, chainId: 10, tokens: [usdc, broken] })).resolves.toEqual([5_000_000n, undefined])
    expect(calls.map((call) => call.to)).toEqual([usdc, broken])
  })
})
