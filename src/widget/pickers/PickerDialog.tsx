import { useRef, type ReactElement, type RefObject } from 'react'
import * as Dialog from '@radix-ui/react-dialog'
import type { Address } from 'viem'
import { usePortalContainer } from '../context'
import { useWidgetLabels } from '../lazyLabels'
import type { Catalog } from '../catalog/catalog'
import type { Side } from '../form/reducer'
import type { WidgetChain } from '../types'
import { CurrencyList } from './CurrencyList'

export interface PickerDialogProps {
  open: boolean
  onOpenChange(open: boolean): void
  title: string
  chains: WidgetChain[]
  value: Side
  onSelect(side: Side): void
  catalog: Catalog
  account: Address | undefined
  /** The picker's trigger, which gets the focus back on close (it is no Radix `Dialog.Trigger`: that would load Radix with the form). */
  trigger: RefObject<HTMLButtonElement | null>
}

/**
 * The picker's dialog: a search across the chains by name, symbol or address, a chain list,
 * popular and recent tokens, and a keyboard-navigable list with the account's balances (see
 * `CurrencyList`). A dialog at desktop widths, a full-height sheet on phones. Loaded when a picker
 * first opens (see lazy.ts).
 */
export function PickerDialog({ open, onOpenChange, title, chains, value, onSelect, catalog, account, trigger }: PickerDialogProps): ReactElement {
  const { picker } = useWidgetLabels()
  const container = usePortalContainer()
  // Escape first leaves the phone's chain step, then closes.
  const escape = useRef<() => boolean>(undefined)
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal container={container}>
        <Dialog.Overlay className="ferry-dialog__overlay" />
        <Dialog.Content
          className={chains.length > 1 ? 'ferry-dialog ferry-picker ferry-picker--chains' : 'ferry-dialog ferry-picker'}
          aria-describedby={undefined}
          onEscapeKeyDown={(event) => {
            if (escape.current?.()) event.preventDefault()
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            trigger.current?.focus()
          }}
        >
          <div className="ferry-dialog__header">
            <Dialog.Title className="ferry-dialog__title">{title}</Dialog.Title>
            <Dialog.Close className="ferry-icon-button" aria-label={picker.close}>
              <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </Dialog.Close>
          </div>
          <CurrencyList
            chains={chains}
            selected={value}
            catalog={catalog}
            account={account}
            escape={escape}
            onSelect={(next) => {
              onSelect(next)
              onOpenChange(false)
            }}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
