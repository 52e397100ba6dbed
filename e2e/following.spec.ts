import { parseEther } from 'viem'
import { expectNoSeriousA11yViolations } from './support/axe'
import { allHoldings } from './support/chain'
import { setFaults, startedRequests } from './support/devnetHttp'
import { expectOneNativeDeposit } from './support/expectations'
import { expect, test } from './support/fixtures'
import { saveOutcome } from './support/screenshots'
import { devnetExplorerTx, HostPage, OUTCOME_TIMEOUT_MS } from './support/widget'

const ANVIL_ONE = 31337
const ANVIL_TWO = 31338

test('once the deposit is sent there is no Cancel or Try again: "Follow in History" hands the transfer to History, which follows it to complete; one deposit on chain', async ({ page, devnet }) => {
  // Dev account 3 bridges in another flow too: count only what this flow starts.
  const user = devnet.accounts[2]!.address
  const earlier = new Set((await startedRequests(devnet, user)).map((request) => request.id))
  const before = await allHoldings(devnet, user)
  // The fill waits for the test: the request is still open while the widget hands it to History.
  await setFaults(devnet, { holdFills: true })

  const host = await HostPage.open(page, { account: 3 })
  await host.reviewNativeBridge()
  await host.confirm()

  // The deposit is out: nothing can call it back, so the only control stops waiting here.
  const follow = host.widget.getByRole('button', { name: 'Follow in History' })
  await expect(follow).toBeVisible({ timeout: 15_000 })
  await expect(host.widget.getByRole('button', { name: 'Cancel' })).toHaveCount(0)
  await expect(host.widget.getByRole('button', { name: 'Try again' })).toHaveCount(0)
  await saveOutcome(page, 'paid-follow-in-history')
  await follow.click()

  const historyTab = host.widget.getByRole('tab', { name: 'History' })
  await expect(historyTab).toHaveAttribute('aria-selected', 'true')
  const row = host.historyRow('0.01 ETH on Anvil One to ')
  await expect(row).toBeVisible()
  await setFaults(devnet, { holdFills: false })
  await expect(row.getByText('Complete', { exact: true })).toBeVisible({ timeout: OUTCOME_TIMEOUT_MS })
  await expect(host.widget.getByText(/cancelled|failed/i)).toHaveCount(0)

  const started = (await startedRequests(devnet, user)).filter((request) => !earlier.has(request.id))
  expect(started, 'requests this flow started').toHaveLength(1)
  const request = started[0]!
  // The row's transactions are named by what they did and open the explorer.
  await expect(row.getByRole('link', { name: 'Deposit on explorer' })).toHaveAttribute('href', devnetExplorerTx(devnet.serviceUrl, ANVIL_ONE, request.inTxHashes[0]!))
  await expect(row.getByRole('link', { name: 'Destination on explorer' })).toHaveAttribute('href', devnetExplorerTx(devnet.serviceUrl, ANVIL_TWO, request.txHashes[0]!))
  expect(request.status).toBe('success')
  expect(request.inTxHashes, 'deposits the service indexed').toHaveLength(1)
  const after = await allHoldings(devnet, user)
  expectOneNativeDeposit({ before, after, request, amount: parseEther('0.01'), origin: ANVIL_ONE, destination: ANVIL_TWO })

  // The host heard the truth: the transfer succeeded, and nothing said it failed.
  const events = (await page.evaluate(() => window.__ferryHostEvents ?? [])) as Array<{ type: string; requestId?: string }>
  expect(events.filter((event) => event.type === 'failure')).toEqual([])
  expect(events.filter((event) => event.type === 'success').map((event) => event.requestId?.toLowerCase())).toEqual([request.id.toLowerCase()])

  // Back on the form: a new transfer can start at once, and the paid one is not offered again.
  await host.selectMode('Bridge')
  await expect(host.amountInput('ETH')).toHaveValue('')
  await expect(host.widget.getByRole('button', { name: 'Review' })).toHaveCount(0)
  await saveOutcome(page, 'paid-followed-to-complete')
  await expectNoSeriousA11yViolations(page, 'bridge: followed in History to complete')
})
