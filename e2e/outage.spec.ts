import { expectNoSeriousA11yViolations } from './support/axe'
import { resetDevnet, setFaults } from './support/devnetHttp'
import { expect, test } from './support/fixtures'
import { HostPage } from './support/widget'

// Quotes only, no transfer: these flows move no funds, so they share dev account 3 with the keyboard bridge.

// Each test starts on a clean devnet (the fixture); the outage must not outlive the test either.
test.afterEach(async ({ devnet }) => {
  await resetDevnet(devnet)
})

test('a service outage reads "Service unavailable" with Retry, never "No route", and the quote comes back by itself', async ({ page, devnet }) => {
  const host = await HostPage.open(page, { account: 3 })
  await host.connect()
  // One quote call is the first try and the client's 3 retries: 6 failures outlast it, and the
  // widget's next call (its recovery pace: 5 s later) gets through on its third try.
  await setFaults(devnet, { outage: { target: 'service', count: 6, status: 503 } })
  await host.amountInput('ETH').fill('0.01')

  const quoteArea = host.widget.getByRole('region', { name: 'Quote' })
  await expect(host.mainButton).toHaveText('Service unavailable')
  await expect(quoteArea.getByRole('alert')).toContainText('Service unavailable')
  await expect(quoteArea.getByRole('alert')).toContainText('Trying again automatically.')
  await expect(quoteArea.getByRole('button', { name: /^(Retry now|Retrying…)$/ })).toBeVisible()
  await expect(host.widget.getByText(/no route/i)).toHaveCount(0)
  await expectNoSeriousA11yViolations(page, 'quote: service unavailable')

  // No reload, no click: the recovery call gets the quote once the outage is over.
  await expect(host.widget.getByRole('button', { name: 'Review' })).toBeEnabled({ timeout: 20_000 })
  await expect(quoteArea.getByRole('alert')).toHaveCount(0)
  await expect(quoteArea.getByRole('button', { name: /Retry/ })).toHaveCount(0)
})

test('Retry now asks again at once', async ({ page, devnet }) => {
  const host = await HostPage.open(page, { account: 3 })
  await host.connect()
  await setFaults(devnet, { outage: { target: 'service', count: 4, status: 503 } })
  await host.amountInput('ETH').fill('0.02')
  const retry = host.widget.getByRole('region', { name: 'Quote' }).getByRole('button', { name: 'Retry now' })
  await expect(retry).toBeVisible()
  await retry.click()
  // Well before the 5 s of the automatic retry.
  await expect(host.widget.getByRole('button', { name: 'Review' })).toBeEnabled({ timeout: 3_000 })
})

test("a short outage (the issue's 3 failures) is absorbed by the client's own retries: the quote arrives", async ({ page, devnet }) => {
  const host = await HostPage.open(page, { account: 3 })
  await host.connect()
  await setFaults(devnet, { outage: { target: 'service', count: 3, status: 503 } })
  await host.amountInput('ETH').fill('0.03')
  await expect(host.widget.getByRole('button', { name: 'Review' })).toBeEnabled({ timeout: 10_000 })
  await expect(host.widget.getByText(/no route/i)).toHaveCount(0)
})

test("the service's chain list loading, then refused, then read on Retry", async ({ page, devnet }) => {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(`${devnet.serviceUrl}/chains`, async (route) => {
    await held
    await route.fulfill({ status: 400, json: { message: 'Refused for this test', errorCode: 'INVALID_INPUT' } })
  })
  await page.goto('/?account=1')
  const widget = page.getByRole('main')
  await expect(widget.getByRole('status')).toHaveText('Loading chains and tokens…')
  await expect(widget.getByRole('button', { name: 'Loading chains and tokens…' })).toBeDisabled()
  await expectNoSeriousA11yViolations(page, 'catalog: loading')
  release()
  await expect(widget.getByRole('alert')).toContainText('Could not load the chains and tokens')
  await expectNoSeriousA11yViolations(page, 'catalog: refused')
  await page.unroute(`${devnet.serviceUrl}/chains`)
  await widget.getByRole('button', { name: 'Retry' }).click()
  await expect(widget.getByRole('button', { name: 'Connect wallet' })).toBeVisible()
})
