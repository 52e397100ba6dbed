// A built fixture app served on 127.0.0.1 with the devnet's details at /devnet.json, and a bridge
// driven in Debian's chromium the way a person does it (roles and accessible names).
import { chromium } from 'playwright-core'
import { serveStatic } from '../../scripts/serveStatic.mjs'

/** Serves `root` (a Vite `dist`) and `devnetInfo` as /devnet.json; resolves `{ url, close }`. */
export async function serveApp(root, devnetInfo) {
  const server = await serveStatic(root, { routes: { '/devnet.json': devnetInfo } })
  return { url: `${server.url}/`, close: server.close }
}

/** Debian's chromium with the flags this machine needs (see e2e/playwright.config.ts). */
export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.FERRY_CHROMIUM ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  })
}

/**
 * Opens the app, connects the dApp's wallet through the widget's "Connect wallet", and bridges
 * the preset 0.01 ETH (origin, destination and amount come from the widget's `defaults`).
 * Resolves what the page showed: the widget's accent colour (the stylesheet applied) and errors.
 */
export async function bridgeInBrowser(browser, url) {
  const page = await browser.newPage()
  const errors = []
  page.on('pageerror', (error) => errors.push(error.message))
  try {
    await page.goto(url)
    const widget = page.getByRole('main')
    await widget.getByRole('button', { name: 'Connect wallet' }).click({ timeout: 20_000 })
    await page.getByRole('status').filter({ hasText: /^connected 0x/ }).waitFor({ timeout: 10_000 })
    const accent = await page.locator('.ferry-widget').evaluate((element) => getComputedStyle(element).getPropertyValue('--ferry-accent').trim())
    // "Review" is enabled once a quote is in: the click waits for it.
    await widget.getByRole('button', { name: 'Review' }).click({ timeout: 30_000 })
    await page.getByRole('dialog', { name: 'Review transfer' }).getByRole('button', { name: 'Confirm' }).click({ timeout: 10_000 })
    await page.getByRole('heading', { name: 'Transfer complete' }).waitFor({ timeout: 60_000 })
    return { accent, errors }
  } catch (error) {
    const text = await page.locator('body').innerText().catch(() => '')
    throw new Error(`${error.message}\npage errors: ${errors.join(' | ') || 'none'}\npage text:\n${text.slice(0, 2000)}`, { cause: error })
  } finally {
    await page.close()
  }
}
