import {
  hexToNumber,
  http,
  InvalidParamsRpcError,
  isAddressEqual,
  numberToHex,
  SwitchChainError,
  UnauthorizedProviderError,
  UnsupportedProviderMethodError,
  type Address,
  type Chain,
  type EIP1193EventMap,
  type Hex,
  type RpcTransactionRequest,
  type TypedDataDefinition,
} from 'viem'
import { signMessage, signTypedData } from 'viem/accounts'
import type { DevnetAccount } from '../types'
import type { PromptDesk } from './prompts'

/** The events a test wallet emits, as an injected wallet does. */
export type TestWalletEvents = Pick<EIP1193EventMap, 'accountsChanged' | 'chainChanged'>

/** An EIP-1193 provider: what `window.ethereum` would be, for viem's `custom()` or wagmi. */
export interface TestWalletProvider {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on<event extends keyof TestWalletEvents>(event: event, listener: TestWalletEvents[event]): void
  removeListener<event extends keyof TestWalletEvents>(event: event, listener: TestWalletEvents[event]): void
}

export interface TestWalletProviderOptions {
  account: DevnetAccount
  chains: readonly [Chain, ...Chain[]]
  authorized: boolean
  promptSwitchChain: boolean
  desk: PromptDesk
}

// Methods only a wallet answers: refused rather than forwarded, since a node with unlocked dev
// accounts would sign them without a prompt.
const WALLET_ONLY = /^(wallet_|eth_sign)/

/**
 * A wallet on one dev account over the chains' own RPC. Signatures are made here with the account's
 * key; transactions go to the chain's node (anvil signs for its unlocked dev accounts and assigns
 * the nonce, so concurrent sends do not collide); everything else is a read, forwarded. Each
 * signature, transaction and (optionally) chain switch is asked of the `desk` first.
 */
export function createTestWalletProvider(options: TestWalletProviderOptions): TestWalletProvider {
  const { account, chains, desk } = options
  const address = account.address
  const nodes = new Map(chains.map((chain) => [chain.id, http(chain.rpcUrls.default.http[0], { retryCount: 0 })({ chain, retryCount: 0 })]))
  const listeners: { [event in keyof TestWalletEvents]: Set<TestWalletEvents[event]> } = { accountsChanged: new Set(), chainChanged: new Set() }
  let chainId = chains[0].id
  let authorized = options.authorized

  const node = (id: number) => nodes.get(id)!

  function assertAccount(from: Address | undefined) {
    if (!authorized) throw new UnauthorizedProviderError(new Error('The app has not been connected: call eth_requestAccounts first.'))
    if (from !== undefined && !isAddressEqual(from, address)) throw new UnauthorizedProviderError(new Error(`The test wallet holds ${address}, not ${from}.`))
  }

  function setAuthorized(value: boolean) {
    if (authorized === value) return
    authorized = value
    for (const listener of listeners.accountsChanged) listener(value ? [address] : [])
  }

  const handlers: Record<string, (params: never) => Promise<unknown>> = {
    eth_chainId: async () => numberToHex(chainId),
    eth_accounts: async () => (authorized ? [address] : []),
    // Connecting is not a prompt: a test that needs a refused connection has no use for Ferry's flows.
    eth_requestAccounts: async () => {
      setAuthorized(true)
      return [address]
    },
    // EIP-2255, as wagmi's disconnect asks a wallet to forget the app.
    wallet_revokePermissions: async () => {
      setAuthorized(false)
      return null
    },
    wallet_switchEthereumChain: async (params: [{ chainId: Hex }]) => {
      const id = hexToNumber(params[0].chainId)
      if (!nodes.has(id)) throw new SwitchChainError(new Error(`The test wallet does not know chain ${id}.`))
      if (id === chainId) return null
      if (options.promptSwitchChain) await desk.ask({ method: 'wallet_switchEthereumChain', params }, chainId)
      chainId = id
      for (const listener of listeners.chainChanged) listener(numberToHex(id))
      return null
    },
    eth_sendTransaction: async (params: [RpcTransactionRequest]) => {
      assertAccount(params[0].from)
      // Sent where the wallet was when asked, even if it switched while the prompt was held.
      const on = chainId
      const transaction = { ...params[0], from: address }
      await desk.ask({ method: 'eth_sendTransaction', params: [transaction] }, on)
      return node(on).request({ method: 'eth_sendTransaction', params: [transaction] })
    },
    eth_signTypedData_v4: async (params: [Address, string]) => {
      assertAccount(params[0])
      const typedData = parseTypedData(params[1])
      await desk.ask({ method: 'eth_signTypedData_v4', params }, chainId)
      return signTypedData({ ...typedData, privateKey: account.privateKey })
    },
    personal_sign: async (params: [Hex, Address]) => {
      assertAccount(params[1])
      await desk.ask({ method: 'personal_sign', params }, chainId)
      return signMessage({ message: { raw: params[0] }, privateKey: account.privateKey })
    },
  }

  return {
    async request({ method, params }) {
      // Own keys only: `toString` is not a method of the wallet.
      if (Object.hasOwn(handlers, method)) return handlers[method]!((params ?? []) as never)
      if (WALLET_ONLY.test(method)) throw new UnsupportedProviderMethodError(new Error(`The test wallet does not implement ${method}.`))
      return node(chainId).request({ method, params })
    },
    on(event, listener) {
      listeners[event].add(listener)
    },
    removeListener(event, listener) {
      listeners[event].delete(listener)
    },
  }
}

/** Parsed before the prompt opens: malformed typed data is refused (-32602) as a wallet would, unasked. */
function parseTypedData(json: string): TypedDataDefinition {
  try {
    return JSON.parse(json) as TypedDataDefinition
  } catch (error) {
    throw new InvalidParamsRpcError(error instanceof Error ? error : new Error(String(error)))
  }
}
