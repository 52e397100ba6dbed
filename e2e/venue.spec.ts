import type { Locator } from '@playwright/test'
import { parseUnits } from 'viem'
import { expectNoSeriousA11yViolations } from './support/axe'
import { allHoldings } from './support/chain'
import { startedRequests, venueAccount } from './support/devnetHttp'
import { expectDelivered, expectOneRequest } from './support/expectations'
import { expect, test } from './support/fixtures'
import { saveOutcome } from './support/screenshots'
import { HostPage } from './support/widget'

const ANVIL_ONE = 31337
const ANVIL_TWO = 31338

/** No fee row anywhere in `scope` reads a zero amount ("Network fee 0 USDC"). */
async function expectNoZeroFeeRow(scope: Locator): Promise<void> {
  const values = await scope.locator('.ferry-row--fee .ferry-row__value').allTextContents()
  expect(values.filter((value) => /^0(\.0+)? /.test(value.trim())), 'fee rows of a zero amount').toEqual([])
}

test('a venue deposit: 25 USDC from Anvil One to the venue', async ({ page, devnet }) => {
  // A whole run with its review and outcome checked and four axe scans: the 60 s default is short on a loaded machine.
  test.slow()
  const user = devnet.accounts[3]!.address
  const [chainsBefore, venueBefore] = await Promise.all([allHoldings(devnet, user), venueAccount(devnet, user)])

  const host = await HostPage.open(page, { account: 4 })
  await host.connect()
  await host.selectMode('Deposit')
  await host.pick('From', 'Anvil One', 'USDC')
  await host.amountInput('USDC').fill('25')
  await expect(host.widget.getByRole('button', { name: 'Review' })).toBeEnabled({ timeout: 20_000 })
  await expectNoSeriousA11yViolations(page, 'Deposit: with a quote')
  await saveOutcome(page, 'mode-deposit')
  const review = await host.review()
  // The review says what the deposit does, in the venue's terms, and no fee row reads a zero.
  await expect(review).toContainText(/Deposit 25 USDC to your venue account 0x[0-9a-fA-F]{4}…[0-9a-fA-F]{4}\./)
  await expect(review.getByRole('region', { name: /^Your wallet will ask/ })).toContainText('deposits 25 USDC to your venue account')
  await expectNoZeroFeeRow(review)
  await expectNoSeriousA11yViolations(page, 'Deposit: review dialog')
  await host.confirm()
  await host.expectOutcome('Deposited to your venue account')

  const request = await expectOneRequest(devnet, user, 'success')
  const [chainsAfter, venueAfter] = await Promise.all([allHoldings(devnet, user), venueAccount(devnet, user)])
  expect(chainsBefore.get(ANVIL_ONE)!.usdc - chainsAfter.get(ANVIL_ONE)!.usdc, 'USDC sent from Anvil One').toBe(parseUnits('25', 6))
  expectDelivered(venueAfter.perpsUsdc - venueBefore.perpsUsdc, request, 'perps USDC credited on the venue')

  await saveOutcome(page, 'venue-deposit')
  await expectNoSeriousA11yViolations(page, 'deposit: complete')
})

test('a venue withdrawal with both signatures: 20 USDC from the venue to Anvil Two', async ({ page, devnet }) => {
  // A whole run with its review and outcome checked and four axe scans: the 60 s default is short on a loaded machine.
  test.slow()
  const user = devnet.accounts[4]!.address
  const [chainsBefore, venueBefore] = await Promise.all([allHoldings(devnet, user), venueAccount(devnet, user)])

  const host = await HostPage.open(page, { account: 5 })
  await host.connect()
  await host.selectMode('Withdraw')
  await host.pick('To', 'Anvil Two', 'USDC')
  await host.amountInput('USDC').fill('20')
  await expect(host.widget.getByRole('button', { name: 'Review' })).toBeEnabled({ timeout: 20_000 })
  await expectNoSeriousA11yViolations(page, 'Withdraw: with a quote')
  await saveOutcome(page, 'mode-withdraw')
  const review = await host.review()
  await expectNoSeriousA11yViolations(page, 'Withdraw: review dialog')
  // The review names the two signatures before asking for them, each explained from its typed data.
  const prompts = review.getByRole('region', { name: 'Your wallet will ask 2 times' })
  await expect(prompts.getByText('Sign the transfer authorization, then sign the venue transfer')).toBeVisible()
  await expect(prompts.getByRole('listitem').nth(1)).toContainText('moves 20 USDC from your venue account')
  await expect(review).toContainText(/Withdraw 20 USDC from your venue account to 0x[0-9a-fA-F]{4}…[0-9a-fA-F]{4} on Anvil Two\./)
  await expectNoZeroFeeRow(review)
  await host.confirm()
  await host.expectOutcome('Withdrawn to Anvil Two')

  const request = await expectOneRequest(devnet, user, 'success')
  expect(request.authorized, 'the first signature authorized the withdrawal').toBe(true)
  const [chainsAfter, venueAfter] = await Promise.all([allHoldings(devnet, user), venueAccount(devnet, user)])
  expect(venueBefore.perpsUsdc - venueAfter.perpsUsdc, 'perps USDC sent from the venue (the second signature)').toBe(parseUnits('20', 6))
  expectDelivered(chainsAfter.get(ANVIL_TWO)!.usdc - chainsBefore.get(ANVIL_TWO)!.usdc, request, 'USDC received on Anvil Two')
  for (const chain of devnet.chains) {
    expect(chainsAfter.get(chain.id)!.sent, `no transaction (no gas) on ${chain.name}`).toBe(chainsBefore.get(chain.id)!.sent)
  }

  await saveOutcome(page, 'venue-withdraw')
  await expectNoSeriousA11yViolations(page, 'withdrawal: complete')
})

test('a wallet rejection, then a retry: the withdrawal goes through once', async ({ page, devnet }) => {
  const user = devnet.accounts[5]!.address
  const venueBefore = await venueAccount(devnet, user)
  // Dev account 6 also bridges in the first-minute flow of a whole run: count this flow's own requests.
  const earlier = new Set((await startedRequests(devnet, user)).map((record) => record.id))
  const started = async () => (await startedRequests(devnet, user)).filter((record) => !earlier.has(record.id))

  const host = await HostPage.open(page, { account: 6, reject: true })
  await host.connect()
  await host.selectMode('Withdraw')
  await host.pick('To', 'Anvil Two', 'USDC')
  await host.amountInput('USDC').fill('15')
  const dialog = await host.review()
  await host.confirm()
  // Nothing was signed: back in the open review, which says so.
  await expect(dialog.getByRole('alert')).toHaveText('You declined in your wallet. Nothing was sent: confirm to try again.', { timeout: 20_000 })
  await saveOutcome(page, 'wallet-rejected')
  await expectNoSeriousA11yViolations(page, 'withdrawal: declined in the wallet')
  expect(await started(), 'nothing reached the service').toHaveLength(0)
  expect((await venueAccount(devnet, user)).perpsUsdc, 'the venue balance is untouched').toBe(venueBefore.perpsUsdc)

  // The user changes their mind in the wallet and confirms again from the same review.
  await host.rejectSignatures(false)
  await host.confirm()
  await host.expectOutcome('Withdrawn to Anvil Two')

  const requests = await started()
  expect(requests, 'one withdrawal reached the service').toHaveLength(1)
  const request = requests[0]!
  expect(request.status).toBe('success')
  expect(venueBefore.perpsUsdc - (await venueAccount(devnet, user)).perpsUsdc, 'perps USDC sent once').toBe(request.amountIn)
  await saveOutcome(page, 'wallet-rejected-then-retried')
})

test('at 360 px the venue account shows as 0x1234…abcd, whole and never clipped, and the whole address once focused', async ({ page, devnet }) => {
  await page.setViewportSize({ width: 360, height: 780 })
  const account = devnet.accounts[0]!.address
  const host = await HostPage.open(page, { account: 1 })
  await host.connect()
  await host.selectMode('Deposit')
  const field = host.widget.getByRole('textbox', { name: 'Venue account' })
  await expect(field).toHaveValue(new RegExp(`^${account}$`, 'i'))
  const short = host.widget.locator('.ferry-address-field__short')
  await expect(short).toBeVisible()
  await expect(short).toHaveText(new RegExp(`^${account.slice(0, 6)}…${account.slice(-4)}$`, 'i'))
  expect(await short.evaluate((element) => element.scrollWidth <= element.clientWidth), 'the short address fits its field').toBe(true)
  await expectNoSeriousA11yViolations(page, 'Deposit at 360 px: the venue account')
  // Focused, the field shows (and edits) the whole address.
  await field.focus()
  await expect(short).toBeHidden()
})
