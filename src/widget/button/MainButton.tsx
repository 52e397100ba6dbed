import { useState, type ComponentPropsWithoutRef, type ReactElement, type Ref } from 'react'
import { useConfig } from 'wagmi'
import { switchWalletChain } from '../../react/wallet/switchWalletChain'
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
  const config = useConfig()
  const [switching, setSwitching] = useState(false)
  const [focused, setFocused] = useState(false)
  // A refusal needs no word of ours: the button still offers the switch.
  function switchChain(chainId: number) {
    setSwitching(true)
    switchWalletChain(config, { chainId })
      .catch(() => undefined)
      .finally(() => setSwitching(false))
  }
  const inactive = state.disabled || switching
  function onClick() {
    if (inactive) return
    if (state.action === 'connect') onConnectWallet?.()
    else if (state.action === 'switch' && originChainId !== undefined) switchChain(originChainId)
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
