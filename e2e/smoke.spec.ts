import { expectNoSeriousA11yViolations } from './support/axe'
import { allHoldings } from './support/chain'
import { venueAccount } from './support/devnetHttp'
import { expect, test } from './support/fixtures'
import { saveOutcome } from './support/screenshots'

test('the devnet answers: every chain, the service and the venue', async ({ devnet }) => {
  const user = devnet.accounts[0]!.address
  const holdings = await allHoldings(devnet, user)
  for (const chain of devnet.chains) expect(holdings.get(chain.id)!.usdc, `USDC on ${chain.name}`).toBeGreaterThan(0n)
  const chains = (await fetch(`${devnet.serviceUrl}/chains`).then((response) => response.json())) as { chains: unknown[] }
  expect(chains.chains).toHaveLength(devnet.chains.length + 1)
  expect((await venueAccount(devnet, user)).perpsUsdc).toBeGreaterThan(0n)
})

test('the host page loads as a dApp on a chosen dev account, with no serious a11y violation', async ({ page, devnet }) => {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto('/?account=2')
  await expect(page.getByRole('heading', { level: 1, name: 'Ferry on the devnet' })).toBeVisible()
  const wallet = page.getByRole('region', { name: 'Test wallet' })
  await expect(wallet).toContainText(`Dev account 2: ${devnet.accounts[1]!.address}`)
  await expect(wallet).toContainText('not connected')
  await expect(wallet.getByRole('checkbox', { name: 'Reject signature requests' })).not.toBeChecked()
  await expectNoSeriousA11yViolations(page, 'host page')
  await saveOutcome(page, 'smoke-host')
  expect(errors).toEqual([])
})

test('?reject=1 starts the test wallet rejecting signatures; a bad ?account= says why', async ({ page }) => {
  await page.goto('/?account=3&reject=1')
  await expect(page.getByRole('checkbox', { name: 'Reject signature requests' })).toBeChecked()
  await page.goto('/?account=42')
  await expect(page.getByRole('alert')).toContainText('?account= takes a dev account number from 1 to 9')
})
