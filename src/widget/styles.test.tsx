// @vitest-environment jsdom
import { FerryError } from '../core/index'
import '@testing-library/jest-dom/vitest'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { WidgetRoot } from './layout/WidgetRoot'
import { OutcomeView } from './outcome/OutcomeView'
import { ProgressView } from './progress/ProgressView'
import { QuoteSummary } from './quote/QuoteSummary'
import { bridgeExecution, bridgeQuote, withRecords } from './test/quotes'
import { withShippedStylesheet } from './test/shippedStylesheet'

// The stylesheet as the package ships it (styles.css with its imports inlined, as the build does),
// on rendered parts: what a user sees of them. jsdom applies the rules but no media query, so the
// reduced-motion rules are read from the sheet itself (see `animationOf`).
const style = withShippedStylesheet()
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

/** Out of sight, still in the accessible text: a one-pixel box that hides what overflows it. */
function outOfSight(element: Element): boolean {
  const { position, width, height, overflow } = getComputedStyle(element)
  return position === 'absolute' && width === '1px' && height === '1px' && overflow === 'hidden'
}

/**
 * The `animation` the sheet gives `element` (its `::after` with `pseudo`), with or without the
 * reduced-motion preference: the last rule that matches and sets one (the rules involved are one
 * class each, so the last one wins).
 */
function animationOf(element: Element, { reducedMotion, pseudo = '' }: { reducedMotion: boolean; pseudo?: string }): string {
  let found = ''
  const visit = (rules: CSSRuleList) => {
    for (const rule of rules) {
      if (rule instanceof CSSMediaRule) {
        if (reducedMotion && rule.media.mediaText.includes('prefers-reduced-motion: reduce')) visit(rule.cssRules)
      } else if (rule instanceof CSSStyleRule && rule.style.getPropertyValue('animation')) {
        const selectors = rule.selectorText.split(',').map((selector) => selector.trim())
        const matching = selectors.filter((selector) => (pseudo ? selector.endsWith(pseudo) : !selector.includes('::')))
        if (matching.some((selector) => element.matches(selector.slice(0, selector.length - pseudo.length)))) found = rule.style.getPropertyValue('animation')
      }
    }
  }
  visit(style.sheet!.cssRules)
  return found
}

describe('the shipped stylesheet', () => {
  it("names each side of a run's route for assistive technology, without showing the word", () => {
    render(
      <WidgetRoot>
        <ProgressView state={bridgeExecution()} />
      </WidgetRoot>,
    )
    const region = screen.getByRole('region', { name: 'Transfer in progress' })
    expect(region).toHaveTextContent('From 0.01 ETH')
    expect(outOfSight(within(region).getByText('From'))).toBe(true)
    expect(outOfSight(within(region).getByText('To'))).toBe(true)
    expect(outOfSight(within(region).getByText('0.01 ETH'))).toBe(false)
  })

  it("keeps the quote's breakdown out of sight until its line opens it, and marks an outdated quote with a dashed outline, not a fade", () => {
    const { rerender } = render(<QuoteSummary quote={bridgeQuote()} isCurrent isFetching={false} slippageBps={50} />)
    const line = screen.getByRole('button', { name: /^Quote details/ })
    const breakdown = document.getElementById(line.getAttribute('aria-controls')!)!
    expect(getComputedStyle(breakdown).display).toBe('none')
    fireEvent.click(line)
    expect(getComputedStyle(breakdown).display).toBe('grid')
    expect(getComputedStyle(line).borderStyle).not.toBe('dashed')
    rerender(
      <div className="ferry-widget">
        <QuoteSummary quote={bridgeQuote()} isCurrent={false} isFetching slippageBps={50} />
      </div>,
    )
    const stale = getComputedStyle(screen.getByRole('button', { name: /^Quote details/ }))
    expect(stale.borderStyle).toBe('dashed')
    // Its small text keeps its contrast.
    expect(stale.opacity).toBe('1')
  })

  it('shows no empty box under an outcome with no side to show', () => {
    const declined = { phase: 'error' as const, inTxHashes: [], txHashes: [], error: new FerryError('USER_REJECTED', 'Rejected.'), endedAt: 5 }
    const { container } = render(<OutcomeView state={declined} onReset={() => undefined} />)
    expect(screen.getByRole('alert')).toHaveTextContent('You declined in your wallet')
    expect(getComputedStyle(container.querySelector('dl')!).display).toBe('none')
  })

  it('holds every spinner still for a user who prefers reduced motion: the quote refreshing, the current step', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }))
    render(
      <>
        <QuoteSummary quote={bridgeQuote()} isCurrent isFetching slippageBps={50} />
        <ProgressView state={bridgeExecution({ phase: 'awaiting-wallet', inTxHashes: [], quote: withRecords(bridgeQuote(), [{ status: 'waiting-for-wallet' }]) })} />
      </>,
    )
    const refreshing = screen.getByRole('button', { name: /^Quote details/ }).querySelector('[aria-hidden="true"]:not(svg)')!
    const current = screen.getByRole('listitem', { current: 'step' }).firstElementChild!
    expect(animationOf(refreshing, { reducedMotion: false })).toMatch(/^ferry-spin /)
    expect(animationOf(refreshing, { reducedMotion: true })).toBe('none')
    expect(animationOf(current, { reducedMotion: false, pseudo: '::after' })).toMatch(/^ferry-spin /)
    expect(animationOf(current, { reducedMotion: true, pseudo: '::after' })).toBe('none')
  })

  it("leaves the host page's own elements as the host styled them", () => {
    const host = document.createElement('div')
    host.innerHTML = `
      <h3 class="title">Checkout</h3>
      <button class="button main-button">Pay</button>
      <a class="link" href="#">Terms</a>
      <p class="alert warning">Note</p>
      <dl class="row"><dt>Total</dt><dd class="number">12</dd></dl>
      <ol class="timeline"><li>One</li></ol>
      <span class="spinner"></span>
      <input class="input">`
    document.body.append(host)
    const properties = ['display', 'position', 'margin', 'padding', 'color', 'background-color', 'font-size', 'font-weight', 'border', 'animation', 'white-space', 'overflow']
    const looks = () => [...host.querySelectorAll('*')].map((element) => properties.map((property) => getComputedStyle(element).getPropertyValue(property)))
    style.remove()
    const unstyled = looks()
    document.head.append(style)
    expect(looks()).toEqual(unstyled)
    host.remove()
  })
})
