import { createWalletClient } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createFerryClient } from '../client/createFerryClient'
import { executeQuote } from '../execute/executeQuote'
import type { FerryWallet } from '../execute/wallet'
import { walletFromViem } from '../execute/walletFromViem'
import type { QuoteResponse } from '../types/quote'
import { createFakeChain, type FakeChainOptions } from './fakeChain'
import { createFakeService } from './fakeService'
import { SERVICE_URL, VENUE_URL } from './fakeService'
import { bridgeQuote } from './fixtures/quotes'

/** anvil's first dev key: the account of every quote built here. */
export const fakeRunAccount = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
export const FAKE_ORIGIN = 31337

/**
 * One origin chain in memory, a scripted service that reports success, and a viem wallet on them
 * (with `call` and `estimateFees`); `adapt` may take methods away or wrap them. `run` executes a
 * quote; `quote` is the 0.01 ETH bridge of the account on that chain.
 */
export function fakeRun({ chain = {}, adapt = (wallet) => wallet }: { chain?: Partial<FakeChainOptions>; adapt?: (wallet: FerryWallet) => FerryWallet } = {}) {
  const origin = createFakeChain({ chainId: FAKE_ORIGIN, ...chain })
  const walletClient = createWalletClient({ account: fakeRunAccount, chain: origin.chain, transport: origin.transport })
  const wallet = adapt(walletFromViem(walletClient, [origin.publicClient]))
  const status = { status: 'success', inTxHashes: [], txHashes: [] }
  const service = createFakeService({ statuses: [status], checks: [status] })
  const client = createFerryClient({ baseUrl: SERVICE_URL, venueApiUrl: VENUE_URL, fetch: service.fetch })
  const run = (quote: unknown) => executeQuote({ quote: quote as QuoteResponse, client, wallet, poll: { initialIntervalMs: 1 }, checkTimeoutMs: 50 })
  const quote = () => bridgeQuote({ user: fakeRunAccount.address, originChainId: FAKE_ORIGIN })
  return { origin, wallet, service, run, quote }
}
