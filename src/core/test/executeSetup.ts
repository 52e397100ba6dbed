import { createWalletClient, UserRejectedRequestError } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createFerryClient } from '../client/createFerryClient'
import { FerryError } from '../errors/base'
import { executeQuote, type ExecuteQuoteOptions } from '../execute/executeQuote'
import type { ExecutionProgress, ItemProgress } from '../execute/progress'
import type { FerryWallet } from '../execute/wallet'
import { walletFromViem } from '../execute/walletFromViem'
import type { ProfileOption } from '../protocol/profile'
import type { QuoteResponse } from '../types/quote'
import type { StatusResponse } from '../types/status'
import { createFakeChain, type FakeChainOptions } from './fakeChain'
import { createFakeService, SERVICE_URL, VENUE_URL, type FakeServiceScript } from './fakeService'
import { bridgeQuote as bridgeBody, erc20QuoteWithEmptyStep as erc20Body, venueWithdrawalQuote as withdrawalBody } from './fixtures/quotes'

/*
 * A run of `executeQuote` against fake chains (real signatures, in-memory nodes) and a scripted
 * service, with every progress event and wallet call recorded: what the executor tests share.
 */

export const account = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
export const stranger = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
export const ORIGIN = 31337
export const DESTINATION = 31338

// The fixtures are bodies as the service sends them; the executor parses whatever it is given.
export const bridgeQuote = (...args: Parameters<typeof bridgeBody>) => bridgeBody(...args) as unknown as QuoteResponse
export const erc20QuoteWithEmptyStep = (...args: Parameters<typeof erc20Body>) => erc20Body(...args) as unknown as QuoteResponse
export const venueWithdrawalQuote = (...args: Parameters<typeof withdrawalBody>) => withdrawalBody(...args) as unknown as QuoteResponse

export const st = (status: string, txHashes: string[] = []): StatusResponse => ({ status, inTxHashes: [], txHashes })
export const fastPoll = { initialIntervalMs: 1, maxIntervalMs: 2, refundWaitMs: 50 }

export interface SetupOptions {
  script?: FakeServiceScript | undefined
  startChainId?: number | undefined
  chains?: Parameters<typeof createFakeChain>[0][] | undefined
  /** Takes methods away from the wallet, or wraps them (it is already counted). */
  adapt?: ((wallet: FerryWallet) => FerryWallet) | undefined
  /** The client's protocol profile. */
  profile?: ProfileOption | undefined
}

export function setup(options: SetupOptions = {}) {
  const chains = (options.chains ?? [{ chainId: ORIGIN }, { chainId: DESTINATION }]).map(createFakeChain)
  const start = chains.find((c) => c.chain.id === (options.startChainId ?? ORIGIN)) ?? chains[0]!
  const walletClient = createWalletClient({ account, chain: start.chain, transport: start.transport })
  // The first v3 read is the check made before anything is sent: `waiting` lets the quote run.
  const service = createFakeService({ statuses: [st('waiting'), st('pending'), st('success', ['0xfill'])], checks: [st('pending')], ...options.script })
  const client = createFerryClient({ baseUrl: SERVICE_URL, venueApiUrl: VENUE_URL, fetch: service.fetch, profile: options.profile })
  const counted = counting(walletFromViem(walletClient, chains.map((c) => c.publicClient)))
  const wallet = (options.adapt ?? ((w: FerryWallet) => w))(counted.wallet)
  const walletCalls = counted.calls
  const progress: ExecutionProgress[] = []
  type RunExtra = Partial<Pick<ExecuteQuoteOptions, 'wallet' | 'signal' | 'poll' | 'client' | 'request' | 'requote' | 'batch' | 'onProgress'>>
  const run = (quote: QuoteResponse, extra: RunExtra = {}) =>
    executeQuote({
      ...extra,
      quote,
      client: extra.client ?? client,
      wallet: extra.wallet ?? wallet,
      onProgress: (p) => (progress.push(p), extra.onProgress?.(p)),
      poll: extra.poll ?? fastPoll,
      checkTimeoutMs: 200,
    })
  /** The 0.01 ETH bridge of the account from the origin chain. */
  const quote = () => bridgeQuote({ user: account.address, originChainId: ORIGIN, destinationChainId: DESTINATION })
  return { chains, origin: chains[0]!, service, client, wallet, walletCalls, progress, run, quote }
}

/** Wraps every method of a wallet (optional ones included) so a test can tell whether, and how, it was asked. */
export function counting(wallet: FerryWallet) {
  const calls: string[] = []
  const methods = Object.entries(wallet).map(([key, value]) => [
    key,
    typeof value === 'function' ? (...args: unknown[]) => (calls.push(key), (value as (...a: unknown[]) => unknown)(...args)) : value,
  ])
  return { wallet: Object.fromEntries(methods) as FerryWallet, calls }
}

export const rejecting = (wallet: FerryWallet, method: 'signTypedData' | 'sendTransaction'): FerryWallet => ({
  ...wallet,
  [method]: async () => {
    throw new UserRejectedRequestError(new Error('User denied the request'))
  },
})

export const itemStatuses = (progress: ExecutionProgress[], stepIndex = 0) =>
  progress.filter((p): p is ItemProgress => p.type === 'item' && p.stepIndex === stepIndex).map((p) => p.status)

export async function caught(promise: Promise<unknown>): Promise<FerryError> {
  try {
    await promise
  } catch (error) {
    if (error instanceof FerryError) return error
    throw error
  }
  throw new Error('expected a rejection')
}

/** `setup` with options for the origin chain only (the destination stays plain). */
export function fakeRun({ chain = {}, adapt }: { chain?: Partial<FakeChainOptions>; adapt?: SetupOptions['adapt'] } = {}) {
  return setup({ chains: [{ chainId: ORIGIN, ...chain }, { chainId: DESTINATION }], adapt })
}
