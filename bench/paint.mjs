// How much later a dApp paints with <BridgeWidget>: the two apps of bench/benchApps.mjs (the same
// WagmiProvider and QueryClientProvider around the widget, or around an empty div) built by Vite for
// production, served from 127.0.0.1, loaded in turn in Debian's Chromium (a fresh context each, so
// nothing is cached), and their first contentful paint compared: the median of the widget's over the
// median of the app's, and the median of the per-pair ratios. Both apps paint a heading from React,
// so that paint waits on the JavaScript in both. Also the time until the widget's root is painted.
// Run `npm run build` first (`npm run bench:paint` does). RUNS=n pairs (default 15);
// FERRY_COMPARE=/path adds the widget from another checkout's dist/ (a "before" figure) to the same
// interleaved runs, so that the machine's load falls on both alike; FERRY_CHROMIUM as in e2e.
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { build } from 'vite'
import { writeApps } from './benchApps.mjs'
import { serveStatic } from '../scripts/serveStatic.mjs'

const RUNS = Number(process.env.RUNS ?? 15)
const repo = resolve(fileURLToPath(new URL('..', import.meta.url)))
const compare = process.env.FERRY_COMPARE ? resolve(process.env.FERRY_COMPARE) : undefined
for (const checkout of [repo, compare].filter(Boolean)) {
  if (!existsSync(join(checkout, 'dist/widget.js'))) {
    console.error(`${checkout}/dist is missing: run \`npm run build\` there first`)
    process.exit(1)
  }
}
const chromiumPath = process.env.FERRY_CHROMIUM ?? '/usr/bin/chromium'
const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync']
/** Loads `url` in a fresh context; resolves its first contentful paint and when `selector` was first painted (ms since navigation). */
async function measure(browser, url, selector) {
  const context = await browser.newContext()
  const page = await context.newPage()
  try {
    // Noted on the frame after the element appears: the paint that shows it.
    await page.addInitScript((watched) => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector(watched)) return
        observer.disconnect()
        requestAnimationFrame(() => setTimeout(() => (window.__painted = performance.now())))
      }).observe(document, { childList: true, subtree: true })
    }, selector)
    await page.goto(url, { waitUntil: 'load' })
    await page.waitForFunction(() => window.__painted !== undefined && performance.getEntriesByName('first-contentful-paint').length > 0, null, { timeout: 30_000 })
    return await page.evaluate(() => ({ fcp: performance.getEntriesByName('first-contentful-paint')[0].startTime, painted: window.__painted }))
  } finally {
    await context.close()
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = sorted.length >> 1
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

const dir = mkdtempSync(join(tmpdir(), 'ferry-paint-'))
let browser
let server
try {
  // The empty host: the providers around an empty div, or around the widget (imported as the README shows).
  const written = writeApps(dir, repo)
  const apps = { app: written['empty-bare'], widget: written['empty-widget'] }
  if (compare) apps.compare = writeApps(join(dir, 'compare'), compare)['empty-widget']
  for (const app of Object.values(apps)) {
    await build({ root: app, base: './', configFile: false, logLevel: 'silent', build: { outDir: join(app, 'dist'), emptyOutDir: true } })
  }
  server = await serveStatic(dir)
  const at = (app) => `${server.url}/${relative(dir, app)}/dist/`
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  const pages = { app: [at(apps.app), '#app-ready'], widget: [at(apps.widget), '.ferry-widget'] }
  if (compare) pages.compare = [at(apps.compare), '.ferry-widget']
  // One of each first, not counted: the browser's own start-up costs.
  for (const [page, selector] of Object.values(pages)) await measure(browser, page, selector)
  const names = Object.keys(pages)
  const runs = Object.fromEntries(names.map((name) => [name, []]))
  for (let run = 0; run < RUNS; run++) {
    // Interleaved, each in turn first: drift in the machine's load falls on all alike.
    const order = names.map((_, index) => names[(index + run) % names.length])
    for (const name of order) runs[name].push(await measure(browser, ...pages[name]))
  }
  const ms = (value) => `${value.toFixed(1)} ms`
  const of = (name, key) => median(runs[name].map((r) => r[key]))
  console.log(`Paint of the same providers with <BridgeWidget> vs around an empty div (Vite builds, Chromium, ${RUNS} interleaved rounds, medians)\n`)
  console.log(`app alone: first contentful paint ${ms(of('app', 'fcp'))}, root painted ${ms(of('app', 'painted'))}`)
  for (const name of names.filter((name) => name !== 'app')) {
    const pairs = median(runs[name].map((r, index) => r.fcp / runs.app[index].fcp))
    console.log(
      `widget (${name === 'widget' ? repo : compare}): first contentful paint ${ms(of(name, 'fcp'))}, ratio ${(of(name, 'fcp') / of('app', 'fcp')).toFixed(2)}x` +
        ` (median of pair ratios ${pairs.toFixed(2)}x); root painted ${ms(of(name, 'painted'))}, ratio ${(of(name, 'painted') / of('app', 'painted')).toFixed(2)}x`,
    )
  }
} finally {
  await browser?.close()
  await server?.close()
  rmSync(dir, { recursive: true, force: true })
}
