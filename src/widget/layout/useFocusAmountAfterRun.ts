import { useEffect, useRef, type RefObject } from 'react'
import { focusIsLost } from '../focusIsLost'

/** The first amount field the user can type in: the pay side's, or the receive side's when only it is editable. */
export const EDITABLE_AMOUNT_FIELD = 'input[inputmode="decimal"]:not(:disabled):not([readonly])'

/**
 * "New transfer" puts the form back in place of the outcome, and takes its own button away: the
 * amount field takes the focus, the next thing to fill, instead of the page's `<body>`. Returns
 * what the reset calls to ask for it.
 */
export function useFocusAmountAfterRun(formShown: boolean, panel: RefObject<HTMLElement | null>): () => void {
  const asked = useRef(false)
  useEffect(() => {
    if (!formShown || !asked.current) return
    asked.current = false
    if (focusIsLost(document)) panel.current?.querySelector<HTMLInputElement>(EDITABLE_AMOUNT_FIELD)?.focus()
  }, [formShown, panel])
  return () => {
    asked.current = true
  }
}
