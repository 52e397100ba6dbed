import { expectNoSeriousA11yViolations } from './support/axe'
import { startedRequests } from './support/devnetHttp'
import { expectOneRequest } from './support/expectations'
import { expect, test } from './support/fixtures'
import { saveOutcome } from './support/screenshots'
import { HostPage } from './support/widget'

const DECLINED = 'You declined in your wallet. Nothing was sent: confirm to try again.'

test('a decline keeps the review open with a notice and Confirm, and the second try goes through once', async ({ page, devnet }) => {
  // Two wallet prompts, an axe pass and a fill in one flow.
  test.slow()
  const user = devnet.accounts[1]!.address
  const host = await HostPage.open(page, { account: 2 })
  await host.connect()
  await host.pick('From', 'Anvil One', 'ETH')
  await host.pick('To', 'Anvil Two', 'ETH')
  await host.amountInput('ETH').fill('0.01')
  await host.rejectTransactions(true)
  const promptsBefore = (await host.prompts()).length
  const dialog = await host.review()

  await host.confirm()
  // Back in the same review, saying why, with Confirm there: no outcome view in between.
  await expect(dialog.getByRole('alert')).toHaveText(DECLINED, { timeout: 20_000 })
  await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeEnabled()
  await expect(page.getByRole('heading', { name: 'You declined in your wallet' })).toHaveCount(0)
  await expectNoSeriousA11yViolations(page, 'review: declined in the wallet')
  await saveOutcome(page, 'review-decline-notice')
  expect(await startedRequests(devnet, user), 'nothing reached the service').toHaveLength(0)

  // The user changes their mind in the wallet and confirms again from the same review.
  await host.rejectTransactions(false)
  await host.confirm()
  await host.expectOutcome('Transfer complete')

  const prompts = (await host.prompts()).slice(promptsBefore)
  expect(prompts.map(({ method, rejected }) => ({ method, rejected }))).toEqual([
    { method: 'eth_sendTransaction', rejected: true },
    { method: 'eth_sendTransaction', rejected: undefined },
  ])
  await expectOneRequest(devnet, user, 'success')
})

test('a worse price while the review is open needs Accept before Confirm', async ({ page, devnet }) => {
  test.slow()
  const user = devnet.accounts[2]!.address
  // The page's clock: the quote's next refresh (every 15 s) comes when the test moves it on, not after a wait.
  await page.clock.install()
  const host = await HostPage.open(page, { account: 3 })
  await host.connect()
  await host.pick('From', 'Anvil One', 'ETH')
  await host.pick('To', 'Anvil Two', 'USDC')
  await host.amountInput('ETH').fill('0.01')
  const dialog = await host.review()
  await expect(dialog.getByText(/^Quoted \d+ s ago$/)).toBeVisible()
  const confirm = dialog.getByRole('button', { name: 'Confirm' })
  await expect(confirm).toBeEnabled()

  // ETH falls by a fifth on the service while the review is open: the refreshed quote gives less USDC.
  await fetch(`${devnet.serviceUrl}/_devnet/prices`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ETH: '2400' }) })
  await page.clock.fastForward(16_000)
  const update = dialog.getByText(/^Price updated: you receive [\d.]+ USDC instead of [\d.]+ USDC\.$/)
  await expect(update).toBeVisible({ timeout: 20_000 })
  const [, now, before] = /receive ([\d.]+) USDC instead of ([\d.]+) USDC/.exec((await update.textContent()) ?? '')!
  expect(Number(now), 'less received').toBeLessThan(Number(before))
  await expect(confirm).toBeDisabled()
  await expectNoSeriousA11yViolations(page, 'review: price updated')
  await saveOutcome(page, 'review-price-updated')

  await dialog.getByRole('button', { name: 'Accept' }).click()
  await expect(confirm).toBeEnabled()
  await expect(confirm).toBeFocused()
  await expect(update).toHaveCount(0)
  await host.confirm()
  await host.expectOutcome('Transfer complete')
  const request = await expectOneRequest(devnet, user, 'success')
  expect(Number(request.amountOut) / 1e6, 'the accepted terms ran').toBeCloseTo(Number(now), 3)
})
