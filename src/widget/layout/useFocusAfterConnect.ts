import { useEffect, useRef, type RefObject } from 'react'
import { EDITABLE_AMOUNT_FIELD } from './useFocusAmountAfterRun'

export interface FocusAfterConnectOptions {
  connected: boolean
  /** No amount to quote yet (blank or unreadable): typing one is the next step. */
  needsAmount: boolean
  mainButton: RefObject<HTMLButtonElement | null>
  /** The panel whose first editable amount field gets the focus when an amount is the next step. */
  panel: RefObject<HTMLElement | null>
  onConnectWallet: (() => void) | undefined
}

/**
 * Where the focus goes once the wallet connects from the widget's "Connect wallet": to the amount
 * field when there is no amount yet, else back to the main button, which becomes Review once the
 * account's quote arrives (a host's connect dialog may have dropped it to the page). Nothing moves
 * when the connection came from elsewhere or the focus is already somewhere else on purpose.
 * Returns the connect handler to give the main button.
 */
export function useFocusAfterConnect({ connected, needsAmount, mainButton, panel, onConnectWallet }: FocusAfterConnectOptions): (() => void) | undefined {
  const asked = useRef(false)
  useEffect(() => {
    if (!connected || !asked.current) return
    asked.current = false
    const active = document.activeElement
    if (active !== null && active !== document.body && active !== mainButton.current) return
    const amountField = needsAmount ? panel.current?.querySelector<HTMLInputElement>(EDITABLE_AMOUNT_FIELD) : null
    ;(amountField ?? mainButton.current)?.focus()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the connection arrives
  }, [connected])
  if (!onConnectWallet) return undefined
  return () => {
    asked.current = true
    onConnectWallet()
  }
}
