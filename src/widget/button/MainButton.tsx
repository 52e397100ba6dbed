import { useState, type ComponentPropsWithoutRef, type ReactElement, type Ref } from 'react'
import { useSwitchChain } from 'wagmi'
import type { MainButtonState } from './mainButtonState'

export interface MainButtonProps extends Omit<ComponentPropsWithoutRef<'button'>, 'onClick' | 'children'> {
  state: MainButtonState
  /** The chain `switch` moves the wallet to. */
  originChainId: number | undefined
  onConnectWallet?: (() => void) | undefined
  onReview(): void
  /** The button element, for the focus to return to (not `ref`: React 18 keeps that from a function component). */
  buttonRef?: Ref<HTMLButtonElement> | undefined
}

/**
 * One button whose label says the next thing to do, and does it (connect, switch network, review).
 * While it holds the focus, an unavailable state keeps it focusable (`aria-disabled`, clicks do
 * nothing): connecting, switching network or a quote on its way then never drops the focus to the page.
 */
export function MainButton({ state, originChainId, onConnectWallet, onReview, className, buttonRef, onFocus, onBlur, ...props }: MainButtonProps): ReactElement {
  // `switchChain`, not `mutate`: wagmi 2 returns only the former, wagmi 3 both.
  const { switchChain, isPending: switching } = useSwitchChain()
  const [focused, setFocused] = useState(false)
  const inactive = state.disabled || switching
  function onClick() {
    if (inactive) return
    if (state.action === 'connect') onConnectWallet?.()
    else if (state.action === 'switch' && originChainId !== undefined) switchChain({ chainId: originChainId })
    else if (state.action === 'review') onReview()
  }
  return (
    <button
      type="button"
      ref={buttonRef}
      className={['ferry-main-button', className].filter(Boolean).join(' ')}
      disabled={inactive && !focused}
      aria-disabled={inactive || undefined}
      aria-busy={switching || undefined}
      onClick={onClick}
      onFocus={(event) => {
        setFocused(true)
        onFocus?.(event)
      }}
      onBlur={(event) => {
        setFocused(false)
        onBlur?.(event)
      }}
      {...props}
    >
      {state.label}
    </button>
  )
}
