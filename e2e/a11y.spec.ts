import { expectNoSeriousA11yViolations } from './support/axe'
import { expect, test } from './support/fixtures'
import { saveOutcome } from './support/screenshots'
import { HostPage, type ModeTab } from './support/widget'

// Outcome screens are scanned in the flows that reach them (complete, refunded, declined).

test('before connecting: the widget as a visitor first sees it', async ({ page }) => {
  await HostPage.open(page, { account: 1 })
  await expectNoSeriousA11yViolations(page, 'bridge: not connected')
})

for (const mode of ['Bridge', 'Deposit', 'Withdraw'] satisfies ModeTab[]) {
  test(`the ${mode} mode, connected, with a quote and its review`, async ({ page }) => {
    const host = await HostPage.open(page, { account: 1 })
    await host.connect()
    await host.selectMode(mode)
    // Bridge starts from ETH on Anvil One; the venue modes from USDC (on Anvil One, or the venue).
    await host.amountInput(mode === 'Bridge' ? 'ETH' : 'USDC').fill(mode === 'Bridge' ? '0.01' : '10')
    await expect(host.widget.getByRole('button', { name: 'Review' })).toBeEnabled({ timeout: 20_000 })
    await expectNoSeriousA11yViolations(page, `${mode}: with a quote`)
    await saveOutcome(page, `mode-${mode.toLowerCase()}`)
    await host.review()
    await expectNoSeriousA11yViolations(page, `${mode}: review dialog`)
  })
}

test('the token picker', async ({ page }) => {
  const host = await HostPage.open(page, { account: 1 })
  await host.connect()
  await host.widget.getByRole('button', { name: /^From: / }).click()
  await expect(page.getByRole('dialog', { name: 'Select the token to send' })).toBeVisible()
  await expectNoSeriousA11yViolations(page, 'token picker')
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
