// @vitest-environment jsdom
import { act, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { UserRejectedError } from '../../core/index'
import type { Devnet } from '../../devnet/startDevnet'
import { ETH_BRIDGE, chainOf, setFaults, startDevnetForFile, venueWithdrawal } from '../../devnet/test/harness'
import { WalletNotConnectedError } from '../execution/errors'
import type { ExecuteStatus } from '../execution/mutation'
import { mountExecute } from './executeHarness'

let devnet: Devnet
startDevnetForFile((started) => (devnet = started))
afterEach(async () => {
  await setFaults(devnet, { reset: true })
  await devnet.settled()
})

describe("useExecuteSteps in wagmi's mutation vocabulary", () => {
  it('execute is fire-and-forget: status goes idle → pending → success, data is the result, reset goes back to idle', async () => {
    const app = mountExecute(devnet, devnet.accounts[0]!, { namespace: 'mutate' })
    await app.connect()
    expect(app.current()).toMatchObject({ status: 'idle', isIdle: true, data: undefined, error: null })
    const statuses: ExecuteStatus[] = []
    const parameters = await app.quote(ETH_BRIDGE)

    let returned: unknown = 'not called'
    act(() => {
      returned = app.current().execute(parameters)
    })
    expect(returned).toBeUndefined()
    statuses.push(app.current().status)
    expect(app.current()).toMatchObject({ status: 'pending', isPending: true, isExecuting: true })
    await waitFor(() => expect(app.current().status).toBe('success'), { timeout: 15_000 })
    statuses.push(app.current().status)

    const { data, state } = app.current()
    expect(app.current()).toMatchObject({ isSuccess: true, isPending: false, error: null })
    expect(data).toEqual({ requestId: state.requestId, status: 'success', txHashes: state.txHashes, inTxHashes: state.inTxHashes, finalStatus: state.status })
    expect(data?.txHashes.length).toBeGreaterThan(0)
    expect(statuses).toEqual(['pending', 'success'])

    act(() => app.current().reset())
    expect(app.current()).toMatchObject({ status: 'idle', isIdle: true, data: undefined, error: null, state: { phase: 'idle' } })
    app.unmount()
  })

  it('a run that fails puts its error in state: `error` is `state.error`, and executeAsync rejects with that instance', async () => {
    const account = devnet.accounts[1]!
    const app = mountExecute(devnet, account, { namespace: 'mutate-error', rejectSignatures: true })
    await app.connect()
    const parameters = await app.quote(venueWithdrawal(chainOf(devnet, 31338).contracts.usdc))

    act(() => app.current().execute(parameters))
    await waitFor(() => expect(app.current().status).toBe('error'), { timeout: 15_000 })
    const failed = app.current()
    expect(failed.error).toBeInstanceOf(UserRejectedError)
    expect(failed.error).toBe(failed.state.error)
    expect(failed).toMatchObject({ isError: true, data: undefined, isExecuting: false })

    const rejected = await app.execute(parameters)
    expect(rejected).toBeInstanceOf(UserRejectedError)
    expect(app.current().error).toBe(rejected)
    app.unmount()
  })

  it('without a connected account the attempt ends in state too: WalletNotConnectedError, the promise rejecting with it', async () => {
    const app = mountExecute(devnet, devnet.accounts[2]!, { namespace: 'mutate-disconnected' })
    const parameters = await app.quote(ETH_BRIDGE)
    const refused = await app.execute(parameters)
    expect(refused).toBeInstanceOf(WalletNotConnectedError)
    expect(app.current()).toMatchObject({ status: 'error', isError: true, state: { phase: 'error' } })
    expect(app.current().error).toBe(refused)
    expect(app.other().error).toBe(refused)
    app.unmount()
  })
})
