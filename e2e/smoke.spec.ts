import { expectNoSeriousA11yViolations } from './support/axe'
import { expect, test } from './support/fixtures'
import { saveOutcome } from './support/screenshots'

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

test('the light/dark switch themes the page and the widget; ?theme=dark starts dark', async ({ page }) => {
  await page.goto('/?account=2&theme=dark')
  const widget = page.getByRole('main')
  const dark = page.getByRole('checkbox', { name: 'Dark theme' })
  await expect(dark).toBeChecked()
  // The theme is the widget's own attribute, as a host sets it through the `theme` prop.
  const theme = () => widget.locator('[data-ferry-theme]').first().getAttribute('data-ferry-theme')
  await expect(widget.getByRole('button', { name: 'Connect wallet' })).toBeVisible()
  expect(await theme()).toBe('dark')
  await expectNoSeriousA11yViolations(page, 'host page, dark')
  await dark.uncheck()
  await expect.poll(theme).toBe('light')
  expect(new URL(page.url()).searchParams.get('theme')).toBe('light')
})

test('the widget offers what the service lists: every devnet chain and the venue, with no list in the page', async ({ page, devnet }) => {
  await page.goto('/?account=2')
  const widget = page.getByRole('main')
  await widget.getByRole('button', { name: /^From: / }).click()
  const dialog = page.getByRole('dialog', { name: 'Select the token to send' })
  // The dialog loads after the form: wait for its chips, then read their names in order (each
  // chip's icon is hidden from assistive technology, so a name is the chain's alone), after "All chains".
  const chips = dialog.getByRole('radio')
  const expected = ['All chains', ...devnet.chains.map((chain) => chain.name), 'Venue']
  await expect(chips).toHaveCount(expected.length)
  for (const [index, name] of expected.entries()) await expect(chips.nth(index)).toHaveAccessibleName(name)
})

test('?reject=1 starts the test wallet rejecting signatures; a bad ?account= says why', async ({ page }) => {
  await page.goto('/?account=3&reject=1')
  await expect(page.getByRole('checkbox', { name: 'Reject signature requests' })).toBeChecked()
  await page.goto('/?account=42')
  await expect(page.getByRole('alert')).toContainText('?account= takes a dev account number from 1 to 13')
})
