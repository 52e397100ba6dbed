// The review admitting change: a decline in the wallet, and a price that moved while it was open.
import { expect } from '@playwright/test'
import { shoot } from './camera.mjs'
import { devnetPost, rpcMethod } from './page.mjs'
import { AMOUNT, OUTCOME_MS, UI } from './ui.mjs'

/**
 * The review admits what happened while it was open. Declined: the wallet refuses the deposit
 * (EIP-1193 code 4001, as a person pressing Reject), and the review is back with its notice. Price
 * updated: ETH falls on the service while an ETH to USDC review is open, and the next refresh (every
 * 15 s) gives less USDC, marked, with Accept. Leaves the form as it found it (ETH to ETH, Cancel).
 */
export async function shootReviewChanges({ page, info, by, inWidget, pick, transfer, rpcRoute }) {
  const dialog = by(UI.reviewDialog)
  await page.route(rpcRoute, async (route) => {
    if (rpcMethod(route.request()) !== 'eth_sendTransaction') return route.continue().catch(() => undefined)
    const { id } = route.request().postDataJSON()
    return route.fulfill({ json: { jsonrpc: '2.0', id, error: { code: 4001, message: 'User rejected the request.' } } })
  })
  await transfer()
  await expect(dialog.getByRole('alert')).toHaveText(UI.declinedNotice, { timeout: OUTCOME_MS })
  await shoot(page, 'review-decline-notice', { dialog: true })
  await page.unroute(rpcRoute)
  await dialog.getByRole('button', { name: 'Cancel' }).click()

  await pick('To', 'Anvil Two', 'USDC')
  await inWidget(UI.amount('ETH')).fill(AMOUNT)
  await expect(inWidget(UI.review)).toBeEnabled({ timeout: 20_000 })
  await inWidget(UI.review).click()
  await devnetPost(info, '/_devnet/prices', { ETH: '2400' })
  await expect(dialog.getByText(UI.priceUpdated)).toBeVisible({ timeout: 40_000 })
  await shoot(page, 'review-price-updated', { dialog: true })
  await devnetPost(info, '/_devnet/prices', { reset: true })
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await pick('To', 'Anvil Two', 'ETH')
}
