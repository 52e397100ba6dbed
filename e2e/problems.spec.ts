import type { Locator } from '@playwright/test'
import { tokenAddress } from '../src/devnet/tokens/deployTokens'
import { expectNoSeriousA11yViolations } from './support/axe'
import { expect, test } from './support/fixtures'
import { HostPage } from './support/widget'

const ANVIL_ONE = 31337

/** The quote area under the form, where its line names what keeps the form from a quote. */
const quoteArea = (host: HostPage): Locator => host.widget.getByRole('region', { name: 'Quote' })

test('the same token on both sides is named on the button and in the quote line, never blamed on the amount', async ({ page }) => {
  const host = await HostPage.open(page, { account: 2 })
  await host.connect()
  await host.pick('From', 'Anvil One', 'ETH')
  await host.pick('To', 'Anvil One', 'ETH')
  await host.amountInput('ETH').fill('0.01')
  const words = 'Choose a different token to receive'
  await expect(host.mainButton).toHaveText(words)
  await expect(host.mainButton).toBeDisabled()
  await expect(quoteArea(host).getByText(words)).toBeVisible()
  await expect(host.widget.getByText(/Enter an amount|Check the transfer details/)).toHaveCount(0)
  await expectNoSeriousA11yViolations(page, 'form: the same token on both sides')

  // Another token to receive: the form quotes again.
  await host.pick('To', 'Anvil Two', 'ETH')
  await expect(host.widget.getByRole('button', { name: 'Review' })).toBeEnabled({ timeout: 20_000 })
  await expect(quoteArea(host).getByText(words)).toHaveCount(0)
})

test('an invalid recipient: the field says why, and the button and the quote line both name the recipient', async ({ page }) => {
  const host = await HostPage.open(page, { account: 2 })
  await host.connect()
  await host.amountInput('ETH').fill('0.01')
  await expect(host.widget.getByRole('button', { name: 'Review' })).toBeEnabled({ timeout: 20_000 })
  await host.widget.getByRole('button', { name: 'Send to another address' }).click()
  const recipient = host.widget.getByRole('textbox', { name: 'Recipient address' })
  await recipient.fill('0x1234')
  await expect(recipient).toHaveAccessibleDescription('Not a valid address: it has 4 characters after 0x, not 40.')
  await expect(host.mainButton).toHaveText('Check the recipient')
  // The outdated quote gives way to the problem: the line says what the button says.
  await expect(quoteArea(host).getByText('Check the recipient')).toBeVisible()
  await expect(host.quoteDetails).toHaveCount(0)
  // One capital changed: the checksum says it is a typo.
  await recipient.fill('0x70997970c51812dc3A010C7d01b50e0d17dc79C8')
  await expect(recipient).toHaveAccessibleDescription(/its capitals fail the checksum/)
  await expectNoSeriousA11yViolations(page, 'form: recipient invalid')
})

test('an unverified token imported by address keeps its mark on the form and in the review, its warning one click away', async ({ page }) => {
  const quarks = tokenAddress(ANVIL_ONE, 'QRKS')!
  const host = await HostPage.open(page, { account: 4 })
  await host.connect()
  await host.widget.getByRole('button', { name: /^From: / }).click()
  const picker = page.getByRole('dialog', { name: 'Select the token to send' })
  await picker.getByRole('combobox', { name: 'Search by name, symbol or address' }).fill(quarks)
  await picker.getByRole('option', { name: /^QRKS Unverified\b.*Anvil One/ }).click()
  await picker.getByRole('button', { name: 'I understand, use QRKS' }).click()
  await expect(picker).toBeHidden()

  const mark = host.widget.getByRole('button', { name: 'Unverified: QRKS' })
  await expect(host.widget.getByRole('button', { name: 'From: QRKS on Anvil One' })).toBeVisible()
  await expect(mark).toBeVisible()
  await mark.click()
  const warning = page.getByRole('dialog', { name: 'Unverified token' })
  await expect(warning).toContainText('Anyone can create a token with any name and symbol')
  await expect(warning).toContainText(quarks)
  await expectNoSeriousA11yViolations(page, 'form: the unverified warning from the mark')
  await warning.getByRole('button', { name: 'I understand, use QRKS' }).click()
  await expect(warning).toBeHidden()
  await expect(mark).toBeFocused()

  await host.pick('To', 'Anvil Two', 'ETH')
  await host.amountInput('QRKS').fill('20')
  const review = await host.review()
  await expect(review.getByRole('button', { name: 'Unverified: QRKS' })).toBeVisible()
  await expectNoSeriousA11yViolations(page, 'review: an unverified token marked')
})
