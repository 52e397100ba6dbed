import type { Page } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './support/axe'
import { startedRequests } from './support/devnetHttp'
import { expect, test } from './support/fixtures'
import { HostPage } from './support/widget'

const AMBER = 'High slippage: 3%. The price may move this much against you before the transfer fills.'
const HIGH = 'Very high slippage: 15%. You could get up to 15% less than quoted.'
const ACKNOWLEDGE = 'I accept that the price may move up to 15% against me.'

/** The slippage tolerance of each quote request the page sends from now on. */
function recordSlippage(page: Page): string[] {
  const sent: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/quote')) sent.push(String((request.postDataJSON() as { slippageTolerance?: unknown }).slippageTolerance))
  })
  return sent
}

test('the slippage warning escalates and is acknowledged: 3% amber, 15% red on the form with the settings button showing it, and in the review; Confirm waits for the tick, the bridge completes; 60% is refused', async ({ page, devnet }) => {
  const user = devnet.accounts[0]!.address
  const startedBefore = (await startedRequests(devnet, user)).length
  const sent = recordSlippage(page)
  const host = await HostPage.open(page, { account: 1 })
  await host.connect()
  await host.pick('From', 'Anvil One', 'ETH')
  await host.pick('To', 'Anvil Two', 'ETH')
  await host.amountInput('ETH').fill('0.01')

  // Auto, three presets, then a custom value: one choice, as radios.
  await host.widget.getByRole('button', { name: 'Settings' }).click()
  const slippage = page.getByRole('group', { name: 'Slippage tolerance' })
  await expect(slippage.getByRole('radio')).toHaveCount(4)
  await expect(slippage.getByRole('radio', { name: 'Auto · 0.5%' })).toBeChecked()
  // A radio group: the arrow keys move the choice.
  await slippage.getByRole('radio', { name: 'Auto · 0.5%' }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(slippage.getByRole('radio', { name: '0.1%' })).toBeChecked()
  await expect.poll(() => sent.at(-1)).toBe('10')
  await slippage.getByRole('radio', { name: '1%', exact: true }).check()
  await expect(slippage.getByRole('radio', { name: 'Auto · 0.5%' })).not.toBeChecked()
  await expect.poll(() => sent.at(-1)).toBe('100')
  await expect(host.widget.getByText(/^High slippage/)).toHaveCount(0)

  // 3%: amber on the form, and the settings button shows the value beside its gear.
  const custom = slippage.getByRole('textbox', { name: 'Custom slippage in percent' })
  await custom.fill('3')
  await custom.press('Escape')
  await expect(slippage).toBeHidden()
  await expect(host.widget.getByText(AMBER)).toHaveClass(/ferry-alert--warning/)
  await expect(host.widget.getByRole('button', { name: 'Settings (slippage 3%)' })).toHaveText('3%')
  await expect.poll(() => sent.at(-1)).toBe('300')

  // 15%: red, in stronger words, beside the field and on the form.
  await host.widget.getByRole('button', { name: 'Settings (slippage 3%)' }).click()
  await custom.fill('15')
  await expect(slippage.getByText(HIGH)).toBeVisible()
  await custom.press('Escape')
  await expect(slippage).toBeHidden()
  // The form says it too, by the quote, with the popover closed; and the request carries 1500 bps.
  await expect(host.widget.getByText(HIGH)).toHaveClass(/ferry-alert--error/)
  await expect(host.widget.getByText(AMBER)).toHaveCount(0)
  const settings = host.widget.getByRole('button', { name: 'Settings (slippage 15%)' })
  await expect(settings).toHaveText('15%')
  await expect.poll(() => sent.at(-1)).toBe('1500')
  await expectNoSeriousA11yViolations(page, 'form: slippage 15% in red')

  const review = await host.review()
  await expect(review.getByText(HIGH)).toBeVisible()
  const confirm = review.getByRole('button', { name: 'Confirm' })
  const acknowledge = review.getByRole('checkbox', { name: ACKNOWLEDGE })
  await expect(acknowledge).not.toBeChecked()
  await expect(confirm).toBeDisabled()
  await expectNoSeriousA11yViolations(page, 'review: slippage to acknowledge')
  await acknowledge.check()
  await expect(confirm).toBeEnabled()
  await confirm.click()
  await host.expectOutcome('Transfer complete')
  await expect.poll(async () => (await startedRequests(devnet, user)).length, { message: 'one more request went to the service' }).toBe(startedBefore + 1)

  // 60% is refused, as before: the error beside the field, no quote asked with it, no warning on the form.
  await host.widget.getByRole('button', { name: 'New transfer' }).click()
  await host.amountInput('ETH').fill('0.01')
  await host.widget.getByRole('button', { name: 'Settings' }).click()
  const asked = sent.length
  await slippage.getByRole('textbox', { name: 'Custom slippage in percent' }).fill('60')
  await expect(page.getByRole('alert').filter({ hasText: 'Enter a percentage from 0 to 50, with at most 2 decimals.' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(host.mainButton).toHaveText('Fix the slippage in settings')
  await expect(host.widget.getByText(/^(Very h|H)igh slippage/)).toHaveCount(0)
  expect(sent.slice(asked), 'no quote asked at 60%').not.toContain('6000')
})
