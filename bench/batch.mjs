// Wallet prompts and time to success of a 100 USDC bridge (Anvil One to Anvil Two) on the devnet,
// in Debian's chromium on the e2e host page: with the host's smart-account wallet batching
// (EIP-5792 over an EIP-7702-delegated account: one prompt, approve and deposit in one transaction),
// the same wallet with the widget's batching off, and the plain wallet that cannot batch. Time runs
// from the click on Confirm to the outcome's heading; prompts are what the host's test wallet
// counted. Each mode runs on its own dev account. `npm run bench:batch` (builds first).
import { connect, median, pick, withHostPage } from './hostPage.mjs'

const RUNS = 5
const MODES = [
  { name: 'smart wallet, batching on', account: 10, query: '&wallet=smart' },
  { name: 'smart wallet, batching off', account: 11, query: '&wallet=smart&batch=0' },
  { name: 'plain wallet (no capability)', account: 12, query: '' },
]

await withHostPage(async ({ url, browser }) => {
  for (const mode of MODES) {
    const times = []
    const prompts = []
    for (let run = 0; run <= RUNS; run += 1) {
      const page = await browser.newPage()
      await page.goto(`${url}/?account=${mode.account}${mode.query}`)
      await connect(page)
      await pick(page, 'From', 'Anvil One', 'USDC')
      await pick(page, 'To', 'Anvil Two', 'USDC')
      const widget = page.getByRole('main')
      await widget.getByRole('textbox', { name: 'Amount to pay in USDC' }).fill('100')
      await widget.getByRole('button', { name: 'Review' }).click({ timeout: 20_000 })
      const confirm = page.getByRole('dialog', { name: 'Review transfer' }).getByRole('button', { name: 'Confirm' })
      const start = await confirm.evaluate((button) => (button.click(), performance.now()))
      const end = await page.waitForFunction(
        () => [...document.querySelectorAll('h1, h2, h3')].some((heading) => heading.textContent === 'Transfer complete') && performance.now(),
        undefined,
        { polling: 'raf', timeout: 60_000 },
      )
      // The first run warms the page and the wallet up (chunks, the account's delegation): not counted.
      if (run > 0) {
        times.push((await end.jsonValue()) - start)
        prompts.push(await page.evaluate(() => (window.__ferryHostPrompts ?? []).filter((prompt) => prompt.method !== 'wallet_switchEthereumChain').length))
      }
      await page.close()
    }
    console.log(`${mode.name}: ${RUNS} runs, prompts ${[...new Set(prompts)].join('/')} per bridge, confirm to success median ${median(times).toFixed(0)} ms (each: ${times.map((t) => t.toFixed(0)).join(', ')})`)
  }
})
