// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { useContext } from 'react'
import { describe, expect, it } from 'vitest'
import { FerryContext } from '../../react/context'
import { LIVE_PROFILE, SPEC_PROFILE, type ProtocolProfile } from '../../core/index'
import { WithFerry } from './WithFerry'

function profilesSeen(props: Parameters<typeof WithFerry>[0]['profile']): readonly ProtocolProfile[] | undefined {
  let seen: readonly ProtocolProfile[] | undefined
  function Probe() {
    seen = useContext(FerryContext)?.client.profiles
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
  it('makes its client with the profile prop: both sets of names by default, "live" alone on request', () => {
    expect(profilesSeen(undefined)).toEqual([SPEC_PROFILE, LIVE_PROFILE])
    expect(profilesSeen('live')).toEqual([LIVE_PROFILE])
  })
})
