import type { Page } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './support/axe'
import { expect, test } from './support/fixtures'
import { saveOutcome } from './support/screenshots'
import { HostPage } from './support/widget'

// Quotes only, no transfer: these flows move no funds, so dev account 4 is shared safely.

/** The bodies of the quote requests the page sends from now on. */
function recordQuotes(page: Page): Array<Record<string, unknown>> {
  const bodies: Array<Record<string, unknown>> = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/quote')) bodies.push(request.postDataJSON() as Record<string, unknown>)
  })
  return bodies
}

test('typing into the receive card asks for that exact amount out; the pay card shows what it costs, and the details the maximum sent', async ({ page }) => {
  const quotes = recordQuotes(page)
  const host = await HostPage.open(page, { account: 4 })
  await host.connect()
  await host.pick('To', 'Anvil Two', 'USDC')
  await host.receiveInput('USDC').fill('30')
  await expect(host.widget.getByRole('button', { name: 'Review' })).toBeEnabled({ timeout: 20_000 })
  expect(quotes.at(-1)).toMatchObject({ tradeType: 'EXACT_OUTPUT', amount: '30000000', destinationChainId: 31338 })
  // What 30 USDC costs, in ETH, quoted into the pay card.
  await expect(host.amountInput('ETH')).toHaveValue(/^0\.0\d+$/)

  const details = host.quoteDetails
  await expect(details).toHaveAttribute('aria-expanded', 'false')
  await details.click()
  const quoteArea = host.widget.getByRole('region', { name: 'Quote' })
  await expect(quoteArea.getByText('Maximum sent')).toBeVisible()
  await expect(quoteArea.getByText('Minimum received')).toHaveCount(0)
  await expectNoSeriousA11yViolations(page, 'form: exact output, details open')
})

test('the flip moves the typed amount to the other card with its token, and asks for it exactly', async ({ page }) => {
  const quotes = recordQuotes(page)
  const host = await HostPage.open(page, { account: 4 })
  await host.connect()
  await host.pick('To', 'Anvil Two', 'USDC')
  await host.amountInput('ETH').fill('0.01')
  await expect(host.widget.getByRole('button', { name: 'Review' })).toBeEnabled({ timeout: 20_000 })
  await expect(host.receiveInput('USDC')).not.toHaveValue('')

  await host.widget.getByRole('button', { name: 'Switch direction' }).click()
  await expect(host.widget.getByRole('button', { name: 'From: USDC on Anvil Two' })).toBeVisible()
  await expect(host.widget.getByRole('button', { name: 'To: ETH on Anvil One' })).toBeVisible()
  await expect(host.receiveInput('ETH')).toHaveValue('0.01')
  // The origin is now on Anvil Two: the wallet is asked to move there, and the quote comes all the same.
  await expect(host.mainButton).toHaveText('Switch to Anvil Two')
  await expect.poll(() => quotes.at(-1), { timeout: 20_000 }).toMatchObject({ tradeType: 'EXACT_OUTPUT', amount: '10000000000000000', originChainId: 31338, destinationChainId: 31337 })
  // What 0.01 ETH costs in USDC, quoted into the pay card (about 30 at the devnet's prices).
  await expect(host.amountInput('USDC')).toHaveValue(/^[23]\d(\.\d+)?$/, { timeout: 20_000 })
})

test('"Send to another address" shows the recipient on the form, its error beside it; closing it sends to the account again', async ({ page }) => {
  const quotes = recordQuotes(page)
  const host = await HostPage.open(page, { account: 4 })
  await host.connect()
  await host.amountInput('ETH').fill('0.01')
  await expect(host.widget.getByRole('button', { name: 'Review' })).toBeEnabled({ timeout: 20_000 })

  const toggle = host.widget.getByRole('button', { name: 'Send to another address' })
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  const recipient = host.widget.getByRole('textbox', { name: 'Recipient address' })
  await expect(recipient).toBeFocused()
  await recipient.fill('0x1234')
  await expect(recipient).toHaveAttribute('aria-invalid', 'true')
  await expect(recipient).toHaveAccessibleDescription('Not a valid address: it has 4 characters after 0x, not 40.')
  await expect(host.mainButton).toHaveText('Check the recipient')
  // The quote line agrees with the button: the outdated quote gives way to the problem.
  await expect(host.widget.getByRole('region', { name: 'Quote' }).getByText('Check the recipient')).toBeVisible()
  await expectNoSeriousA11yViolations(page, 'form: recipient invalid')

  const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
  await recipient.fill(other)
  await expect(host.widget.getByRole('status').filter({ hasText: 'not your connected account' })).toBeVisible()
  await expect(host.widget.getByRole('button', { name: 'Review' })).toBeEnabled({ timeout: 20_000 })
  expect(String(quotes.at(-1)?.recipient).toLowerCase()).toBe(other.toLowerCase())

  const asked = quotes.length
  await toggle.click()
  await expect(recipient).toBeHidden()
  await expect(host.widget.getByRole('button', { name: 'Review' })).toBeEnabled({ timeout: 20_000 })
  // Back on the account: any request from here on names no recipient (the first quote may be reused).
  expect(quotes.slice(asked).filter((quote) => quote.recipient !== undefined)).toEqual([])
})

/** A route handler's gate: requests wait on `wait` until `open()`. */
function held(): { wait: Promise<void>; open(): void } {
  let open = () => {}
  const wait = new Promise<void>((resolve) => (open = resolve))
  return { wait, open }
}

/** The widget's height in CSS pixels. */
const widgetHeight = (page: Page) => page.locator('.ferry-widget').evaluate((element) => Math.round(element.getBoundingClientRect().height))

for (const width of [1280, 360]) {
  test(`at ${width} px the widget keeps its height from catalog-loading to empty to quoting to quoted; the receive card never shows "0" while quoting; the details open under the line`, async ({ page, devnet }) => {
    await page.setViewportSize({ width, height: 900 })
    // The catalog held: the outline stands where the form will.
    const catalog = held()
    await page.route(`${devnet.serviceUrl}/chains`, async (route) => {
      await catalog.wait
      await route.continue().catch(() => undefined)
    })
    await page.goto('/?account=4')
    await expect(page.getByRole('main').getByRole('button', { name: 'Loading chains and tokens…' })).toBeDisabled()
    const loading = await widgetHeight(page)
    await saveOutcome(page, `form-${width}-catalog-loading`)
    catalog.open()
    const host = new HostPage(page)
    await expect(host.mainButton).toBeVisible()
    await page.unroute(`${devnet.serviceUrl}/chains`)
    await host.connect()
    const empty = await widgetHeight(page)
    await saveOutcome(page, `form-${width}-empty`)

    // The quote held: the receive card shows a skeleton, never a bare "0", and its USD line keeps its place.
    const quote = held()
    const quoteRoute = (url: URL) => url.origin === new URL(devnet.serviceUrl).origin && url.pathname.endsWith('/quote')
    await page.route(quoteRoute, async (route) => {
      await quote.wait
      await route.continue().catch(() => undefined)
    })
    await host.amountInput('ETH').fill('0.01')
    await expect(host.mainButton).toHaveText(/^Getting a quote/)
    const receive = host.receiveInput('ETH')
    await expect(receive).toHaveValue('')
    await expect(receive).not.toHaveAttribute('placeholder', '0')
    await expect(host.widget.locator('.ferry-card__skeleton')).toBeVisible()
    const quoting = await widgetHeight(page)
    await saveOutcome(page, `form-${width}-quoting`)
    quote.open()
    await page.unroute(quoteRoute)
    await expect(host.widget.getByRole('button', { name: 'Review' })).toBeEnabled({ timeout: 20_000 })
    await expect(receive).toHaveValue(/^0\.\d+$/)
    await expect(host.widget.locator('.ferry-card__skeleton')).toHaveCount(0)
    const quoted = await widgetHeight(page)
    await saveOutcome(page, `form-${width}-quote`)
    test.info().annotations.push({ type: 'height', description: `${width} px: catalog-loading ${loading}, empty ${empty}, quoting ${quoting}, quote ${quoted}` })
    expect(loading).toBe(empty)
    expect(quoting).toBe(empty)
    await expect(host.quoteDetails).toHaveAttribute('aria-expanded', 'false')
    await expect(host.widget.getByText('Minimum received')).toBeHidden()
    await host.quoteDetails.click()
    await expect(host.widget.getByText('Minimum received')).toBeVisible()
    const expanded = await widgetHeight(page)
    await saveOutcome(page, `form-${width}-expanded`)
    test.info().annotations.push({ type: 'height', description: `${width} px: expanded ${expanded}` })
    expect(quoted).toBe(empty)
    expect(expanded).toBeGreaterThan(quoted)

    // Every control stays on screen and reachable; the tabs share one row.
    const tabs = await host.widget.getByRole('tab').evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().top)))
    expect(new Set(tabs).size).toBe(1)
    await page.locator('.ferry-widget').evaluate((element) => element.setAttribute('data-ferry-theme', 'dark'))
    // Colours ease in over 0.15 s.
    await page.waitForTimeout(400)
    await saveOutcome(page, `form-${width}-expanded-dark`)
    await host.widget.getByRole('button', { name: /^From: / }).click()
    await expect(page.getByRole('dialog', { name: 'Select the token to send' }).getByRole('option').first()).toBeVisible()
    await saveOutcome(page, `form-${width}-picker-dark`)
  })
}
