import { useRef, useState, type ComponentPropsWithRef, type ReactElement } from 'react'
import type { Address } from 'viem'
import { useWidgetLabels } from '../context'
import type { Catalog } from '../catalog/catalog'
import type { Side } from '../form/reducer'
import { Chevron } from '../display/Chevron'
import { chainLabel } from '../display/text'
import { TokenIcon } from '../display/TokenIcon'
// The dialog (Radix Dialog and the list) loads after the form: the trigger is a plain button.
import { PickerDialog, UnverifiedMark } from '../lazy'

export interface CurrencyPickerProps {
  /** `From` / `To`: names the trigger and the dialog. */
  side: 'origin' | 'destination'
  value: Side
  onSelect(side: Side): void
  catalog: Catalog
  account: Address | undefined
  /** Chains offered; default every chain of the catalog. */
  chainIds?: number[] | undefined
  /** The trigger cannot open the dialog (the host locked both chain and currency). */
  disabled?: boolean | undefined
}

/**
 * A chain and currency picker: a trigger showing the choice, and a Radix dialog with the chains,
 * a search by name, symbol or address, and a keyboard-navigable list with the account's balances
 * (`PickerDialog`, loaded when the picker first opens).
 */
export function CurrencyPicker({ side, value, onSelect, catalog, account, chainIds, disabled }: CurrencyPickerProps): ReactElement {
  const { picker, common } = useWidgetLabels()
  const [open, setOpen] = useState(false)
  // Rendered from the first open on, so that it loads then and closes with its own focus return.
  const [opened, setOpened] = useState(false)
  const trigger = useRef<HTMLButtonElement>(null)
  const chain = catalog.chain(value.chainId)
  const currency = catalog.currency(value.chainId, value.currency)
  const sideLabel = side === 'origin' ? common.from : common.to
  const chainName = value.chainId !== undefined ? chainLabel(value.chainId, common, () => chain?.name) : ''
  const title = side === 'origin' ? picker.titleOrigin : picker.titleDestination
  const chains = chainIds ? catalog.chains.filter((c) => chainIds.includes(c.id)) : catalog.chains
  return (
    <>
      {/* The anchor of an unverified token's mark, which it keeps on the button, one click from its warning. */}
      <span className="ferry-picker__anchor">
        <PickerTrigger
          ref={trigger}
          disabled={disabled}
          aria-expanded={open}
          onClick={() => {
            setOpen(true)
            setOpened(true)
          }}
          aria-label={currency ? picker.trigger(sideLabel, currency.symbol, chainName) : picker.triggerEmpty(sideLabel)}
        >
          {currency && <TokenIcon currency={currency} chain={chain} size={28} />}
          <span className="ferry-picker__text">
            <span className="ferry-picker__symbol">{currency?.symbol ?? picker.placeholder}</span>
            {currency && <span className="ferry-picker__chain">{chainName}</span>}
          </span>
          <Chevron />
        </PickerTrigger>
        {currency?.verified === false && <UnverifiedMark currency={currency} chain={chain} className="ferry-picker__mark" />}
      </span>
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
