import { UserRejectedRequestError, type Address, type EIP1193RequestFn, type Hex } from 'viem'
import { createConnector, type CreateConnectorFn } from 'wagmi'
import { mock } from 'wagmi/connectors'
import type { smartCalls, SendCallsRequest } from './smartCalls'

/** A request that would open a real wallet's prompt, as the host records it. */
export interface HostPrompt {
  method: string
  chainId: number
  /** A batch's calls (`wallet_sendCalls`). */
  calls?: ReadonlyArray<{ to?: Address; data?: Hex; value?: Hex }>
  /** The user said no (the test wallet's "Reject transaction requests" or "Reject signature requests"). */
  rejected?: true
}

declare global {
  interface Window {
    /** Every wallet prompt of this tab, in order, kept across reloads (sessionStorage). */
    __ferryHostPrompts?: HostPrompt[]
  }
}

/** Methods a real wallet asks its user about. Connecting (`eth_requestAccounts`) is the host's own button, not counted. */
const PROMPTING = new Set([
  'eth_sendTransaction',
  'wallet_sendCalls',
  'eth_signTypedData_v4',
  'personal_sign',
  'eth_sign',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_watchAsset',
])
const SENDING = new Set(['eth_sendTransaction', 'wallet_sendCalls'])
const PROMPTS_KEY = 'ferry-host:prompts'

function recordPrompt(prompt: HostPrompt) {
  const prompts = (window.__ferryHostPrompts ??= JSON.parse(window.sessionStorage.getItem(PROMPTS_KEY) ?? '[]') as HostPrompt[])
  prompts.push(prompt)
  window.sessionStorage.setItem(PROMPTS_KEY, JSON.stringify(prompts))
}

/** Reads the prompts a previous load of this tab recorded, so the page's array holds the whole tab's. */
export function restorePrompts(): void {
  window.__ferryHostPrompts ??= JSON.parse(window.sessionStorage.getItem(PROMPTS_KEY) ?? '[]') as HostPrompt[]
}

export interface HostWalletOptions {
  mock: Parameters<typeof mock>[0]
  /** Read at each request: the user's "Reject transaction requests" switch. */
  rejectTransactions: () => boolean
  /** The batching wallet (`?wallet=smart`): EIP-5792 over an EIP-7702-delegated account. */
  calls?: ReturnType<typeof smartCalls> | undefined
}

/**
 * wagmi's `mock` connector (anvil signs at each chain's RPC), with what a user sees of a real
 * wallet: each prompt recorded in `window.__ferryHostPrompts`, transaction requests rejected
 * (EIP-1193 4001) while the user says so, and, for the batching wallet, `wallet_getCapabilities`,
 * `wallet_sendCalls` and `wallet_getCallsStatus` answered by `calls`. Everything else (connect,
 * reconnect, signatures and their rejection) is the mock's own.
 */
export function hostWallet({ mock: mockParameters, rejectTransactions, calls }: HostWalletOptions): CreateConnectorFn {
  const base = mock(mockParameters)
  return createConnector((config) => {
    const inner = base(config)
    return {
      ...inner,
      async getProvider(parameters) {
        const provider = await inner.getProvider.call(this, parameters)
        const innerRequest = provider.request as EIP1193RequestFn
        const request = (async ({ method, params }: { method: string; params?: unknown }) => {
          if (!PROMPTING.has(method)) return smartAnswer({ calls, method, params }) ?? innerRequest({ method, params } as never)
          const chainId = method === 'wallet_sendCalls' ? Number((params as [SendCallsRequest])[0].chainId) : Number(await innerRequest({ method: 'eth_chainId' } as never))
          const batch = method === 'wallet_sendCalls' ? { calls: (params as [SendCallsRequest])[0].calls } : {}
          const rejected = SENDING.has(method) && rejectTransactions()
          const signatureRejected = method === 'eth_signTypedData_v4' && mockParameters.features?.signTypedDataError === true
          recordPrompt({ method, chainId, ...batch, ...(rejected || signatureRejected ? { rejected: true as const } : {}) })
          if (rejected) throw new UserRejectedRequestError(new Error('The user rejected the request.'))
          if (method === 'wallet_sendCalls' && calls) return calls.sendCalls((params as [SendCallsRequest])[0])
          return innerRequest({ method, params } as never)
        }) as EIP1193RequestFn
        return { ...provider, request }
      },
    }
  })
}

/** The batching wallet's answer to a non-prompting EIP-5792 method, or undefined for the mock to answer. */
function smartAnswer({ calls, method, params }: { calls: HostWalletOptions['calls']; method: string; params: unknown }): Promise<unknown> | undefined {
  if (!calls) return undefined
  if (method === 'wallet_getCapabilities') return calls.getCapabilities((params as [Address, Hex[]?] | undefined)?.[1])
  if (method === 'wallet_getCallsStatus') return calls.getCallsStatus((params as [string])[0])
  return undefined
}
