import { parseEther } from 'viem'
import { expectNoSeriousA11yViolations } from './support/axe'
import { allHoldings } from './support/chain'
import { setFaults, userRequests } from './support/devnetHttp'
import { expectDelivered, expectOneNativeDeposit, expectOneRequest, GAS_ALLOWANCE_WEI } from './support/expectations'
import { expect, test } from './support/fixtures'
import { saveOutcome } from './support/screenshots'
import { devnetExplorerTx, HostPage, OUTCOME_TIMEOUT_MS } from './support/widget'

const ANVIL_ONE = 31337
const ANVIL_TWO = 31338

test('a failed fill ends in a refund', async ({ page, devnet }) => {
  const user = devnet.accounts[6]!.address
  const before = await allHoldings(devnet, user)
  await setFaults(devnet, { failFills: 1 })

  const host = await HostPage.open(page, { account: 7 })
  await host.reviewNativeBridge()
  await host.confirm()
  await host.expectOutcome('Transfer refunded')

  const request = await expectOneRequest(devnet, user, 'refund')
  const after = await allHoldings(devnet, user)
  expect(request.amountIn).toBe(parseEther('0.01'))
  // The deposit went out and came back: only its gas is gone.
  const lost = before.get(ANVIL_ONE)!.native - after.get(ANVIL_ONE)!.native
  expect(lost, 'Anvil One ETH after the refund: only gas is gone').toBeLessThan(GAS_ALLOWANCE_WEI)
  expect(lost).toBeGreaterThanOrEqual(0n)
  expect(after.get(ANVIL_ONE)!.sent - before.get(ANVIL_ONE)!.sent, 'transactions sent: the deposit').toBe(1)
  expect(after.get(ANVIL_TWO)!.native, 'nothing arrived on Anvil Two').toBe(before.get(ANVIL_TWO)!.native)
  // The outcome says how much came back, and links the refund on the origin chain.
  await expect(host.widget.getByRole('definition').filter({ has: page.getByRole('link', { name: 'Refund on explorer' }) })).toContainText('0.01 ETH')
  await expect(host.outcomeExplorerLink('Refund')).toHaveAttribute('href', devnetExplorerTx(devnet.serviceUrl, ANVIL_ONE, request.txHashes[0]!))

  await saveOutcome(page, 'refund')
  await expectNoSeriousA11yViolations(page, 'bridge: refunded')
})

test('a double click on Confirm sends one deposit', async ({ page, devnet }) => {
  const user = devnet.accounts[7]!.address
  const before = await allHoldings(devnet, user)

  const host = await HostPage.open(page, { account: 8 })
  await host.reviewNativeBridge()
  await host.reviewDialog.getByRole('button', { name: 'Confirm' }).dblclick()
  await host.expectOutcome('Transfer complete')

  const request = await expectOneRequest(devnet, user, 'success')
  expect(request.inTxHashes, 'deposits the service indexed').toHaveLength(1)
  const after = await allHoldings(devnet, user)
  expectOneNativeDeposit({ before, after, request, amount: parseEther('0.01'), origin: ANVIL_ONE, destination: ANVIL_TWO })

  await saveOutcome(page, 'double-click')
})

test('a reload in the middle resumes without a second deposit', async ({ page, devnet }) => {
  const user = devnet.accounts[8]!.address
  const before = await allHoldings(devnet, user)
  // A held fill: the reload lands while the service is still working on the deposit.
  await setFaults(devnet, { holdFills: true })

  const host = await HostPage.open(page, { account: 9 })
  await host.reviewNativeBridge()
  await host.confirm()
  // Past the deposit: the service picks it up, then sends on the destination.
  await expect(page.getByRole('status').filter({ hasText: /^(Processing the transfer|Sending ETH on Anvil Two)/ })).toBeVisible({ timeout: 15_000 })
  expect((await allHoldings(devnet, user)).get(ANVIL_ONE)!.sent - before.get(ANVIL_ONE)!.sent, 'the deposit is out before the reload').toBe(1)

  await page.reload()
  // The wallet reconnects (wagmi keeps the connection) and the widget follows the same request.
  await expect(host.wallet.getByText('connected', { exact: true })).toBeVisible()
  await setFaults(devnet, { holdFills: false })
  await host.expectOutcome('Transfer complete')

  const request = await expectOneRequest(devnet, user, 'success')
  expect(request.inTxHashes, 'deposits the service indexed').toHaveLength(1)
  const after = await allHoldings(devnet, user)
  expect(after.get(ANVIL_ONE)!.sent - before.get(ANVIL_ONE)!.sent, 'transactions sent on Anvil One, reload included').toBe(1)
  expectDelivered(after.get(ANVIL_TWO)!.native - before.get(ANVIL_TWO)!.native, request, 'ETH received on Anvil Two, once')

  await saveOutcome(page, 'reload-resumed')
})

// The words of a run still under way: none may stand beside a failure or a refund.
const IN_PROGRESS = /in progress|on their way|Processing the transfer|Waiting for your wallet/i

// Accounts 7 and 8 again: their flows above have made their checks (the files after this one use others).
test('the failure-then-refund story: one state while refunding and after, the refund amount and its named link, History says Refunded', async ({ page, devnet }) => {
  const user = devnet.accounts[6]!.address
  const earlier = new Set((await userRequests(devnet, user)).map((request) => request.id))
  await setFaults(devnet, { failFills: 1 })
  // The refund held back: status reads say `failure` (no refund transaction yet) until released.
  let holdRefund = true
  const service = new URL(devnet.serviceUrl).origin
  const statusRoute = (url: URL) => url.origin === service && url.pathname.includes('/intents/status')
  await page.route(statusRoute, async (route) => {
    const response = await route.fetch()
    const body = (await response.json()) as { status: string; txHashes: string[] }
    if (holdRefund && body.status === 'refund') Object.assign(body, { status: 'failure', txHashes: [] })
    await route.fulfill({ response, json: body })
  })

  const host = await HostPage.open(page, { account: 7 })
  await host.reviewNativeBridge()
  await host.confirm()
  await host.expectOutcome('Transfer failed')
  const outcome = host.widget.getByRole('region', { name: 'Transfer failed' })
  await expect(outcome).toContainText(/Refunding.*0\.01 ETH\s*Anvil One/)
  await expect(outcome).toContainText('The refund reaches your wallet by itself.')
  await expect(host.outcomeExplorerLink('Deposit')).toBeVisible()
  await expect(host.widget.getByRole('button', { name: 'Follow the refund in History' })).toBeVisible()
  await expect(host.mainButton, 'no busy main button beside a failure').toHaveCount(0)
  await expect(host.widget).not.toContainText(IN_PROGRESS)
  await expectNoSeriousA11yViolations(page, 'bridge: failed, refund on its way')

  holdRefund = false
  await host.expectOutcome('Transfer refunded', OUTCOME_TIMEOUT_MS)
  const request = (await userRequests(devnet, user)).find((r) => !earlier.has(r.id) && r.status === 'refund')
  expect(request, 'the refunded request').toBeDefined()
  await expect(host.outcomeExplorerLink('Refund')).toHaveAttribute('href', devnetExplorerTx(devnet.serviceUrl, ANVIL_ONE, request!.txHashes[0]!))
  await expect(host.widget.getByRole('definition').filter({ has: page.getByRole('link', { name: 'Refund on explorer' }) })).toContainText('0.01 ETH')
  await expect(host.widget).not.toContainText(IN_PROGRESS)
  await saveOutcome(page, 'refund-story')

  await host.widget.getByRole('button', { name: 'New transfer' }).click()
  await host.widget.getByRole('tab', { name: 'History' }).click()
  const row = host.historyRow('Refunded 0.01 ETH')
  await expect(row).toBeVisible()
  await expect(row.getByText('Refunded', { exact: true })).toBeVisible()
  // The destination is not shown as delivered: nothing of Anvil Two on the row.
  await expect(row).not.toContainText('Anvil Two')
  await expect(row.getByRole('link', { name: 'Refund on explorer' })).toHaveAttribute('href', devnetExplorerTx(devnet.serviceUrl, ANVIL_ONE, request!.txHashes[0]!))
  await expect(row.getByRole('link', { name: 'Deposit on explorer' })).toBeVisible()
  await expectNoSeriousA11yViolations(page, 'history: a refunded row')
})

test('labelled explorer links after an approval: Approval, Deposit and Destination, each with its own name', async ({ page }) => {
  const host = await HostPage.open(page, { account: 8 })
  await host.connect()
  await host.pick('From', 'Anvil One', 'USDC')
  await host.pick('To', 'Anvil Two', 'USDC')
  await host.amountInput('USDC').fill('5')
  await host.review()
  await host.confirm()
  await host.expectOutcome('Transfer complete')

  const outcome = host.widget.getByRole('region', { name: 'Transfer complete' })
  const names = await outcome.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('aria-label') ?? link.textContent))
  expect(names).toEqual(['Approval on explorer', 'Deposit on explorer', 'Destination on explorer'])
  const shown = async (side: 'Approval' | 'Deposit' | 'Destination') => {
    const href = await host.outcomeExplorerLink(side).getAttribute('href')
    return (await (await fetch(href!)).json()) as { chainId: number; transaction: { input: string; to: string } }
  }
  const approval = await shown('Approval')
  expect(approval.chainId).toBe(ANVIL_ONE)
  expect(approval.transaction.input.startsWith('0x095ea7b3'), 'the Approval link opens an approve()').toBe(true)
  const deposit = await shown('Deposit')
  expect(deposit.chainId).toBe(ANVIL_ONE)
  expect(deposit.transaction.input.startsWith('0x095ea7b3'), 'the Deposit link opens the deposit, not the approval').toBe(false)
  expect((await shown('Destination')).chainId).toBe(ANVIL_TWO)

  // History names them the same way.
  await host.widget.getByRole('button', { name: 'New transfer' }).click()
  await host.widget.getByRole('tab', { name: 'History' }).click()
  const row = host.historyRow('5 USDC on Anvil One')
  const rowNames = await row.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('aria-label')))
  expect(rowNames).toEqual(['Approval on explorer', 'Deposit on explorer', 'Destination on explorer'])
  await saveOutcome(page, 'labelled-links')
  await expectNoSeriousA11yViolations(page, 'history: labelled links after an approval')
})
