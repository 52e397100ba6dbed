// The permit path (`usePermit`): a deposit from an account with USDC and no ETH on its origin chain.
import { expect } from '@playwright/test'
import { shoot } from './camera.mjs'
import { OUTCOME_MS, UI } from './ui.mjs'

/**
 * The form's offer ("No ETH needed"), the review's one signature explained, and the progress once
 * the service has submitted it (the fill held), on dev account 11 with its ETH on Anvil One emptied.
 */
export async function shootGasless({ page, info, inWidget, by, faults, openConnected }) {
  const anvilOne = info.chains.find((chain) => chain.id === 31337)
  const user = info.accounts[10].address
  const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'anvil_setBalance', params: [user, '0x0'] })
  await fetch(anvilOne.rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
  await openConnected('account=11')
  await inWidget(UI.depositTab).click()
  await inWidget(UI.amount('USDC')).fill('5')
  await expect(page.getByRole('main').getByRole('note')).toContainText('No ETH needed', { timeout: 20_000 })
  await expect(inWidget(UI.review)).toBeEnabled({ timeout: 20_000 })
  await shoot(page, 'gasless-offer')
  await inWidget(UI.review).click()
  await expect(by(UI.reviewDialog)).toContainText('Sign the USDC transfer')
  await shoot(page, 'gasless-review', { dialog: true })
  await faults({ holdFills: true })
  await by(UI.reviewDialog).getByRole(UI.confirm.role, { name: UI.confirm.name }).click()
  await expect(page.getByText('Deposit confirmed')).toBeVisible({ timeout: OUTCOME_MS })
  await shoot(page, 'gasless-progress')
  await faults({ reset: true })
  await expect(page.getByRole('heading', { name: 'Deposited to your venue account' })).toBeVisible({ timeout: OUTCOME_MS })
  await inWidget(UI.newTransfer).click()
}
