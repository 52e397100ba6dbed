import { concat, createWalletClient, encodeFunctionData, http, isAddressEqual, keccak256, parseAbi, type Address, type Chain, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

/** BatchExecutor's entry point (src/devnet/contracts/BatchExecutor.sol); the page may not import the devnet. */
const EXECUTOR_ABI = parseAbi(['function execute((address to, uint256 value, bytes data)[] calls) payable'])

/** Where the wallet keeps the batches it sent, so `wallet_getCallsStatus` answers after a reload. */
const BATCHES_KEY = 'ferry-host:batches'

interface SentBatch {
  chainId: number
  hash: Hex
  /** The signed transaction, broadcast once `sendAt` has passed (again after a reload if need be). */
  raw: Hex
  sendAt: number
}

export interface SendCallsRequest {
  chainId: Hex
  from?: Address
  calls: ReadonlyArray<{ to?: Address; data?: Hex; value?: Hex }>
}

export interface SmartCallsOptions {
  privateKey: Hex
  chains: readonly Chain[]
  /** BatchExecutor's address on each chain (`contracts.batchExecutor`). */
  executors: ReadonlyMap<number, Address>
  /**
   * The wallet holds a signed batch this long before it broadcasts it, as a slow bundler does; 0 by
   * default. Like a wallet's own background, it broadcasts whether or not the page asks for the status.
   */
  holdMs?: number
}

/**
 * The EIP-5792 side of the host's batching test wallet, over a dev account delegated with EIP-7702
 * to the devnet's BatchExecutor: a batch is ONE transaction from the account to itself calling
 * `execute(calls)`, type 4 with a fresh authorization while the account is not yet delegated.
 * Everything is real on chain; only the keys are the devnet's public ones.
 */
export function smartCalls({ privateKey, chains, executors, holdMs = 0 }: SmartCallsOptions) {
  const account = privateKeyToAccount(privateKey)
  const chainOf = (chainId: number) => {
    const chain = chains.find((entry) => entry.id === chainId)
    const executor = executors.get(chainId)
    if (!chain || !executor) throw new Error(`the test wallet has no devnet chain ${chainId}`)
    return { chain, executor, url: chain.rpcUrls.default.http[0]! }
  }
  // A batch still held when the page went away goes out from the next load, on time.
  for (const batch of Object.values(readBatches())) broadcastAt(chainOf(batch.chainId).url, batch)

  const delegated = async (chainId: number) => {
    const { executor, url } = chainOf(chainId)
    const code = (await rpc(url, 'eth_getCode', [account.address, 'latest'])) as Hex
    return code.toLowerCase() === concat(['0xef0100', executor]).toLowerCase()
  }

  return {
    /** `{ [chainHex]: { atomic: { status } } }`: `ready` until the account is delegated, `supported` after. */
    async getCapabilities(chainIds: readonly Hex[] | undefined) {
      const ids = chainIds?.map(Number) ?? [...executors.keys()]
      const entries = await Promise.all(
        ids.filter((id) => executors.has(id)).map(async (id) => [`0x${id.toString(16)}`, { atomic: { status: (await delegated(id)) ? 'supported' : 'ready' } }] as const),
      )
      return Object.fromEntries(entries)
    },

    async sendCalls(request: SendCallsRequest): Promise<{ id: string }> {
      const chainId = Number(request.chainId)
      const { chain, executor, url } = chainOf(chainId)
      if (request.from && !isAddressEqual(request.from, account.address)) throw new Error(`the test wallet holds ${account.address}, not ${request.from}`)
      const wallet = createWalletClient({ account, chain, transport: http(url) })
      const authorizationList = (await delegated(chainId)) ? undefined : [await wallet.signAuthorization({ contractAddress: executor, executor: 'self' })]
      const calls = request.calls.map((call) => ({ to: call.to!, value: BigInt(call.value ?? 0), data: call.data ?? '0x' }))
      const prepared = await wallet.prepareTransactionRequest({
        to: account.address,
        data: encodeFunctionData({ abi: EXECUTOR_ABI, functionName: 'execute', args: [calls] }),
        ...(authorizationList ? { authorizationList } : {}),
      })
      const raw = await wallet.signTransaction(prepared)
      // Remembered before it goes out: a reload in between still finds (and sends) it.
      const id = crypto.randomUUID()
      const batch = { chainId, hash: keccak256(raw), raw, sendAt: Date.now() + holdMs }
      writeBatches({ ...readBatches(), [id]: batch })
      if (holdMs === 0) await rpc(url, 'eth_sendRawTransaction', [raw])
      else broadcastAt(url, batch)
      return { id }
    },

    /** EIP-5792 status: 100 pending, 200 confirmed, 500 reverted on chain; always atomic. */
    async getCallsStatus(id: string) {
      const batch = readBatches()[id]
      if (!batch) throw new Error(`the test wallet sent no batch ${id}`)
      const { url } = chainOf(batch.chainId)
      const receipt = (await rpc(url, 'eth_getTransactionReceipt', [batch.hash])) as RpcReceipt | null
      const status = !receipt ? 100 : receipt.status === '0x1' ? 200 : 500
      const receipts = receipt
        ? [{ logs: receipt.logs, status: receipt.status, blockHash: receipt.blockHash, blockNumber: receipt.blockNumber, gasUsed: receipt.gasUsed, transactionHash: receipt.transactionHash }]
        : []
      return { version: '2.0.0', id, chainId: `0x${batch.chainId.toString(16)}`, status, atomic: true, receipts }
    },
  }
}

interface RpcReceipt {
  logs: unknown[]
  status: Hex
  blockHash: Hex
  blockNumber: Hex
  gasUsed: Hex
  transactionHash: Hex
}

/** Broadcasts a held batch at its time unless it is on chain already (then anvil's refusal is dropped). */
function broadcastAt(url: string, batch: SentBatch) {
  setTimeout(
    () => {
      void (async () => {
        if (await rpc(url, 'eth_getTransactionReceipt', [batch.hash])) return
        await rpc(url, 'eth_sendRawTransaction', [batch.raw])
      })().catch(() => undefined)
    },
    Math.max(0, batch.sendAt - Date.now()),
  )
}

function readBatches(): Record<string, SentBatch> {
  return JSON.parse(window.localStorage.getItem(BATCHES_KEY) ?? '{}') as Record<string, SentBatch>
}

function writeBatches(batches: Record<string, SentBatch>) {
  window.localStorage.setItem(BATCHES_KEY, JSON.stringify(batches))
}

async function rpc(url: string, method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) })
  const { result, error } = (await response.json()) as { result?: unknown; error?: { message: string } }
  if (error) throw new Error(`${method} at ${url}: ${error.message}`)
  return result
}
