import type { ReactNode } from 'react'
import type { Devnet } from '../../devnet/startDevnet'
import type { DevnetAccount } from '../../devnet/types'
import { FerryProvider } from '../FerryProvider'
import { countingFetch, type CountingFetch, type FetchCall } from './countingFetch'
import { wagmiDevnet, type WagmiDevnetOptions } from './wagmiDevnet'

export { startDevnetForFile, setFaults, userOf } from '../../devnet/test/harness'
export { DEFAULT_SPOT_TOKENS } from '../../devnet/venue'
export type { Devnet }

/**
 * The host setup of `wagmiDevnet`, with the Ferry client's requests counted: an inner
 * FerryProvider (same namespace) whose client fetches through a counting `fetch`.
 */
export function countingHost(
  devnet: Devnet,
  account: DevnetAccount,
  options: WagmiDevnetOptions & { delayMs?: (call: FetchCall) => number } = {},
): ReturnType<typeof wagmiDevnet> & { requests: CountingFetch } {
  const host = wagmiDevnet(devnet, account, options)
  const requests = countingFetch({ delayMs: options.delayMs })
  const config = { baseUrl: devnet.serviceUrl, venueApiUrl: devnet.venueUrl, fetch: requests.fetch }
  const Outer = host.wrapper
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Outer>
      <FerryProvider config={config} namespace={options.namespace}>
        {children}
      </FerryProvider>
    </Outer>
  )
  return { ...host, wrapper, requests }
}
