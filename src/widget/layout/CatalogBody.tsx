import type { ReactElement } from 'react'
import { useWidgetLabels } from '../context'
import { useWidgetCatalog } from '../catalog/useWidgetCatalog'
import type { BridgeWidgetProps } from '../types'
import { WidgetBody } from './WidgetBody'

/**
 * The widget once it knows what to offer: the host's `chains` and `currencies`, or the service's
 * catalog filled in under them. Until the service answers, a still outline of the form holds the
 * space; when it cannot answer, the reason and a Retry.
 */
export function CatalogBody(props: BridgeWidgetProps): ReactElement {
  const { catalog: words } = useWidgetLabels()
  const catalog = useWidgetCatalog({ chains: props.chains, currencies: props.currencies, tokens: props.tokens })
  if (catalog.status === 'ready') return <WidgetBody {...props} catalog={catalog.catalog} />
  if (catalog.status === 'loading') {
    return (
      // The form's own boxes (tabs row, bar, cards, quote line, button), empty: the widget keeps its height when the form arrives.
      <div className="ferry-tabs ferry-catalog-outline" aria-busy="true">
        {/* A button's content is not announced as a status: the status says it apart. */}
        <p role="status" className="ferry-visually-hidden">
          {words.loading}
        </p>
        <div className="ferry-tabs__list" aria-hidden="true">
          <span className="ferry-tabs__tab ferry-catalog-outline__tab">{NBSP}</span>
          <span className="ferry-tabs__tab ferry-tabs__tab--end ferry-tabs__tab--icon ferry-catalog-outline__tab ferry-catalog-outline__tab--icon">{NBSP}</span>
        </div>
        <div className="ferry-panel">
          <div className="ferry-panel__bar" aria-hidden="true" />
          <div className="ferry-cards" aria-hidden="true">
            <OutlineCard />
            <span className="ferry-flip ferry-catalog-outline__flip" />
            <OutlineCard />
          </div>
          <div className="ferry-quote__line ferry-catalog-outline__line" aria-hidden="true" />
          <button type="button" className="ferry-main-button" disabled>
            {words.loading}
          </button>
        </div>
      </div>
    )
  }
  return (
    <div className="ferry-catalog ferry-catalog--error" role="alert">
      <p className="ferry-catalog__message">{words.error}</p>
      <button type="button" className="ferry-button" onClick={catalog.retry}>
        {words.retry}
      </button>
    </div>
  )
}

const NBSP = '\u00a0'

/** A card's outline: its head (title), amount and token button, and its foot line, at their real heights. */
function OutlineCard(): ReactElement {
  return (
    <div className="ferry-card ferry-catalog-outline__card">
      <div className="ferry-card__head">
        <span className="ferry-card__title">{NBSP}</span>
      </div>
      <div className="ferry-card__main">
        <span className="ferry-card__field ferry-catalog-outline__amount" />
        <span className="ferry-catalog-outline__picker" />
      </div>
      <div className="ferry-card__foot" />
    </div>
  )
}
