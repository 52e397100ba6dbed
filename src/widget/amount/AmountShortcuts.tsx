import type { ReactElement } from 'react'
import { useWidgetLabels } from '../context'
import { AMOUNT_SHARES, type AmountShare } from './maxAmount'

export interface AmountShortcutsProps {
  /** Sets that share of the balance (100 is Max). */
  onPick(share: AmountShare): void
  /** No balance to take a share of (none read yet, or zero). */
  disabled: boolean
}

/** 25 %, 50 % and Max on the pay card: plain buttons in a named group, each saying what it takes. */
export function AmountShortcuts({ onPick, disabled }: AmountShortcutsProps): ReactElement {
  const { form } = useWidgetLabels()
  return (
    <div className="ferry-card__shortcuts" role="group" aria-label={form.shortcuts}>
      {AMOUNT_SHARES.map((share) => (
        <button
          key={share}
          type="button"
          className="ferry-text-button ferry-card__max"
          onClick={() => onPick(share)}
          disabled={disabled}
          title={share === 100 ? form.maxHint : form.shareHint(share)}
        >
          {share === 100 ? form.max : form.share(share)}
        </button>
      ))}
    </div>
  )
}
