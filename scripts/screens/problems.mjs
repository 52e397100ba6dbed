// The form naming its real problem: the same token on both sides, an invalid recipient, a red
// slippage, an unverified token's mark.
import { expect } from '@playwright/test'
import { devnetTokenAddress } from 'ferry-kit/devnet'
import { shoot } from './camera.mjs'
import { AMOUNT } from './ui.mjs'

/**
 * The form naming its real problem (issue 28's findings 4, 8 and 10): the same token on both
 * sides, an invalid recipient, a red slippage with its value on the settings button, and an
 * unverified token's mark on its button.
 */
export async function shootFormProblems({ page, widget, pick, openConnected }) {
  await openConnected('account=2')
  await pick('From', 'Anvil One', 'ETH')
  await pick('To', 'Anvil One', 'ETH')
  await widget.getByRole('textbox', { name: 'Amount to pay in ETH' }).fill(AMOUNT)
  await expect(widget.getByRole('button', { name: 'Choose a different token to receive' })).toBeDisabled()
  await shoot(page, 'form-same-token')

  await pick('To', 'Anvil Two', 'ETH')
  await expect(widget.getByRole('button', { name: 'Review' })).toBeEnabled({ timeout: 20_000 })
  await widget.getByRole('button', { name: 'Send to another address' }).click()
  await widget.getByRole('textbox', { name: 'Recipient address' }).fill('0x1234')
  await expect(widget.getByRole('button', { name: 'Check the recipient' })).toBeDisabled()
  await shoot(page, 'form-recipient-invalid')
  await widget.getByRole('button', { name: 'Send to another address' }).click()

  await widget.getByRole('button', { name: 'Settings' }).click()
  await page.getByRole('textbox', { name: 'Custom slippage in percent' }).fill('15')
  await page.keyboard.press('Escape')
  await expect(widget.getByRole('button', { name: 'Settings (slippage 15%)' })).toBeVisible()
  await expect(widget.getByRole('button', { name: 'Review' })).toBeEnabled({ timeout: 20_000 })
  await shoot(page, 'form-slippage-red')
  await widget.getByRole('button', { name: 'Settings (slippage 15%)' }).click()
  await page.getByRole('radio', { name: /^Auto/ }).check()
  await page.keyboard.press('Escape')

  await widget.getByRole('button', { name: /^From: / }).click()
  const picker = page.getByRole('dialog', { name: 'Select the token to send' })
  await picker.getByRole('combobox', { name: 'Search by name, symbol or address' }).fill(devnetTokenAddress(31337, 'QRKS'))
  await picker.getByRole('option', { name: /^QRKS\b.*Anvil One/ }).click()
  // The import warning's state above left it unaccepted: accepted here.
  await picker.getByRole('button', { name: 'I understand, use QRKS' }).click()
  await expect(picker).toBeHidden()
  await widget.getByRole('textbox', { name: 'Amount to pay in QRKS' }).fill('20')
  await expect(widget.getByRole('button', { name: 'Unverified: QRKS' })).toBeVisible()
  await expect(widget.getByRole('button', { name: 'Review' })).toBeEnabled({ timeout: 20_000 })
  await shoot(page, 'form-unverified-mark')
}
