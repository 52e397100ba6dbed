import { custom, defineChain, encodeFunctionData, encodeFunctionResult, erc20Abi, toHex, type Address, type Chain } from 'viem'
import { describe, expect, it } from 'vitest'
import { createConfig } from 'wagmi'
import { walletFromWagmi } from './walletFromWagmi'

const ACCOUNT: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const TOKEN: Address = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const chain = defineChain({ id: 31337, name: 'Node', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [] } } })

/** A host config whose only chain (`chain`, or one of its variants) is a node that answers balance and fee reads, recording each request. */
function hostWithNode(on: Chain = chain) {
  const requests: { method: string; params: unknown }[] = []
  const transport = custom(
    {
      async request({ method, params }: { method: string; params?: unknown }) {
        requests.push({ method, params })
        if (method === 'eth_chainId') return toHex(chain.id)
        if (method === 'eth_getBalance') return toHex(7n * 10n ** 18n)
        if (method === 'eth_call') return encodeFunctionResult({ abi: erc20Abi, functionName: 'balanceOf', result: 5_000_000n })
        if (method === 'eth_getBlockByNumber') return { number: '0x1', baseFeePerGas: toHex(100n) }
        if (method === 'eth_maxPriorityFeePerGas') return toHex(10n)
        throw new Error(`unexpected ${method}`)
      },
    },
    { retryCount: 0 },
  )
  const config = createConfig({ chains: [on], transports: { [on.id]: transport } })
  return { wallet: walletFromWagmi(config, ACCOUNT), requests }
}

describe('walletFromWagmi.getBalance: read through the host config', () => {
  it('reads native with eth_getBalance, for no token and for the zero address', async () => {
    const { wallet, requests } = hostWithNode()
    expect(await wallet.getBalance!({ chainId: 31337, address: ACCOUNT })).toBe(7n * 10n ** 18n)
    expect(await wallet.getBalance!({ chainId: 31337, address: ACCOUNT, token: '0x0000000000000000000000000000000000000000' })).toBe(7n * 10n ** 18n)
    expect(requests.filter((r) => r.method === 'eth_getBalance')).toEqual([
      { method: 'eth_getBalance', params: [ACCOUNT, 'latest'] },
      { method: 'eth_getBalance', params: [ACCOUNT, 'latest'] },
    ])
  })

  it('reads an ERC-20 as balanceOf(address) called on the token', async () => {
    const { wallet, requests } = hostWithNode()
    expect(await wallet.getBalance!({ chainId: 31337, address: ACCOUNT, token: TOKEN })).toBe(5_000_000n)
    const [call] = requests.filter((r) => r.method === 'eth_call')
    expect(call!.params).toEqual([expect.objectContaining({ to: TOKEN, data: encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [ACCOUNT] }) }), 'latest'])
  })
})

describe('walletFromWagmi.estimateFees: as viem estimates them for the config\'s chain', () => {
  it('reads base fee × 1.2 plus the tip on a chain without fee settings', async () => {
    const { wallet } = hostWithNode()
    await expect(wallet.estimateFees!(31337)).resolves.toEqual({ maxFeePerGas: 130n, maxPriorityFeePerGas: 10n })
  })

  it("honours the chain's fees.baseFeeMultiplier", async () => {
    const { wallet } = hostWithNode(defineChain({ ...chain, fees: { baseFeeMultiplier: 2 } }))
    await expect(wallet.estimateFees!(31337)).resolves.toEqual({ maxFeePerGas: 210n, maxPriorityFeePerGas: 10n })
  })

  it("honours the chain's own fees.estimateFeesPerGas, asking the node nothing for it", async () => {
    const estimateFeesPerGas = async () => ({ maxFeePerGas: 7n, maxPriorityFeePerGas: 3n })
    const { wallet, requests } = hostWithNode(defineChain({ ...chain, fees: { estimateFeesPerGas } }))
    await expect(wallet.estimateFees!(31337)).resolves.toEqual({ maxFeePerGas: 7n, maxPriorityFeePerGas: 3n })
    expect(requests.map((r) => r.method)).not.toContain('eth_maxPriorityFeePerGas')
  })
})
