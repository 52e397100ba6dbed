// The picker at the live service's scale: 60 real-world chains beside the devnet's.
import { expect } from '@playwright/test'
import { withManyChains } from '../../e2e/support/manyChains.mjs'
import { shoot, shootPhone, wanted } from './camera.mjs'
import { LOCALES, PHONE, SIZES, THEMES, UI } from './ui.mjs'

/**
 * The picker at the live service's scale, on a page of its own: the devnet's chains and 60
 * real-world ones (e2e/support/manyChains.mjs, served in place of the service's GET /chains).
 * `picker-chains-60`: the chain column at 1280 px, the tokens with the chain button at 360 px.
 * `picker-chain-step-360`: the phone's chain step, searched, at 360 px only.
 */
export async function shootManyChains({ browser, info, hostUrl }) {
  if (!['picker-chains-60', 'picker-chain-step-360'].some(wanted)) return
  const page = await browser.newPage({ viewport: SIZES[0] })
  await page.route(`${info.serviceUrl}/chains`, async (route) => {
    const response = await route.fetch()
    const { 'content-length': _length, 'content-encoding': _encoding, ...headers } = response.headers()
    await route.fulfill({ status: response.status(), headers, json: withManyChains(await response.json()) })
  })
  await page.goto(`${hostUrl}/?account=1`)
  const widget = page.getByRole('main')
  await widget.getByRole(UI.connect.role, { name: UI.connect.name }).click()
  await widget.getByRole(UI.fromPicker.role, { name: UI.fromPicker.name }).click()
  const dialog = page.getByRole(UI.pickerDialog.role, { name: UI.pickerDialog.name })
  // Every chain's USDC: rows told apart by their chain names alone.
  await dialog.getByRole(UI.pickerSearch.role, { name: UI.pickerSearch.name }).fill('USDC')
  await expect(dialog.getByRole('option', { name: /^USDC\b.*Arbitrum One/ })).toBeVisible()
  await expect(dialog.getByText('Searching…')).toBeHidden()
  await shoot(page, 'picker-chains-60', { dialog: true })
  await page.setViewportSize(PHONE)
  await dialog.getByRole('button', { name: 'Chain: All chains' }).click()
  await dialog.getByRole('searchbox', { name: 'Search chains' }).fill('a')
  await expect(dialog.getByRole('radio', { name: 'Arbitrum One' })).toBeVisible()
  for (const theme of THEMES) await shootPhone(page, 'picker-chain-step-360', theme)
  for (const locale of LOCALES) {
    await page.evaluate((next) => window.__ferryHostSetLocale?.(next), locale)
    await page.locator(`[lang="${locale}"]`).first().waitFor()
    await shootPhone(page, 'picker-chain-step-360', 'light', locale)
  }
  await page.close()
}
