import { useRef, useState, type ComponentPropsWithRef, type ReactElement } from 'react'
import type { Address } from 'viem'
import { useWidgetLabels } from '../context'
import type { Catalog } from '../catalog/catalog'
import type { Side } from '../form/reducer'
import { TokenIcon } from '../display/TokenIcon'
// The dialog (Radix Dialog and the list) loads after the form: the trigger is a plain button.
import { PickerDialog } from '../lazy'

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
 * a search by name, symbol or address, and a keyboard-navigable list with the account's balances
 * (`PickerDialog`, loaded when the picker first opens).
 */
export function CurrencyPicker({ side, value, onSelect, catalog, account, chainIds, disabled }: CurrencyPickerProps): ReactElement {
  const labels = useWidgetLabels()
  const [open, setOpen] = useState(false)
  // Rendered from the first open on, so that it loads then and closes with its own focus return.
  const [opened, setOpened] = useState(false)
  const trigger = useRef<HTMLButtonElement>(null)
  const chain = catalog.chain(value.chainId)
  const currency = catalog.currency(value.chainId, value.currency)
  const sideLabel = side === 'origin' ? labels.originSide : labels.destinationSide
  const chainName = chain?.name ?? (value.chainId !== undefined ? labels.chainFallback(value.chainId) : '')
  const title = side === 'origin' ? labels.pickerTitleOrigin : labels.pickerTitleDestination
  const chains = chainIds ? catalog.chains.filter((c) => chainIds.includes(c.id)) : catalog.chains
  return (
    <>
      <PickerTrigger
        ref={trigger}
        disabled={disabled}
        aria-expanded={open}
        onClick={() => {
          setOpen(true)
          setOpened(true)
        }}
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
      {opened && (
        <PickerDialog open={open} onOpenChange={setOpen} title={title} chains={chains} value={value} onSelect={onSelect} catalog={catalog} account={account} trigger={trigger} />
      )}
    </>
  )
}

/** The picker's trigger button; props pass through to it. */
export function PickerTrigger({ className, ...props }: ComponentPropsWithRef<'button'>): ReactElement {
  return <button type="button" aria-haspopup="dialog" className={['ferry-picker__trigger', className].filter(Boolean).join(' ')} {...props} />
}
