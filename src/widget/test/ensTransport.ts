import { custom, decodeFunctionData, RpcRequestError, encodeErrorResult, encodeFunctionResult, namehash, numberToHex, parseAbi, type Address, type Hex } from 'viem'
import { mainnet } from 'viem/chains'

// What viem's getEnsAddress asks of ENS's Universal Resolver on mainnet: `resolveWithGateways`
// (viem 2.3x on; `resolve` before) with the DNS-encoded name and the resolver call `addr(node)`.
const universalResolverAbi = parseAbi([
  'function resolveWithGateways(bytes name, bytes data, string[] gateways) view returns (bytes, address)',
  'function resolve(bytes name, bytes data) view returns (bytes, address)',
  'error ResolverNotFound(bytes name)',
])
const resolverAbi = parseAbi(['function addr(bytes32 node) view returns (address)'])
const UNIVERSAL_RESOLVER = mainnet.contracts.ensUniversalResolver.address.toLowerCase()
const MULTICALL = mainnet.contracts.multicall3.address.toLowerCase()
const multicallAbi = parseAbi([
  'struct Call3 { address target; bool allowFailure; bytes callData; }',
  'struct Result { bool success; bytes returnData; }',
  'function aggregate3(Call3[] calls) payable returns (Result[] returnData)',
])
const RESOLVER: Address = '0x231b0Ee14048e9dCcD1d247744d114a4EB5E8E63'

/**
 * A mainnet transport that answers ENS names from a fixed table, as the Universal Resolver does:
 * the address for a known name, a `ResolverNotFound` revert for any other (viem reads it as no
 * address). wagmi batches reads into Multicall3's `aggregate3` by default: both forms are answered.
 * With `hold`, answers wait for `release()` (and none after it), to see the field while it resolves.
 */
export function ensTransport(names: Record<string, Address>, { hold = false } = {}) {
  const byNode = new Map(Object.entries(names).map(([name, address]) => [namehash(name), address]))
  const waiting: (() => void)[] = []
  let holding = hold
  function resolve(data: Hex): { success: boolean; returnData: Hex } {
    const { functionName, args } = decodeFunctionData({ abi: universalResolverAbi, data })
    const { args: inner } = decodeFunctionData({ abi: resolverAbi, data: args[1] })
    const address = byNode.get(inner[0])
    if (!address) return { success: false, returnData: encodeErrorResult({ abi: universalResolverAbi, errorName: 'ResolverNotFound', args: [args[0]] }) }
    const answer = encodeFunctionResult({ abi: resolverAbi, functionName: 'addr', result: address })
    return { success: true, returnData: encodeFunctionResult({ abi: universalResolverAbi, functionName, result: [answer, RESOLVER] }) }
  }
  const transport = custom({
    async request({ method, params }: { method: string; params?: unknown }) {
      if (method === 'eth_chainId') return numberToHex(mainnet.id)
      if (method === 'eth_blockNumber') return '0x1'
      const [call] = (params ?? []) as [{ to?: string; data?: Hex } | undefined]
      const to = call?.to?.toLowerCase()
      if (method !== 'eth_call' || !call?.data || (to !== UNIVERSAL_RESOLVER && to !== MULTICALL)) throw new Error(`ens transport: ${method} is not answered`)
      if (holding) await new Promise<void>((answer) => waiting.push(answer))
      if (to === UNIVERSAL_RESOLVER) {
        const { success, returnData } = resolve(call.data)
        if (!success) throw revert(returnData)
        return returnData
      }
      const { args } = decodeFunctionData({ abi: multicallAbi, data: call.data })
      const results = args[0].map(({ target, callData }) => (target.toLowerCase() === UNIVERSAL_RESOLVER ? resolve(callData) : { success: false, returnData: '0x' as Hex }))
      return encodeFunctionResult({ abi: multicallAbi, functionName: 'aggregate3', result: results })
    },
  })
  const release = () => {
    holding = false
    waiting.splice(0).forEach((answer) => answer())
  }
  return { transport, release }
}

/** A node's answer to a reverted `eth_call`: JSON-RPC error 3 with the revert data (not retried). */
function revert(data: Hex) {
  return new RpcRequestError({ body: {}, url: 'ens-transport', error: { code: 3, message: 'execution reverted', data } })
}
