import type { Chain } from 'viem'
import type { CreateConnectorFn } from 'wagmi'
import type { DevnetAccount } from '../types'
import { testWalletConnector } from './connector'
import { createPromptDesk, type Prompt, type PromptPolicy, type PromptPolicyFn } from './prompts'
import { createTestWalletProvider, type TestWalletProvider } from './provider'

export interface CreateTestWalletParameters {
  /** A dev account with its key, e.g. `devnet.accounts[0]`: the wallet signs with the key. */
  account: DevnetAccount
  /**
   * The chains the wallet knows, with their RPC (`devnet.chains.map(viemChain)`, the list given to
   * wagmi's `createConfig`). It starts on the first; wagmi's `connect({ chainId })` switches it.
   */
  chains: readonly [Chain, ...Chain[]]
  /**
   * The wallet already allows the app, as an extension remembers a site: wagmi reconnects at mount
   * without a `connect()`. Default false.
   */
  authorized?: boolean
  /** Chain switches are prompts too, answered by the policy. Default false: they happen silently. */
  promptSwitchChain?: boolean
}

export interface TestWallet {
  /** For wagmi's `createConfig({ connectors: [wallet.connector] })`; wagmi 2 or 3. */
  readonly connector: CreateConnectorFn<TestWalletProvider>
  /** The wallet's EIP-1193 provider, for viem's `custom()` or a page's `window.ethereum`. */
  readonly provider: TestWalletProvider
  /** Every prompt so far, oldest first, with its status. */
  readonly prompts: readonly Prompt[]
  /**
   * How prompts are answered from now on (`'approve'` until set): one policy for all, or a function
   * that picks one per prompt.
   */
  setPolicy(policy: PromptPolicy | PromptPolicyFn): void
  /** One policy each for the next prompts, before the standing one: `queuePolicies('reject')` rejects the next prompt only. */
  queuePolicies(...policies: PromptPolicy[]): void
  /** The oldest held prompt no earlier call took, once there is one. Only `'hold'` leaves a prompt open. */
  nextPrompt(): Promise<Prompt>
}

/**
 * A wallet for tests on a dev account: a wagmi connector whose every prompt (send a transaction,
 * sign typed data, sign a message, and optionally switch chain) is approved, rejected with the
 * EIP-1193 user rejection (4001, viem's `UserRejectedRequestError`, Ferry's `USER_REJECTED`), or
 * held until the test answers it. Reads go to the chains' RPC. No Node built-ins and no wagmi at
 * runtime: it can be bundled into a test page.
 *
 * @example
 * const wallet = createTestWallet({ account: devnet.accounts[0], chains })
 * const config = createConfig({ chains, connectors: [wallet.connector], transports })
 * wallet.setPolicy('hold')
 * const sent = sendTransaction(config, { to, value: 1n })
 * const prompt = await wallet.nextPrompt() // { method: 'eth_sendTransaction', params, chainId }
 * prompt.reject() // `sent` rejects with UserRejectedRequestError
 */
export function createTestWallet(parameters: CreateTestWalletParameters): TestWallet {
  const desk = createPromptDesk()
  const provider = createTestWalletProvider({
    account: parameters.account,
    chains: parameters.chains,
    authorized: parameters.authorized ?? false,
    promptSwitchChain: parameters.promptSwitchChain ?? false,
    desk,
  })
  return {
    connector: testWalletConnector(provider, parameters.chains),
    provider,
    prompts: desk.prompts,
    setPolicy: desk.setPolicy,
    queuePolicies: desk.queuePolicies,
    nextPrompt: desk.nextPrompt,
  }
}
