import type { Page } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './support/axe'
import { setFaults } from './support/devnetHttp'
import { expect, test } from './support/fixtures'
import { HostPage, OUTCOME_TIMEOUT_MS, tabTo } from './support/widget'

declare global {
  interface Window {
    /** Each text the widget's live regions (`role="status"`) held, in order, as the page changed them. */
    __ferryAnnounced?: string[]
  }
}

/** Where the focus is: inside the widget (the host's `<main>`, the review portalled into it), and never the page's `<body>`. */
function focusPlace(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement
    if (active === null || active === document.body) return 'body'
    const where = document.querySelector('main')?.contains(active) ? 'widget' : 'page'
    return `${where}: <${active.tagName.toLowerCase()}> ${(active.textContent ?? '').trim().slice(0, 40) || (active.getAttribute('aria-label') ?? '')}`
  })
}

async function expectFocusInWidget(page: Page, stage: string): Promise<void> {
  const place = await focusPlace(page)
  expect(place, `${stage}: the focus is in the widget, not on <body> nor the host page`).toMatch(/^widget: /)
}

/**
 * Records what the widget's polite live regions say, as a screen reader hears it: a region's text
 * each time the page changes it (a text left as it was is not recorded, as it is not announced again).
 */
async function recordAnnouncements(page: Page): Promise<void> {
  await page.evaluate(() => {
    const said: string[] = (window.__ferryAnnounced = [])
    const main = document.querySelector('main')!
    const regions = new Map<Element, string>()
    const read = () => {
      for (const region of main.querySelectorAll('[role="status"]')) {
        const text = (region.textContent ?? '').trim()
        if (regions.get(region) === text) continue
        regions.set(region, text)
        if (text) said.push(text)
      }
    }
    new MutationObserver(read).observe(main, { subtree: true, childList: true, characterData: true })
    read()
  })
}

const announced = (page: Page) => page.evaluate(() => window.__ferryAnnounced ?? [])

// A held fill is let go even when a step fails, or the devnet waits on it as it stops.
test.afterEach(({ devnet }) => setFaults(devnet, { holdFills: false }))

test('a whole bridge by keyboard: focus is never on <body>', async ({ page, devnet }) => {
  // A whole run with three axe scans of the page: more than the default minute on a loaded machine.
  test.slow()
  const host = await HostPage.open(page, { account: 1 })
  const keyboard = page.keyboard

  await tabTo(page, host.widget.getByRole('button', { name: 'Connect wallet' }))
  await keyboard.press('Enter')
  await expect(host.wallet.getByText('connected', { exact: true })).toBeVisible()

  // The form's own choices: connected with no amount, the amount field is the next thing to fill.
  const amount = host.amountInput('ETH')
  await expect(amount).toBeFocused()
  await keyboard.type('0.01')
  const review = host.widget.getByRole('button', { name: 'Review' })
  await expect(review).toBeEnabled({ timeout: 20_000 })
  await tabTo(page, review)
  await keyboard.press('Enter')
  await expect(host.reviewDialog).toBeVisible()
  await expectFocusInWidget(page, 'review open')
  await expectNoSeriousA11yViolations(page, 'keyboard: review open')

  // The fill waits for the test: the run stays in progress while the focus is looked at.
  await setFaults(devnet, { holdFills: true })
  await recordAnnouncements(page)
  await tabTo(page, host.reviewDialog.getByRole('button', { name: 'Confirm' }))
  await keyboard.press('Enter')

  // After Confirm, the review gone: the progress heading has the focus.
  await expect(host.widget.getByRole('heading', { name: 'Transfer in progress' })).toBeFocused()
  await expectFocusInWidget(page, 'after Confirm')

  // During the run, held at the destination: the focus stays, and the next Tab stays in the widget.
  await expect(host.widget.getByRole('status').filter({ hasText: 'Sending ETH on Anvil Two' })).toBeVisible({ timeout: 20_000 })
  await expect(host.widget.getByRole('heading', { name: 'Transfer in progress' })).toBeFocused()
  await expectNoSeriousA11yViolations(page, 'keyboard: during progress')
  await keyboard.press('Tab')
  await expectFocusInWidget(page, 'a Tab during progress')

  // The fill goes: at the outcome, its heading has the focus.
  await setFaults(devnet, { holdFills: false })
  await expect(host.widget.getByRole('heading', { name: 'Transfer complete' })).toBeFocused({ timeout: OUTCOME_TIMEOUT_MS })
  await expectFocusInWidget(page, 'at the outcome')
  await expectNoSeriousA11yViolations(page, 'keyboard: outcome')

  // The live regions told each step once, as it came: the wallet, the destination, the end.
  const said = await announced(page)
  expect(said, 'a step is not announced twice in a row').toEqual(said.filter((text, n) => text !== said[n - 1]))
  expect(said).toContain('Sending ETH on Anvil Two')
  expect(said.some((text) => text.startsWith('Transfer complete')), `the end is announced among ${said.join(' | ')}`).toBe(true)
  expect(said.indexOf('Sending ETH on Anvil Two'), 'in the order they came').toBeLessThan(said.findIndex((text) => text.startsWith('Transfer complete')))

  // "New transfer": back on the form, in the amount field.
  await tabTo(page, host.widget.getByRole('button', { name: 'New transfer' }))
  await keyboard.press('Enter')
  await expect(amount).toBeFocused()
  await expectFocusInWidget(page, 'after New transfer')
})
