// A run through every stage, and the ways it ends: the review, the wallet prompt, the receipt and
// the fill held in turn, success; a refund told as its story; a failure before its refund.
import { expect } from '@playwright/test'
import { shoot } from './camera.mjs'
import { gate, holdRefunds, rpcMethod } from './page.mjs'
import { AMOUNT, OUTCOME_MS, UI } from './ui.mjs'

/** From the form with AMOUNT typed to the refund's History row, back on the Bridge form. */
export async function shootRun(w) {
  const { page, by, widget, inWidget, faults, transfer } = w
  // One transfer through every stage: the wallet prompt held, then the receipt, then the fill.
  await inWidget(UI.amount('ETH')).fill(AMOUNT)
  await expect(inWidget(UI.review)).toBeEnabled({ timeout: 20_000 })
  await inWidget(UI.review).click()
  await expect(by(UI.reviewDialog)).toBeVisible()
  await shoot(page, 'review', { dialog: true })

  // The fill waits from the moment the deposit is seen, while the receipt is still held.
  await faults({ fillDelayMs: 15_000 })
  const walletHeld = gate()
  const receiptsHeld = gate()
  await page.route(w.rpcRoute, async (route) => {
    const method = rpcMethod(route.request())
    if (method === 'eth_sendTransaction') await walletHeld.wait
    // Held, not answered empty: anvil mines no other block that would make the client ask again.
    if (method === 'eth_getTransactionReceipt') await receiptsHeld.wait
    return route.continue().catch(() => undefined)
  })
  await by(UI.reviewDialog).getByRole(UI.confirm.role, { name: UI.confirm.name }).click()
  await expect(widget.getByText(UI.waitingForWallet).first()).toBeVisible()
  await shoot(page, 'progress-wallet')
  walletHeld.open()
  await expect(widget.getByText(UI.confirming).first()).toBeVisible()
  await shoot(page, 'progress-confirming')
  receiptsHeld.open()
  await page.unroute(w.rpcRoute)
  await expect(widget.getByText(UI.filling).first()).toBeVisible({ timeout: 20_000 })
  await shoot(page, 'progress-filling')
  await expect(page.getByRole('heading', { name: UI.outcome.success })).toBeVisible({ timeout: OUTCOME_MS })
  await shoot(page, 'success')
  await faults({ reset: true })
  await inWidget(UI.newTransfer).click()

  // Refund: the devnet fails the next fill and sends the deposit back. The refund story: the failed
  // fill while its refund is held back (status reads say `failure`), then refunded, then its History row.
  await faults({ failFills: 1 })
  let holding = true
  await holdRefunds(page, w.statusRoute, () => holding)
  await transfer()
  await expect(page.getByRole('heading', { name: UI.outcome.failure })).toBeVisible({ timeout: OUTCOME_MS })
  await shoot(page, 'refund-story-refunding')
  holding = false
  await expect(page.getByRole('heading', { name: UI.outcome.refund })).toBeVisible({ timeout: OUTCOME_MS })
  await page.unroute(w.statusRoute)
  await shoot(page, 'refund')
  await shoot(page, 'refund-story-refunded')
  await faults({ reset: true })
  await inWidget(UI.newTransfer).click()
  await inWidget(UI.historyTab).click()
  await expect(inWidget(UI.historyTab)).toHaveAttribute('aria-selected', 'true')
  await shoot(page, 'refund-story-history')
  await inWidget(UI.bridgeTab).click()
}

/** A failed fill while its refund has not come yet, then back to the form. */
export async function shootFailure(w) {
  const { page, inWidget, faults, transfer } = w
  // Failure: a failed fill whose refund has not come yet (status reads say `failure` meanwhile).
  await faults({ failFills: 1 })
  await holdRefunds(page, w.statusRoute)
  await transfer()
  await expect(page.getByRole('heading', { name: UI.outcome.failure })).toBeVisible({ timeout: OUTCOME_MS })
  await shoot(page, 'failure')
  await page.unroute(w.statusRoute)
  await faults({ reset: true })
  await expect(page.getByRole('heading', { name: UI.outcome.refund })).toBeVisible({ timeout: OUTCOME_MS })
  await inWidget(UI.newTransfer).click()
}
