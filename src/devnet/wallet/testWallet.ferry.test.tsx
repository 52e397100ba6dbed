// @vitest-environment jsdom
import { act, waitFor } from '@testing-library/react'
import type { Chain } from 'viem'
import { describe, expect, it } from 'vitest'
import { itemRecords, UserRejectedError } from '../../core/index'
import { CancelledError, ExecutionInterruptedError } from '../../react/index'
import { mountExecute } from '../../react/test/executeHarness'
import { viemChain } from '../chain/clients'
import type { Devnet } from '../startDevnet'
import { ETH_BRIDGE, startDevnetForFile } from '../test/harness'
import { createTestWallet } from './testWallet'

let devnet: Devnet
startDevnetForFile((started) => (devnet = started))

/** A host app running `useExecuteSteps`, connected through a test wallet on dev account `index`. */
async function mount(index: number, namespace: string) {
  const account = devnet.accounts[index]!
  const wallet = createTestWallet({ account, chains: devnet.chains.map(viemChain) as [Chain, ...Chain[]] })
  const app = mountExecute(devnet, account, { namespace, wallet })
  await app.connect()
  return { wallet, app }
}

describe('createTestWallet through Ferry (useExecuteSteps)', () => {
  it('a rejected deposit ends the run with USER_REJECTED, and nothing is sent', async () => {
    const { wallet, app } = await mount(0, 'test-wallet-reject')
    const nonce = await app.nonce(31337)
    wallet.setPolicy('reject')

    const error = await app.execute(await app.quote(ETH_BRIDGE))
    expect(error).toBeInstanceOf(UserRejectedError)
    expect(error).toMatchObject({ code: 'USER_REJECTED' })
    expect(app.current().state).toMatchObject({ phase: 'error', error: { code: 'USER_REJECTED' } })
    expect(wallet.prompts).toMatchObject([{ method: 'eth_sendTransaction', chainId: 31337, status: 'rejected' }])
    expect(await app.nonce(31337)).toBe(nonce)
    app.unmount()
  })

  it('cancel with the prompt open, then approve: the deposit is sent once, followed, and execute() resolves as state ends (success, items complete)', async () => {
    const { app, nonce, pending, prompt } = await withPromptOpen(1, 'test-wallet-hold')
    expect(prompt.method).toBe('eth_sendTransaction')
    expect(app.current().state.phase).toBe('awaiting-wallet')
    act(() => app.current().cancel())
    prompt.approve()

    const outcome = await pending
    expect(outcome).toMatchObject({ requestId: app.current().state.requestId, finalStatus: { status: 'success' } })
    expect(app.current().state).toMatchObject({ phase: 'success', error: undefined })
    expect(statuses(app)).toEqual(['complete'])
    expect((await app.nonce(31337)) - nonce).toBe(1)
    app.unmount()
  })

  it('cancel with the prompt open, then reject: state and execute() end with the same CancelledError, the item not sent', async () => {
    const { app, pending, prompt } = await withPromptOpen(2, 'test-wallet-cancel-reject')
    act(() => app.current().cancel())
    prompt.reject()

    const outcome = await pending
    expect(outcome).toBeInstanceOf(CancelledError)
    expect((outcome as CancelledError).cause).toBeInstanceOf(UserRejectedError)
    expect(app.current().state.error).toBe(outcome)
    // Declined: the core's record of the item is `failed`, with no hash (nothing left the wallet).
    expect(statuses(app)).toEqual(['failed'])
    expect(app.current().state.inTxHashes).toEqual([])
    app.unmount()
  })

  it('a reload with the prompt open ends the run interrupted: the item not sent, the error rebuilt with its class', async () => {
    const { wallet, app, pending, prompt } = await withPromptOpen(3, 'test-wallet-reload')
    // The page goes away with the prompt open; the wallet's answer comes later, to no one.
    app.unmount()
    prompt.reject()
    expect(await pending).toBeInstanceOf(ExecutionInterruptedError)

    const reloaded = mountExecute(devnet, devnet.accounts[3]!, { namespace: 'test-wallet-reload', wallet })
    await waitFor(() => expect(reloaded.current().state.phase).toBe('error'))
    expect(reloaded.current().state.error).toBeInstanceOf(ExecutionInterruptedError)
    expect(statuses(reloaded)).toEqual(['incomplete'])
    reloaded.unmount()
  })
})

/** A bridge started on dev account `index` with the wallet holding its prompt open: the nonce before, the run, the prompt. */
async function withPromptOpen(index: number, namespace: string) {
  const { wallet, app } = await mount(index, namespace)
  const nonce = await app.nonce(31337)
  wallet.setPolicy('hold')
  const pending = start(app, await app.quote(ETH_BRIDGE))
  const prompt = await wallet.nextPrompt()
  return { wallet, app, nonce, pending, prompt }
}

/** `executeAsync` started inside act, settling to its result or what it threw. */
function start(app: ReturnType<typeof mountExecute>, parameters: Parameters<ReturnType<typeof mountExecute>['execute']>[0]): Promise<unknown> {
  let pending!: Promise<unknown>
  act(() => {
    pending = app.current().executeAsync(parameters).catch((error: unknown) => error)
  })
  return pending
}

/** Each item's record status in the state. */
const statuses = (app: ReturnType<typeof mountExecute>) => itemRecords(app.current().state.quote!).map((item) => item.status)
