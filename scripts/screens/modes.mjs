// The form's other modes: exact output, another recipient, the venue's deposit and withdrawal, and
// a wallet that batches calls, through its run.
import { expect } from '@playwright/test'
import { shoot } from './camera.mjs'
import { AMOUNT, OUTCOME_MS, UI } from './ui.mjs'

export async function shootModes(w) {
  const { page, by, widget, inWidget, mainButton, pick, openConnected } = w
  // Exact output: the amount typed into the receive card; the pay card shows what it costs.
  await inWidget(UI.receiveAmount('ETH')).fill(AMOUNT)
  await expect(inWidget(UI.review)).toBeEnabled({ timeout: 20_000 })
  await shoot(page, 'exact-output')

  // Another recipient, with the error beside the field while the address is incomplete.
  await inWidget(UI.recipientToggle).click()
  await inWidget(UI.recipient).fill('0x1234')
  await expect(mainButton).toHaveText(/^Check /)
  await shoot(page, 'recipient-invalid')
  await inWidget(UI.recipientToggle).click()

  // The venue's modes: a deposit of USDC to the venue, and a withdrawal from it (two signatures).
  await inWidget(UI.depositTab).click()
  await inWidget(UI.amount('USDC')).fill('5')
  await expect(inWidget(UI.review)).toBeEnabled({ timeout: 20_000 })
  await shoot(page, 'deposit')
  await inWidget(UI.withdrawTab).click()
  await inWidget(UI.amount('USDC')).fill('5')
  await expect(inWidget(UI.review)).toBeEnabled({ timeout: 20_000 })
  await shoot(page, 'withdraw')
  await inWidget(UI.review).click()
  await expect(by(UI.reviewDialog)).toBeVisible()
  await shoot(page, 'withdraw-review', { dialog: true })
  await page.keyboard.press('Escape')

  // A wallet that batches calls (the host's EIP-7702 smart account): the USDC bridge's approval and
  // deposit as one confirmation in the review, then one timeline entry while the wallet holds the batch.
  await openConnected('account=10&wallet=smart&batchHoldMs=8000')
  await pick('From', 'Anvil One', 'USDC')
  await pick('To', 'Anvil Two', 'USDC')
  await inWidget(UI.amount('USDC')).fill('100')
  await expect(inWidget(UI.review)).toBeEnabled({ timeout: 20_000 })
  await inWidget(UI.review).click()
  const askedOnce = by(UI.reviewDialog).getByText(UI.batchSummary)
  await askedOnce.scrollIntoViewIfNeeded()
  await shoot(page, 'review-batched', { dialog: true })
  await by(UI.reviewDialog).getByRole(UI.confirm.role, { name: UI.confirm.name }).click()
  await expect(widget.getByText(UI.batchEntry).first()).toBeVisible()
  await expect(widget.getByText('Submitted').first()).toBeVisible()
  await shoot(page, 'progress-batched')
  await expect(page.getByRole('heading', { name: UI.outcome.success })).toBeVisible({ timeout: OUTCOME_MS })
  await shoot(page, 'success-batched')
  // Closed, or the run's outcome would come back on the next page load (it persists).
  await inWidget(UI.newTransfer).click()
}
