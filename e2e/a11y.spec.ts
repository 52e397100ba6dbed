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
