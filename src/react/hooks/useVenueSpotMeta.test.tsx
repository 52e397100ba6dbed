// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { countingHost, DEFAULT_SPOT_TOKENS, startDevnetForFile, type Devnet } from '../test/countingHost'
import { useVenueSpotMeta } from './useVenueSpotMeta'

let devnet: Devnet
startDevnetForFile((started) => (devnet = started))

describe('useVenueSpotMeta against the devnet venue', () => {
  it("lists the venue's spot tokens with their tokenId, once for every widget of a namespace", async () => {
    const host = countingHost(devnet, devnet.accounts[0]!)
    const first = renderHook(() => useVenueSpotMeta(), { wrapper: host.wrapper })
    await waitFor(() => expect(first.result.current.isSuccess).toBe(true))
    const tokens = first.result.current.data!.tokens
    expect(tokens.map(({ name, tokenId }) => ({ name, tokenId }))).toEqual(DEFAULT_SPOT_TOKENS.map(({ name, tokenId }) => ({ name, tokenId })))
    const second = renderHook(() => useVenueSpotMeta(), { wrapper: host.wrapper })
    expect(second.result.current.data).toBe(first.result.current.data)
    expect(host.requests.count('POST', '/info')).toBe(1)
  })
})
