import type { Locator, Page } from '@playwright/test'
import { formatUnits } from 'viem'
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

/** The amount (smallest units) of each quote request the page sends from now on. */
function recordAmounts(page: Page): string[] {
  const sent: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/quote')) sent.push(String((request.postDataJSON() as { amount?: unknown }).amount))
  })
  return sent
}

test('a paste in scientific notation is read exactly (1e3 is 1000 ETH); hex and letters within the number are refused with their reason, the field keeping its value', async ({ page }) => {
  const sent = recordAmounts(page)
  const host = await HostPage.open(page, { account: 2 })
  await host.connect()
  const field = host.amountInput('ETH')
  const pay = host.widget.getByRole('region', { name: 'You pay' })
  await paste(field, '1e3')
  await expect(field).toHaveValue('1000')
  await expect.poll(() => sent.at(-1), { timeout: 20_000 }).toBe('1000000000000000000000')

  for (const [pasted, reason] of [
    ['0x12', 'That is a hex number, not an amount.'],
    ['12abc', 'That is not an amount: it has letters in it.'],
  ] as const) {
    await paste(field, pasted)
    await expect(field).toHaveValue('1000')
    await expect(pay.getByRole('alert')).toHaveText(reason)
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(field).toHaveAccessibleDescription(reason)
  }
  await expectNoSeriousA11yViolations(page, 'amount field: a pasted hex number refused')
  // Nothing refused ever reached the service: 1000 ETH is the only amount quoted.
  expect(new Set(sent)).toEqual(new Set(['1000000000000000000000']))
})

test('Max on the gas token shows the amount at display precision, and the quote and the review spend the exact max', async ({ page }) => {
  const sent = recordAmounts(page)
  const host = await HostPage.open(page, { account: 2 })
  await host.connect()
  const field = host.amountInput('ETH')
  const pay = host.widget.getByRole('region', { name: 'You pay' })
  await pay.getByRole('button', { name: 'Max' }).click()
  await expect.poll(() => sent.length, { timeout: 20_000 }).toBeGreaterThan(0)
  const exact = sent.at(-1)!
  // The dev account holds about 10 000 ETH less the gas its transfers spent: Max has wei to the last digit.
  const decimal = formatUnits(BigInt(exact), 18)
  const [whole = '', fraction = ''] = decimal.split('.')
  expect(fraction.length).toBeGreaterThan(6)
  // Six significant digits, cut: `9999.99` for 9999.9993999794656.
  const shown = `${whole}.${fraction.slice(0, Math.max(6 - whole.length, 0))}`.replace(/\.?0*$/, '')
  await expect(field).toHaveValue(shown)
  expect(BigInt(exact)).not.toBe(BigInt(shown.replace('.', '')) * 10n ** BigInt(18 - (shown.split('.')[1]?.length ?? 0)))

  const review = await host.review()
  await expect(review).toContainText(`${Number(whole).toLocaleString('en-US')}.${fraction.slice(0, Math.max(6 - whole.length, 0))}`.replace(/\.?0*$/, ''))
  // Every quote since Max, the review's included, asked for the exact max, never for the shown digits.
  expect(new Set(sent)).toEqual(new Set([exact]))
})

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
  // A paste is read whole: a word is refused, not emptied into the field.
  await paste(field, 'twelve')
  await expect(field).toHaveValue('0.5')
  await expect(host.widget.getByRole('region', { name: 'You pay' }).getByRole('alert')).toHaveText('That is not an amount: it has letters in it.')

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
