// Shooting: each state at every size and theme, then at 360 px in each language, into screens/.
import { fileURLToPath } from 'node:url'
import { LOCALES, PHONE, SIZES, THEMES } from './ui.mjs'

export const OUT = fileURLToPath(new URL('../../screens/', import.meta.url))
// `SCREENS=refund-story,history npm run screens`: shoot only the states named, or named with that prefix
// (`refund-story` shoots `refund-story-refunding` too); every state is still walked through.
export const ONLY = process.env.SCREENS ? new Set(process.env.SCREENS.split(',').map((name) => name.trim())) : undefined
// `SCREENS_DIR=rtl npm run screens`: the widget's root forced right to left (as Arabic sets it), shot as `<state>-rtl-<width>-<theme>.png`.
const FORCED_DIR = process.env.SCREENS_DIR === 'rtl' ? 'rtl' : undefined
/** The PNGs written so far, by name. */
export const saved = []

/** Whether `state` is shot in this run (`SCREENS`). */
export const wanted = (state) => !ONLY || [...ONLY].some((name) => state === name || state.startsWith(`${name}-`))

/**
 * Shoots the page as it is at every size and theme: the whole page, or the viewport under an open
 * dialog (its overlay covers the viewport only). The theme is switched as the page's switch does
 * (its attributes), without a click that would close an open dialog.
 */
export async function shoot(page, state, { dialog = false } = {}) {
  if (!wanted(state)) return
  for (const size of SIZES) {
    await page.setViewportSize(size)
    for (const theme of THEMES) {
      await page.evaluate((next) => {
        document.documentElement.dataset.hostTheme = next
        for (const element of document.querySelectorAll('[data-ferry-theme]')) element.setAttribute('data-ferry-theme', next)
        const toggle = document.querySelector('.host-theme input')
        if (toggle) toggle.checked = next === 'dark'
      }, theme)
      if (FORCED_DIR) await page.evaluate((dir) => document.querySelectorAll('.ferry-widget').forEach((root) => root.setAttribute('dir', dir)), FORCED_DIR)
      const name = `${state}${FORCED_DIR ? `-${FORCED_DIR}` : ''}-${size.width}-${theme}.png`
      await page.screenshot({ path: `${OUT}${name}`, fullPage: !dialog, animations: 'disabled' })
      saved.push(name)
    }
  }
  await page.evaluate(() => {
    document.documentElement.dataset.hostTheme = 'light'
    for (const element of document.querySelectorAll('[data-ferry-theme]')) element.setAttribute('data-ferry-theme', 'light')
    const toggle = document.querySelector('.host-theme input')
    if (toggle) toggle.checked = false
  })
  // The same state in the other languages, on a phone: German's long words and Arabic right to left.
  await page.setViewportSize(PHONE)
  for (const locale of [...LOCALES, undefined]) {
    await page.evaluate((next) => window.__ferryHostSetLocale?.(next), locale)
    await page.locator(`[lang="${locale ?? 'en'}"]`).first().waitFor()
    if (!locale) break
    const name = `${state}-${PHONE.width}-light-${locale}.png`
    await page.screenshot({ path: `${OUT}${name}`, fullPage: !dialog, animations: 'disabled' })
    saved.push(name)
  }
  await page.setViewportSize(SIZES[0])
}

/** One phone shot of a state that exists on phones only: `<state>-<theme>[-<locale>].png`. */
export async function shootPhone(page, state, theme, locale) {
  await page.evaluate((next) => {
    for (const element of document.querySelectorAll('[data-ferry-theme]')) element.setAttribute('data-ferry-theme', next)
  }, theme)
  const name = `${state}-${theme}${locale ? `-${locale}` : ''}.png`
  await page.screenshot({ path: `${OUT}${name}`, animations: 'disabled' })
  saved.push(name)
}
