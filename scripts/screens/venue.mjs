// The venue in its own words, and the quote line at 360 px.
import { expect } from '@playwright/test'
import { shoot } from './camera.mjs'
import { AMOUNT, OUTCOME_MS, UI } from './ui.mjs'

/**
 * The venue's own words and the quote line that keeps its end: a deposit's review and outcome, a
 * withdrawal's outcome (on a fresh account), and the quote line (the de and ar passes at 360 px
 * are the ones that cut it before).
 */
export async function shootVenueStates({ page, inWidget, by, openConnected }) {
  await openConnected('account=2')
  await inWidget(UI.amount('ETH')).fill(AMOUNT)
  await expect(inWidget(UI.review)).toBeEnabled({ timeout: 20_000 })
  await shoot(page, 'quote-line-360')

  await inWidget(UI.depositTab).click()
  await inWidget(UI.amount('USDC')).fill('5')
  await expect(inWidget(UI.review)).toBeEnabled({ timeout: 20_000 })
  await inWidget(UI.review).click()
  await expect(by(UI.reviewDialog)).toContainText('to your venue account')
  await shoot(page, 'venue-deposit-review', { dialog: true })
  await by(UI.reviewDialog).getByRole(UI.confirm.role, { name: UI.confirm.name }).click()
  await expect(page.getByRole('heading', { name: 'Deposited to your venue account' })).toBeVisible({ timeout: OUTCOME_MS })
  await shoot(page, 'venue-deposit-outcome')
  await inWidget(UI.newTransfer).click()

  await inWidget(UI.withdrawTab).click()
  await inWidget(UI.amount('USDC')).fill('5')
  await expect(inWidget(UI.review)).toBeEnabled({ timeout: 20_000 })
  await inWidget(UI.review).click()
  await by(UI.reviewDialog).getByRole(UI.confirm.role, { name: UI.confirm.name }).click()
  await expect(page.getByRole('heading', { name: /^Withdrawn to / })).toBeVisible({ timeout: OUTCOME_MS })
  await shoot(page, 'venue-withdraw-outcome')
  await inWidget(UI.newTransfer).click()
}
