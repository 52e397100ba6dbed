// Time from the last keystroke in the amount field to the quote shown (the main button turns to an
// enabled "Review"), on the devnet, in Debian's chromium: the e2e host page (the widget as built),
// the devnet from the build. Each run types a new
// amount at a person's pace, so every quote is a new request (no cache). The figure includes
// useQuote's 300 ms debounce, the service's answer and the render. Prints median and p95.
// `npm run bench:latency` (builds first). `-- --not-connected`: the same with no wallet connected, the
// quote asked for the placeholder user; shown means the quote line is current and the receive card
// holds its amount (the main button keeps saying "Connect wallet").
import { connect, pick, withHostPage } from './hostPage.mjs'

const RUNS = 10
const KEY_DELAY_MS = 80
const DEBOUNCE_MS = 300
const NOT_CONNECTED = process.argv.includes('--not-connected')

await withHostPage(async ({ url, browser }) => {
  const page = await browser.newPage()
  await page.goto(`${url}/?account=1`)
  const widget = page.getByRole('main')
  if (NOT_CONNECTED) await widget.getByRole('button', { name: 'Connect wallet' }).waitFor({ timeout: 30_000 })
  else await connect(page)
  await pick(page, 'From', 'Anvil One', 'ETH')
  await pick(page, 'To', 'Anvil Two', 'ETH')

  // The time of the last `input` event, taken in the page, where the keystroke lands.
  await page.evaluate(() => document.addEventListener('input', () => (window.__ferryLastInput = performance.now()), true))
  // The first amount field of the form: the one the user pays in.
  const amount = widget.getByRole('textbox').first()
  const latencies = []
  // One run more than counted: the first warms the page up (lazy chunks, the first request).
  for (let run = 0; run <= RUNS; run += 1) {
    await amount.fill('')
    await widget.getByRole('button', { name: NOT_CONNECTED ? 'Connect wallet' : /^Enter an amount/ }).waitFor()
    // Ends in a digit that changes the amount ("0.0110" would not): the last keystroke starts the debounce.
    await amount.pressSequentially(`0.01${String(run).padStart(2, '0')}3`, { delay: KEY_DELAY_MS })
    const shownAt = await page.waitForFunction(
      (notConnected) => {
        const shown = notConnected ? quoteShown() : [...document.querySelectorAll('main button')].some((button) => button.textContent === 'Review' && !button.disabled)
        return shown && window.__ferryLastInput !== undefined ? performance.now() : false
        // A current quote line (not stale, nothing fetching) and the receive card's amount.
        function quoteShown() {
          const quote = document.querySelector('main .ferry-quote')
          const receive = document.querySelectorAll('main .ferry-card input')[1]
          return !!quote && !quote.classList.contains('ferry-quote--stale') && quote.getAttribute('aria-busy') === 'false' && !!quote.querySelector('button') && !!receive?.value && !receive.hasAttribute('aria-busy')
        }
      },
      NOT_CONNECTED,
      { polling: 'raf', timeout: 20_000 },
    )
    const lastInput = await page.evaluate(() => window.__ferryLastInput)
    if (run > 0) latencies.push((await shownAt.jsonValue()) - lastInput)
  }
  latencies.sort((a, b) => a - b)
  const percentile = (p) => latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)]
  const ms = (value) => `${Math.round(value)} ms`
  console.log(`Last keystroke to quote shown${NOT_CONNECTED ? ', no wallet connected' : ''}, ${RUNS} runs on the devnet (chromium, host page in Vite dev mode):`)
  console.log(`  median ${ms(percentile(50))}   p95 ${ms(percentile(95))}   min ${ms(latencies[0])}   max ${ms(latencies.at(-1))}`)
  console.log(`  includes useQuote's ${DEBOUNCE_MS} ms debounce: median ${ms(percentile(50) - DEBOUNCE_MS)} past it`)
})
