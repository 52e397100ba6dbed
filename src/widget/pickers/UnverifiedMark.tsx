import { useRef, useState, type ReactElement } from 'react'
import { useWidgetLabels } from '../lazyLabels'
import type { WidgetChain, WidgetCurrency } from '../types'
import { UnverifiedDialog } from './UnverifiedDialog'

export interface UnverifiedMarkProps {
  currency: WidgetCurrency
  chain: WidgetChain | undefined
  className?: string | undefined
}

/**
 * The mark an unverified token keeps once accepted (on the form's token button, in the review): a
 * small amber "!" named "Unverified: QRKS", which opens the picker's warning again. Loaded with the
 * later parts (lazy.ts): a token is accepted unverified in the picker, which loads them anyway.
 */
export function UnverifiedMark({ currency, chain, className }: UnverifiedMarkProps): ReactElement {
  const { picker } = useWidgetLabels()
  const [open, setOpen] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const name = picker.unverifiedMark(currency.symbol)
  return (
    <>
      <button
        ref={button}
        type="button"
        className={['ferry-unverified-mark', className].filter(Boolean).join(' ')}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={name}
        title={name}
        onClick={() => setOpen(true)}
      >
        <svg width="12" height="12" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="3.5" strokeLinecap="round">
          <path d="M12 5v8M12 19h.01" />
        </svg>
      </button>
      <UnverifiedDialog open={open} onOpenChange={setOpen} currency={currency} chain={chain} trigger={button} />
    </>
  )
}
