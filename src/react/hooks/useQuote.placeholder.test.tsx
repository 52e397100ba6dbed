// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Address } from 'viem'
import { NATIVE_CURRENCY, PLACEHOLDER_USER, type QuoteRequestInput } from '../../core/index'
import { countingHost, startDevnetForFile, type Devnet } from '../test/countingHost'
import { useQuote } from './useQuote'

let devnet: Devnet
startDevnetForFile((started) => (devnet = started))

describe('useQuote before and after a wallet connects', () => {
  it('quotes the placeholder user, then fetches again for the real user: the placeholder quote is never current for the account', async () => {
    const host = countingHost(devnet, devnet.accounts[0]!)
    const bridge: QuoteRequestInput = {
      originChainId: devnet.chains[0]!.id,
      destinationChainId: devnet.chains[1]!.id,
      originCurrency: NATIVE_CURRENCY,
      destinationCurrency: NATIVE_CURRENCY,
      amount: '10000000000000000',
      tradeType: 'EXACT_INPUT',
    }
    const { result, rerender } = renderHook(({ user }) => useQuote({ ...bridge, user, debounceMs: 0 }), {
      wrapper: host.wrapper,
      initialProps: { user: PLACEHOLDER_USER as Address },
    })
    await waitFor(() => expect(result.current.isCurrent).toBe(true))
    expect(result.current.data?.details).toMatchObject({ sender: PLACEHOLDER_USER })

    const user = devnet.accounts[0]!.address
    rerender({ user })
    // The placeholder's quote stays on screen, flagged not current, until the account's arrives.
    expect(result.current.isCurrent).toBe(false)
    await waitFor(() => expect(result.current.isCurrent).toBe(true))
    expect(result.current.data?.details).toMatchObject({ sender: user })
    expect(host.requests.count('POST', '/quote')).toBe(2)
  })
})
