// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react'
import { erc20Abi } from 'viem'
import { describe, expect, it } from 'vitest'
import { useBalance, useReadContract } from 'wagmi'
import { getBalanceQueryKey, readContractQueryKey, readContractsQueryKey } from 'wagmi/query'
import { VENUE_CHAIN_ID, VENUE_PERPS_USDC } from '../../core/index'
import type { Devnet } from '../../devnet/startDevnet'
import { chainOf, startDevnetForFile, userOf } from '../../devnet/test/harness'
import { useExecuteSteps } from '../hooks/useExecuteSteps'
import { useVenueBalance } from '../hooks/useVenueBalance'
import { wagmiDevnet } from './wagmiDevnet'
import { isWalletBalanceKey } from '../cache/balances'

let devnet: Devnet
startDevnetForFile((started) => (devnet = started))

describe('balances after a run', () => {
  it("a venue deposit: the venue balance and the wallet's USDC and gas balances read through wagmi are read again, with no call of the app's", async () => {
    const account = devnet.accounts[5]!
    const host = wagmiDevnet(devnet, account, { startChainId: 31338 })
    const usdc = chainOf(devnet, 31338).contracts.usdc
    const { result } = renderHook(
      () => ({
        steps: useExecuteSteps(),
        venue: useVenueBalance({ user: account.address }),
        gas: useBalance({ address: account.address, chainId: 31338 }),
        token: useReadContract({ address: usdc, abi: erc20Abi, functionName: 'balanceOf', args: [account.address], chainId: 31338 }),
      }),
      { wrapper: host.wrapper },
    )
    await act(async () => {
      await host.connect()
    })
    await waitFor(() => expect([result.current.venue.data, result.current.gas.data, result.current.token.data].every(Boolean)).toBe(true))
    const before = { venue: result.current.venue.data!.withdrawableUnits, gas: result.current.gas.data!.value, token: result.current.token.data! }

    const request = {
      user: account.address,
      originChainId: 31338,
      destinationChainId: VENUE_CHAIN_ID,
      originCurrency: usdc,
      destinationCurrency: VENUE_PERPS_USDC,
      amount: '20000000',
      tradeType: 'EXACT_INPUT',
      recipient: account.address,
    } as const
    const quote = await userOf(devnet, account).client.getQuote(request)
    await act(() => result.current.steps.executeAsync({ quote, request, quotedAt: Date.now() }).then(() => undefined))

    await waitFor(() => expect(result.current.venue.data!.withdrawableUnits - before.venue).toBe(BigInt(quote.details.currencyOut!.amount)))
    await waitFor(() => expect(before.token - result.current.token.data!).toBe(20_000_000n))
    await waitFor(() => expect(result.current.gas.data!.value).toBeLessThan(before.gas))
  })
})

describe('isWalletBalanceKey', () => {
  it("matches wagmi's balance and balanceOf keys (2.x and 3.x), nothing else", () => {
    // Built by the key factories of the wagmi the project runs on (the `wagmi 2` project: 2.x).
    const token = { address: '0x0000000000000000000000000000000000000001', abi: erc20Abi, chainId: 1 } as const
    expect(isWalletBalanceKey(getBalanceQueryKey({ address: token.address, chainId: 1 }))).toBe(true)
    expect(isWalletBalanceKey(readContractQueryKey({ ...token, functionName: 'balanceOf', args: [token.address] }))).toBe(true)
    expect(isWalletBalanceKey(readContractsQueryKey({ contracts: [{ ...token, functionName: 'decimals' }, { ...token, functionName: 'balanceOf', args: [token.address] }] }))).toBe(true)
    expect(isWalletBalanceKey(readContractQueryKey({ ...token, functionName: 'allowance', args: [token.address, token.address] }))).toBe(false)
    expect(isWalletBalanceKey(['balance', { address: '0x1', chainId: 1 }])).toBe(true)
    expect(isWalletBalanceKey(['readContract', { functionName: 'balanceOf', args: ['0x1'] }])).toBe(true)
    expect(isWalletBalanceKey(['readContracts', { contracts: [{ functionName: 'decimals' }, { functionName: 'balanceOf' }] }])).toBe(true)
    expect(isWalletBalanceKey(['readContract', { functionName: 'allowance' }])).toBe(false)
    expect(isWalletBalanceKey(['ferry', 'ns', 'quote', null])).toBe(false)
    expect(isWalletBalanceKey(['blockNumber', { chainId: 1 }])).toBe(false)
  })
})
