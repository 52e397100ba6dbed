// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react'
import type { Address } from 'viem'
import { describe, expect, it } from 'vitest'
import { venueBalanceQueryKey } from '../query/venue'
import { countingHost, startDevnetForFile, type Devnet } from '../test/countingHost'
import { useVenueBalance } from './useVenueBalance'

let devnet: Devnet
startDevnetForFile((started) => (devnet = started))

describe('useVenueBalance against the devnet venue', () => {
  it("reads the account's withdrawable as the venue's string and exact 6-decimal units", async () => {
    const account = devnet.accounts[0]!
    const host = countingHost(devnet, account, { namespace: 'venue' })
    const { result } = renderHook(() => useVenueBalance({ user: account.address }), { wrapper: host.wrapper })
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.data?.withdrawableUnits).toBe(devnet.ledger.withdrawable(account.address))
    expect(result.current.data?.withdrawableUnits).toBe(10_000_000_000n)
    expect(result.current.data?.withdrawable).toMatch(/^10000(\.0*)?$/)
    expect(host.queryClient.getQueryData(venueBalanceQueryKey({ namespace: 'venue' }, { user: account.address }))).toBe(result.current.data)
    expect(result.current.queryKey).toEqual(venueBalanceQueryKey({ namespace: 'venue' }, { user: account.address }))
    expect(venueBalanceQueryKey({ namespace: 'venue' }, { user: account.address })).toEqual(['ferry', 'venue', 'venueBalance', account.address.toLowerCase()])
  })

  it('shows a change once the balance query is invalidated', async () => {
    const [account, other] = [devnet.accounts[1]!, devnet.accounts[2]!]
    const host = countingHost(devnet, account)
    const { result } = renderHook(() => useVenueBalance({ user: account.address }), { wrapper: host.wrapper })
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    const before = result.current.data!.withdrawableUnits
    devnet.ledger.move({ from: account.address, to: other.address, amount: 1_500_000n })
    await act(() => host.queryClient.invalidateQueries({ queryKey: ['ferry', devnet.serviceUrl, 'venueBalance'] }))
    await waitFor(() => expect(result.current.data?.withdrawableUnits).toBe(before - 1_500_000n))
  })

  it('sends nothing without a user', async () => {
    const host = countingHost(devnet, devnet.accounts[0]!)
    const { result } = renderHook(() => useVenueBalance({ user: undefined as Address | undefined }), { wrapper: host.wrapper })
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(result.current).toMatchObject({ fetchStatus: 'idle', data: undefined })
    expect(host.requests.calls).toHaveLength(0)
  })
})
