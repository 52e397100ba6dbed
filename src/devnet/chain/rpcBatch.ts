import { DevnetError } from '../errors'

export interface RpcCall {
  method: string
  params: unknown[]
}

interface RpcAnswer {
  id: number
  result?: unknown
  error?: { code: number; message: string }
}

/**
 * Sends JSON-RPC calls to an anvil as one batch (one HTTP round trip) and returns their results in
 * order; any error fails the whole set. Setting up a chain sends a hundred calls at once: one
 * request each would cost more than the work itself.
 */
export async function rpcBatch(rpcUrl: string, calls: readonly RpcCall[]): Promise<unknown[]> {
  if (calls.length === 0) return []
  const body = calls.map((call, id) => ({ jsonrpc: '2.0', id, method: call.method, params: call.params }))
  const response = await fetch(rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  if (!response.ok) throw new DevnetError('DEPLOY_FAILED', `${rpcUrl} answered HTTP ${response.status} to a batch of ${calls.length} calls`)
  const answers = (await response.json()) as RpcAnswer[]
  const byId = new Map(answers.map((answer) => [answer.id, answer]))
  return calls.map((call, id) => {
    const answer = byId.get(id)
    if (!answer || answer.error) {
      throw new DevnetError('DEPLOY_FAILED', `${call.method} failed at ${rpcUrl}: ${answer?.error?.message ?? 'no answer'}`)
    }
    return answer.result
  })
}
