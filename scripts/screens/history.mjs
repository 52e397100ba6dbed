// History: the list, a finished transfer's details, and a running transfer handed to it.
import { expect } from '@playwright/test'
import { shoot } from './camera.mjs'
import { OUTCOME_MS, UI } from './ui.mjs'

/**
 * History's list, its details and its running badge (issue 28), from the Bridge form back to it:
 * the first bridge's details (request id, amounts, fees, duration, links, timeline), then a
 * transfer handed to History while the devnet holds its fill, the History tab counting it.
 */
export async function shootHistory({ page, widget, inWidget, faults, transfer }) {
  await inWidget(UI.historyTab).click()
  await expect(inWidget(UI.historyTab)).toHaveAttribute('aria-selected', 'true')
  await shoot(page, 'history')
  await widget.getByRole('button', { name: /^0\.01 ETH on Anvil One to / }).last().click()
  await expect(widget.getByRole('region', { name: 'Transfer details' })).toBeVisible()
  await shoot(page, 'history-detail')
  await widget.getByRole('button', { name: 'Back' }).click()
  await inWidget(UI.bridgeTab).click()
  await faults({ holdFills: true })
  await transfer()
  await widget.getByRole('button', { name: 'Follow in History' }).click()
  await expect(widget.locator('.ferry-tabs__badge')).toHaveText('1')
  await shoot(page, 'history-running-badge')
  await faults({ holdFills: false })
  await expect(widget.locator('.ferry-tabs__badge')).toHaveCount(0, { timeout: OUTCOME_MS })
  await faults({ reset: true })
  await inWidget(UI.bridgeTab).click()
}
