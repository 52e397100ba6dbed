import { parseEther } from 'viem'
import { expectNoSeriousA11yViolations } from './support/axe'
import { allHoldings } from './support/chain'
import { setFaults } from './support/devnetHttp'
import { expectDelivered, expectOneNativeDeposit, expectOneRequest, GAS_ALLOWANCE_WEI } from './support/expectations'
import { expect, test } from './support/fixtures'
import { saveOutcome } from './support/screenshots'
import { devnetExplorerTx, HostPage } from './support/widget'

const ANVIL_ONE = 31337
const ANVIL_TWO = 31338

test('a failed fill ends in a refund', async ({ page, devnet }) => {
  const user = devnet.accounts[6]!.address
  const before = await allHoldings(devnet, user)
  await setFaults(devnet, { failFills: 1 })

  const host = await HostPage.open(page, { account: 7 })
  await host.reviewNativeBridge()
  await host.confirm()
  await host.expectOutcome('Transfer refunded')

  const request = await expectOneRequest(devnet, user, 'refund')
  const after = await allHoldings(devnet, user)
  expect(request.amountIn).toBe(parseEther('0.01'))
  // The deposit went out and came back: only its gas is gone.
  const lost = before.get(ANVIL_ONE)!.native - after.get(ANVIL_ONE)!.native
  expect(lost, 'Anvil One ETH after the refund: only gas is gone').toBeLessThan(GAS_ALLOWANCE_WEI)
  expect(lost).toBeGreaterThanOrEqual(0n)
  expect(after.get(ANVIL_ONE)!.sent - before.get(ANVIL_ONE)!.sent, 'transactions sent: the deposit').toBe(1)
  expect(after.get(ANVIL_TWO)!.native, 'nothing arrived on Anvil Two').toBe(before.get(ANVIL_TWO)!.native)
  // The outcome says how much came back, and links the refund on the origin chain.
  await expect(host.widget.getByRole('definition').filter({ has: page.getByRole('link', { name: 'View on explorer: Refund tx' }) })).toContainText('0.01 ETH')
  await expect(host.outcomeExplorerLink('Refund tx')).toHaveAttribute('href', devnetExplorerTx(devnet.serviceUrl, ANVIL_ONE, request.txHashes[0]!))

  await saveOutcome(page, 'refund')
  await expectNoSeriousA11yViolations(page, 'bridge: refunded')
})

test('a double click on Confirm sends one deposit', async ({ page, devnet }) => {
  const user = devnet.accounts[7]!.address
  const before = await allHoldings(devnet, user)

  const host = await HostPage.open(page, { account: 8 })
  await host.reviewNativeBridge()
  await host.reviewDialog.getByRole('button', { name: 'Confirm' }).dblclick()
  await host.expectOutcome('Transfer complete')

  const request = await expectOneRequest(devnet, user, 'success')
  expect(request.inTxHashes, 'deposits the service indexed').toHaveLength(1)
  const after = await allHoldings(devnet, user)
  expectOneNativeDeposit({ before, after, request, amount: parseEther('0.01'), origin: ANVIL_ONE, destination: ANVIL_TWO })

  await saveOutcome(page, 'double-click')
})

test('a reload in the middle resumes without a second deposit', async ({ page, devnet }) => {
  const user = devnet.accounts[8]!.address
  const before = await allHoldings(devnet, user)
  // A slow fill: the reload lands while the service is still working on the deposit.
  await setFaults(devnet, { fillDelayMs: 6_000 })

  const host = await HostPage.open(page, { account: 9 })
  await host.reviewNativeBridge()
  await host.confirm()
  // Past the deposit: the service picks it up, then sends on the destination.
  await expect(page.getByRole('status').filter({ hasText: /^(Processing the transfer|Sending ETH on Anvil Two)/ })).toBeVisible({ timeout: 15_000 })
  expect((await allHoldings(devnet, user)).get(ANVIL_ONE)!.sent - before.get(ANVIL_ONE)!.sent, 'the deposit is out before the reload').toBe(1)

  await page.reload()
  // The wallet reconnects (wagmi keeps the connection) and the widget follows the same request.
  await expect(host.wallet.getByText('connected', { exact: true })).toBeVisible()
  await host.expectOutcome('Transfer complete')

  const request = await expectOneRequest(devnet, user, 'success')
  expect(request.inTxHashes, 'deposits the service indexed').toHaveLength(1)
  const after = await allHoldings(devnet, user)
  expect(after.get(ANVIL_ONE)!.sent - before.get(ANVIL_ONE)!.sent, 'transactions sent on Anvil One, reload included').toBe(1)
  expectDelivered(after.get(ANVIL_TWO)!.native - before.get(ANVIL_TWO)!.native, request, 'ETH received on Anvil Two, once')

  await saveOutcome(page, 'reload-resumed')
  await expectNoSeriousA11yViolations(page, 'bridge: resumed after a reload, complete')
})
