// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import * as lazyParts from '../lazy'
import { createCatalog } from '../catalog/catalog'
import { chains, currencies } from '../test/formCatalog'
import type { WidgetCurrency } from '../types'
import { CurrencyPicker } from './CurrencyPicker'
import { UnverifiedMark } from './UnverifiedMark'
import { ReviewDialog } from '../review/ReviewDialog'
import { bridgeQuote } from '../test/quotes'

const QRKS: WidgetCurrency = { chainId: 31337, address: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0', symbol: 'QRKS', name: 'Quarks', decimals: 18, verified: false }
const catalog = createCatalog({ chains, currencies: [...currencies, QRKS] })
const picker = (currency: WidgetCurrency) => (
  <CurrencyPicker side="origin" value={{ chainId: currency.chainId, currency: currency.address }} onSelect={() => undefined} catalog={catalog} account={undefined} />
)

// The later parts (one module) loaded first, as after the widget's idle preload: no test waits on them cold.
beforeAll(async () => {
  await lazyParts.UnverifiedMark.preload()
}, 60_000)

afterEach(cleanup)

describe('an unverified token once picked', () => {
  it('keeps a mark named "Unverified" beside its button, which opens the warning again', async () => {
    render(picker(QRKS))
    const trigger = screen.getByRole('button', { name: 'From: QRKS on Anvil One' })
    const mark = screen.getByRole('button', { name: 'Unverified: QRKS' })
    // On the token's button, not inside it (a button holds no other button).
    expect(trigger.contains(mark)).toBe(false)
    expect(trigger.parentElement).toBe(mark.parentElement)
    expect(mark).toHaveAttribute('aria-haspopup', 'dialog')
    fireEvent.click(mark)
    const dialog = await screen.findByRole('dialog', { name: 'Unverified token' }, { timeout: 10_000 })
    expect(dialog).toHaveTextContent('Anyone can create a token with any name and symbol')
    expect(dialog).toHaveTextContent(QRKS.address)
    expect(within(dialog).queryByRole('button', { name: 'Back' })).toBeNull()
    fireEvent.click(within(dialog).getByRole('button', { name: 'I understand, use QRKS' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(document.activeElement).toBe(mark)
  })

  it('a verified token carries no mark', () => {
    render(picker(currencies[1]!))
    expect(screen.getByRole('button', { name: 'From: USDC on Anvil One' })).toBeVisible()
    expect(screen.queryByRole('button', { name: /^Unverified/ })).toBeNull()
  })
})

describe("the review's token row", () => {
  it('marks the unverified side only, with the same mark', async () => {
    const quote = bridgeQuote()
    const out = quote.details.currencyOut!.currency
    const token: WidgetCurrency = { ...out, name: 'USD Coin', verified: false }
    render(
      <ReviewDialog
        open
        onOpenChange={() => undefined}
        quote={quote}
        slippageBps={50}
        onConfirm={() => undefined}
        tokenMark={(side) => side.address === out.address && <UnverifiedMark currency={token} chain={undefined} />}
      />,
    )
    const dialog = await screen.findByRole('dialog', { name: 'Review transfer' }, { timeout: 10_000 })
    const marks = within(dialog).getAllByRole('button', { name: /^Unverified/ })
    expect(marks.map((mark) => mark.getAttribute('aria-label'))).toEqual([`Unverified: ${out.symbol}`])
    expect(marks[0]!.closest('.ferry-route__side')).toHaveTextContent(out.symbol)
  })
})
