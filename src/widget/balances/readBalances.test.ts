import type { Config } from 'wagmi'
import { describe, expect, it } from 'vitest'
import { readNativeBalance, readTokenBalances } from './readBalances'

const account = '0x00000000000000000000000000000000000000Ab'
const usdc = '0x1111111111111111111111111111111111111111'
const broken = '0x2222222222222222222222222222222222222222'

/** A wagmi config whose client answers RPC calls from `answer`, recording what it was asked. */
function fakeConfig(answer: (method: string, params: unknown[]) => unknown) {
  const calls: { chainId: number | undefined; method: string; params: unknown[] }[] = []
  const config = {
    getClient: ({ chainId }: { chainId?: number }) => ({
      request: async ({ method, params }: { method: string; params: unknown[] }) => {
        calls.push({ chainId, method, params })
        return answer(method, params)
      },
    }),
  } as unknown as Config
  return { config, calls }
}

describe('readBalances', () => {
  it('reads the native balance with eth_getBalance on the chain asked', async () => {
    const { config, calls } = fakeConfig(() => '0xde0b6b3a7640000')
    await expect(readNativeBalance(config, { account, chainId: 10 })).resolves.toBe(10n ** 18n)
    expect(calls).toEqual([{ chainId: 10, method: 'eth_getBalance', params: [account, 'latest'] }])
  })

  it("calls balanceOf(account) on each token and reads the uint256; a failed or malformed answer is undefined", async () => {
    const { config, calls } = fakeConfig((_method, [call]) => {
      if ((call as { to: string }).to === broken) throw new Error('execution reverted')
      return `0x${(5_000_000n).toString(16).padStart(64, '0')}`
    })
    await expect(readTokenBalances(config, { account, chainId: 1, tokens: [usdc, broken] })).resolves.toEqual([5_000_000n, undefined])
    expect(calls[0]?.params).toEqual([{ to: usdc, data: '0x70a08231' + '00000000000000000000000000000000000000ab'.padStart(64, '0') }, 'latest'])
    const { config: empty } = fakeConfig(() => '0x')
    await expect(readTokenBalances(empty, { account, chainId: 1, tokens: [usdc] })).resolves.toEqual([undefined])
  })
})
