import { isAddress, isHash, TransactionNotFoundError, TransactionReceiptNotFoundError, type PublicClient } from 'viem'
import { HttpProblem, type JsonReply } from '../http/jsonServer'
import { EXPLORER_PATH } from './chainList'

/**
 * The devnet's explorer, where `GET /chains` points each chain's `explorerUrl`, so that the links
 * a client builds from it (`${explorerUrl}/tx/<hash>`, `/address/<address>`) stay on this
 * machine and show something true: the transaction with its receipt, or the account's balance,
 * nonce and code, read from the chain as JSON.
 */
export async function explorerRoute(pathname: string, publicClients: Map<number, PublicClient>): Promise<JsonReply> {
  const match = /^\/(\d+)\/(tx|address)\/([^/]+)$/.exec(pathname.slice(EXPLORER_PATH.length))
  if (!match) throw new HttpProblem(404, `No explorer page ${pathname}; there are ${EXPLORER_PATH}/<chainId>/tx/<hash> and ${EXPLORER_PATH}/<chainId>/address/<address>.`, 'NOT_FOUND')
  const [, chain, kind, id = ''] = match
  const chainId = Number(chain)
  const client = publicClients.get(chainId)
  if (!client) throw new HttpProblem(404, `Chain ${chainId} has no transactions to show: the explorer covers the EVM chains ${[...publicClients.keys()].join(', ')}.`, 'UNSUPPORTED_CHAIN')
  if (kind === 'tx') {
    if (!isHash(id)) throw new HttpProblem(400, `A transaction hash is 32 bytes of 0x hex; got ${id}.`, 'INVALID_HASH')
    try {
      const [transaction, receipt] = await Promise.all([client.getTransaction({ hash: id }), client.getTransactionReceipt({ hash: id }).catch(pendingReceipt)])
      return { body: { chainId, transaction, receipt } }
    } catch (error) {
      if (error instanceof TransactionNotFoundError) throw new HttpProblem(404, `No transaction ${id} on chain ${chainId}.`, 'TRANSACTION_NOT_FOUND')
      throw error
    }
  }
  if (!isAddress(id, { strict: false })) throw new HttpProblem(400, `An address is 20 bytes of 0x hex; got ${id}.`, 'INVALID_ADDRESS')
  const [balance, nonce, code] = await Promise.all([client.getBalance({ address: id }), client.getTransactionCount({ address: id }), client.getCode({ address: id })])
  return { body: { chainId, address: id, balance, nonce, code: code ?? '0x' } }
}

/** A transaction sent but not mined yet has no receipt: `null`, as JSON-RPC says it. */
function pendingReceipt(error: unknown): null {
  if (error instanceof TransactionReceiptNotFoundError) return null
  throw error
}
