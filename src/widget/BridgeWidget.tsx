import type { ReactElement } from 'react'
import { CatalogBody } from './layout/CatalogBody'
import { WidgetRoot } from './layout/WidgetRoot'
import { WithFerry } from './layout/WithFerry'
import type { BridgeWidgetProps } from './types'

/**
 * A drop-in bridge, deposit and withdrawal UI. Put it inside your `WagmiProvider` and
 * `QueryClientProvider` (it brings neither), under a `FerryProvider` or with `client` /
 * `serviceUrl`, and import `ferry-kit/widget/styles.css` once.
 */
export function BridgeWidget(props: BridgeWidgetProps): ReactElement {
  const { client, serviceUrl, venueApiUrl, profile, namespace, onCallbackError, theme, labels, locale, className } = props
  return (
    <WithFerry client={client} serviceUrl={serviceUrl} venueApiUrl={venueApiUrl} profile={profile} namespace={namespace} onCallbackError={onCallbackError}>
      <WidgetRoot theme={theme} labels={labels} locale={locale} className={className}>
        <CatalogBody {...props} />
      </WidgetRoot>
    </WithFerry>
  )
}
