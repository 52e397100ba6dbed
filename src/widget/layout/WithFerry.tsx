import { useContext, type ReactElement, type ReactNode } from 'react'
import { FerryContext } from '../../react/context'
import { FerryProvider, FerryProviderNotFoundError } from '../../react/index'
import { type FerryClient, type OnCallbackError, type ProfileOption } from '../../core/index'

export interface WithFerryProps {
  client?: FerryClient | undefined
  serviceUrl?: string | undefined
  venueApiUrl?: string | undefined
  profile?: ProfileOption | undefined
  namespace?: string | undefined
  onCallbackError?: OnCallbackError | undefined
  children: ReactNode
}

/**
 * Uses the `FerryProvider` above when there is one; otherwise mounts one from `client`, or from
 * `serviceUrl`, `venueApiUrl` and `profile`. Either way the host's WagmiProvider and QueryClient are used.
 */
export function WithFerry({ client, serviceUrl, venueApiUrl, profile, namespace, onCallbackError, children }: WithFerryProps): ReactElement {
  const above = useContext(FerryContext)
  if (above) return <>{children}</>
  if (client) return <FerryProvider client={client} namespace={namespace} onCallbackError={onCallbackError}>{children}</FerryProvider>
  if (serviceUrl) return <FerryProvider config={{ baseUrl: serviceUrl, venueApiUrl, profile }} namespace={namespace} onCallbackError={onCallbackError}>{children}</FerryProvider>
  throw new FerryProviderNotFoundError({ hook: 'BridgeWidget (without client or serviceUrl)' })
}
