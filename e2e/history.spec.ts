import type { Locator } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './support/axe'
import { setFaults, startedRequests } from './support/devnetHttp'
import { expect, test } from './support/fixtures'
import { saveOutcome } from './support/screenshots'
import { devnetExplorerTx, HostPage, OUTCOME_TIMEOUT_MS } from './support/widget'

const ANVIL_ONE = 31337
const ANVIL_TWO = 31338

/** The value of a fact of the transfer's details, by its term. */
const fact = (detail: Locator, term: string) => detail.locator('.ferry-row').filter({ has: detail.page().locator('dt', { hasText: new RegExp(`^${term}$`) }) }).locator('dd')

test('a finished bridge\'s History detail shows its request id, amounts, duration and labelled links', async ({ page, devnet }) => {
  const user = devnet.accounts[5]!.address
  const earlier = new Set((await startedRequests(devnet, user)).map((request) => request.id))
  const host = await HostPage.open(page, { account: 6 })
  await host.reviewNativeBridge()
  await host.confirm()
  await host.expectOutcome('Transfer complete')
  const [request] = (await startedRequests(devnet, user)).filter((known) => !earlier.has(known.id))
  expect(request, 'the request this flow started').toBeDefined()

  await host.widget.getByRole('button', { name: 'New transfer' }).click()
  await host.widget.getByRole('tab', { name: 'History' }).click()
  // The row is a button that opens its details.
  await host.historyRow('0.01 ETH on Anvil One to ').getByRole('button', { name: /^0\.01 ETH on Anvil One to / }).click()
  const detail = host.widget.getByRole('region', { name: 'Transfer details' })
  await expect(detail.getByRole('heading', { name: 'Transfer details' })).toBeFocused()
  await expect(detail.getByText('Complete', { exact: true })).toBeVisible()

  // What a support desk asks for: the request id, whole, with its copy button.
  await expect(fact(detail, 'Request ID')).toContainText(request!.id)
  await expect(detail.getByRole('button', { name: 'Copy request ID' })).toBeVisible()
  await expect(fact(detail, 'Sent')).toHaveText('0.01 ETH')
  await expect(fact(detail, 'Received')).toHaveText(/^0\.0\d+ ETH$/)
  await expect(fact(detail, 'Network fee')).toBeVisible()
  await expect(fact(detail, 'Duration')).toHaveText(/^\d+:\d\d$/)
  await expect(fact(detail, 'Started')).not.toBeEmpty()
  // Every transaction, named by what it did, on its chain's explorer.
  await expect(detail.getByRole('link', { name: 'Deposit on explorer' })).toHaveAttribute('href', devnetExplorerTx(devnet.serviceUrl, ANVIL_ONE, request!.inTxHashes[0]!))
  await expect(detail.getByRole('link', { name: 'Destination on explorer' })).toHaveAttribute('href', devnetExplorerTx(devnet.serviceUrl, ANVIL_TWO, request!.txHashes[0]!))
  // The status timeline, every entry done.
  const timeline = detail.locator('.ferry-timeline__entry')
  await expect(timeline.last()).toContainText(/^Receive .+ on Anvil Two/)
  await expect(detail.locator('.ferry-timeline__entry--done')).toHaveCount(await timeline.count())
  // The ETH logo, as the form and the picker show it, not its initial.
  await expect(detail.locator('.ferry-route__side').first().locator('img').first()).toBeVisible()
  await saveOutcome(page, 'history-detail')
  await expectNoSeriousA11yViolations(page, 'history: a finished bridge\'s details')

  await detail.getByRole('button', { name: 'Back' }).click()
  await expect(host.historyRow('0.01 ETH on Anvil One to ').getByRole('button', { name: /^0\.01 ETH on Anvil One to / })).toBeFocused()
})

test('a running transfer followed in History reopens into its live progress, and the History button counts it', async ({ page, devnet }) => {
  // A deposit, a held fill and two axe passes: more than the default minute on a loaded machine.
  test.slow()
  // The fill waits for the test: the transfer runs on in the background while History shows it.
  await setFaults(devnet, { holdFills: true })
  const host = await HostPage.open(page, { account: 7 })
  await host.reviewNativeBridge()
  await host.confirm()
  await host.widget.getByRole('button', { name: 'Follow in History' }).click()

  const historyTab = host.widget.getByRole('tab', { name: 'History, 1 running', exact: true })
  await expect(historyTab).toHaveAttribute('aria-selected', 'true')
  await expect(historyTab.locator('.ferry-tabs__badge')).toHaveText('1')
  // On the form, the badge still says a transfer runs.
  await host.selectMode('Bridge')
  await expect(historyTab).toBeVisible()
  await saveOutcome(page, 'history-running-badge')
  await historyTab.click()

  await host.historyRow('0.01 ETH on Anvil One to ').getByRole('button', { name: /^0\.01 ETH on Anvil One to / }).click()
  const detail = host.widget.getByRole('region', { name: 'Transfer details' })
  const progress = detail.getByRole('region', { name: 'Transfer in progress' })
  await expect(progress).toBeVisible()
  await expect(progress.getByRole('timer')).toBeVisible()
  await expect(progress.locator('[aria-current="step"]')).toContainText(/^Receive .+ on Anvil Two/)
  await expectNoSeriousA11yViolations(page, 'history: a running transfer\'s live progress')

  await setFaults(devnet, { holdFills: false })
  await expect(detail.getByText('Complete', { exact: true })).toBeVisible({ timeout: OUTCOME_TIMEOUT_MS })
  await expect(progress).toHaveCount(0)
  await expect(fact(detail, 'Duration')).toHaveText(/^\d+:\d\d$/)
  await expect(detail.getByRole('link', { name: 'Destination on explorer' })).toBeVisible()
  await expect(host.widget.getByRole('tab', { name: 'History', exact: true })).toBeVisible()
  await expect(host.widget.locator('.ferry-tabs__badge')).toHaveCount(0)
})
