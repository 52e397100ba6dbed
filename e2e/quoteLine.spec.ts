import type { Page } from '@playwright/test'
import type { WidgetLabels } from '../src/widget/labels/widgetLabels'
import { expectNoSeriousA11yViolations } from './support/axe'
import { expect, test } from './support/fixtures'

/** The widget's words in `locale`, as the widget loads them (English is `en.ts`'s defaults, compiled the same way). */
async function labelsOf(locale: string): Promise<WidgetLabels> {
  if (locale === 'en') return (await import('../src/widget/labels/widgetLabels')).defaultLabels
  return ((await import(`../src/widget/i18n/locales/${locale}.ts`)) as { default: WidgetLabels }).default
}

/** Each part of the quote line that it is clipped or ellipsized: an empty list when every part shows whole. */
async function cutParts(page: Page): Promise<string[]> {
  return page.locator('.ferry-quote__toggle').evaluate((line) =>
    [line, ...line.querySelectorAll('*')].flatMap((element) => {
      if (!(element instanceof HTMLElement) || element.classList.contains('ferry-visually-hidden') || element.closest('svg')) return []
      const style = getComputedStyle(element)
      if (style.display === 'inline' || style.display === 'none') return []
      const clipped = element.scrollWidth > element.clientWidth
      const ellipsis = style.textOverflow === 'ellipsis' && style.overflowX !== 'visible'
      return clipped || ellipsis ? [`${element.className}: "${element.textContent}" (${element.scrollWidth} > ${element.clientWidth}, text-overflow ${style.textOverflow})`] : []
    }),
  )
}

// A quote before the wallet connects (the placeholder user): no account is spent.
for (const locale of ['en', 'de', 'ar']) {
  test(`at 360 px in ${locale}, the quote line keeps its rate, fees and time whole: nothing clipped or ellipsized`, async ({ page }) => {
    const labels = await labelsOf(locale)
    await page.setViewportSize({ width: 360, height: 780 })
    await page.goto(`/?account=1${locale === 'en' ? '' : `&locale=${locale}`}`)
    const widget = page.getByRole('main')
    await expect(widget.locator(`[lang="${locale}"]`).first()).toBeVisible()
    const mark = new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')!.value
    await widget.getByRole('textbox', { name: labels.form.amountInput(true, 'ETH') }).pressSequentially(`0${mark}01`)
    const line = widget.locator('.ferry-quote__toggle')
    await expect(line).toBeVisible({ timeout: 20_000 })
    // The time is there in every language (it was hidden at 360 px), and the fees.
    await expect(line.locator('.ferry-quote__fact')).toHaveCount(2)
    await expect(line.locator('.ferry-quote__fact').last()).toBeVisible()
    expect(await cutParts(page)).toEqual([])
    await expectNoSeriousA11yViolations(page, `quote line at 360 px in ${locale}`)
  })
}
