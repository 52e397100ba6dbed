// @vitest-environment jsdom
import { useState } from 'react'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { WagmiProvider } from 'wagmi'
import { beforeAll, describe, expect, it } from 'vitest'
import { parseAmount } from '../form/amount'
import { WidgetUiContext } from '../context'
import type { WidgetLocale } from '../i18n/locale'
import { loadParts } from '../lazy'
import { setUpWidgetDom } from '../test/environment'
import { stubWagmiConfig, USDC_ONE } from '../test/stubWallet'
import { AmountField } from './AmountField'
import type { UsdPrice } from './usdPrice'

setUpWidgetDom()
// A paste is read by a reader that loads with the later parts: loaded first, as the widget's idle
// preload does, so no test waits on transforming that module graph cold.
beforeAll(() => loadParts(), 60_000)

const NNBSP = '\u202f'
const NBSP = '\u00a0'
const USDC = { chainId: 31337, address: USDC_ONE, symbol: 'USDC', name: 'USD Coin', decimals: 6 }
const WEI = { ...USDC, symbol: 'WETH', decimals: 18 }

/** The pay card in `locale`, with what the form holds beside it. */
function renderField(locale: WidgetLocale, { initial = '', currency = USDC, balance, price }: { initial?: string; currency?: typeof USDC; balance?: bigint; price?: UsdPrice } = {}) {
  function Form() {
    const [value, setValue] = useState(initial)
    return (
      <>
        <AmountField side="pay" value={value} onChange={setValue} currency={currency} chain={{ id: 31337, name: 'Devnet' }} balance={balance} picker={null} price={price} />
        <output data-testid="held">{value}</output>
        <button type="button" onClick={() => setValue('32.98')}>
          quote
        </button>
      </>
    )
  }
  const config = stubWagmiConfig()
  const client = new QueryClient()
  const tree = (shown: WidgetLocale) => (
    <WagmiProvider config={config}>
      <QueryClientProvider client={client}>
        <WidgetUiContext.Provider value={{ overrides: undefined, container: null, locale: shown }}>
          <Form />
        </WidgetUiContext.Provider>
      </QueryClientProvider>
    </WagmiProvider>
  )
  const { rerender } = render(tree(locale))
  return {
    /** The widget switching to `next`. */
    switchTo(next: WidgetLocale) {
      rerender(tree(next))
    },
  }
}

const input = () => screen.getByRole('textbox', { name: /^Amount to pay in / }) as HTMLInputElement
const held = () => screen.getByTestId('held').textContent
const type = (value: string) => fireEvent.change(input(), { target: { value } })
function paste(text: string) {
  input().setSelectionRange(0, input().value.length)
  fireEvent.paste(input(), { clipboardData: { getData: () => text } })
}

describe('the amount field in the widget locale', () => {
  it.each([
    // locale, typed (shown as typed), pasted, pasted shows
    ['de', '1.234,56', '1.234,56', '1234,56'],
    ['de', '1234.56', '1234.56', '1234,56'],
    ['fr', `1${NNBSP}234,56`, `1${NNBSP}234,56`, '1234,56'],
    ['fr', `1${NBSP}234.56`, '1 234.56', '1234,56'],
    ['ar', '1,234.56', '1,234.56', '1234.56'],
    ['ar', '١٬٢٣٤٫٥٦', '١٢٣٤٫٥٦', '1234.56'],
    ['en', '1,234.56', '1.234,56', '1234.56'],
  ] as const)('in %s, typing %j and pasting %j both hold 1234.56', async (locale, typed, pasted, shown) => {
    renderField(locale)
    type(typed)
    expect(input().value).toBe(typed)
    expect(held()).toBe('1234.56')
    paste(pasted)
    await waitFor(() => expect(input().value).toBe(shown))
    expect(held()).toBe('1234.56')
  })

  it.each([
    ['de', '32,98', `Balance: 1.234,56 USDC`],
    ['fr', '32,98', `Balance: 1${NNBSP}234,56 USDC`],
    ['ar', '32.98', 'Balance: 1,234.56 USDC'],
    ['en', '32.98', 'Balance: 1,234.56 USDC'],
  ] as const)('in %s, an amount set from outside shows as %j, and the balance as %j', (locale, shown, balance) => {
    renderField(locale, { balance: 1_234_560_000n })
    expect(screen.getByText(balance, { normalizer: (text) => text })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'quote' }))
    expect(input().value).toBe(shown)
    expect(held()).toBe('32.98')
  })

  it('writes what was typed again with the new decimal mark when the locale changes', () => {
    const { switchTo } = renderField('en')
    type('1234.56')
    switchTo('de')
    expect(input().value).toBe('1234,56')
    expect(held()).toBe('1234.56')
    // Typing goes on in German.
    type('1234,5')
    expect(held()).toBe('1234.5')
  })

  it('keeps a dollar amount in USD mode when the locale changes, written with the new mark', () => {
    // 1 ETH at $3,000.
    const { switchTo } = renderField('en', { currency: WEI, price: { usd: '3000', amount: 10n ** 18n } })
    fireEvent.click(screen.getByRole('button', { name: 'Type the amount in US dollars' }))
    const dollars = () => screen.getByRole('textbox', { name: 'Amount to pay in US dollars' }) as HTMLInputElement
    fireEvent.change(dollars(), { target: { value: '25.5' } })
    expect(held()).toBe('0.0085')
    switchTo('de')
    expect(dollars().value).toBe('25,5')
    expect(held()).toBe('0.0085')
  })

  it('never loses a digit of a long paste: 18 decimals in German marks', async () => {
    renderField('de', { currency: WEI })
    paste('123.456.789,123456789012345678')
    await waitFor(() => expect(held()).toBe('123456789.123456789012345678'))
    expect(input().value).toBe('123456789,123456789012345678')
  })

  it('still refuses what is not a number in German: letters never show, a broken grouping stays invalid', async () => {
    renderField('de')
    type('1a2b')
    expect(input().value).toBe('12')
    type('1,2,3')
    expect(parseAmount(held() ?? '', 6).kind).toBe('invalid')
    paste('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
    expect((await screen.findByRole('alert')).textContent).toBe('That is an address, not an amount.')
  })
})
