import { erc20Abi, isAddressEqual, type Account, type Chain, type PublicClient, type Transport, type WalletClient } from 'viem'
import {
  call,
  estimateFeesPerGas,
  getBalance,
  getCallsStatus,
  getCapabilities,
  getCode,
  getGasPrice,
  readContract,
  sendCalls,
  sendTransaction,
  simulateCalls,
  switchChain,
} from 'viem/actions'
import { NATIVE_CURRENCY } from '../constants'
import { InvalidArgumentError } from '../errors/request'
import { raceSignal } from '../utils/abort'
import { toWalletCallsStatus } from './batch/callsStatus'
import { atomicStatusOf } from './batch/capabilities'
import { batchIdOf, toSimulatedCalls } from './batch/viemAnswers'
import type { FerryWallet, WaitForReceiptArgs } from './wallet'

/**
 * Adapts a viem wallet client with an account to `FerryWallet`. `publicClients` are the
 * chains the quote may touch, one client each, used for receipts, simulations, fee and balance reads and,
 * with a local account, for sending: a local account signs in process, so "switching chain" only
 * picks which node receives the signed transaction.
 */
export function walletFromViem(
  walletClient: WalletClient<Transport, Chain | undefined, Account>,
  publicClients: PublicClient[],
): FerryWallet {
  const account = walletClient.account
  if (!account) throw new InvalidArgumentError({ argument: 'walletClient', message: 'has no account' })
  const byChain = new Map<number, PublicClient>()
  for (const client of publicClients) {
    if (!client.chain) throw new InvalidArgumentError({ argument: 'publicClients', message: 'each client needs a `chain`' })
    byChain.set(client.chain.id, client)
  }
  const publicClientFor = (chainId: number): PublicClient => {
    const client = byChain.get(chainId)
    if (!client) {
      throw new InvalidArgumentError({ argument: 'publicClients', message: `no client for chain ${chainId}` })
    }
    return client
  }
  const isLocal = account.type === 'local'
  let localChainId = walletClient.chain?.id ?? publicClients[0]?.chain?.id

  return {
    account: account.address,
    async getChainId() {
      if (isLocal && localChainId !== undefined) return localChainId
      return walletClient.getChainId()
    },
    async switchChain(chainId) {
      if (isLocal) {
        publicClientFor(chainId)
        localChainId = chainId
        return
      }
      await switchChain(walletClient, { id: chainId })
    },
    async sendTransaction({ chainId, to, data, value, gas, maxFeePerGas, maxPriorityFeePerGas }) {
      const fees = maxFeePerGas === undefined ? {} : { maxFeePerGas, maxPriorityFeePerGas }
      const request = { account, to, data, value, gas, ...fees }
      if (isLocal) {
        const client = publicClientFor(chainId)
        return sendTransaction(client, { ...request, chain: client.chain ?? null })
      }
      return sendTransaction(walletClient, { ...request, chain: byChain.get(chainId)?.chain ?? null })
    },
    async waitForReceipt({ chainId, hash, timeoutMs, signal }: WaitForReceiptArgs) {
      const receipt = await raceSignal(publicClientFor(chainId).waitForTransactionReceipt({ hash, timeout: timeoutMs }), signal)
      return { status: receipt.status, transactionHash: receipt.transactionHash, blockNumber: receipt.blockNumber }
    },
    async signTypedData(typedData) {
      return walletClient.signTypedData({ account, ...typedData })
    },
    async call({ chainId, from, to, data, value, gas }) {
      return call(publicClientFor(chainId), { account: from, to, data, value, gas })
    },
    async getCode({ chainId, address }) {
      return (await getCode(publicClientFor(chainId), { address })) ?? '0x'
    },
    async estimateFees(chainId) {
      const client = publicClientFor(chainId)
      // A chain without EIP-1559 has only a gas price.
      return estimateFeesPerGas(client).catch(async () => ({ maxFeePerGas: await getGasPrice(client) }))
    },
    async getBalance({ chainId, address, token }) {
      const client = publicClientFor(chainId)
      if (!token || isAddressEqual(token, NATIVE_CURRENCY)) return getBalance(client, { address })
      return readContract(client, { address: token, abi: erc20Abi, functionName: 'balanceOf', args: [address] })
    },
    ...(isLocal ? {} : batchMethods(walletClient, publicClientFor)),
  }
}

/**
 * EIP-5792 with viem's actions, through a wallet client whose account lives in the wallet (a local
 * account has no wallet to batch for it); batches are simulated on the chain's public client.
 */
function batchMethods(
  walletClient: WalletClient<Transport, Chain | undefined, Account>,
  publicClientFor: (chainId: number) => PublicClient,
): Pick<FerryWallet, 'getCapabilities' | 'sendCalls' | 'getCallsStatus' | 'simulateCalls'> {
  const account = walletClient.account
  return {
    // Every chain's: a wallet's capabilities for all chains (`0x0`) are dropped from viem's answer for one.
    getCapabilities: async ({ chainId }) => ({ atomic: atomicStatusOf(await getCapabilities(walletClient, { account }), chainId) }),
    sendCalls: async ({ chainId, calls }) => batchIdOf(await sendCalls(walletClient, { account, chain: publicClientFor(chainId).chain, calls, forceAtomic: true })),
    getCallsStatus: async ({ id }) => toWalletCallsStatus(await getCallsStatus(walletClient, { id })),
    simulateCalls: async ({ chainId, from, calls }) => toSimulatedCalls(await simulateCalls(publicClientFor(chainId), { account: from, calls, validation: false })),
  }
}
