// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { WidgetRoot } from './layout/WidgetRoot'
import { OutcomeView } from './outcome/OutcomeView'
import { QuoteSummary } from './quote/QuoteSummary'
import { ReviewDialog } from './review/ReviewDialog'
import { renderWidget } from './test/host'
import { bridgeExecution, bridgeQuote, DEPOSIT_TX, erc20Quote, FILL_TX, OTHER, USER, withRecords } from './test/quotes'
import { withShippedStylesheet } from './test/shippedStylesheet'

// Arabic lays the widget out right to left (`dir="rtl"` on its root), while what is written left to
// right everywhere (amounts with their symbols, addresses, hashes, rates, typed numbers) stays so:
// each sits in an element of its own with `dir="ltr"`, an isolate the bidi algorithm cannot reorder.

withShippedStylesheet()
afterEach(() => {
  cleanup()
  document.documentElement.removeAttribute('dir')
})

/** The element whose `dir` decides `element`'s direction is an LTR island inside the RTL widget. */
function expectIsland(element: Element) {
  const island = element.closest('[dir]')
  expect(island?.getAttribute('dir'), element.outerHTML).toBe('ltr')
  expect(island!.parentElement!.closest('[dir]')?.getAttribute('dir')).toBe('rtl')
}

/** The innermost elements whose whole text is `text`. */
const textOf = (container: HTMLElement, text: string) => within(container).getAllByText(text, { ignore: '.ferry-visually-hidden' })

describe('right to left: the islands that stay left to right', () => {
  it('the review: both amounts and their USD, the bound, each fee, the recipient', () => {
    render(
      <WidgetRoot dir="rtl">
        <ReviewDialog open onOpenChange={() => undefined} quote={bridgeQuote()} slippageBps={50} account={USER} recipient={OTHER} onConfirm={() => undefined} />
      </WidgetRoot>,
    )
    const dialog = screen.getByRole('dialog')
    for (const text of ['0.01 ETH', '32.98 USDC', '≈ $33.12', '≈ $32.97', '32.8151 USDC', '0.000042 ETH', '0.000031 ETH']) {
      for (const element of textOf(dialog, text)) expectIsland(element)
    }
    expectIsland(within(dialog).getByTitle(OTHER))
  })

  it("the review's wallet prompts: an approval's amount and spender", async () => {
    render(
      <WidgetRoot dir="rtl">
        <ReviewDialog open onOpenChange={() => undefined} quote={erc20Quote()} slippageBps={50} account={USER} onConfirm={() => undefined} />
      </WidgetRoot>,
    )
    const facts = await waitFor(() => {
      const found = screen.getByRole('dialog').querySelectorAll('.ferry-prompt__fact dd')
      expect(found.length).toBeGreaterThan(1)
      return found
    })
    for (const value of facts) expectIsland(value.firstElementChild!)
  })

  it("the outcome: each side's amount and each transaction's short hash", () => {
    const state = bridgeExecution({
      phase: 'success',
      quote: withRecords(bridgeQuote(), [{ status: 'complete', txHash: DEPOSIT_TX }]),
      txHashes: [FILL_TX],
      status: { status: 'success', inTxHashes: [DEPOSIT_TX], txHashes: [FILL_TX] },
      endedAt: 3_000,
    })
    const { container } = render(
      <WidgetRoot dir="rtl">
        <OutcomeView state={state} onReset={() => undefined} />
      </WidgetRoot>,
    )
    for (const text of ['0.01 ETH', '32.98 USDC']) expectIsland(textOf(container, text)[0]!)
    const hashes = container.querySelectorAll('.ferry-tx code')
    expect(hashes).toHaveLength(2)
    for (const hash of hashes) expectIsland(hash)
  })

  it("the quote's rate and its breakdown's figures", async () => {
    const { container } = render(
      <WidgetRoot dir="rtl">
        <QuoteSummary quote={bridgeQuote()} isCurrent isFetching={false} slippageBps={50} defaultExpanded />
      </WidgetRoot>,
    )
    expectIsland(within(container).getByText(/^1 ETH = /))
    // The breakdown's rows load with the rest of the quote's details (lazy).
    await within(container).findByText('32.8151 USDC')
    expectIsland(textOf(container, '32.8151 USDC')[0]!)
    // A percentage isolates itself left to right (LRI … PDI, as percentForPeople writes it).
    expect(textOf(container, '\u20660.5%\u2069')).not.toHaveLength(0)
  })

  it('the form: the amount fields are typed left to right', async () => {
    document.documentElement.setAttribute('dir', 'rtl')
    renderWidget()
    const pay = await screen.findByRole('textbox', { name: 'Amount to pay in ETH' })
    expect(pay).toHaveAttribute('dir', 'ltr')
    expect(screen.getByRole('textbox', { name: /^Amount to receive/ })).toHaveAttribute('dir', 'ltr')
  })
})

describe('right to left: icons', () => {
  const transformOf = (element: Element) => getComputedStyle(element).transform

  it('the route arrow points the other way under rtl, and back under ltr; the success check does not turn', () => {
    const state = bridgeExecution({ phase: 'success', txHashes: [FILL_TX], status: { status: 'success', inTxHashes: [DEPOSIT_TX], txHashes: [FILL_TX] }, endedAt: 3_000 })
    const { container, rerender } = render(
      <WidgetRoot dir="rtl">
        <ReviewDialog open onOpenChange={() => undefined} quote={bridgeQuote()} slippageBps={50} account={USER} onConfirm={() => undefined} />
        <OutcomeView state={state} onReset={() => undefined} />
      </WidgetRoot>,
    )
    const arrow = () => container.querySelector('.ferry-route__arrow')!
    const check = () => container.querySelector('.ferry-outcome__mark svg')!
    expect(transformOf(arrow())).toBe('scaleX(-1)')
    expect(transformOf(check())).not.toBe('scaleX(-1)')
    rerender(
      <WidgetRoot dir="ltr">
        <ReviewDialog open onOpenChange={() => undefined} quote={bridgeQuote()} slippageBps={50} account={USER} onConfirm={() => undefined} />
        <OutcomeView state={state} onReset={() => undefined} />
      </WidgetRoot>,
    )
    expect(transformOf(arrow())).not.toBe('scaleX(-1)')
  })
})
