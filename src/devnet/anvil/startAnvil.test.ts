import { createPublicClient, http } from 'viem'
import { describe, expect, it } from 'vitest'
import { startAnvil } from './startAnvil'

describe('startAnvil', () => {
  it('starts anvil with the chain id on a free loopback port and stops it, leaving no process', async () => {
    const anvil = await startAnvil({ chainId: 31337 })
    try {
      expect(anvil.rpcUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
      const client = createPublicClient({ transport: http(anvil.rpcUrl) })
      await expect(client.getChainId()).resolves.toBe(31337)
    } finally {
      await anvil.stop()
    }
    expect(() => process.kill(anvil.pid, 0)).toThrow()
  })

  it('runs two chains side by side on different ports', async () => {
    const [a, b] = await Promise.all([startAnvil({ chainId: 31337 }), startAnvil({ chainId: 999 })])
    try {
      expect(a.port).not.toBe(b.port)
      const chainIds = await Promise.all(
        [a, b].map((anvil) => createPublicClient({ transport: http(anvil.rpcUrl) }).getChainId()),
      )
      expect(chainIds).toEqual([31337, 999])
    } finally {
      await Promise.all([a.stop(), b.stop()])
    }
  })
})
