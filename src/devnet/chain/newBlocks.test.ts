import { createTestClient, http, publicActions } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import { startAnvil } from '../anvil/startAnvil'
import { watchNewBlocks } from './newBlocks'

describe('watchNewBlocks', () => {
  it('calls back once per mined block, pushed over the socket, and stops calling once stopped', async () => {
    const anvil = await startAnvil({ chainId: 31337 })
    try {
      const seen: bigint[] = []
      const onError = vi.fn()
      const blocks = watchNewBlocks({ rpcUrl: anvil.rpcUrl, onBlock: (number) => seen.push(number), onError })
      const chain = createTestClient({ mode: 'anvil', transport: http(anvil.rpcUrl) }).extend(publicActions)
      // The subscription is open once a mined block reaches it; from then on each block arrives on its own.
      await vi.waitFor(async () => {
        await chain.mine({ blocks: 1 })
        expect(seen).toContain(await chain.getBlockNumber({ cacheTime: 0 }))
      })
      const head = await chain.getBlockNumber({ cacheTime: 0 })
      await chain.mine({ blocks: 1 })
      await chain.mine({ blocks: 1 })
      await vi.waitFor(() => expect(seen).toContain(head + 2n))
      expect(seen.filter((number) => number > head)).toEqual([head + 1n, head + 2n])
      await blocks.stop()
      await chain.mine({ blocks: 1 })
      // A block mined after stop has had time to arrive on an open socket: a read round trip.
      await chain.getBlockNumber({ cacheTime: 0 })
      expect(seen).not.toContain(head + 3n)
      expect(onError).not.toHaveBeenCalled()
    } finally {
      await anvil.stop()
    }
  })

  it('reports a socket that cannot open to onError, and stops cleanly', async () => {
    const anvil = await startAnvil({ chainId: 31337 })
    await anvil.stop()
    const onError = vi.fn()
    const blocks = watchNewBlocks({ rpcUrl: anvil.rpcUrl, onBlock: () => {}, onError })
    await vi.waitFor(() => expect(onError).toHaveBeenCalled())
    await blocks.stop()
  })
})
