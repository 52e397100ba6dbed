// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { useContext } from 'react'
import { describe, expect, it } from 'vitest'
import { FerryContext } from '../../react/context'
import { LIVE_PROFILE, SPEC_PROFILE, type ProtocolProfile } from '../../core/index'
import { WithFerry } from './WithFerry'

function profileSeen(props: Parameters<typeof WithFerry>[0]['profile']): ProtocolProfile | undefined {
  let seen: ProtocolProfile | undefined
  function Probe() {
    seen = useContext(FerryContext)?.client.profile
    return null
  }
  render(
    <QueryClientProvider client={new QueryClient()}>
      <WithFerry serviceUrl="http://127.0.0.1:4000" profile={props}>
        <Probe />
      </WithFerry>
    </QueryClientProvider>,
  )
  return seen
}

describe('WithFerry (BridgeWidget without a provider above)', () => {
  it('makes its client with the profile prop: the spec by default, "live" on request', () => {
    expect(profileSeen(undefined)).toBe(SPEC_PROFILE)
    expect(profileSeen('live')).toBe(LIVE_PROFILE)
  })
})
