import type { ComponentPropsWithoutRef, ReactElement } from 'react'
import { useSwitchChain } from 'wagmi'
import type { MainButtonState } from './mainButtonState'

export interface MainButtonProps extends Omit<ComponentPropsWithoutRef<'button'>, 'onClick' | 'children'> {
  state: MainButtonState
  /** The chain `switch` moves the wallet to. */
  originChainId: number | undefined
  onConnectWallet?: (() => void) | undefined
  onReview(): void
}

/** One button whose label says the next thing to do, and does it (connect, switch network, review). */
export function MainButton({ state, originChainId, onConnectWallet, onReview, className, ...props }: MainButtonProps): ReactElement {
  // `switchChain`, not `mutate`: wagmi 2 returns only the former, wagmi 3 both.
  const { switchChain, isPending: switching } = useSwitchChain()
  function onClick() {
    if (state.action === 'connect') onConnectWallet?.()
    else if (state.action === 'switch' && originChainId !== undefined) switchChain({ chainId: originChainId })
    else if (state.action === 'review') onReview()
  }
  return (
    <button
      type="button"
      className={['ferry-main-button', className].filter(Boolean).join(' ')}
      disabled={state.disabled || switching}
      aria-busy={switching || undefined}
      onClick={onClick}
      {...props}
    >
      {state.label}
    </button>
  )
}
