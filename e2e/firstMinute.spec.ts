import type { Locator, Page } from '@playwright/test'
import { parseEther } from 'viem'
import { PLACEHOLDER_USER } from '../src/core/index'
import { expectNoSeriousA11yViolations } from './support/axe'
import { allHoldings } from './support/chain'
import { startedRequests } from './support/devnetHttp'
import { expectDelivered } from './support/expectations'
import { expect, test } from './support/fixtures'
import { HostPage, tabTo } from './support/widget'

const ANVIL_ONE = 31337
const ANVIL_TWO = 31338

/** The users of the quote requests the page sends from now on. */
function recordQuoteUsers(page: Page): string[] {
  const users: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/quote')) users.push(String((request.postDataJSON() as { user?: unknown }).user))
  })
  return users
}

const isPlaceholder = (user: string) => user.toLowerCase() === PLACEHOLDER_USER.toLowerCase()
const focused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement)

test('a quote with no wallet connected, then connect, review and complete', async ({ page, devnet }) => {
  // Dev account 6 also runs another flow in a whole run: count this flow's own requests and transactions.
  const user = devnet.accounts[5]!.address
  const before = await allHoldings(devnet, user)
  const startedBefore = (await startedRequests(devnet, user)).length
  const users = recordQuoteUsers(page)

  const host = await HostPage.open(page, { account: 6 })
  await expect(host.wallet.getByText('not connected', { exact: true })).toBeVisible()
  await host.pick('From', 'Anvil One', 'ETH')
  await host.pick('To', 'Anvil Two', 'ETH')
  const quoted = page.waitForResponse((response) => response.url().endsWith('/quote') && response.ok() && isPlaceholder(String((response.request().postDataJSON() as { user?: unknown }).user)))
  await host.amountInput('ETH').fill('0.01')
  await quoted

  // The price shows before the wallet: the amount received, both USD values, the quote line; the button asks to connect.
  await expect(host.receiveInput('ETH')).toHaveValue(/^0\.00\d+$/)
  for (const card of ['You pay', 'You receive']) await expect(host.widget.getByRole('region', { name: card }).getByText(/^\$\d/)).toBeVisible()
  await expect(host.quoteDetails).toBeVisible()
  await expect(host.mainButton).toHaveText('Connect wallet')
  await expectNoSeriousA11yViolations(page, 'first minute: a quote before connect')

  await host.connect()
  const dialog = await host.review()
  expect(users.filter(isPlaceholder).length, 'quotes for the placeholder, before connect').toBeGreaterThanOrEqual(1)
  expect(users.at(-1), 'the quote reviewed is for the account').toBe(user)
  await expect(dialog).toBeVisible()
  await host.confirm()
  await host.expectOutcome('Transfer complete')

  const started = await startedRequests(devnet, user)
  expect(started, 'requests executed for the account: this one').toHaveLength(startedBefore + 1)
  const request = started.at(-1)!
  expect(request).toMatchObject({ status: 'success', amountIn: parseEther('0.01') })
  const after = await allHoldings(devnet, user)
  expect(after.get(ANVIL_ONE)!.sent - before.get(ANVIL_ONE)!.sent, 'transactions sent on Anvil One: the deposit').toBe(1)
  expectDelivered(after.get(ANVIL_TWO)!.native - before.get(ANVIL_TWO)!.native, request, 'ETH received on Anvil Two')
})

/** Tabs to "Connect wallet" and presses Enter, as a keyboard user connects. */
async function connectWithKeyboard(page: Page, host: HostPage) {
  await tabTo(page, host.widget.getByRole('button', { name: 'Connect wallet' }))
  await page.keyboard.press('Enter')
  await expect(host.wallet.getByText('connected', { exact: true })).toBeVisible()
}

test('focus after connecting with no amount yet: the amount field', async ({ page }) => {
  const host = await HostPage.open(page, { account: 4 })
  await connectWithKeyboard(page, host)
  await expect(host.amountInput('ETH')).toBeFocused()
})

test('focus after connecting with an amount: the main button keeps it while the account is quoted, and it turns to Review', async ({ page }) => {
  const host = await HostPage.open(page, { account: 4 })
  await host.amountInput('ETH').fill('0.01')
  await expect(host.mainButton).toHaveText('Connect wallet')
  await connectWithKeyboard(page, host)
  const review = host.widget.getByRole('button', { name: 'Review' })
  await expect(review).toBeEnabled({ timeout: 20_000 })
  expect(await focused(review), 'the main button has the focus after connecting').toBe(true)
})

test('focus after Escape on the review returns to the main button that opened it', async ({ page }) => {
  const host = await HostPage.open(page, { account: 4 })
  await host.connect()
  await host.amountInput('ETH').fill('0.01')
  const review = host.widget.getByRole('button', { name: 'Review' })
  await expect(review).toBeEnabled({ timeout: 20_000 })
  await tabTo(page, review)
  await page.keyboard.press('Enter')
  await expect(host.reviewDialog).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(host.reviewDialog).toBeHidden()
  await expect(review).toBeFocused()
})

test('keyboard-only through the chain column: ArrowDown and ArrowUp move one chain, Home and End reach the ends, whichever chain is preselected', async ({ page }) => {
  const host = await HostPage.open(page, { account: 4 })
  await host.widget.getByRole('button', { name: /^From: / }).click()
  const dialog = page.getByRole('dialog', { name: 'Select the token to send' })
  await expect(dialog).toBeVisible()
  const radios = dialog.getByRole('radio')
  const count = await radios.count()
  expect(count, 'chains offered').toBeGreaterThan(1)
  const focusedChip = () => radios.evaluateAll((elements) => elements.findIndex((element) => element === document.activeElement))
  await tabTo(page, dialog.getByRole('radio', { checked: true }), { backwards: true })
  const start = await focusedChip()

  // Radix moves roving focus in a timeout after the keydown: wait for each move before the next press.
  async function press(key: 'ArrowDown' | 'ArrowUp' | 'Home' | 'End', expected: number) {
    await page.keyboard.press(key)
    await expect.poll(focusedChip, { message: `${key} moves focus to chain ${expected}` }).toBe(expected)
  }
  // Down to the last, then up to the first, one chain a press; the ends hold (a column does not wrap).
  for (let index = start + 1; index < count; index++) await press('ArrowDown', index)
  await press('ArrowDown', count - 1)
  for (let index = count - 2; index >= 0; index--) await press('ArrowUp', index)
  await press('ArrowUp', 0)
  await press('End', count - 1)
  await press('Home', 0)
  await page.keyboard.press('Space')
  await expect(radios.first()).toBeChecked()
})
