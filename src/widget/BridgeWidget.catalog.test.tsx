// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { historyStorageKey } from '../react/history/store'
import { NATIVE_CURRENCY, VENUE_CHAIN_ID, VENUE_PERPS_USDC } from '../core/index'
import { type ExecutionHistoryEntry } from '../react/index'
import { renderWidget, USDC_ONE, USDC_TWO } from './test/host'
import { setUpWidgetDom } from './test/environment'

setUpWidgetDom()

const currency = (symbol: string, address: string, decimals: number, name = symbol) => ({ id: symbol.toLowerCase(), symbol, name, address, decimals })

/** `GET /chains` as the devnet answers it: two EVM chains and the venue. */
const chainsBody = {
  chains: [
    {
      id: 31337,
      name: 'anvil-one',
      displayName: 'Anvil One',
      explorerUrl: 'https://service.test/_devnet/explorer/31337',
      vmType: 'evm',
      currency: currency('ETH', NATIVE_CURRENCY, 18, 'Ether'),
      erc20Currencies: [{ ...currency('USDC', USDC_ONE, 6, 'USD Coin'), supportsBridging: true }],
    },
    {
      id: 31338,
      name: 'anvil-two',
      displayName: 'Anvil Two',
      explorerUrl: 'https://service.test/_devnet/explorer/31338',
      vmType: 'evm',
      currency: currency('ETH', NATIVE_CURRENCY, 18, 'Ether'),
      erc20Currencies: [{ ...currency('USDC', USDC_TWO, 6, 'USD Coin'), supportsBridging: true }],
    },
    { id: VENUE_CHAIN_ID, name: 'venue', displayName: 'Venue', vmType: 'hypevm', currency: currency('USDC', VENUE_PERPS_USDC, 6, 'USD Coin (perps)'), erc20Currencies: [] },
  ],
}

const noProps = { chains: undefined, currencies: undefined }
// The catalog's own status (the quote area has one of its own once the form shows).
const loading = () => screen.queryAllByRole('status').find((status) => status.textContent === 'Loading chains and tokens…') ?? null

function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((done) => (resolve = done))
  return { promise, resolve }
}

describe('BridgeWidget without chains and currencies: the catalog comes from the service', () => {
  it("offers the service's chains and currencies, from the first EVM chain to the second", async () => {
    renderWidget({ ...noProps, serviceChains: () => ({ status: 200, body: chainsBody }) })
    expect(await screen.findByRole('button', { name: 'From: ETH on Anvil One' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'To: ETH on Anvil Two' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'From: ETH on Anvil One' }))
    const dialog = await screen.findByRole('dialog', { name: 'Select the token to send' })
    // Every chain's tokens, until the user narrows the search to one.
    expect(within(dialog).getByRole('radio', { name: 'All chains' }).getAttribute('aria-checked')).toBe('true')
    expect(within(dialog).getAllByRole('option', { name: /^USDC\b/ }).length).toBeGreaterThan(0)
  })

  it('shows an outline of the form with a disabled button while the list loads, then the form', async () => {
    const answer = deferred<{ status: number; body: unknown }>()
    renderWidget({ ...noProps, serviceChains: () => answer.promise })
    const status = await waitFor(() => {
      const found = loading()
      expect(found).toBeTruthy()
      return found!
    })
    expect(status.textContent).toBe('Loading chains and tokens…')
    expect(screen.getByRole('button', { name: 'Loading chains and tokens…' }).hasAttribute('disabled')).toBe(true)
    expect(screen.queryByRole('button', { name: /^From: / })).toBeNull()
    answer.resolve({ status: 200, body: chainsBody })
    expect(await screen.findByRole('button', { name: 'From: ETH on Anvil One' })).toBeTruthy()
    expect(loading()).toBeNull()
  })

  it('says the list could not be read; Retry reads it again, loading meanwhile', async () => {
    let calls = 0
    const second = deferred<{ status: number; body: unknown }>()
    renderWidget({ ...noProps, serviceChains: () => (++calls === 1 ? { status: 400, body: { message: 'bad' } } : second.promise) })
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Could not load the chains and tokens from the service.')
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(loading()).toBeTruthy())
    expect(screen.queryByRole('alert')).toBeNull()
    second.resolve({ status: 200, body: chainsBody })
    expect(await screen.findByRole('button', { name: 'From: ETH on Anvil One' })).toBeTruthy()
    expect(calls).toBe(2)
  })

  it('chains given alone: only those, with the service currencies on them', async () => {
    renderWidget({ chains: [{ id: 31338, name: 'Second' }, { id: 31337, name: 'First' }], currencies: undefined, serviceChains: () => ({ status: 200, body: chainsBody }) })
    expect(await screen.findByRole('button', { name: 'From: ETH on Second' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'From: ETH on Second' }))
    const dialog = await screen.findByRole('dialog', { name: 'Select the token to send' })
    // The chain list's names, in order (the name follows each chain's icon, which is hidden from assistive technology).
    expect(within(dialog).getAllByRole('radio').map((radio) => radio.lastElementChild?.textContent)).toEqual(['All chains', 'Second', 'First'])
  })

  it('both given: the form at once, even when the service has no list', () => {
    renderWidget({ serviceChains: () => ({ status: 404, body: { message: 'Not found' } }) })
    expect(screen.getByRole('button', { name: 'From: ETH on Anvil One' })).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it("links transactions from the service's explorer base: <explorerUrl>/tx/<hash>", async () => {
    const deposit = `0x${'d1'.repeat(32)}`
    const fill = `0x${'f2'.repeat(32)}`
    const amount = (chainId: number) => ({ chainId, address: NATIVE_CURRENCY, symbol: 'ETH', decimals: 18, amount: '10000000000000000' })
    const entry: ExecutionHistoryEntry = {
      requestId: `0x${'ab'.repeat(32)}`,
      startedAt: 1,
      updatedAt: 2,
      phase: 'success',
      status: 'success',
      currencyIn: amount(31337),
      currencyOut: amount(31338),
      inTxHashes: [deposit],
      txHashes: [fill],
    }
    localStorage.setItem(historyStorageKey('catalog-test'), JSON.stringify({ version: 1, state: { entries: [entry] } }))
    renderWidget({ ...noProps, namespace: 'catalog-test', serviceChains: () => ({ status: 200, body: chainsBody }) })
    fireEvent.mouseDown(await screen.findByRole('tab', { name: 'History' }), { button: 0 })
    const hrefs = (await screen.findAllByRole('link')).map((link) => link.getAttribute('href'))
    expect(hrefs).toContain(`https://service.test/_devnet/explorer/31337/tx/${deposit}`)
    expect(hrefs).toContain(`https://service.test/_devnet/explorer/31338/tx/${fill}`)
  })
})
