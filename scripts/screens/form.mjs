// The form before any run: the catalog loading and refused, a quote before the wallet connects,
// the picker, quoting, the quote and its refusal with the minimum, the amount field's paste and Max,
// USD mode, slippage and the withdrawal's signing details.
import { expect } from '@playwright/test'
import { devnetTokenAddress } from 'ferry-kit/devnet'
import { shoot } from './camera.mjs'
import { gate, pasteInto } from './page.mjs'
import { shootManyChains } from './picker.mjs'
import { ADDRESS, AMOUNT, TOO_LOW, UI } from './ui.mjs'

/** From the page's first load to the Bridge form with AMOUNT typed. `w`: ./page.mjs's widgetPage. */
export async function shootForm(w, { browser }) {
  const { page, info, hostUrl, by, widget, inWidget, mainButton } = w
  // The catalog on its way, then refused: the service's GET /chains held, then answered 400.
  const chainsHeld = gate()
  await page.route(`${info.serviceUrl}/chains`, async (route) => {
    await chainsHeld.wait
    await route.fulfill({ status: 400, json: { message: 'Refused for the screens', errorCode: 'INVALID_INPUT' } }).catch(() => undefined)
  })
  await page.goto(`${hostUrl}/?account=1`)
  await expect(inWidget(UI.catalogLoading)).toBeDisabled()
  await shoot(page, 'catalog-loading')
  chainsHeld.open()
  await expect(inWidget(UI.catalogError)).toBeVisible()
  await shoot(page, 'catalog-error')
  await page.unroute(`${info.serviceUrl}/chains`)
  await inWidget(UI.catalogError).click()

  // A quote before the wallet connects (asked for the placeholder user); the button says Connect wallet.
  await inWidget(UI.amount('ETH')).fill(AMOUNT)
  await expect(widget.getByRole(UI.quoteArea.role, { name: UI.quoteArea.name }).getByRole(UI.details.role, { expanded: false })).toBeVisible({ timeout: 20_000 })
  await expect(inWidget(UI.amount('ETH'))).toHaveValue(AMOUNT)
  await expect(mainButton).toHaveText('Connect wallet')
  await shoot(page, 'not-connected-quote')
  await inWidget(UI.amount('ETH')).fill('')

  await inWidget(UI.connect).click()
  await expect(mainButton).toHaveText('Enter an amount')
  await shoot(page, 'empty')

  await inWidget(UI.fromPicker).click()
  await expect(by(UI.pickerDialog)).toBeVisible()
  // The account's holdings valued (balances, then the service's prices).
  await expect(by(UI.pickerDialog).getByRole('option').first()).toContainText('$')
  // `picker-360-*.png` is the phone's full-height sheet.
  await shoot(page, 'picker', { dialog: true })
  // A search across the chains, answered by the service's currencies route.
  await by(UI.pickerDialog).getByRole(UI.pickerSearch.role, { name: UI.pickerSearch.name }).fill('us')
  await expect(by(UI.pickerDialog).getByRole('option', { name: /^USDe\b/ }).first()).toBeVisible()
  await expect(by(UI.pickerDialog).getByText('Searching…')).toBeHidden()
  await shoot(page, 'picker-search', { dialog: true })
  // A token no list has, pasted by address: read on chain, offered as unverified, behind a warning.
  await by(UI.pickerDialog).getByRole(UI.pickerSearch.role, { name: UI.pickerSearch.name }).fill(devnetTokenAddress(31337, 'QRKS'))
  await by(UI.pickerDialog).getByRole('option', { name: /^QRKS\b.*Anvil One/ }).click()
  await expect(by(UI.pickerWarning)).toBeVisible()
  await shoot(page, 'picker-import-warning', { dialog: true })
  await page.keyboard.press('Escape')
  await expect(by(UI.pickerDialog)).toBeHidden()
  await shootManyChains({ browser, info, hostUrl })

  // Quoting: the quote held until shot.
  const quoteHeld = gate()
  await page.route(w.quoteRoute, async (route) => {
    await quoteHeld.wait
    await route.continue().catch(() => undefined)
  })
  await inWidget(UI.amount('ETH')).fill(AMOUNT)
  await expect(mainButton).toHaveText(UI.quoting)
  await shoot(page, 'quoting')
  quoteHeld.open()
  await page.unroute(w.quoteRoute)
  await expect(inWidget(UI.review)).toBeEnabled({ timeout: 20_000 })
  await shoot(page, 'quote')

  const { role: detailsRole, ...detailsState } = UI.details
  const details = inWidget(UI.quoteArea).getByRole(detailsRole, detailsState)
  const expandable = (await details.count()) > 0
  if (expandable) await details.first().click()
  await shoot(page, 'quote-expanded')
  if (expandable) await inWidget(UI.quoteArea).getByRole(detailsRole, { expanded: true }).first().click()

  await inWidget(UI.amount('ETH')).fill(TOO_LOW)
  await expect(mainButton).toHaveText(UI.quoteError, { timeout: 20_000 })
  await shoot(page, 'error')
  // Too low, in people's terms: the minimum, its USD value and "Use minimum" (ETH was priced by the quote above).
  await expect(inWidget(UI.useMinimum)).toBeVisible()
  await shoot(page, 'minimum')
  await inWidget(UI.useMinimum).click()
  await expect(inWidget(UI.review)).toBeEnabled({ timeout: 20_000 })

  // A pasted address, refused with its reason; the amount stays.
  await inWidget(UI.amount('ETH')).fill(AMOUNT)
  await expect(inWidget(UI.review)).toBeEnabled({ timeout: 20_000 })
  await pasteInto(inWidget(UI.amount('ETH')), ADDRESS)
  await expect(widget.getByRole('alert').filter({ hasText: 'address' })).toBeVisible()
  await shoot(page, 'paste')
  await shootAmountEntry(w)

  // USD mode: dollars typed, the token amount under them.
  await inWidget(UI.usdToggle).click()
  await inWidget(UI.usdAmount).fill('25')
  await expect(inWidget(UI.review)).toBeEnabled({ timeout: 20_000 })
  await shoot(page, 'usd-mode')
  await inWidget(UI.usdToggle).click()

  // A slippage of 15%: the warning on the form, and in the review the acknowledgement Confirm waits for.
  await inWidget(UI.amount('ETH')).fill(AMOUNT)
  await expect(inWidget(UI.review)).toBeEnabled({ timeout: 20_000 })
  await inWidget(UI.settings).click()
  await by(UI.customSlippage).fill('15')
  await shoot(page, 'slippage-settings')
  await page.keyboard.press('Escape')
  await expect(inWidget(UI.review)).toBeEnabled({ timeout: 20_000 })
  await shoot(page, 'slippage-warning')
  await inWidget(UI.review).click()
  await expect(by(UI.acknowledgeSlippage)).toBeVisible()
  await shoot(page, 'slippage-warning-review', { dialog: true })
  await page.keyboard.press('Escape')
  await inWidget(UI.settings).click()
  await by(UI.autoSlippage).click()
  await page.keyboard.press('Escape')

  // The withdrawal's review with its signing internals disclosed ("Details", closed by default).
  await inWidget(UI.withdrawTab).click()
  await inWidget(UI.amount('USDC')).fill('5')
  await expect(inWidget(UI.review)).toBeEnabled({ timeout: 20_000 })
  await inWidget(UI.review).click()
  await by(UI.reviewDialog).getByText(UI.signingDetails, { exact: true }).first().click()
  await shoot(page, 'withdraw-review-details', { dialog: true })
  await page.keyboard.press('Escape')
  await inWidget(UI.bridgeTab).click()
}

/**
 * Issue 28's amount field: a pasted hex number refused with its reason (the field keeps its amount),
 * and Max on the gas token at display precision. Leaves the field at `AMOUNT`, quoted.
 */
async function shootAmountEntry({ page, widget, inWidget }) {
  const field = inWidget(UI.amount('ETH'))
  await field.fill(AMOUNT)
  await expect(inWidget(UI.review)).toBeEnabled({ timeout: 20_000 })
  await pasteInto(field, '0x12')
  await expect(widget.getByRole('alert').filter({ hasText: 'hex' })).toBeVisible()
  await expect(field).toHaveValue(AMOUNT)
  await shoot(page, 'amount-paste-refused')
  await widget.getByRole('button', { name: 'Max' }).click()
  await expect(field).toHaveValue(/^\d+(\.\d{1,2})?$/)
  await expect(inWidget(UI.review)).toBeEnabled({ timeout: 20_000 })
  await shoot(page, 'amount-max')
  await field.fill(AMOUNT)
  await expect(inWidget(UI.review)).toBeEnabled({ timeout: 20_000 })
}
