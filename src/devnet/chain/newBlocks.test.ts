import { createTestClient, http, publicActions } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import { startAnvil } from '../anvil/startAnvil'
import { watchNewBlocks } from './newBlocks'

describe('watchNewBlocks', () => {
  it('calls back once per mined block, pushed over the socket, and stops calling once stopped', async () => {
    const anvil = await startAnvil({ chainId: 31337 })
    try {
      const onBlock = vi.fn()
      const onError = vi.fn()
      const blocks = watchNewBlocks({ rpcUrl: anvil.rpcUrl, onBlock, onError })
      const chain = createTestClient({ mode: 'anvil', transport: http(anvil.rpcUrl) }).extend(publicActions)
      // The subscription is open once a mined block reaches it; then each block arrives on its own.
      await vi.waitFor(async () => {
        await chain.mine({ blocks: 1 })
        expect(onBlock).toHaveBeenCalled()
      })
      const seen = onBlock.mock.calls.length
      await chain.mine({ blocks: 1 })
      await chain.mine({ blocks: 1 })
      await vi.waitFor(() => expect(onBlock).toHaveBeenCalledTimes(seen + 2))
      await blocks.stop()
      await chain.mine({ blocks: 1 })
      // A block mined after stop has had time to arrive on an open socket: a read round trip.
      await chain.getBlockNumber()
      expect(onBlock).toHaveBeenCalledTimes(seen + 2)
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
