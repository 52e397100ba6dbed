import type { Locator } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './support/axe'
import { expect, test } from './support/fixtures'
import { HostPage } from './support/widget'

// Quotes only, no transfer: these flows move no funds, so they share dev account 2 with the other quote-only flows.

/** Pastes `text` over the field's whole content, as Ctrl+V after Ctrl+A does (a real paste event with its clipboard data). */
async function paste(field: Locator, text: string): Promise<void> {
  await field.focus()
  await field.evaluate((element, pasted) => {
    const input = element as HTMLInputElement
    input.setSelectionRange(0, input.value.length)
    const data = new DataTransfer()
    data.setData('text/plain', pasted)
    input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }))
  }, text)
}

test('a paste of each form reads as the amount it means (1,000.50 / $5 / 1 000 / 0,5); letters never show; an address is refused with its reason', async ({ page }) => {
  const host = await HostPage.open(page, { account: 2 })
  await host.connect()
  const field = host.amountInput('ETH')
  for (const [pasted, shown] of [
    ['1,000.50', '1000.50'],
    ['$5', '5'],
    ['1\u202f000', '1000'],
    ['1 000', '1000'],
    ['0,5', '0.5'],
  ] as const) {
    await paste(field, pasted)
    await expect(field).toHaveValue(shown)
  }
  // 0.5 ETH is quoted as such.
  await expect(host.widget.getByRole('button', { name: 'Review' })).toBeEnabled({ timeout: 20_000 })

  await field.press('End')
  await page.keyboard.type('abc')
  await expect(field).toHaveValue('0.5')
  await paste(field, 'twelve')
  await expect(field).toHaveValue('')

  await field.fill('0.02')
  await paste(field, '0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
  await expect(field).toHaveValue('0.02')
  const pay = host.widget.getByRole('region', { name: 'You pay' })
  await expect(pay.getByRole('alert')).toHaveText('That is an address, not an amount.')
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expectNoSeriousA11yViolations(page, 'amount field: a pasted address refused')
  await page.keyboard.type('5')
  await expect(pay.getByRole('alert')).toHaveCount(0)
})

test('"Use minimum" sets the least the service takes, rounded up to four significant digits, and a quote arrives with no too-low error', async ({ page }) => {
  const host = await HostPage.open(page, { account: 2 })
  await host.connect()
  const field = host.amountInput('ETH')
  // A first quote prices ETH, so the minimum has its USD value.
  await field.fill('0.01')
  await expect(host.widget.getByRole('button', { name: 'Review' })).toBeEnabled({ timeout: 20_000 })

  await field.fill('0.000001')
  await expect(host.mainButton).toHaveText('Amount too low', { timeout: 20_000 })
  const quoteArea = host.widget.getByRole('region', { name: 'Quote' })
  const notice = quoteArea.getByRole('alert')
  await expect(notice).toContainText(/The least you can send is 0\.0000\d{1,4} ETH \(≈ \$\d+\.\d\d\)\./)
  // The service's own sentence is not shown.
  await expect(notice).not.toContainText('relayer, app fees')
  await expectNoSeriousA11yViolations(page, 'amount too low, with Use minimum')
  const minimum = /is (0\.0000\d+) ETH/.exec((await notice.textContent()) ?? '')?.[1]

  await quoteArea.getByRole('button', { name: 'Use minimum' }).click()
  await expect(field).toHaveValue(minimum!)
  await expect(host.widget.getByRole('button', { name: 'Review' })).toBeEnabled({ timeout: 20_000 })
  // The fees of a minimum are high, and may say so; the refusal is gone.
  await expect(quoteArea.getByRole('alert').filter({ hasText: 'Amount too low' })).toHaveCount(0)
  await expect(quoteArea.getByRole('button', { name: 'Use minimum' })).toHaveCount(0)
})
