import { hexToBigInt, isAddressEqual, type Address } from 'viem'
import type { Config } from 'wagmi'
import {
  call,
  getChainId,
  getAccount,
  sendTransaction,
  signTypedData,
  switchChain,
  waitForTransactionReceipt,
} from 'wagmi/actions'
import { simulateCallsRequest, type RequestFn } from '../../core/execute/batch/simulateCallsRequest'
import { requestCallsStatus, requestSendCalls } from '../../core/execute/batch/walletRequests'
import { readAtomicStatus, walletRequest } from './readAtomicStatus'
import { AbortedError, NATIVE_CURRENCY, type FerryWallet, type WaitForReceiptArgs } from '../../core/index'

/**
 * Adapts the host's wagmi config to the core's `FerryWallet` for `account`: the connected
 * connector sends and signs, chains are switched through wagmi; receipts, simulations, fees and
 * balances are read from the config's transports. Errors pass through untouched; the core types them (a
 * rejection in the wallet becomes `USER_REJECTED`).
 */
/** `switchChain` of the connected wallet (switchWalletChain.ts loads it on demand). */
export async function switchConnectedChain(config: Config, { chainId }: { chainId: number }): Promise<void> {
  await switchChain(config, { chainId })
}

/** The selector of ERC-20 `balanceOf(address)`. */
const BALANCE_OF = '0x70a08231'

export function walletFromWagmi(config: Config, account: Address): FerryWallet {
  return {
    account,
    async getChainId() {
      return getAccount(config).chainId ?? getChainId(config)
    },
    async switchChain(chainId) {
      await switchChain(config, { chainId })
    },
    async sendTransaction({ chainId, to, data, value, gas, maxFeePerGas, maxPriorityFeePerGas }) {
      const fees = maxFeePerGas === undefined ? {} : { maxFeePerGas, maxPriorityFeePerGas }
      return sendTransaction(config, { account, chainId, to, data, value, ...(gas === undefined ? {} : { gas }), ...fees })
    },
    async waitForReceipt({ chainId, hash, timeoutMs, signal }: WaitForReceiptArgs) {
      const receipt = await untilAborted(waitForTransactionReceipt(config, { chainId, hash, timeout: timeoutMs }), signal)
      return { status: receipt.status, transactionHash: receipt.transactionHash, blockNumber: receipt.blockNumber }
    },
    async signTypedData(typedData) {
      return signTypedData(config, { account, ...typedData })
    },
    async call({ chainId, from, to, data, value, gas }) {
      return call(config, { chainId, account: from, to, data, value, gas })
    },
    async getCode({ chainId, address }) {
      return config.getClient({ chainId }).request({ method: 'eth_getCode', params: [address, 'latest'] })
    },
    async estimateFees(chainId) {
      // For the funds check only, read as viem estimates them (base fee × 1.2 plus the tip) but
      // with plain requests; a chain without EIP-1559 has only a gas price.
      const client = config.getClient({ chainId })
      const block = await client.request({ method: 'eth_getBlockByNumber', params: ['latest', false] })
      if (!block?.baseFeePerGas) return { maxFeePerGas: hexToBigInt(await client.request({ method: 'eth_gasPrice' })) }
      const baseFee = hexToBigInt(block.baseFeePerGas)
      const tip = await client
        .request({ method: 'eth_maxPriorityFeePerGas' })
        .then(hexToBigInt)
        .catch(async () => {
          const gasPrice = hexToBigInt(await client.request({ method: 'eth_gasPrice' }))
          return gasPrice > baseFee ? gasPrice - baseFee : 0n
        })
      return { maxFeePerGas: (baseFee * 12n) / 10n + tip, maxPriorityFeePerGas: tip }
    },
    async getBalance({ chainId, address, token }) {
      // Plain reads through the config's transport: wagmi's getBalance and readContract would bring
      // viem's ABI coding and multicall into an app's first load (its bundler shares them with it).
      const client = config.getClient({ chainId })
      if (!token || isAddressEqual(token, NATIVE_CURRENCY)) return hexToBigInt(await client.request({ method: 'eth_getBalance', params: [address, 'latest'] }))
      const data = `${BALANCE_OF}${address.slice(2).toLowerCase().padStart(64, '0')}` as const
      return hexToBigInt(await client.request({ method: 'eth_call', params: [{ to: token, data }, 'latest'] }))
    },
    async getCapabilities({ chainId }) {
      return { atomic: await readAtomicStatus(config, { account, chainId }) }
    },
    async sendCalls({ chainId, calls }) {
      return requestSendCalls(await walletRequest(config, account), { account, chainId, calls })
    },
    async getCallsStatus({ id }) {
      return requestCallsStatus(await walletRequest(config, account), id)
    },
    async simulateCalls({ chainId, from, calls }) {
      return simulateCallsRequest(config.getClient({ chainId }).request as RequestFn, { from, calls })
    },
  }
}

/** wagmi's receipt wait takes no signal: stop waiting for it (the chain carries on) when `signal` fires. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new AbortedError({ cause: signal.reason }))
    if (signal.aborted) return onAbort()
    signal.addEventListener('abort', onAbort, { once: true })
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort))
  })
}
