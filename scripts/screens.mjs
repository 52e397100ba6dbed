// `npm run screens`: every state of the widget, at 1280 and 360 px, light and dark, as PNGs in
// screens/ (gitignored), named `<state>-<width>-<theme>.png`, and at 360 px in German and Arabic
// (`<state>-360-light-de.png`, `-ar.png`), switched through the host page's language hook. Starts its own devnet (from the
// build, like `npm start`) and the e2e host page on 127.0.0.1 and free ports, drives the page in
// Debian's chromium as a person would, and stops everything at the end. States that pass in a
// blink are held: the devnet's faults (fill delay, failed fills), and Playwright routes that hold
// a quote, a wallet prompt or a receipt, or rewrite a status read.
import { mkdir, rm } from 'node:fs/promises'
import { chromium } from 'playwright-core'
import { describeDevnet, exitOnShutdown, startDevnet } from 'ferry-kit/devnet'
import { startHostServer } from '../e2e/host/startHostServer.mjs'
import { ONLY, OUT, saved } from './screens/camera.mjs'
import { shootForm } from './screens/form.mjs'
import { shootGasless } from './screens/gasless.mjs'
import { shootHistory } from './screens/history.mjs'
import { shootModes } from './screens/modes.mjs'
import { widgetPage } from './screens/page.mjs'
import { shootFormProblems } from './screens/problems.mjs'
import { shootReviewChanges } from './screens/review.mjs'
import { shootFailure, shootRun } from './screens/run.mjs'
import { shootVenueStates } from './screens/venue.mjs'
import { SIZES } from './screens/ui.mjs'

// Every element the walk touches is named once, by role and accessible name, in ./screens/ui.mjs:
// the one place to change when the UI's words change. Each area's states are a module of ./screens/.
const chromiumPath = process.env.FERRY_CHROMIUM ?? '/usr/bin/chromium'
const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync']

const began = Date.now()
let server
let browser
const starting = startDevnet()
exitOnShutdown(async () => {
  await browser?.close().catch(() => undefined)
  await server?.close().catch(() => undefined)
  await (await starting.catch(() => undefined))?.stop()
})
const devnet = await starting
try {
  const info = describeDevnet(devnet)
  server = await startHostServer({ devnet: info })
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  // A filtered run keeps the other states' PNGs.
  if (!ONLY) await rm(OUT, { recursive: true, force: true })
  await mkdir(OUT, { recursive: true })
  const page = await browser.newPage({ viewport: SIZES[0] })
  await shootEveryState(page, { browser, info, hostUrl: server.url })
} catch (error) {
  process.stderr.write(`screens: stopped ${saved.length ? `after ${saved.at(-1)}` : 'before the first shot'}; the next state could not be reached (see UI in scripts/screens/ui.mjs)\n`)
  throw error
} finally {
  await browser?.close().catch(() => undefined)
  await server?.close().catch(() => undefined)
  await devnet.stop()
}
process.stdout.write(`${saved.map((path) => `screens/${path}`).join('\n')}\n${saved.length} screens in ${((Date.now() - began) / 1000).toFixed(0)} s\n`)

/** The states in the order a person meets them; each is shot at every size and theme. */
async function shootEveryState(page, { browser, info, hostUrl }) {
  const w = widgetPage(page, { info, hostUrl })
  await shootForm(w, { browser })
  await shootRun(w)
  await shootReviewChanges(w)
  await shootHistory(w)
  await shootFailure(w)
  await shootModes(w)
  await shootFormProblems(w)
  await shootVenueStates(w)
  await shootGasless(w)
}
