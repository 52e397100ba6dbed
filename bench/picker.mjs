// How fast the token picker opens, and what typing in its search sends, on the devnet in Debian's
// chromium: the e2e host page (the widget as built) served from 127.0.0.1, the devnet from the build, its
// 47 tokens and the account's balances. Each run clicks the To trigger and times, in the page, from the click to the frame after
// the list holds 40 tokens or more with the account's USD values: cold (the first open, the chunk
// already loaded while the page was idle, balances and prices read then) and warm (the next open,
// from the query cache). Then a 6-letter search typed
// at a person's pace (80 ms a key): the searches and balance reads sent meanwhile.
// `npm run bench:picker` (builds first). Prints medians and the counts.
import { connect, median, withHostPage } from './hostPage.mjs'

const RUNS = 10
const MIN_TOKENS = 40
const KEY_DELAY_MS = 80

await withHostPage(async ({ url, browser }) => {
  const figures = { cold: [], warm: [] }
  for (let run = 0; run < RUNS; run += 1) {
    const page = await browser.newPage()
    await page.goto(`${url}/?account=1`)
    await connect(page)
    // The lazy parts' chunk arrives while the page is idle after first paint, as in a dApp.
    await page.waitForLoadState('networkidle')
    const dialog = page.getByRole('dialog', { name: 'Select the token to receive' })
    figures.cold.push(await timeOpen(page))
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
    figures.warm.push(await timeOpen(page))
    if (run === RUNS - 1) console.log(`search typed at ${KEY_DELAY_MS} ms a key: ${JSON.stringify(await countWhileTyping(page))}`)
    await page.close()
  }
  console.log(`picker open to ${MIN_TOKENS}+ tokens with USD balances, ${RUNS} runs: cold median ${median(figures.cold).toFixed(0)} ms (max ${Math.max(...figures.cold).toFixed(0)}), warm median ${median(figures.warm).toFixed(0)} ms (max ${Math.max(...figures.warm).toFixed(0)})`)
})

/** Clicks To's trigger in the page and resolves the ms until the frame after the list is full and valued. */
async function timeOpen(page) {
  return page.evaluate(
    ({ minTokens }) =>
      new Promise((resolve) => {
        const trigger = [...document.querySelectorAll('main button[aria-haspopup="dialog"]')].find((button) => button.getAttribute('aria-label')?.startsWith('To: '))
        const ready = () => {
          const options = document.querySelectorAll('[role="dialog"] [role="option"]')
          return options.length >= minTokens && /\$\d/.test(options[0]?.textContent ?? '')
        }
        const started = performance.now()
        new MutationObserver((_, observer) => {
          if (!ready()) return
          observer.disconnect()
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - started)))
        }).observe(document.body, { childList: true, subtree: true, characterData: true })
        trigger.click()
      }),
    { minTokens: MIN_TOKENS },
  )
}

/** Types a search into the open picker at a person's pace; the currencies searches and chain reads sent meanwhile and until it settles. */
async function countWhileTyping(page) {
  const sent = { searches: 0, balanceReads: 0 }
  const count = (request) => {
    if (request.method() !== 'POST') return
    if (new URL(request.url()).pathname.endsWith('/currencies/v2')) sent.searches += 1
    else if (/"eth_(call|getBalance)"/.test(request.postData() ?? '')) sent.balanceReads += 1
  }
  page.on('request', count)
  await page.getByRole('combobox', { name: 'Search by name, symbol or address' }).pressSequentially('wstETH', { delay: KEY_DELAY_MS })
  await page.waitForTimeout(1_500)
  page.off('request', count)
  return { keys: 6, ...sent }
}
