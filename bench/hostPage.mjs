// What the benches that drive the e2e host page share: a devnet from the build, the built host page
// (`npm run build:host`) served from 127.0.0.1, Debian's chromium, and the pickers as a person uses them.
import { chromium } from 'playwright-core'
import { describeDevnet, startDevnet } from 'ferry-kit/devnet'
import { startHostServer } from '../e2e/host/startHostServer.mjs'

/** Starts the devnet, the host page on it and chromium, hands `{ devnet, url, browser }` to `run`, and stops all three after it. */
export async function withHostPage(run) {
  const devnet = await startDevnet()
  let server
  let browser
  try {
    server = await startHostServer({ devnet: describeDevnet(devnet) })
    browser = await chromium.launch({
      executablePath: process.env.FERRY_CHROMIUM ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    })
    return await run({ devnet, url: server.url, browser })
  } finally {
    await browser?.close()
    await server?.close()
    await devnet.stop()
  }
}

/** Clicks the widget's "Connect wallet" and waits for the host's test wallet to say so. */
export async function connect(page) {
  await page.getByRole('main').getByRole('button', { name: 'Connect wallet' }).click({ timeout: 30_000 })
  await page.getByRole('region', { name: 'Test wallet' }).getByText('connected', { exact: true }).waitFor()
}

/** Opens the From or To picker and chooses the chain, then the token, as the e2e flows do. */
export async function pick(page, side, chain, symbol) {
  await page.getByRole('main').getByRole('button', { name: new RegExp(`^${side}: `) }).click()
  const dialog = page.getByRole('dialog', { name: side === 'From' ? 'Select the token to send' : 'Select the token to receive' })
  await dialog.getByRole('radio', { name: chain }).click()
  await dialog.getByRole('option', { name: new RegExp(`^${symbol}\\b`) }).first().click()
  await dialog.waitFor({ state: 'hidden' })
}

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
