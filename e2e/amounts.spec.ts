import { expectNoSeriousA11yViolations } from './support/axe'
import { expect, test } from './support/fixtures'
import { HostPage } from './support/widget'

// Quotes only, no transfer: these flows move no funds, so they share dev account 2 with the swap.

test('switching modes never carries the amount to another token: 5 USDC in Withdraw is not 5 ETH in Bridge', async ({ page }) => {
  const host = await HostPage.open(page, { account: 2 })
  await host.connect()
  await host.selectMode('Withdraw')
  await host.amountInput('USDC').fill('5')
  await expect(host.widget.getByRole('button', { name: 'Review' })).toBeEnabled({ timeout: 20_000 })

  await host.selectMode('Bridge')
  await expect(host.widget.getByRole('button', { name: 'From: ETH on Anvil One' })).toBeVisible()
  // Bridge keeps its own amount (none yet): no "5" in another token.
  await expect(host.amountInput('ETH')).toHaveValue('')
  await expect(host.mainButton).toHaveText('Enter an amount')
  // No quote for another token's amount: the quote area only holds its place.
  await expect(host.quoteDetails).toHaveCount(0)

  await host.selectMode('Withdraw')
  await expect(host.widget.getByRole('button', { name: 'From: USDC on Venue' })).toBeVisible()
  await expect(host.amountInput('USDC')).toHaveValue('5')
  await expect(host.widget.getByRole('button', { name: 'Review' })).toBeEnabled({ timeout: 20_000 })
})

test('an invalid custom slippage stays, with its error, after the settings close; no quote until it is fixed', async ({ page }) => {
  const host = await HostPage.open(page, { account: 2 })
  await host.connect()
  await host.amountInput('ETH').fill('0.01')
  await expect(host.widget.getByRole('button', { name: 'Review' })).toBeEnabled({ timeout: 20_000 })

  await host.widget.getByRole('button', { name: 'Settings' }).click()
  const custom = page.getByRole('textbox', { name: 'Custom slippage in percent' })
  await custom.fill('80')
  await expect(page.getByRole('alert').filter({ hasText: 'Enter a percentage from 0 to 50' })).toBeVisible()
  await expectNoSeriousA11yViolations(page, 'settings: invalid slippage')
  await page.keyboard.press('Escape')
  await expect(custom).toBeHidden()

  await expect(host.mainButton).toHaveText('Fix the slippage in settings')
  await host.widget.getByRole('button', { name: 'Settings: the slippage needs fixing' }).click()
  await expect(custom).toHaveValue('80')
  await custom.fill('1')
  await page.keyboard.press('Escape')
  await expect(host.widget.getByRole('button', { name: 'Review' })).toBeEnabled({ timeout: 20_000 })
})
