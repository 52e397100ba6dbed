import { erc20Abi, isAddressEqual, type Address } from 'viem'
import type { Config } from 'wagmi'
import {
  call,
  estimateFeesPerGas,
  getBalance,
  getChainId,
  getAccount,
  getBytecode,
  getGasPrice,
  readContract,
  sendTransaction,
  signTypedData,
  switchChain,
  waitForTransactionReceipt,
} from 'wagmi/actions'
import { AbortedError, NATIVE_CURRENCY, type FerryWallet, type WaitForReceiptArgs } from '../../core/shared'

/**
 * Adapts the host's wagmi config to the core's `FerryWallet` for `account`: the connected
 * connector sends and signs, chains are switched through wagmi; receipts, simulations, fees and
 * balances are read from the config's transports. Errors pass through untouched; the core types them (a
 * rejection in the wallet becomes `USER_REJECTED`).
 */
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
      return (await getBytecode(config, { chainId, address })) ?? '0x'
    },
    async estimateFees(chainId) {
      // A chain without EIP-1559 has only a gas price.
      return estimateFeesPerGas(config, { chainId }).catch(async () => ({ maxFeePerGas: await getGasPrice(config, { chainId }) }))
    },
    async getBalance({ chainId, address, token }) {
      if (!token || isAddressEqual(token, NATIVE_CURRENCY)) return (await getBalance(config, { chainId, address })).value
      // wagmi 3's getBalance reads native only (wagmi 2's `token` is deprecated): an ERC-20 is read as balanceOf.
      return readContract(config, { chainId, address: token, abi: erc20Abi, functionName: 'balanceOf', args: [address] })
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
