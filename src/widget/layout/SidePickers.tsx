import type { ReactElement } from 'react'
import { VENUE_CHAIN_ID } from '../../react/index'
import { useWidgetLabels } from '../context'
import type { BridgeForm } from '../form/useBridgeForm'
import { CurrencyPicker } from '../pickers/CurrencyPicker'

/** The From and To pickers with the flip between them. A venue mode keeps its side on chain 1337. */
export function SidePickers({ form }: { form: BridgeForm }): ReactElement {
  const labels = useWidgetLabels()
  const { state, actions, catalog, account, chainLocked, currencyLocked } = form
  const chainIds = (side: 'origin' | 'destination') => {
    const locked = chainLocked[side] ? state[side].chainId : undefined
    // Only a venue mode puts 1337 on its side; bridging to or from it is offered in bridge mode too.
    return locked !== undefined ? [locked] : catalog.chains.map((chain) => chain.id).filter((id) => state.mode === 'bridge' || id !== VENUE_CHAIN_ID)
  }
  return (
    <div className="ferry-sides">
      <section className="ferry-side" aria-label={labels.originSide}>
        <span className="ferry-side__label" aria-hidden="true">
          {labels.originSide}
        </span>
        <CurrencyPicker
          side="origin"
          value={state.origin}
          onSelect={actions.setOrigin}
          catalog={catalog}
          account={account}
          chainIds={chainIds('origin')}
          disabled={chainLocked.origin && currencyLocked.origin}
        />
      </section>
      {state.mode === 'bridge' && (
        <button type="button" className="ferry-icon-button ferry-flip" aria-label={labels.flip} disabled={!form.canFlip} onClick={actions.flip}>
          <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <path d="M7 4v16M7 20l-4-4M7 20l4-4M17 20V4M17 4l-4 4M17 4l4 4" />
          </svg>
        </button>
      )}
      <section className="ferry-side" aria-label={labels.destinationSide}>
        <span className="ferry-side__label" aria-hidden="true">
          {labels.destinationSide}
        </span>
        <CurrencyPicker
          side="destination"
          value={state.destination}
          onSelect={actions.setDestination}
          catalog={catalog}
          account={account}
          chainIds={chainIds('destination')}
          disabled={chainLocked.destination && currencyLocked.destination}
        />
      </section>
    </div>
  )
}
