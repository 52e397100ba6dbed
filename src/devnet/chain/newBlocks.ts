import WebSocket from 'ws'

export interface NewBlocks {
  /** Ends the subscription and closes its socket. */
  stop(): Promise<void>
}

/**
 * Calls `onBlock` with a block's number as soon as anvil mines it, pushed over its WebSocket (`eth_subscribe`
 * `newHeads`, on the RPC's own port). Idle, this costs nothing, where a poll fast enough to keep up
 * with instant mining costs a share of a core per chain. Errors go to `onError`; the caller keeps a
 * slower poll for them.
 *
 * On `ws`, not viem's `webSocket` transport: that one takes the environment's global `WebSocket`,
 * and a devnet started inside a jsdom test gets jsdom's, which cannot run in Node's event loop.
 */
export function watchNewBlocks({ rpcUrl, onBlock, onError }: { rpcUrl: string; onBlock: (blockNumber: bigint) => void; onError: (error: Error) => void }): NewBlocks {
  const socket = new WebSocket(rpcUrl.replace(/^http/, 'ws'))
  socket.on('open', () => socket.send(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_subscribe', params: ['newHeads'] })))
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as { method?: string; params?: { result?: { number?: string } }; error?: { message: string } }
    const number = message.params?.result?.number
    if (message.method === 'eth_subscription' && number !== undefined) onBlock(BigInt(number))
    else if (message.error) onError(new Error(`eth_subscribe: ${message.error.message}`))
  })
  socket.on('error', onError)
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()))
  return {
    async stop() {
      if (socket.readyState === WebSocket.CLOSED) return
      socket.terminate()
      await closed
    },
  }
}
