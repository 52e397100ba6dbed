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
  const catalog = useWidgetCatalog({ chains: props.chains, currencies: props.currencies })
  if (catalog.status === 'ready') return <WidgetBody {...props} catalog={catalog.catalog} />
  if (catalog.status === 'loading') {
    return (
      <div className="ferry-catalog" aria-busy="true">
        {/* A button's content is not announced as a status: the status says it apart. */}
        <p role="status" className="ferry-visually-hidden">
          {words.loading}
        </p>
        <div className="ferry-catalog__card" />
        <div className="ferry-catalog__card" />
        <button type="button" className="ferry-main-button" disabled>
          {words.loading}
        </button>
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
