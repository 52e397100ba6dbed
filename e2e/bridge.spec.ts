import type { Locator, Page } from '@playwright/test'
import { parseAbi, parseEther, parseUnits } from 'viem'
import { expectNoSeriousA11yViolations } from './support/axe'
import { allHoldings, chainHoldings, devnetChainInfo, publicClient } from './support/chain'
import { expectDelivered, expectOneRequest, GAS_ALLOWANCE_WEI } from './support/expectations'
import { expect, test } from './support/fixtures'
import { saveOutcome } from './support/screenshots'
import { devnetExplorerTx, HostPage, tabTo } from './support/widget'

const ANVIL_ONE = 31337
const ANVIL_TWO = 31338
const demoTargetAbi = parseAbi(['function paidEth(address beneficiary) view returns (uint256)'])

test('a native bridge: 0.01 ETH from Anvil One to Anvil Two', async ({ page, devnet }) => {
  const user = devnet.accounts[0]!.address
  const before = await allHoldings(devnet, user)

  const host = await HostPage.open(page, { account: 1 })
  await host.connect()
  await host.pick('From', 'Anvil One', 'ETH')
  await host.pick('To', 'Anvil Two', 'ETH')
  await host.amountInput('ETH').fill('0.01')
  await expect(host.widget.getByRole('button', { name: 'Review' })).toBeEnabled({ timeout: 20_000 })
  await expectNoSeriousA11yViolations(page, 'Bridge: with a quote')
  await saveOutcome(page, 'mode-bridge')
  await host.review()
  await expectNoSeriousA11yViolations(page, 'Bridge: review dialog')
  await host.confirm()
  await host.expectOutcome('Transfer complete')

  const request = await expectOneRequest(devnet, user, 'success')
  // Each transaction's explorer link, named by what it did, opens it.
  await expect(host.outcomeExplorerLink('Deposit')).toHaveAttribute('href', devnetExplorerTx(devnet.serviceUrl, ANVIL_ONE, request.inTxHashes[0]!))
  await expect(host.outcomeExplorerLink('Destination')).toHaveAttribute('href', devnetExplorerTx(devnet.serviceUrl, ANVIL_TWO, request.txHashes[0]!))
  const after = await allHoldings(devnet, user)
  const spent = before.get(ANVIL_ONE)!.native - after.get(ANVIL_ONE)!.native
  expect(request.amountIn).toBe(parseEther('0.01'))
  expect(spent - request.amountIn, 'gas paid on Anvil One').toBeGreaterThanOrEqual(0n)
  expect(spent - request.amountIn, 'gas paid on Anvil One').toBeLessThan(GAS_ALLOWANCE_WEI)
  expect(after.get(ANVIL_ONE)!.sent - before.get(ANVIL_ONE)!.sent, 'transactions sent: the deposit').toBe(1)
  expectDelivered(after.get(ANVIL_TWO)!.native - before.get(ANVIL_TWO)!.native, request, 'ETH received on Anvil Two')

  // The explorer links come from the service's GET /chains (a base URL): the devnet's own pages.
  const links = await host.linkTargets()
  for (const chainId of [ANVIL_ONE, ANVIL_TWO]) {
    const link = links.find((href) => href.startsWith(`${devnet.serviceUrl}/_devnet/explorer/${chainId}/tx/0x`))
    expect(link, `an explorer link on chain ${chainId} among ${links.join(', ')}`).toBeDefined()
    const shown = (await (await fetch(link!)).json()) as { chainId: number; transaction: { hash: string } }
    expect(shown.chainId).toBe(chainId)
    expect(link!.endsWith(shown.transaction.hash)).toBe(true)
  }

  await saveOutcome(page, 'bridge-native')
  await expectNoSeriousA11yViolations(page, 'bridge: complete')
})

test('a USDC swap across chains: 100 USDC on Anvil One to ETH on Anvil Two, approval first', async ({ page, devnet }) => {
  const user = devnet.accounts[1]!.address
  const before = await allHoldings(devnet, user)

  const host = await HostPage.open(page, { account: 2 })
  await host.connect()
  await host.pick('From', 'Anvil One', 'USDC')
  await host.pick('To', 'Anvil Two', 'ETH')
  await host.amountInput('USDC').fill('100')
  await host.review()
  await host.confirm()
  await host.expectOutcome('Transfer complete')

  const request = await expectOneRequest(devnet, user, 'success')
  const after = await allHoldings(devnet, user)
  expect(before.get(ANVIL_ONE)!.usdc - after.get(ANVIL_ONE)!.usdc, 'USDC sent from Anvil One').toBe(parseUnits('100', 6))
  expect(after.get(ANVIL_ONE)!.sent - before.get(ANVIL_ONE)!.sent, 'transactions sent: the approval, then the deposit').toBe(2)
  expectDelivered(after.get(ANVIL_TWO)!.native - before.get(ANVIL_TWO)!.native, request, 'ETH received on Anvil Two')
  expect(after.get(ANVIL_TWO)!.usdc, 'USDC on Anvil Two is untouched').toBe(before.get(ANVIL_TWO)!.usdc)

  await saveOutcome(page, 'bridge-usdc-swap')
  await expectNoSeriousA11yViolations(page, 'swap: complete')
})

test('a keyboard-only bridge: 0.01 ETH from Anvil Two to Anvil One', async ({ page, devnet }) => {
  const user = devnet.accounts[2]!.address
  const before = await allHoldings(devnet, user)
  const host = await HostPage.open(page, { account: 3 })
  const keyboard = page.keyboard

  await tabTo(page, host.widget.getByRole('button', { name: 'Connect wallet' }))
  await keyboard.press('Enter')
  await expect(host.wallet.getByText('connected', { exact: true })).toBeVisible()

  // From: Anvil Two, ETH. The chains are a toggle group: arrows move, Space picks; the search
  // field is a combobox: type, then Enter picks the first match.
  await tabTo(page, host.widget.getByRole('button', { name: /^From: / }))
  await keyboard.press('Enter')
  const from = page.getByRole('dialog', { name: 'Select the token to send' })
  await expect(from).toBeVisible()
  await pickWithKeyboard(page, from, 'Anvil Two', 'ETH')
  await expect(host.widget.getByRole('button', { name: 'From: ETH on Anvil Two' })).toBeFocused()

  await tabTo(page, host.widget.getByRole('button', { name: /^To: / }))
  await keyboard.press('Enter')
  const to = page.getByRole('dialog', { name: 'Select the token to receive' })
  await pickWithKeyboard(page, to, 'Anvil One', 'ETH')
  await expect(host.widget.getByRole('button', { name: 'To: ETH on Anvil One' })).toBeVisible()

  await tabTo(page, host.amountInput('ETH'))
  await keyboard.type('0.01')
  // The wallet is on Anvil One: the main button offers the switch first.
  const switchNetwork = host.widget.getByRole('button', { name: 'Switch to Anvil Two' })
  await expect(switchNetwork).toBeVisible({ timeout: 20_000 })
  await tabTo(page, switchNetwork)
  await keyboard.press('Enter')
  const review = host.widget.getByRole('button', { name: 'Review' })
  await expect(review).toBeEnabled({ timeout: 20_000 })
  await tabTo(page, review)
  await keyboard.press('Enter')
  await expect(host.reviewDialog).toBeVisible()
  await tabTo(page, host.reviewDialog.getByRole('button', { name: 'Confirm' }))
  await keyboard.press('Enter')
  await host.expectOutcome('Transfer complete')

  const request = await expectOneRequest(devnet, user, 'success')
  const after = await allHoldings(devnet, user)
  expect(after.get(ANVIL_TWO)!.sent - before.get(ANVIL_TWO)!.sent, 'transactions sent on Anvil Two: the deposit').toBe(1)
  expect(before.get(ANVIL_TWO)!.native - after.get(ANVIL_TWO)!.native).toBeGreaterThanOrEqual(parseEther('0.01'))
  expectDelivered(after.get(ANVIL_ONE)!.native - before.get(ANVIL_ONE)!.native, request, 'ETH received on Anvil One')

  await saveOutcome(page, 'bridge-keyboard')
})

/** In an open picker: Tab to the chain list, arrow to `chain` and pick it, then search and pick `symbol`. */
async function pickWithKeyboard(page: Page, dialog: Locator, chain: string, symbol: string) {
  const chip = dialog.getByRole('radio', { name: chain })
  await tabTo(page, dialog.getByRole('radio', { checked: true }))
  const radios = dialog.getByRole('radio')
  const focusedChip = () => radios.evaluateAll((elements) => elements.findIndex((element) => element === document.activeElement))
  const target = await radios.evaluateAll((elements, element) => elements.indexOf(element as HTMLElement), await chip.elementHandle())
  // The chains are a column that does not wrap: down to a chain below, up to one above. Radix moves
  // roving focus in a timeout after the keydown: wait for each move before the next press, or a
  // loaded machine sends several presses from the same chain.
  for (let presses = 0, chips = await radios.count(); presses < chips && (await focusedChip()) !== target; presses++) {
    const from = await focusedChip()
    const key = target > from ? 'ArrowDown' : 'ArrowUp'
    await page.keyboard.press(key)
    await expect.poll(focusedChip, { message: `${key} moves focus on from chain ${from}` }).not.toBe(from)
  }
  await expect(chip).toBeFocused()
  await page.keyboard.press('Space')
  await expect(chip).toBeChecked()
  await tabTo(page, dialog.getByRole('combobox', { name: 'Search by name, symbol or address' }))
  await page.keyboard.type(symbol)
  await expect(dialog.getByRole('option').first()).toContainText(symbol)
  await page.keyboard.press('Enter')
  await expect(dialog).toBeHidden()
}

test('a cross-chain call: pay 0.003 ETH to the DemoTarget on Anvil Two from Anvil One ETH', async ({ page, devnet }) => {
  const user = devnet.accounts[0]!.address
  const target = devnetChainInfo(devnet, ANVIL_TWO).contracts.demoTarget
  const paidEth = () => publicClient(devnet, ANVIL_TWO).readContract({ address: target, abi: demoTargetAbi, functionName: 'paidEth', args: [user] })
  const paidBefore = await paidEth()
  // Dev account 1 also runs the native bridge in this run: count this flow's own transactions.
  const sentBefore = (await chainHoldings(devnet, ANVIL_ONE, user)).sent

  const host = await HostPage.open(page, { account: 1, call: 'demo' })
  await host.connect()
  // The destination is the call's, fixed; what it costs replaces the amount field.
  await expect(host.widget.getByRole('button', { name: 'To: ETH on Anvil Two' })).toBeDisabled()
  await expect(host.widget.getByRole('region', { name: 'Pay for the demo order' })).toContainText('0.003 ETH on Anvil Two')
  await host.pick('From', 'Anvil One', 'ETH')
  const review = await host.review()
  await expect(review.getByRole('note', { name: 'Calls on the destination' })).toContainText('A call runs on Anvil Two')
  await host.confirm()
  await host.expectOutcome('Transfer complete')

  expect((await chainHoldings(devnet, ANVIL_ONE, user)).sent - sentBefore, 'transactions sent on Anvil One: the deposit').toBe(1)
  expect((await paidEth()) - paidBefore, "paidEth(user) on Anvil Two grew by the call's value").toBe(parseEther('0.003'))

  await saveOutcome(page, 'bridge-cross-chain-call')
  await expectNoSeriousA11yViolations(page, 'cross-chain call: complete')
})
