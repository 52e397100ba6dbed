import type { Locator, Page } from '@playwright/test'
import { parseEther } from 'viem'
import type { WidgetLabels } from '../src/widget/labels/widgetLabels'
import { expectNoSeriousA11yViolations } from './support/axe'
import { allHoldings } from './support/chain'
import { startedRequests } from './support/devnetHttp'
import { expectDelivered } from './support/expectations'
import { expect, test } from './support/fixtures'
import { saveOutcome } from './support/screenshots'
import { OUTCOME_TIMEOUT_MS } from './support/widget'

const ANVIL_ONE = 31337
const ANVIL_TWO = 31338

/** The widget's words in `locale`: its labels as the widget loads them, compiled from its messages at build time. */
async function labelsOf(locale: string): Promise<WidgetLabels> {
  const file = (await import(`../src/widget/i18n/locales/${locale}.ts`)) as { default: WidgetLabels }
  return file.default
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A picker trigger of `side`, whatever it holds: its words with the token and chain left open. */
function triggerName(labels: WidgetLabels, side: string): RegExp {
  const open = labels.picker.trigger(side, '§symbol§', '§chain§').split(/§symbol§|§chain§/).map(escape).join('.*')
  return new RegExp(`^(${open}|${escape(labels.picker.triggerEmpty(side))})$`)
}

/** Opens the side's picker by its words, then picks the chain and the token (chain names and symbols are not translated). */
async function pick(page: Page, labels: WidgetLabels, { side, title, chain, symbol }: { side: string; title: string; chain: string; symbol: string }) {
  await page.getByRole('main').getByRole('button', { name: triggerName(labels, side) }).click()
  const dialog = page.getByRole('dialog', { name: title })
  await dialog.getByRole('radio', { name: chain }).click()
  await dialog.getByRole('option', { name: new RegExp(`^${symbol}\\b`) }).first().click()
  await expect(dialog).toBeHidden()
}

// Accounts 12 and 13: the batch spec's plain-wallet flows (before this file), which no later spec counts.
// How the pay card writes its USD figure in the locale (Intl's currency pattern, learnt by the built
// package): a German `30,00 $`, an Arabic `30.00 US$`; English would be `$30.00`.
for (const { locale, account, dir, usd } of [
  { locale: 'de', account: 12, dir: 'ltr', usd: /\d,\d\d\u00a0\$/ },
  { locale: 'ar', account: 13, dir: 'rtl', usd: /\d\.\d\d\u00a0US\$/ },
]) {
  test(`a native bridge in ${locale}: 0.01 ETH typed with the locale's decimal mark, reviewed, confirmed and delivered, in its words`, async ({ page, devnet }) => {
    const labels = await labelsOf(locale)
    const user = devnet.accounts[account - 1]!.address
    const before = await allHoldings(devnet, user)
    // The batch spec's flows used these accounts first: this flow's request is the one that is new.
    const earlier = new Set((await startedRequests(devnet, user)).map((request) => request.id))
    await page.goto(`/?account=${account}&locale=${locale}`)
    const widget = page.getByRole('main')
    // The widget's root says its language and direction once the locale's chunk is in.
    await expect(widget.locator(`[lang="${locale}"]`).first()).toHaveAttribute('dir', dir)

    await widget.getByRole('button', { name: labels.button.connectWallet }).click()
    await expect(page.getByRole('region', { name: 'Test wallet' }).getByText('connected', { exact: true })).toBeVisible()
    await pick(page, labels, { side: labels.common.from, title: labels.picker.titleOrigin, chain: 'Anvil One', symbol: 'ETH' })
    await pick(page, labels, { side: labels.common.to, title: labels.picker.titleDestination, chain: 'Anvil Two', symbol: 'ETH' })
    const mark = new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')!.value
    await widget.getByRole('textbox', { name: labels.form.amountInput(true, 'ETH') }).pressSequentially(`0${mark}01`)

    const review = widget.getByRole('button', { name: labels.button.review })
    await expect(review).toBeEnabled({ timeout: 20_000 })
    // Numbers in the locale's own marks, not only its words.
    await expect(widget).toContainText(usd)
    await review.click()
    const dialog = page.getByRole('dialog', { name: labels.review.title })
    await dialog.getByRole('button', { name: labels.review.confirm }).click()
    await expect(page.getByRole('heading', { name: labels.outcome.successTitle })).toBeVisible({ timeout: OUTCOME_TIMEOUT_MS })

    const started = (await startedRequests(devnet, user)).filter((request) => !earlier.has(request.id))
    expect(started, 'requests this flow sent').toHaveLength(1)
    const request = started[0]!
    expect(request.status).toBe('success')
    expect(request.amountIn).toBe(parseEther('0.01'))
    const after = await allHoldings(devnet, user)
    expectDelivered(after.get(ANVIL_TWO)!.native - before.get(ANVIL_TWO)!.native, request, 'ETH received on Anvil Two')
    expect(after.get(ANVIL_ONE)!.sent - before.get(ANVIL_ONE)!.sent, 'transactions sent: the deposit').toBe(1)
    // Nothing of the outcome in English where the locale has its own words.
    await expect(widget).not.toContainText('Transfer complete')
    await saveOutcome(page, `locale-${locale}`)
    await expectNoSeriousA11yViolations(page, `bridge in ${locale}: complete`)
  })
}

// Right to left, "next" is to the left: the tabs read the widget's direction (its DirectionProvider),
// so ArrowLeft goes on and ArrowRight goes back, wrapping at the ends. The picker's chains are a
// column (issue 28), which right to left does not turn: ArrowDown goes to the next chain, below.
test('in Arabic the arrow keys mirror: ArrowLeft goes to the next tab, each to the left of the last; the chain column goes down with ArrowDown', async ({ page }) => {
  const labels = await labelsOf('ar')
  // Nothing is sent: any account will do.
  await page.goto('/?account=13&locale=ar')
  const widget = page.getByRole('main')
  await expect(widget.locator('[lang="ar"]').first()).toHaveAttribute('dir', 'rtl')
  const left = async (locator: Locator) => (await locator.boundingBox())!.x

  const tabs = widget.getByRole('tablist', { name: labels.form.modesLabel }).getByRole('tab')
  const { modes, historyTab } = labels.form
  const names = [modes.bridge, modes['venue-deposit'], modes['venue-withdraw'], historyTab]
  for (const [index, name] of names.entries()) await expect(tabs.nth(index)).toHaveAccessibleName(name)
  await tabs.first().focus()
  // Radix moves roving focus in a timeout after the keydown: each step waits for focus and choice.
  async function pressTab(key: 'ArrowLeft' | 'ArrowRight', expected: number) {
    await page.keyboard.press(key)
    await expect(tabs.nth(expected), `${key} chooses ${names[expected]}`).toBeFocused()
    await expect(tabs.nth(expected)).toHaveAttribute('aria-selected', 'true')
  }
  for (const expected of [1, 2, 3]) {
    const before = await left(tabs.nth(expected - 1))
    await pressTab('ArrowLeft', expected)
    expect(await left(tabs.nth(expected)), 'the next tab is to the left').toBeLessThan(before)
  }
  await pressTab('ArrowLeft', 0)
  await pressTab('ArrowRight', 3)
  await pressTab('ArrowLeft', 0)
  await expect(widget.getByRole('tabpanel', { name: modes.bridge })).toBeVisible()

  await widget.getByRole('button', { name: triggerName(labels, labels.common.from) }).click()
  const dialog = page.getByRole('dialog', { name: labels.picker.titleOrigin })
  const chains = dialog.getByRole('radio')
  const count = await chains.count()
  expect(count, 'chains offered').toBeGreaterThan(2)
  const top = async (locator: Locator) => (await locator.boundingBox())!.y
  const pressChain = async (key: 'ArrowDown' | 'ArrowUp', expected: number) => {
    await page.keyboard.press(key)
    await expect(chains.nth(expected), `${key} moves to chain ${expected}`).toBeFocused()
  }
  await chains.first().focus()
  for (let expected = 1; expected < count; expected++) {
    await pressChain('ArrowDown', expected)
    expect(await top(chains.nth(expected)), 'the next chain is below').toBeGreaterThan(await top(chains.nth(expected - 1)))
  }
  await pressChain('ArrowUp', count - 2)
})
