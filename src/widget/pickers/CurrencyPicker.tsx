import { useState, type ComponentPropsWithoutRef, type ReactElement } from 'react'
import * as Dialog from '@radix-ui/react-dialog'
import type { Address } from 'viem'
import { usePortalContainer, useWidgetLabels } from '../context'
import type { Catalog } from '../form/catalog'
import type { Side } from '../form/reducer'
import { TokenIcon } from '../icons'
import { CurrencyList } from './CurrencyList'

export interface CurrencyPickerProps {
  /** `From` / `To`: names the trigger and the dialog. */
  side: 'origin' | 'destination'
  value: Side
  onSelect(side: Side): void
  catalog: Catalog
  account: Address | undefined
  /** Chains offered; default every chain of the catalog. */
  chainIds?: number[]
  /** The trigger cannot open the dialog (the host locked both chain and currency). */
  disabled?: boolean
}

/**
 * A chain and currency picker: a trigger showing the choice, and a Radix dialog with the chains,
 * a search by name, symbol or address, and a keyboard-navigable list with the account's balances.
 */
export function CurrencyPicker({ side, value, onSelect, catalog, account, chainIds, disabled }: CurrencyPickerProps): ReactElement {
  const labels = useWidgetLabels()
  const container = usePortalContainer()
  const [open, setOpen] = useState(false)
  const chain = catalog.chain(value.chainId)
  const currency = catalog.currency(value.chainId, value.currency)
  const sideLabel = side === 'origin' ? labels.originSide : labels.destinationSide
  const chainName = chain?.name ?? (value.chainId !== undefined ? labels.chainFallback(value.chainId) : '')
  const title = side === 'origin' ? labels.pickerTitleOrigin : labels.pickerTitleDestination
  const chains = chainIds ? catalog.chains.filter((c) => chainIds.includes(c.id)) : catalog.chains
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <PickerTrigger
        disabled={disabled}
        aria-label={currency ? labels.pickerTrigger(sideLabel, currency.symbol, chainName) : labels.pickerTriggerEmpty(sideLabel)}
      >
        {currency && <TokenIcon currency={currency} chain={chain} size={28} />}
        <span className="ferry-picker__text">
          <span className="ferry-picker__symbol">{currency?.symbol ?? labels.selectToken}</span>
          {currency && <span className="ferry-picker__chain">{chainName}</span>}
        </span>
        <svg className="ferry-chevron" width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
          <path d="M6 9l6 6 6-6" />
        </svg>
      </PickerTrigger>
      <Dialog.Portal container={container}>
        <Dialog.Overlay className="ferry-dialog__overlay" />
        <Dialog.Content className="ferry-dialog ferry-picker" aria-describedby={undefined}>
          <div className="ferry-dialog__header">
            <Dialog.Title className="ferry-dialog__title">{title}</Dialog.Title>
            <Dialog.Close className="ferry-icon-button" aria-label={labels.pickerClose}>
              <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </Dialog.Close>
          </div>
          <CurrencyList
            chains={chains}
            initialChainId={value.chainId ?? chains[0]?.id}
            selected={value}
            catalog={catalog}
            account={account}
            onSelect={(next) => {
              onSelect(next)
              setOpen(false)
            }}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

/** The picker's trigger button; props pass through to it. */
export function PickerTrigger({ className, ...props }: ComponentPropsWithoutRef<'button'>): ReactElement {
  return (
    <Dialog.Trigger asChild>
      <button type="button" className={['ferry-picker__trigger', className].filter(Boolean).join(' ')} {...props} />
    </Dialog.Trigger>
  )
}
