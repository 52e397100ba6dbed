import { describe, expect, it } from 'vitest'
import { executeQuote, FerryError, type ExecutionProgress, type FerryWallet, type ItemProgress, type QuoteResponse } from '../../core/index'
import type { Devnet } from '../startDevnet'
import { ETH_BRIDGE, fastPoll, setFaults, startDevnetForFile, userOf } from './harness'

let devnet: Devnet
startDevnetForFile((started) => (devnet = started))

/** The last quote the executor handed out: what an app persists to resume from. */
const lastRecord = (progress: ExecutionProgress[]): QuoteResponse => progress.filter((p): p is ItemProgress => p.type === 'item').at(-1)!.quote

async function rejection(promise: Promise<unknown>): Promise<FerryError> {
  const outcome = await promise.then(
    () => undefined,
    (error: unknown) => error,
  )
  if (!(outcome instanceof FerryError)) throw new Error(`expected a FerryError, got ${String(outcome)}`)
  return outcome
}

describe('executeQuote on the devnet: a deposit is sent once, whatever stops the run', () => {
  for (const [moment, wrap] of [
    ['while the wallet prompt is open', (wallet: FerryWallet, abort: () => void): FerryWallet => ({ ...wallet, sendTransaction: (tx) => (abort(), wallet.sendTransaction(tx)) })],
    ['during the receipt wait', (wallet: FerryWallet, abort: () => void): FerryWallet => ({ ...wallet, waitForReceipt: (args) => (abort(), wallet.waitForReceipt(args)) })],
  ] as const) {
    it(`an abort ${moment}: resuming from the progress quote follows the sent deposit; one deposit on chain, one fill`, async () => {
      const account = devnet.accounts[moment.startsWith('while') ? 0 : 1]!
      const user = userOf(devnet, account)
      const publicClient = user.publicClient(31337)
      const nonceBefore = await publicClient.getTransactionCount({ address: account.address })
      await setFaults(devnet, { fillDelayMs: 500 })
      const quote = await user.quote(ETH_BRIDGE)
      const controller = new AbortController()
      const progress: ExecutionProgress[] = []
      const run = (q: QuoteResponse, wallet: FerryWallet, signal?: AbortSignal) =>
        executeQuote({ quote: q, client: user.client, wallet, poll: fastPoll, signal, onProgress: (p) => progress.push(p) })

      const stopped = await rejection(run(quote, wrap(user.wallet, () => controller.abort()), controller.signal))
      expect(stopped.code).toBe('FOLLOW_STOPPED')
      const record = lastRecord(progress)
      expect(record.steps[0]!.items[0]).toMatchObject({ status: 'confirming', txHash: expect.stringMatching(/^0x/) })

      const result = await run(record, user.wallet)
      expect(result.status).toBe('success')
      expect((await publicClient.getTransactionCount({ address: account.address })) - nonceBefore).toBe(1)
      expect(devnet.store.get(quote.steps[0]!.requestId)!.inTxHashes).toHaveLength(1)
      await setFaults(devnet, { reset: true })
    })
  }

  it('executing a finished quote again sends nothing: the service knows it, so it is followed', async () => {
    const account = devnet.accounts[2]!
    const user = userOf(devnet, account)
    const publicClient = user.publicClient(31337)
    const quote = await user.quote(ETH_BRIDGE)
    await user.execute(quote)
    const nonceAfterFirst = await publicClient.getTransactionCount({ address: account.address })

    const again = await user.execute(quote)
    expect(again.status).toBe('success')
    expect(await publicClient.getTransactionCount({ address: account.address })).toBe(nonceAfterFirst)
    expect(devnet.store.get(quote.steps[0]!.requestId)!.inTxHashes).toHaveLength(1)
  })
})
