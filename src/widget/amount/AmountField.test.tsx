// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { NATIVE_CURRENCY } from '../../core/index'
import { loadParts } from '../lazy'
import { setUpWidgetDom } from '../test/environment'
import { quoteFor, renderWidget, USDC_ONE } from '../test/host'

setUpWidgetDom()
// A paste is read by a reader that loads with the later parts: loaded first, as the widget's idle
// preload does, so no test waits on transforming that module graph cold.
beforeAll(() => loadParts(), 60_000)

const payInput = () => screen.getByRole('textbox', { name: /^Amount to pay in / }) as HTMLInputElement
const payCard = () => within(screen.getByRole('region', { name: 'You pay' }))
const type = (value: string) => fireEvent.change(payInput(), { target: { value } })
const paste = (text: string) => fireEvent.paste(payInput(), { clipboardData: { getData: () => text } })
const ETH = { chainId: 31337, address: NATIVE_CURRENCY, symbol: 'ETH', name: 'Ether', decimals: 18 }

describe('the amount field forgives', () => {
  it('letters never show as you type; a grouped number stays as typed and is quoted as its value', async () => {
    const host = renderWidget()
    await host.connectWallet()
    type('1a2b')
    expect(payInput().value).toBe('12')
    type('1,000.5')
    expect(payInput().value).toBe('1,000.5')
    await waitFor(() => expect(host.quotes().at(-1)?.amount).toBe('1000500000000000000000'))
  })

  it('a paste of each form reads as the plain decimal it means; an address is refused with a reason', async () => {
    renderWidget()
    for (const [pasted, shown] of [
      ['1,000.50', '1000.50'],
      ['$5', '5'],
      ['1 000', '1000'],
      ['0,5', '0.5'],
      ['1e3', '1000'],
      ['12 ETH', '12'],
    ]) {
      payInput().setSelectionRange(0, payInput().value.length)
      paste(pasted!)
      await waitFor(() => expect(payInput().value).toBe(shown))
    }
    type('7')
    paste('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
    expect((await payCard().findByRole('alert')).textContent).toBe('That is an address, not an amount.')
    expect(payInput().value).toBe('7')
    type('8')
    expect(payCard().queryByRole('alert')).toBeNull()
  })

  it('a paste that is not a decimal amount is refused with its reason beside the field, which keeps its value and is never quoted', async () => {
    const host = renderWidget()
    await host.connectWallet()
    type('7')
    await waitFor(() => expect(host.quotes().at(-1)?.amount).toBe('7000000000000000000'))
    for (const [pasted, reason] of [
      ['0x12', 'That is a hex number, not an amount.'],
      ['12abc', 'That is not an amount: it has letters in it.'],
      ['1e999', 'That number is too large or too small to be an amount.'],
    ]) {
      payInput().setSelectionRange(0, payInput().value.length)
      paste(pasted!)
      await waitFor(() => expect(payCard().getByRole('alert').textContent).toBe(reason))
      expect(payInput().value).toBe('7')
      const alert = payCard().getByRole('alert')
      expect(payInput().getAttribute('aria-invalid')).toBe('true')
      expect(payInput().getAttribute('aria-describedby')).toBe(alert.id)
    }
    // A paste that reads clears the reason; scientific notation is read exactly.
    payInput().setSelectionRange(0, payInput().value.length)
    paste('1.5e-3')
    await waitFor(() => expect(payInput().value).toBe('0.0015'))
    expect(payCard().queryByRole('alert')).toBeNull()
    await waitFor(() => expect(host.quotes().at(-1)?.amount).toBe('1500000000000000'))
    expect(host.quotes().map((quote) => quote.amount)).toEqual(['7000000000000000000', '1500000000000000'])
  })

  it('Max shows the amount at display precision, while the request spends the exact max until the field is edited', async () => {
    // A token, so Max is the whole balance (a gas token's Max waits on a gas price read: e2e/amountField.spec.ts).
    const host = renderWidget({ defaults: { originCurrency: USDC_ONE }, usdcBalance: 9_999_999_399n })
    await host.connectWallet()
    await payCard().findByText('Balance: 9,999.99 USDC')
    fireEvent.click(payCard().getByRole('button', { name: 'Max' }))
    expect(payInput().value).toBe('9999.99')
    await waitFor(() => expect(host.quotes().at(-1)?.amount).toBe('9999999399'))
    type('9999.98')
    await waitFor(() => expect(host.quotes().at(-1)?.amount).toBe('9999980000'))
  })

  it('25%, 50% and Max are disabled without a balance, and take that share of it once read', async () => {
    const host = renderWidget()
    const shortcuts = payCard().getByRole('group', { name: 'Amount shortcuts' })
    for (const name of ['25%', '50%', 'Max']) expect((within(shortcuts).getByRole('button', { name }) as HTMLButtonElement).disabled).toBe(true)
    await host.connectWallet()
    await payCard().findByText('Balance: 2 ETH')
    fireEvent.click(within(shortcuts).getByRole('button', { name: '25%' }))
    expect(payInput().value).toBe('0.5')
    fireEvent.click(within(shortcuts).getByRole('button', { name: '50%' }))
    expect(payInput().value).toBe('1')
  })

  it('USD mode: the dollars typed become the token amount at the quoted price; leaving it shows the token amount', async () => {
    // 0.01 ETH is quoted at $36.90, whatever amount is asked.
    const host = renderWidget({
      quote: (body) => ({ status: 200, body: { ...quoteFor(body), details: { ...quoteFor(body).details, currencyIn: { currency: ETH, amount: '10000000000000000', amountUsd: '36.9' } } } }),
    })
    await host.connectWallet()
    type('0.01')
    const toggle = await payCard().findByRole('button', { name: 'Type the amount in US dollars' })
    expect(toggle.getAttribute('aria-pressed')).toBe('false')
    fireEvent.click(toggle)
    expect(toggle.getAttribute('aria-pressed')).toBe('true')
    const usdInput = screen.getByRole('textbox', { name: 'Amount to pay in US dollars' }) as HTMLInputElement
    expect(usdInput.value).toBe('36.9')
    fireEvent.change(usdInput, { target: { value: '$73.80' } })
    expect(usdInput.value).toBe('73.80')
    expect(toggle.textContent).toBe('≈ 0.02 ETH')
    await waitFor(() => expect(host.quotes().at(-1)?.amount).toBe('20000000000000000'))
    fireEvent.click(toggle)
    expect(payInput().value).toBe('0.02')
  })
})
