import { act, renderHook } from '@testing-library/react'
import type { ExecutionResult, QuoteRequestInput } from '../../core/index'
import type { Devnet } from '../../devnet/startDevnet'
import { fastPoll, userOf } from '../../devnet/test/harness'
import type { DevnetAccount } from '../../devnet/types'
import { useFerryContext } from '../context'
import type { ExecutionPhase } from '../execution/machine'
import { useExecuteSteps, type ExecuteParameters } from '../hooks/useExecuteSteps'
import { wagmiDevnet, type WagmiDevnetOptions } from './wagmiDevnet'

export type Request = Omit<QuoteRequestInput, 'user'>

/**
 * A host app with `useExecuteSteps` mounted for `account` (its own wagmi config, QueryClient and
 * FerryProvider under `namespace`), plus what a test reads: every phase the store went through,
 * the devnet user's core client and public clients, and the account's nonce per chain.
 */
export function mountExecute(devnet: Devnet, account: DevnetAccount, options: WagmiDevnetOptions & { namespace: string }) {
  const host = wagmiDevnet(devnet, account, options)
  const user = userOf(devnet, account)
  // Two hooks under one provider, as a widget and the host's own button would be.
  const hook = renderHook(
    () => ({ steps: useExecuteSteps({ poll: fastPoll }), other: useExecuteSteps({ poll: fastPoll }), context: useFerryContext('test') }),
    { wrapper: host.wrapper },
  )
  const phases: ExecutionPhase[] = [hook.result.current.steps.state.phase]
  const unsubscribe = hook.result.current.context.executionStore.subscribe(({ execution }) => {
    if (phases.at(-1) !== execution.phase) phases.push(execution.phase)
  })
  const current = () => hook.result.current.steps
  const other = () => hook.result.current.other

  /** Quotes `request` for the account, as `useQuote` would, with the time it was quoted. */
  async function quote(request: Request): Promise<ExecuteParameters> {
    const full = { user: account.address, ...request }
    return { quote: await user.client.getQuote(full), request: full, quotedAt: Date.now() }
  }

  /** `execute` inside act; resolves to the result or to what it threw. */
  async function execute(parameters: ExecuteParameters): Promise<ExecutionResult | unknown> {
    let outcome: unknown
    await act(async () => {
      outcome = await current()
        .executeAsync(parameters)
        .catch((error: unknown) => error)
    })
    return outcome
  }

  return {
    /** Connects the mock connector on the first devnet chain. */
    connect: () =>
      act(async () => {
        await host.connect()
      }),
    host,
    user,
    hook,
    phases,
    current,
    other,
    quote,
    execute,
    nonce: (chainId: number) => user.publicClient(chainId).getTransactionCount({ address: account.address }),
    unmount: () => {
      unsubscribe()
      hook.unmount()
    },
  }
}
