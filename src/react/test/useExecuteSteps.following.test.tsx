// @vitest-environment jsdom
import { act, waitFor } from '@testing-library/react'
import { hashKey } from '@tanstack/react-query'
import { afterEach, describe, expect, it } from 'vitest'
import { itemRecords, NATIVE_CURRENCY, QuoteChangedError, type ExecutionResult } from '../../core/index'
import { quoteQueryKey } from '../query/quote'
import type { Devnet } from '../../devnet/startDevnet'
import { chainOf, ETH_BRIDGE, setFaults, setPrices, startDevnetForFile } from '../../devnet/test/harness'
import { mountExecute } from './executeHarness'

let devnet: Devnet
startDevnetForFile((started) => (devnet = started))
afterEach(async () => {
  await setFaults(devnet, { reset: true })
  await setPrices(devnet, { reset: true })
  await devnet.settled()
})

/** Every deposit the devnet indexed for `user`, from the requests it holds. */
const depositsOf = (user: string) => devnet.store.list().filter((r) => r.request.user.toLowerCase() === user.toLowerCase() && r.inTxHashes.length > 0)

describe('useExecuteSteps: after the deposit, the request is followed to its end', () => {
  it('404 three times from the status endpoint while polling: the state says "still checking", then success; one deposit', async () => {
    const account = devnet.accounts[0]!
    // Held until the outage is set: the polls it fails are ones the run makes while the request is open.
    await setFaults(devnet, { holdFills: true })
    const app = mountExecute(devnet, account, { namespace: 'status-404' })
    await app.connect()
    const nonceBefore = await app.nonce(31337)
    const checking: string[] = []
    const unsubscribe = app.hook.result.current.context.executionStore.subscribe(({ execution }) => {
      if (execution.statusError && checking.at(-1) !== execution.statusError.code) checking.push(execution.statusError.code)
    })
    const pending = app.current().executeAsync(await app.quote(ETH_BRIDGE)).catch((e: unknown) => e)
    await waitFor(() => expect(app.current().state.phase).toBe('polling'), { timeout: 5_000 })
    await setFaults(devnet, { outage: { target: 'service', count: 3, status: 404 } })
    await setFaults(devnet, { holdFills: false })

    expect(await pending).toMatchObject({ status: 'success' })
    expect(checking).toEqual(['HTTP_ERROR'])
    expect(app.current().state).toMatchObject({ phase: 'success', statusError: undefined })
    expect(app.phases).not.toContain('error')
    expect(itemRecords(app.current().state.quote!)[0]!.status).toBe('complete')
    expect((await app.nonce(31337)) - nonceBefore).toBe(1)
    unsubscribe()
    app.unmount()
  })

  it('dismiss once paid: back to idle at once, the spent terms forgotten, the history follows the request to success, and a new transfer can start', async () => {
    const account = devnet.accounts[1]!
    await setFaults(devnet, { holdFills: true })
    const app = mountExecute(devnet, account, { namespace: 'dismiss' })
    await app.connect()
    const nonceBefore = await app.nonce(31337)
    const parameters = await app.quote(ETH_BRIDGE)
    const requestId = parameters.quote.steps[0]!.requestId
    // The reviewed terms, as useQuote holds them for their request.
    const quoteKey = quoteQueryKey({ namespace: 'dismiss' }, { request: parameters.request })
    app.host.queryClient.setQueryData(quoteKey, parameters.quote)
    const pending = app.current().executeAsync(parameters).catch((e: unknown) => e)
    await waitFor(() => expect(app.current().state.phase).toBe('polling'), { timeout: 5_000 })

    act(() => app.current().dismiss())
    expect(app.current().state.phase).toBe('idle')
    expect(app.current().isExecuting).toBe(false)
    expect(await pending).toMatchObject({ code: 'FOLLOW_STOPPED', requestId })
    // Paid, the terms are spent, dismissed or not: the same request asks for fresh ones, and running
    // these again would only follow the old request and show its outcome as a new transfer's.
    expect(app.host.queryClient.getQueryData(quoteKey)).toBeUndefined()
    const history = () => app.hook.result.current.context.historyStore.getState().entries
    expect(history()[0]).toMatchObject({ requestId, phase: 'polling' })
    await setFaults(devnet, { holdFills: false })

    await waitFor(() => expect(history()[0]).toMatchObject({ requestId, status: 'success' }), { timeout: 10_000 })
    expect((await app.nonce(31337)) - nonceBefore).toBe(1)
    expect(depositsOf(account.address).filter((r) => r.id === requestId)).toHaveLength(1)

    const next = (await app.execute(await app.quote(ETH_BRIDGE))) as ExecutionResult
    expect(next.status).toBe('success')
    app.unmount()
  })
})

describe('useExecuteSteps: a quote fetched again at confirm time never runs terms nobody reviewed', () => {
  const tenUsdc = () => ({
    originChainId: 31337,
    destinationChainId: 31338,
    originCurrency: NATIVE_CURRENCY,
    destinationCurrency: chainOf(devnet, 31338).contracts.usdc,
    amount: '10000000',
    tradeType: 'EXACT_OUTPUT' as const,
  })

  it('ETH halves between review and confirm: QUOTE_CHANGED with the new terms, before the wallet; the new terms then run once', async () => {
    const account = devnet.accounts[2]!
    const app = mountExecute(devnet, account, { namespace: 'requote-worse' })
    await app.connect()
    const nonceBefore = await app.nonce(31337)
    const reviewed = await app.quote(tenUsdc())
    await setPrices(devnet, { ETH: '1500' })

    const error = await app.execute({ ...reviewed, quotedAt: Date.now() - 10_000 })
    expect(error).toBeInstanceOf(QuoteChangedError)
    const changed = error as QuoteChangedError
    expect(BigInt(changed.quote.details.currencyIn!.amount)).toBeGreaterThan(BigInt(reviewed.quote.details.currencyIn!.amount) * 19n / 10n)
    expect(app.current().state).toMatchObject({ phase: 'error', error: { code: 'QUOTE_CHANGED' } })
    expect(app.current().state.error, 'state and the promise hold one error').toBe(error)
    // The new terms replace the shown ones: useQuote's cache entry for the request holds them.
    expect(app.host.queryClient.getQueryData(quoteQueryKey({ namespace: 'requote-worse' }, { request: reviewed.request }))).toBe(changed.quote)
    expect(await app.nonce(31337)).toBe(nonceBefore)

    const result = (await app.execute({ quote: changed.quote, request: reviewed.request, quotedAt: Date.now() })) as ExecutionResult
    expect(result.status).toBe('success')
    expect((await app.nonce(31337)) - nonceBefore).toBe(1)
    app.unmount()
  })

  it('a move within the slippage the user set runs the new quote without asking again', async () => {
    const account = devnet.accounts[3]!
    const app = mountExecute(devnet, account, { namespace: 'requote-within' })
    await app.connect()
    const reviewed = await app.quote({ ...tenUsdc(), slippageTolerance: '100' })
    // 0.5% dearer ETH asks about 0.5% more ETH: within 1%.
    await setPrices(devnet, { ETH: '2985' })
    const queryKey = quoteQueryKey({ namespace: 'requote-within' }, { request: reviewed.request })
    const shown: (string | undefined)[] = []
    const unsubscribe = app.host.queryClient.getQueryCache().subscribe(({ query }) => {
      if (query.queryHash === hashKey(queryKey) && shown.at(-1) !== query.state.data?.steps[0]?.requestId) shown.push(query.state.data?.steps[0]?.requestId)
    })
    const result = (await app.execute({ ...reviewed, quotedAt: Date.now() - 10_000 })) as ExecutionResult
    unsubscribe()
    expect(result.status).toBe('success')
    expect(result.requestId).not.toBe(reviewed.quote.steps[0]?.requestId)
    // The terms that ran were shown while they ran (the silent re-quote went into useQuote's cache),
    // and once spent they are forgotten: the form asks again rather than offer them a second time.
    expect(shown).toEqual([result.requestId, undefined])
    app.unmount()
  })
})
