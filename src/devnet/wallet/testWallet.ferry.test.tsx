// @vitest-environment jsdom
import { act, waitFor } from '@testing-library/react'
import type { Chain } from 'viem'
import { describe, expect, it } from 'vitest'
import { UserRejectedError } from '../../core/index'
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

  it('a cancel while the prompt is held is too late once the user approves: the deposit is sent once and followed to success', async () => {
    const { wallet, app } = await mount(1, 'test-wallet-hold')
    const nonce = await app.nonce(31337)
    wallet.setPolicy('hold')
    const parameters = await app.quote(ETH_BRIDGE)
    let pending!: Promise<unknown>
    act(() => {
      pending = app.current().execute(parameters).catch((e: unknown) => e)
    })

    const prompt = await wallet.nextPrompt()
    expect(prompt.method).toBe('eth_sendTransaction')
    expect(app.current().state.phase).toBe('awaiting-wallet')
    act(() => app.current().cancel())
    prompt.approve()

    // The run stops following (the funds left); the store follows the request it sent.
    expect(await pending).toMatchObject({ code: 'FOLLOW_STOPPED' })
    await waitFor(() => expect(app.current().state.phase).toBe('success'), { timeout: 10_000 })
    expect((await app.nonce(31337)) - nonce).toBe(1)
    app.unmount()
  })
})
