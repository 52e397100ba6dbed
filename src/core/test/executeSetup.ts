import { createWalletClient, UserRejectedRequestError } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createFerryClient } from '../client/createFerryClient'
import { FerryError } from '../errors/base'
import { executeQuote, type ExecuteQuoteOptions } from '../execute/executeQuote'
import type { ExecutionProgress, ItemProgress } from '../execute/progress'
import type { FerryWallet } from '../execute/wallet'
import { walletFromViem } from '../execute/walletFromViem'
import type { QuoteResponse } from '../types/quote'
import type { StatusResponse } from '../types/status'
import { createFakeChain } from './fakeChain'
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

export function setup(options: { script?: FakeServiceScript; startChainId?: number; chains?: Parameters<typeof createFakeChain>[0][] } = {}) {
  const chains = (options.chains ?? [{ chainId: ORIGIN }, { chainId: DESTINATION }]).map(createFakeChain)
  const start = chains.find((c) => c.chain.id === (options.startChainId ?? ORIGIN)) ?? chains[0]!
  const walletClient = createWalletClient({ account, chain: start.chain, transport: start.transport })
  // The first v3 read is the check made before anything is sent: `waiting` lets the quote run.
  const service = createFakeService({ statuses: [st('waiting'), st('pending'), st('success', ['0xfill'])], checks: [st('pending')], ...options.script })
  const client = createFerryClient({ baseUrl: SERVICE_URL, venueApiUrl: VENUE_URL, fetch: service.fetch })
  const { wallet, calls: walletCalls } = counting(walletFromViem(walletClient, chains.map((c) => c.publicClient)))
  const progress: ExecutionProgress[] = []
  const run = (quote: QuoteResponse, extra: { wallet?: FerryWallet; signal?: AbortSignal; poll?: ExecuteQuoteOptions['poll'] } = {}) =>
    executeQuote({ quote, client, wallet: extra.wallet ?? wallet, onProgress: (p) => progress.push(p), poll: extra.poll ?? fastPoll, checkTimeoutMs: 200, signal: extra.signal })
  return { chains, origin: chains[0]!, service, client, wallet, walletCalls, progress, run }
}

/** Wraps a wallet so a test can tell whether, and how, the wallet was asked. */
export function counting(wallet: FerryWallet) {
  const calls: string[] = []
  const wrapped: FerryWallet = {
    account: wallet.account,
    getChainId: () => (calls.push('getChainId'), wallet.getChainId()),
    switchChain: (id) => (calls.push('switchChain'), wallet.switchChain(id)),
    sendTransaction: (tx) => (calls.push('sendTransaction'), wallet.sendTransaction(tx)),
    waitForReceipt: (args) => (calls.push('waitForReceipt'), wallet.waitForReceipt(args)),
    signTypedData: (data) => (calls.push('signTypedData'), wallet.signTypedData(data)),
  }
  return { wallet: wrapped, calls }
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
