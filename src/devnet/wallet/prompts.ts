import { UserRejectedRequestError, type Address, type Hex, type RpcTransactionRequest } from 'viem'
import { DevnetError } from '../errors'

/** What a test wallet asks its user about, as the app's EIP-1193 request carried it. */
export type PromptRequest =
  | { method: 'eth_sendTransaction'; params: readonly [transaction: RpcTransactionRequest] }
  | { method: 'eth_signTypedData_v4'; params: readonly [address: Address, typedData: string] }
  | { method: 'personal_sign'; params: readonly [message: Hex, address: Address] }
  | { method: 'wallet_switchEthereumChain'; params: readonly [{ chainId: Hex }] }

export type PromptMethod = PromptRequest['method']

/**
 * How the wallet answers a prompt: `approve` signs or sends at once, `reject` throws the EIP-1193
 * user rejection (code 4001), `hold` leaves it open until the test calls `approve()` or `reject()`.
 */
export type PromptPolicy = 'approve' | 'reject' | 'hold'

/** Picks the policy per prompt, e.g. to reject transactions but sign messages. */
export type PromptPolicyFn = (prompt: PromptRequest & { chainId: number }) => PromptPolicy

export type PromptStatus = 'open' | 'approved' | 'rejected'

/** One prompt the wallet showed, open or answered. */
export type Prompt = PromptRequest & {
  /** The chain the wallet was on when the prompt opened. */
  readonly chainId: number
  readonly status: PromptStatus
  /** Signs or sends. Throws `DevnetError` `WALLET_PROMPT_SETTLED` when it was already answered. */
  approve(): void
  /** Fails the app's request with a user rejection (4001). Throws when it was already answered. */
  reject(): void
}

/**
 * The prompts of one wallet and the answers they get: a standing policy, one-shot policies queued
 * before it, and the held prompts a test takes with `nextPrompt()`, oldest first.
 */
export interface PromptDesk {
  readonly prompts: readonly Prompt[]
  setPolicy(policy: PromptPolicy | PromptPolicyFn): void
  queuePolicies(...policies: PromptPolicy[]): void
  nextPrompt(): Promise<Prompt>
  /** Opens a prompt; resolves once approved, rejects with `UserRejectedRequestError` once rejected. */
  ask(request: PromptRequest, chainId: number): Promise<void>
}

export function createPromptDesk(): PromptDesk {
  let standing: PromptPolicy | PromptPolicyFn = 'approve'
  const queued: PromptPolicy[] = []
  const prompts: Prompt[] = []
  // Held prompts no test has taken yet, and tests waiting for one: at most one of them is non-empty.
  const held: Prompt[] = []
  const takers: Array<(prompt: Prompt) => void> = []

  function hand(prompt: Prompt) {
    const taker = takers.shift()
    if (taker) taker(prompt)
    else held.push(prompt)
  }

  return {
    prompts,
    setPolicy(policy) {
      standing = policy
    },
    queuePolicies(...policies) {
      queued.push(...policies)
    },
    nextPrompt() {
      const prompt = held.shift()
      return prompt ? Promise.resolve(prompt) : new Promise((resolve) => takers.push(resolve))
    },
    ask(request, chainId) {
      return new Promise<void>((resolve, reject) => {
        let status: PromptStatus = 'open'
        const settle = (to: 'approved' | 'rejected') => {
          if (status !== 'open') throw new DevnetError('WALLET_PROMPT_SETTLED', `This ${request.method} prompt was already ${status}.`)
          status = to
          if (to === 'approved') resolve()
          else reject(new UserRejectedRequestError(new Error(`The test wallet's user rejected ${request.method}.`)))
        }
        const prompt = {
          ...request,
          chainId,
          get status() {
            return status
          },
          approve: () => settle('approved'),
          reject: () => settle('rejected'),
        } as Prompt
        prompts.push(prompt)
        const policy = queued.shift() ?? (typeof standing === 'function' ? standing({ ...request, chainId }) : standing)
        if (policy === 'approve') prompt.approve()
        else if (policy === 'reject') prompt.reject()
        else hand(prompt)
      })
    },
  }
}
