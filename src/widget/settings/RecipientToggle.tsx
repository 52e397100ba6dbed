import type { ReactElement } from 'react'
import { useWidgetLabels } from '../context'

export interface RecipientToggleProps {
  open: boolean
  onOpenChange(open: boolean): void
  /** The id of the recipient field it shows. */
  controls: string
  disabled?: boolean | undefined
}

/** "Send to another address": shows the recipient field on the form (a disclosure, `aria-expanded`). */
export function RecipientToggle({ open, onOpenChange, controls, disabled }: RecipientToggleProps): ReactElement {
  const { recipient } = useWidgetLabels()
  return (
    <button
      type="button"
      className="ferry-text-button ferry-recipient-toggle"
      aria-expanded={open}
      aria-controls={controls}
      disabled={disabled}
      onClick={() => onOpenChange(!open)}
    >
      <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
        {open ? <path d="M5 12h14" /> : <path d="M12 5v14M5 12h14" />}
      </svg>
      {recipient.toggle}
    </button>
  )
}
