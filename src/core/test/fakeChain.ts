import {
  createPublicClient,
  custom,
  defineChain,
  getAddress,
  keccak256,
  parseTransaction,
  recoverTransactionAddress,
  toHex,
  type Address,
  type Hex,
  type PublicClient,
  type TransactionSerialized,
} from 'viem'

export interface SentTransaction {
  hash: Hex
  from: Address
  to: Address | null | undefined
  value: bigint
  data: Hex | undefined
  chainId: number | undefined
  maxFeePerGas: bigint | undefined
  maxPriorityFeePerGas: bigint | undefined
}

/** The parameters of an `eth_call`, as the node received them. */
export interface SimulatedCall {
  from?: string
  to?: string
  data?: string
  value?: string
}

export interface FakeChainOptions {
  chainId: number
  /** Return true to mine the transaction as reverted. */
  reverts?: (tx: SentTransaction) => boolean
  /** Return revert data to fail gas estimation (as a node does for a call that would revert). */
  estimateRevert?: (call: { to?: string; data?: string }) => Hex | undefined
  /** Return revert data to make `eth_call` revert with it; without it every call succeeds. */
  callRevert?: (call: SimulatedCall) => Hex | undefined
  /** The code at an address (`eth_getCode`); without it every address is an account without code. */
  codeAt?: (address: Hex) => Hex
  /** The native balance of every account (`eth_getBalance`). Default 1000 ETH. */
  balance?: bigint
}

class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: Hex,
  ) {
    super(message)
  }
}

/**
 * An in-memory EVM node behind viem's `custom` transport, enough for a local account to send
 * signed transactions and wait for receipts. Signatures are real: each raw transaction is
 * decoded and its sender recovered, so a test sees exactly what the wallet signed.
 */
export function createFakeChain({ chainId, reverts, estimateRevert, callRevert, codeAt, balance = 10n ** 21n }: FakeChainOptions) {
  const chain = defineChain({
    id: chainId,
    name: `Fake ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [] } },
  })
  const sent: SentTransaction[] = []
  const calls: SimulatedCall[] = []
  const receipts = new Map<Hex, { status: Hex; blockNumber: Hex; tx: SentTransaction }>()
  const nonces = new Map<string, number>()
  let blockNumber = 1n

  const block = () => ({
    number: toHex(blockNumber),
    hash: keccak256(toHex(blockNumber)),
    parentHash: keccak256(toHex(blockNumber - 1n)),
    timestamp: toHex(1_700_000_000n + blockNumber),
    baseFeePerGas: toHex(1_000_000_000n),
    gasLimit: toHex(30_000_000n),
    gasUsed: '0x0',
    transactions: [],
  })

  async function request({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
    const args = (params ?? []) as unknown[]
    switch (method) {
      case 'eth_chainId':
        return toHex(chainId)
      case 'eth_blockNumber':
        return toHex(blockNumber)
      case 'eth_getBlockByNumber':
        return block()
      case 'eth_maxPriorityFeePerGas':
        return toHex(1_000_000n)
      case 'eth_gasPrice':
        return toHex(1_000_000_000n)
      case 'eth_getTransactionCount':
        return toHex(nonces.get(String(args[0]).toLowerCase()) ?? 0)
      case 'eth_getBalance':
        return toHex(balance)
      case 'eth_getCode':
        return codeAt?.(args[0] as Hex) ?? '0x'
      case 'eth_estimateGas': {
        const call = args[0] as { to?: string; data?: string }
        const data = estimateRevert?.(call)
        if (data) throw new RpcError(3, 'execution reverted', data)
        return toHex(100_000n)
      }
      case 'eth_call': {
        const call = args[0] as SimulatedCall
        calls.push(call)
        const data = callRevert?.(call)
        if (data) throw new RpcError(3, 'execution reverted', data)
        return '0x'
      }
      case 'eth_sendRawTransaction': {
        const raw = args[0] as TransactionSerialized
        const parsed = parseTransaction(raw)
        const from = await recoverTransactionAddress({ serializedTransaction: raw })
        const tx: SentTransaction = {
          hash: keccak256(raw),
          from,
          to: parsed.to ? getAddress(parsed.to) : parsed.to,
          value: parsed.value ?? 0n,
          data: parsed.data,
          chainId: parsed.chainId,
          maxFeePerGas: parsed.maxFeePerGas,
          maxPriorityFeePerGas: parsed.maxPriorityFeePerGas,
        }
        nonces.set(from.toLowerCase(), (nonces.get(from.toLowerCase()) ?? 0) + 1)
        sent.push(tx)
        blockNumber += 1n
        receipts.set(tx.hash, { status: reverts?.(tx) ? '0x0' : '0x1', blockNumber: toHex(blockNumber), tx })
        return tx.hash
      }
      case 'eth_getTransactionReceipt': {
        const receipt = receipts.get(args[0] as Hex)
        if (!receipt) return null
        return {
          transactionHash: receipt.tx.hash,
          transactionIndex: '0x0',
          blockHash: keccak256(receipt.blockNumber),
          blockNumber: receipt.blockNumber,
          from: receipt.tx.from,
          to: receipt.tx.to,
          cumulativeGasUsed: '0x5208',
          gasUsed: '0x5208',
          effectiveGasPrice: '0x3b9aca00',
          contractAddress: null,
          logs: [],
          logsBloom: `0x${'0'.repeat(512)}`,
          status: receipt.status,
          type: '0x2',
        }
      }
      default:
        throw new RpcError(-32601, `fake chain: method ${method} is not supported`)
    }
  }

  // An in-memory node never fails transiently: an error is the answer, not a reason to retry.
  const transport = custom({ request }, { retryCount: 0 })
  const publicClient: PublicClient = createPublicClient({ chain, transport, pollingInterval: 5 })
  return { chain, transport, publicClient, sent, calls }
}
