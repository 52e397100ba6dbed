import type { ReactElement, RefObject } from 'react'
import * as Dialog from '@radix-ui/react-dialog'
import { usePortalContainer } from '../context'
import { useWidgetLabels } from '../lazyLabels'
import type { WidgetChain, WidgetCurrency } from '../types'
import { UnverifiedWarning } from './UnverifiedWarning'

export interface UnverifiedDialogProps {
  open: boolean
  onOpenChange(open: boolean): void
  currency: WidgetCurrency
  chain: WidgetChain | undefined
  /** The mark that opened it, which gets the focus back on close. */
  trigger: RefObject<HTMLButtonElement | null>
}

/** The picker's unverified warning, opened again from a token's mark; "I understand" closes it. Loaded on the first click (see lazy.ts). */
export function UnverifiedDialog({ open, onOpenChange, currency, chain, trigger }: UnverifiedDialogProps): ReactElement {
  const { picker } = useWidgetLabels()
  const container = usePortalContainer()
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal container={container}>
        <Dialog.Overlay className="ferry-dialog__overlay" />
        {/* Named by the warning's own title: no second heading above it. */}
        <Dialog.Content
          className="ferry-dialog ferry-unverified-dialog"
          aria-label={picker.warningTitle}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            trigger.current?.focus()
          }}
        >
          <UnverifiedWarning currency={currency} chain={chain} onAccept={() => onOpenChange(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
