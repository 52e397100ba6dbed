import { BaseError, http, parseEther, UserRejectedRequestError, verifyMessage, verifyTypedData, type Chain, type Transport } from 'viem'
import { describe, expect, it } from 'vitest'
import { createConfig } from 'wagmi'
import { connect, disconnect, getAccount, getBalance, getTransactionCount, reconnect, sendTransaction, signMessage, signTypedData, switchChain, waitForTransactionReceipt } from 'wagmi/actions'
import { viemChain } from '../chain/clients'
import type { Devnet } from '../startDevnet'
import { startDevnetForFile } from '../test/harness'
import { createTestWallet, type CreateTestWalletParameters } from './testWallet'

let devnet: Devnet
startDevnetForFile((started) => (devnet = started))

const mail = {
  domain: { name: 'Ferry test wallet', version: '1', chainId: 31337, verifyingContract: '0x0000000000000000000000000000000000000002' },
  types: { Mail: [{ name: 'to', type: 'address' }, { name: 'amount', type: 'uint256' }, { name: 'note', type: 'string' }] },
  primaryType: 'Mail',
  message: { to: '0x0000000000000000000000000000000000000003', amount: 10n ** 30n, note: 'held' },
} as const

/** A dApp's wagmi config on the devnet with a test wallet on dev account `index`. */
function setup(index: number, options: Omit<CreateTestWalletParameters, 'account' | 'chains'> = {}) {
  const chains = devnet.chains.map(viemChain) as [Chain, ...Chain[]]
  const account = devnet.accounts[index]!
  const wallet = createTestWallet({ account, chains, ...options })
  const newConfig = () =>
    createConfig({
      chains,
      connectors: [wallet.connector],
      transports: Object.fromEntries(chains.map((chain) => [chain.id, http()])) as Record<number, Transport>,
      pollingInterval: 20,
    })
  const config = newConfig()
  return { account, wallet, config, newConfig, connect: () => connect(config, { connector: config.connectors[0]! }) }
}

const rejection = (error: unknown) => (error instanceof BaseError ? error.walk((e) => e instanceof UserRejectedRequestError) : null)
/** Whether `promise` is still pending after the event loop has had a moment. */
const isPending = (promise: Promise<unknown>) => Promise.race([promise.then(() => false, () => false), new Promise((resolve) => setTimeout(() => resolve(true), 50))])

describe('createTestWallet with wagmi on a devnet', () => {
  it('sends an approved transaction, which lands on chain', async () => {
    const t = setup(0)
    await t.connect()
    const to = devnet.accounts[8]!.address
    const before = await getBalance(t.config, { address: to, chainId: 31337 })
    const hash = await sendTransaction(t.config, { to, value: parseEther('0.5') })
    expect(await waitForTransactionReceipt(t.config, { hash, chainId: 31337 })).toMatchObject({ status: 'success', from: t.account.address.toLowerCase() })
    expect((await getBalance(t.config, { address: to, chainId: 31337 })).value - before.value).toBe(parseEther('0.5'))
    expect(t.wallet.prompts).toMatchObject([{ method: 'eth_sendTransaction', chainId: 31337, status: 'approved' }])
  })

  it("rejects a transaction with viem's UserRejectedRequestError (4001): nothing is sent", async () => {
    const t = setup(1)
    await t.connect()
    const nonce = await getTransactionCount(t.config, { address: t.account.address, chainId: 31337 })
    t.wallet.queuePolicies('reject')
    const error = await sendTransaction(t.config, { to: devnet.accounts[8]!.address, value: 1n }).catch((e: unknown) => e)
    expect(rejection(error)).toMatchObject({ name: 'UserRejectedRequestError', code: 4001 })
    expect(await getTransactionCount(t.config, { address: t.account.address, chainId: 31337 })).toBe(nonce)
    // The queued answer was for one prompt: the next is approved.
    await expect(sendTransaction(t.config, { to: devnet.accounts[8]!.address, value: 1n })).resolves.toMatch(/^0x/)
  })

  it('holds a typed-data signature until released: approved, it verifies for the account', async () => {
    const t = setup(2)
    await t.connect()
    t.wallet.setPolicy('hold')
    const signing = signTypedData(t.config, mail)
    const prompt = await t.wallet.nextPrompt()
    expect(prompt).toMatchObject({ method: 'eth_signTypedData_v4', chainId: 31337, status: 'open' })
    expect(JSON.parse(prompt.params[1] as string)).toMatchObject({ primaryType: 'Mail', message: { amount: (10n ** 30n).toString() } })
    expect(await isPending(signing)).toBe(true)

    prompt.approve()
    const signature = await signing
    expect(await verifyTypedData({ ...mail, address: t.account.address, signature })).toBe(true)
  })

  it('holds a signature until released: rejected, it raises the user rejection', async () => {
    const t = setup(3)
    await t.connect()
    t.wallet.setPolicy('hold')
    const signing = signTypedData(t.config, mail).catch((e: unknown) => e)
    const prompt = await t.wallet.nextPrompt()
    expect(await isPending(signing)).toBe(true)
    prompt.reject()
    expect(rejection(await signing)).toMatchObject({ code: 4001 })
    expect(t.wallet.prompts.map((p) => p.status)).toEqual(['rejected'])
  })

  it('signs messages (personal_sign) with the dev account', async () => {
    const t = setup(3)
    await t.connect()
    const signature = await signMessage(t.config, { message: 'ferry' })
    expect(await verifyMessage({ address: t.account.address, message: 'ferry', signature })).toBe(true)
  })

  it('switches chain for wagmi (silently by default; a prompt when asked, which can be rejected)', async () => {
    const t = setup(4, { promptSwitchChain: true })
    await t.connect()
    await switchChain(t.config, { chainId: 31338 })
    expect(getAccount(t.config).chainId).toBe(31338)
    t.wallet.queuePolicies('reject')
    const error = await switchChain(t.config, { chainId: 999 }).catch((e: unknown) => e)
    expect(rejection(error)).toMatchObject({ code: 4001 })
    expect(getAccount(t.config).chainId).toBe(31338)
    expect(t.wallet.prompts.map((p) => [p.method, p.status])).toEqual([
      ['wallet_switchEthereumChain', 'approved'],
      ['wallet_switchEthereumChain', 'rejected'],
    ])
  })

  it('reconnects a new wagmi config (a reload) to the account and chain, without a prompt; not after a disconnect', async () => {
    const t = setup(5)
    await t.connect()
    await switchChain(t.config, { chainId: 31338 })

    const reloaded = t.newConfig()
    const [connection] = await reconnect(reloaded)
    expect(connection).toMatchObject({ accounts: [t.account.address], chainId: 31338 })
    expect(getAccount(reloaded)).toMatchObject({ status: 'connected', address: t.account.address, chainId: 31338 })
    expect(t.wallet.prompts).toEqual([])

    await disconnect(reloaded)
    expect(await reconnect(t.newConfig())).toEqual([])
  })

  it('starts authorized when told to: wagmi reconnects at once', async () => {
    const t = setup(6, { authorized: true })
    expect(await reconnect(t.config)).toMatchObject([{ accounts: [t.account.address], chainId: 31337 }])
  })

  it('refuses, as a wallet would, to sign before the app connects, for another account, malformed typed data, or eth_sign', async () => {
    const t = setup(7)
    const typedData = JSON.stringify({ ...mail, message: { ...mail.message, amount: '1' } })
    const other = devnet.accounts[0]!.address
    await expect(t.wallet.provider.request({ method: 'eth_signTypedData_v4', params: [t.account.address, typedData] })).rejects.toMatchObject({ code: 4100 })
    await t.connect()
    await expect(t.wallet.provider.request({ method: 'eth_sendTransaction', params: [{ from: other, to: other }] })).rejects.toMatchObject({ code: 4100 })
    await expect(t.wallet.provider.request({ method: 'eth_sign', params: [t.account.address, '0x00'] })).rejects.toMatchObject({ code: 4200 })
    await expect(t.wallet.provider.request({ method: 'eth_signTypedData_v4', params: [t.account.address, '{'] })).rejects.toMatchObject({ code: -32602 })
    await expect(t.wallet.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] })).rejects.toMatchObject({ code: 4902 })
    expect(t.wallet.prompts).toEqual([])
    // Reads go to the chain's node.
    expect(await t.wallet.provider.request({ method: 'eth_getTransactionCount', params: [t.account.address, 'latest'] })).toBe('0x0')
  })
})
