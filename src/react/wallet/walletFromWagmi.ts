import { erc20Abi, isAddressEqual, type Address } from 'viem'
import { simulateCalls } from 'viem/actions'
import type { Config } from 'wagmi'
import {
  call,
  estimateFeesPerGas,
  getAccount,
  getBalance,
  getBytecode,
  getCallsStatus,
  getChainId,
  getGasPrice,
  readContract,
  sendCalls,
  sendTransaction,
  signTypedData,
  switchChain,
  waitForTransactionReceipt,
} from 'wagmi/actions'
import { toWalletCallsStatus } from '../../core/execute/batch/callsStatus'
import { batchIdOf, toSimulatedCalls } from '../../core/execute/batch/viemAnswers'
import { raceSignal } from '../../core/utils/abort'
import { readAtomicStatus } from './readAtomicStatus'
import { NATIVE_CURRENCY, type FerryWallet, type WaitForReceiptArgs } from '../../core/index'

/** `switchChain` of the connected wallet (switchWalletChain.ts loads it on demand). */
export async function switchConnectedChain(config: Config, { chainId }: { chainId: number }): Promise<void> {
  await switchChain(config, { chainId })
}

/**
 * Adapts the host's wagmi config to the core's `FerryWallet` for `account`: the connected
 * connector sends and signs, chains are switched through wagmi; receipts, simulations, fees and
 * balances are read with wagmi's actions (viem's `simulateCalls`, which wagmi lacks) on the config's clients. Errors pass through untouched; the core types them (a
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
      const receipt = await raceSignal(waitForTransactionReceipt(config, { chainId, hash, timeout: timeoutMs }), signal)
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
      // For the funds check only; with the config's chain, so its `fees` settings count. A chain
      // without EIP-1559 has only a gas price.
      return estimateFeesPerGas(config, { chainId }).then(
        ({ maxFeePerGas, maxPriorityFeePerGas }) => ({ maxFeePerGas, maxPriorityFeePerGas }),
        async () => ({ maxFeePerGas: await getGasPrice(config, { chainId }) }),
      )
    },
    async getBalance({ chainId, address, token }) {
      if (!token || isAddressEqual(token, NATIVE_CURRENCY)) return (await getBalance(config, { chainId, address })).value
      return readContract(config, { chainId, address: token, abi: erc20Abi, functionName: 'balanceOf', args: [address] })
    },
    async getCapabilities({ chainId }) {
      return { atomic: await readAtomicStatus(config, { account, chainId }) }
    },
    async sendCalls({ chainId, calls }) {
      return batchIdOf(await sendCalls(config, { account, chainId, calls, forceAtomic: true }))
    },
    async getCallsStatus({ id }) {
      return toWalletCallsStatus(await getCallsStatus(config, { id }))
    },
    async simulateCalls({ chainId, from, calls }) {
      // wagmi has no action for it: viem's, on the config's client for the chain.
      return toSimulatedCalls(await simulateCalls(config.getClient({ chainId }), { account: from, calls, validation: false }))
    },
  }
}
