// `npm run screens`: every state of the widget, at 1280 and 360 px, light and dark, as PNGs in
// screens/ (gitignored), named `<state>-<width>-<theme>.png`, and at 360 px in German and Arabic
// (`<state>-360-light-de.png`, `-ar.png`), switched through the host page's language hook. Starts its own devnet (from the
// build, like `npm start`) and the e2e host page on 127.0.0.1 and free ports, drives the page in
// Debian's chromium as a person would, and stops everything at the end. States that pass in a
// blink are held: the devnet's faults (fill delay, failed fills), and Playwright routes that hold
// a quote, a wallet prompt or a receipt, or rewrite a status read.
import { mkdir, rm } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { expect } from '@playwright/test'
import { chromium } from 'playwright-core'
import { describeDevnet, devnetTokenAddress, exitOnShutdown, startDevnet } from 'ferry-kit/devnet'
import { startHostServer } from '../e2e/host/startHostServer.mjs'
import { withManyChains } from '../e2e/support/manyChains.mjs'

// Every element the script touches, by role and accessible name (the widget's default labels):
// the one place to change when the UI's words change.
const UI = {
  connect: { role: 'button', name: 'Connect wallet' },
  fromPicker: { role: 'button', name: /^From: / },
  pickerDialog: { role: 'dialog', name: 'Select the token to send' },
  pickerSearch: { role: 'combobox', name: 'Search by name, symbol or address' },
  pickerWarning: { role: 'region', name: 'Unverified token' },
  amount: (symbol) => ({ role: 'textbox', name: `Amount to pay in ${symbol}` }),
  receiveAmount: (symbol) => ({ role: 'textbox', name: `Amount to receive in ${symbol}` }),
  recipientToggle: { role: 'button', name: 'Send to another address' },
  recipient: { role: 'textbox', name: 'Recipient address' },
  /** The main button in any of its states. */
  mainButton: {
    role: 'button',
    name: /^(Connect wallet|Switch to |Select a token|Enter an amount|Check |Fix the |Insufficient |Getting a quote|No route|Amount too low|Service unavailable|Could not get a quote|Review|Sign in|Confirm in|Sending|Waiting for|Transfer in progress)/,
  },
  quoting: /^Getting a quote/,
  quoteError: /^(Amount too low|No route|Service unavailable|Could not get a quote)/,
  review: { role: 'button', name: 'Review' },
  /** The quote area, and its details expander: a collapsed button there (none while every row shows at once). */
  quoteArea: { role: 'region', name: 'Quote' },
  details: { role: 'button', expanded: false },
  reviewDialog: { role: 'dialog', name: 'Review transfer' },
  confirm: { role: 'button', name: 'Confirm' },
  /** Progress, by the words the run shows at each stage. */
  waitingForWallet: /Waiting for your wallet/,
  confirming: /Confirming/,
  filling: /Processing the transfer|Sending .+ on /,
  outcome: { success: 'Transfer complete', refund: 'Transfer refunded', failure: 'Transfer failed' },
  declinedNotice: 'You declined in your wallet. Nothing was sent: confirm to try again.',
  priceUpdated: /^Price updated: /,
  newTransfer: { role: 'button', name: 'New transfer' },
  historyTab: { role: 'tab', name: 'History' },
  bridgeTab: { role: 'tab', name: 'Bridge' },
  depositTab: { role: 'tab', name: 'Deposit' },
  withdrawTab: { role: 'tab', name: 'Withdraw' },
  themeSwitch: { role: 'checkbox', name: 'Dark theme' },
  catalogLoading: { role: 'button', name: 'Loading chains and tokens…' },
  catalogError: { role: 'button', name: 'Retry' },
  useMinimum: { role: 'button', name: 'Use minimum' },
  usdToggle: { role: 'button', name: 'Type the amount in US dollars' },
  usdAmount: { role: 'textbox', name: 'Amount to pay in US dollars' },
  settings: { role: 'button', name: 'Settings' },
  customSlippage: { role: 'textbox', name: 'Custom slippage in percent' },
  autoSlippage: { role: 'radio', name: /^Auto/ },
  acknowledgeSlippage: { role: 'checkbox', name: /^I accept/ },
  signingDetails: 'Details',
  /** A batching wallet's review and timeline. */
  batchSummary: 'Your wallet will ask once',
  batchEntry: 'Approve USDC and deposit',
}

const PHONE = { width: 360, height: 780 }
const SIZES = [{ width: 1280, height: 900 }, PHONE]
const THEMES = ['light', 'dark']
/** Every state again at 360 px (light) in these, besides English: `<state>-360-light-<locale>.png`. */
const LOCALES = ['de', 'ar']
const OUT = fileURLToPath(new URL('../screens/', import.meta.url))
const AMOUNT = '0.01'
const TOO_LOW = '0.000001'
const OUTCOME_MS = 45_000
// `SCREENS=refund-story,history npm run screens`: shoot only the states named, or named with that prefix
// (`refund-story` shoots `refund-story-refunding` too); every state is still walked through.
const ONLY = process.env.SCREENS ? new Set(process.env.SCREENS.split(',').map((name) => name.trim())) : undefined
// `SCREENS_DIR=rtl npm run screens`: the widget's root forced right to left (as Arabic sets it), shot as `<state>-rtl-<width>-<theme>.png`.
const FORCED_DIR = process.env.SCREENS_DIR === 'rtl' ? 'rtl' : undefined
const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
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
const saved = []
try {
  const info = describeDevnet(devnet)
  server = await startHostServer({ devnet: info })
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  // A filtered run keeps the other states' PNGs.
  if (!ONLY) await rm(OUT, { recursive: true, force: true })
  await mkdir(OUT, { recursive: true })
  const page = await browser.newPage({ viewport: SIZES[0] })
  await shootEveryState(page, info, server.url)
} catch (error) {
  process.stderr.write(`screens: stopped ${saved.length ? `after ${saved.at(-1)}` : 'before the first shot'}; the next state could not be reached (see UI at the top of scripts/screens.mjs)\n`)
  throw error
} finally {
  await browser?.close().catch(() => undefined)
  await server?.close().catch(() => undefined)
  await devnet.stop()
}
process.stdout.write(`${saved.map((path) => `screens/${path}`).join('\n')}\n${saved.length} screens in ${((Date.now() - began) / 1000).toFixed(0)} s\n`)

/** The states in the order a person meets them; each is shot at every size and theme. */
async function shootEveryState(page, info, hostUrl) {
  const by = (selector) => page.getByRole(selector.role, { name: selector.name })
  const widget = page.getByRole('main')
  const inWidget = (selector) => widget.getByRole(selector.role, { name: selector.name })
  const mainButton = inWidget(UI.mainButton)
  const faults = (body) => devnetPost(info, '/_devnet/faults', body)
  const service = new URL(info.serviceUrl).origin
  const rpcOrigins = new Set(info.chains.map((chain) => new URL(chain.rpcUrl).origin))

  // The catalog on its way, then refused: the service's GET /chains held, then answered 400.
  const chainsHeld = gate()
  await page.route(`${info.serviceUrl}/chains`, async (route) => {
    await chainsHeld.wait
    await route.fulfill({ status: 400, json: { message: 'Refused for the screens', errorCode: 'INVALID_INPUT' } }).catch(() => undefined)
  })
  await page.goto(`${hostUrl}/?account=1`)
  await expect(inWidget(UI.catalogLoading)).toBeDisabled()
  await shoot(page, 'catalog-loading')
  chainsHeld.open()
  await expect(inWidget(UI.catalogError)).toBeVisible()
  await shoot(page, 'catalog-error')
  await page.unroute(`${info.serviceUrl}/chains`)
  await inWidget(UI.catalogError).click()

  // A quote before the wallet connects (asked for the placeholder user); the button says Connect wallet.
  await inWidget(UI.amount('ETH')).fill(AMOUNT)
  await expect(widget.getByRole(UI.quoteArea.role, { name: UI.quoteArea.name }).getByRole(UI.details.role, { expanded: false })).toBeVisible({ timeout: 20_000 })
  await expect(inWidget(UI.amount('ETH'))).toHaveValue(AMOUNT)
  await expect(mainButton).toHaveText('Connect wallet')
  await shoot(page, 'not-connected-quote')
  await inWidget(UI.amount('ETH')).fill('')

  await inWidget(UI.connect).click()
  await expect(mainButton).toHaveText('Enter an amount')
  await shoot(page, 'empty')

  await inWidget(UI.fromPicker).click()
  await expect(by(UI.pickerDialog)).toBeVisible()
  // The account's holdings valued (balances, then the service's prices).
  await expect(by(UI.pickerDialog).getByRole('option').first()).toContainText('$')
  // `picker-360-*.png` is the phone's full-height sheet.
  await shoot(page, 'picker', { dialog: true })
  // A search across the chains, answered by the service's currencies route.
  await by(UI.pickerDialog).getByRole(UI.pickerSearch.role, { name: UI.pickerSearch.name }).fill('us')
  await expect(by(UI.pickerDialog).getByRole('option', { name: /^USDe\b/ }).first()).toBeVisible()
  await expect(by(UI.pickerDialog).getByText('Searching…')).toBeHidden()
  await shoot(page, 'picker-search', { dialog: true })
  // A token no list has, pasted by address: read on chain, offered as unverified, behind a warning.
  await by(UI.pickerDialog).getByRole(UI.pickerSearch.role, { name: UI.pickerSearch.name }).fill(devnetTokenAddress(31337, 'QRKS'))
  await by(UI.pickerDialog).getByRole('option', { name: /^QRKS\b.*Anvil One/ }).click()
  await expect(by(UI.pickerWarning)).toBeVisible()
  await shoot(page, 'picker-import-warning', { dialog: true })
  await page.keyboard.press('Escape')
  await expect(by(UI.pickerDialog)).toBeHidden()
  await shootManyChains(info, hostUrl)

  // Quoting: the quote held until shot.
  const quoteHeld = gate()
  const quoteRoute = (url) => url.origin === service && url.pathname.startsWith('/quote')
  await page.route(quoteRoute, async (route) => {
    await quoteHeld.wait
    await route.continue().catch(() => undefined)
  })
  await inWidget(UI.amount('ETH')).fill(AMOUNT)
  await expect(mainButton).toHaveText(UI.quoting)
  await shoot(page, 'quoting')
  quoteHeld.open()
  await page.unroute(quoteRoute)
  await expect(inWidget(UI.review)).toBeEnabled({ timeout: 20_000 })
  await shoot(page, 'quote')

  const { role: detailsRole, ...detailsState } = UI.details
  const details = inWidget(UI.quoteArea).getByRole(detailsRole, detailsState)
  const expandable = (await details.count()) > 0
  if (expandable) await details.first().click()
  await shoot(page, 'quote-expanded')
  if (expandable) await inWidget(UI.quoteArea).getByRole(detailsRole, { expanded: true }).first().click()

  await inWidget(UI.amount('ETH')).fill(TOO_LOW)
  await expect(mainButton).toHaveText(UI.quoteError, { timeout: 20_000 })
  await shoot(page, 'error')
  // Too low, in people's terms: the minimum, its USD value and "Use minimum" (ETH was priced by the quote above).
  await expect(inWidget(UI.useMinimum)).toBeVisible()
  await shoot(page, 'minimum')
  await inWidget(UI.useMinimum).click()
  await expect(inWidget(UI.review)).toBeEnabled({ timeout: 20_000 })

  // A pasted address, refused with its reason; the amount stays.
  await inWidget(UI.amount('ETH')).fill(AMOUNT)
  await expect(inWidget(UI.review)).toBeEnabled({ timeout: 20_000 })
  await pasteInto(inWidget(UI.amount('ETH')), ADDRESS)
  await expect(widget.getByRole('alert').filter({ hasText: 'address' })).toBeVisible()
  await shoot(page, 'paste')
  await shootAmountEntry(page, widget, inWidget)

  // USD mode: dollars typed, the token amount under them.
  await inWidget(UI.usdToggle).click()
  await inWidget(UI.usdAmount).fill('25')
  await expect(inWidget(UI.review)).toBeEnabled({ timeout: 20_000 })
  await shoot(page, 'usd-mode')
  await inWidget(UI.usdToggle).click()

  // A slippage of 15%: the warning on the form, and in the review the acknowledgement Confirm waits for.
  await inWidget(UI.amount('ETH')).fill(AMOUNT)
  await expect(inWidget(UI.review)).toBeEnabled({ timeout: 20_000 })
  await inWidget(UI.settings).click()
  await by(UI.customSlippage).fill('15')
  await shoot(page, 'slippage-settings')
  await page.keyboard.press('Escape')
  await expect(inWidget(UI.review)).toBeEnabled({ timeout: 20_000 })
  await shoot(page, 'slippage-warning')
  await inWidget(UI.review).click()
  await expect(by(UI.acknowledgeSlippage)).toBeVisible()
  await shoot(page, 'slippage-warning-review', { dialog: true })
  await page.keyboard.press('Escape')
  await inWidget(UI.settings).click()
  await by(UI.autoSlippage).click()
  await page.keyboard.press('Escape')

  // The withdrawal's review with its signing internals disclosed ("Details", closed by default).
  await inWidget(UI.withdrawTab).click()
  await inWidget(UI.amount('USDC')).fill('5')
  await expect(inWidget(UI.review)).toBeEnabled({ timeout: 20_000 })
  await inWidget(UI.review).click()
  await by(UI.reviewDialog).getByText(UI.signingDetails, { exact: true }).first().click()
  await shoot(page, 'withdraw-review-details', { dialog: true })
  await page.keyboard.press('Escape')
  await inWidget(UI.bridgeTab).click()

  // One transfer through every stage: the wallet prompt held, then the receipt, then the fill.
  await inWidget(UI.amount('ETH')).fill(AMOUNT)
  await expect(inWidget(UI.review)).toBeEnabled({ timeout: 20_000 })
  await inWidget(UI.review).click()
  await expect(by(UI.reviewDialog)).toBeVisible()
  await shoot(page, 'review', { dialog: true })

  // The fill waits from the moment the deposit is seen, while the receipt is still held.
  await faults({ fillDelayMs: 15_000 })
  const walletHeld = gate()
  const receiptsHeld = gate()
  const rpcRoute = (url) => rpcOrigins.has(url.origin)
  await page.route(rpcRoute, async (route) => {
    const method = rpcMethod(route.request())
    if (method === 'eth_sendTransaction') await walletHeld.wait
    // Held, not answered empty: anvil mines no other block that would make the client ask again.
    if (method === 'eth_getTransactionReceipt') await receiptsHeld.wait
    return route.continue().catch(() => undefined)
  })
  await by(UI.reviewDialog).getByRole(UI.confirm.role, { name: UI.confirm.name }).click()
  await expect(widget.getByText(UI.waitingForWallet).first()).toBeVisible()
  await shoot(page, 'progress-wallet')
  walletHeld.open()
  await expect(widget.getByText(UI.confirming).first()).toBeVisible()
  await shoot(page, 'progress-confirming')
  receiptsHeld.open()
  await page.unroute(rpcRoute)
  await expect(widget.getByText(UI.filling).first()).toBeVisible({ timeout: 20_000 })
  await shoot(page, 'progress-filling')
  await expect(page.getByRole('heading', { name: UI.outcome.success })).toBeVisible({ timeout: OUTCOME_MS })
  await shoot(page, 'success')
  await faults({ reset: true })
  await inWidget(UI.newTransfer).click()

  // Refund: the devnet fails the next fill and sends the deposit back. The refund story: the failed
  // fill while its refund is held back (status reads say `failure`), then refunded, then its History row.
  await faults({ failFills: 1 })
  const heldStatus = (url) => url.origin === service && url.pathname.includes('/intents/status')
  let holding = true
  await page.route(heldStatus, async (route) => {
    const response = await route.fetch()
    const body = await response.json()
    if (holding && body.status === 'refund') Object.assign(body, { status: 'failure', txHashes: [] })
    await route.fulfill({ response, json: body })
  })
  await transfer()
  await expect(page.getByRole('heading', { name: UI.outcome.failure })).toBeVisible({ timeout: OUTCOME_MS })
  await shoot(page, 'refund-story-refunding')
  holding = false
  await expect(page.getByRole('heading', { name: UI.outcome.refund })).toBeVisible({ timeout: OUTCOME_MS })
  await page.unroute(heldStatus)
  await shoot(page, 'refund')
  await shoot(page, 'refund-story-refunded')
  await faults({ reset: true })
  await inWidget(UI.newTransfer).click()
  await inWidget(UI.historyTab).click()
  await expect(inWidget(UI.historyTab)).toHaveAttribute('aria-selected', 'true')
  await shoot(page, 'refund-story-history')
  await inWidget(UI.bridgeTab).click()

  await shootReviewChanges({ page, info, by, inWidget, pick, transfer, rpcRoute })

  await inWidget(UI.historyTab).click()
  await expect(inWidget(UI.historyTab)).toHaveAttribute('aria-selected', 'true')
  await shoot(page, 'history')
  await inWidget(UI.bridgeTab).click()
  await shootHistoryStates({ page, widget, inWidget, faults, transfer })

  // Failure: a failed fill whose refund has not come yet (status reads say `failure` meanwhile).
  await faults({ failFills: 1 })
  const statusRoute = (url) => url.origin === service && url.pathname.includes('/intents/status')
  await page.route(statusRoute, async (route) => {
    const response = await route.fetch()
    const body = await response.json()
    if (body.status === 'refund') Object.assign(body, { status: 'failure', txHashes: [] })
    await route.fulfill({ response, json: body })
  })
  await transfer()
  await expect(page.getByRole('heading', { name: UI.outcome.failure })).toBeVisible({ timeout: OUTCOME_MS })
  await shoot(page, 'failure')
  await page.unroute(statusRoute)
  await faults({ reset: true })
  await expect(page.getByRole('heading', { name: UI.outcome.refund })).toBeVisible({ timeout: OUTCOME_MS })
  await inWidget(UI.newTransfer).click()

  // Exact output: the amount typed into the receive card; the pay card shows what it costs.
  await inWidget(UI.receiveAmount('ETH')).fill(AMOUNT)
  await expect(inWidget(UI.review)).toBeEnabled({ timeout: 20_000 })
  await shoot(page, 'exact-output')

  // Another recipient, with the error beside the field while the address is incomplete.
  await inWidget(UI.recipientToggle).click()
  await inWidget(UI.recipient).fill('0x1234')
  await expect(mainButton).toHaveText(/^Check /)
  await shoot(page, 'recipient-invalid')
  await inWidget(UI.recipientToggle).click()

  // The venue's modes: a deposit of USDC to the venue, and a withdrawal from it (two signatures).
  await inWidget(UI.depositTab).click()
  await inWidget(UI.amount('USDC')).fill('5')
  await expect(inWidget(UI.review)).toBeEnabled({ timeout: 20_000 })
  await shoot(page, 'deposit')
  await inWidget(UI.withdrawTab).click()
  await inWidget(UI.amount('USDC')).fill('5')
  await expect(inWidget(UI.review)).toBeEnabled({ timeout: 20_000 })
  await shoot(page, 'withdraw')
  await inWidget(UI.review).click()
  await expect(by(UI.reviewDialog)).toBeVisible()
  await shoot(page, 'withdraw-review', { dialog: true })
  await page.keyboard.press('Escape')

  // A wallet that batches calls (the host's EIP-7702 smart account): the USDC bridge's approval and
  // deposit as one confirmation in the review, then one timeline entry while the wallet holds the batch.
  await page.goto(`${hostUrl}/?account=10&wallet=smart&batchHoldMs=8000`)
  await inWidget(UI.connect).click()
  await pick('From', 'Anvil One', 'USDC')
  await pick('To', 'Anvil Two', 'USDC')
  await inWidget(UI.amount('USDC')).fill('100')
  await expect(inWidget(UI.review)).toBeEnabled({ timeout: 20_000 })
  await inWidget(UI.review).click()
  const askedOnce = by(UI.reviewDialog).getByText(UI.batchSummary)
  await askedOnce.scrollIntoViewIfNeeded()
  await shoot(page, 'review-batched', { dialog: true })
  await by(UI.reviewDialog).getByRole(UI.confirm.role, { name: UI.confirm.name }).click()
  await expect(widget.getByText(UI.batchEntry).first()).toBeVisible()
  await expect(widget.getByText('Submitted').first()).toBeVisible()
  await shoot(page, 'progress-batched')
  await expect(page.getByRole('heading', { name: UI.outcome.success })).toBeVisible({ timeout: OUTCOME_MS })
  await shoot(page, 'success-batched')

  await shootFormProblems(page, hostUrl, pick)
  await shootVenueStates(page, { hostUrl, inWidget, by })

  /** Opens the From or To picker and picks the chain, then the token. */
  async function pick(side, chain, symbol) {
    await widget.getByRole('button', { name: new RegExp(`^${side}: `) }).click()
    const dialog = page.getByRole('dialog', { name: side === 'From' ? 'Select the token to send' : 'Select the token to receive' })
    await dialog.getByRole('radio', { name: chain }).click()
    await dialog.getByRole('option', { name: new RegExp(`^${symbol}\\b`) }).first().click()
    await expect(dialog).toBeHidden()
  }

  /** From the form to a confirmed transfer of AMOUNT ETH. */
  async function transfer() {
    await inWidget(UI.amount('ETH')).fill(AMOUNT)
    await expect(inWidget(UI.review)).toBeEnabled({ timeout: 20_000 })
    await inWidget(UI.review).click()
    await by(UI.reviewDialog).getByRole(UI.confirm.role, { name: UI.confirm.name }).click()
  }
}

/**
 * The form naming its real problem (issue 28's findings 4, 8 and 10): the same token on both
 * sides, an invalid recipient, a red slippage with its value on the settings button, and an
 * unverified token's mark on its button.
 */
async function shootFormProblems(page, hostUrl, pick) {
  const widget = page.getByRole('main')
  await page.goto(`${hostUrl}/?account=2`)
  await widget.getByRole('button', { name: 'Connect wallet' }).click()
  await pick('From', 'Anvil One', 'ETH')
  await pick('To', 'Anvil One', 'ETH')
  await widget.getByRole('textbox', { name: 'Amount to pay in ETH' }).fill(AMOUNT)
  await expect(widget.getByRole('button', { name: 'Choose a different token to receive' })).toBeDisabled()
  await shoot(page, 'form-same-token')

  await pick('To', 'Anvil Two', 'ETH')
  await expect(widget.getByRole('button', { name: 'Review' })).toBeEnabled({ timeout: 20_000 })
  await widget.getByRole('button', { name: 'Send to another address' }).click()
  await widget.getByRole('textbox', { name: 'Recipient address' }).fill('0x1234')
  await expect(widget.getByRole('button', { name: 'Check the recipient' })).toBeDisabled()
  await shoot(page, 'form-recipient-invalid')
  await widget.getByRole('button', { name: 'Send to another address' }).click()

  await widget.getByRole('button', { name: 'Settings' }).click()
  await page.getByRole('textbox', { name: 'Custom slippage in percent' }).fill('15')
  await page.keyboard.press('Escape')
  await expect(widget.getByRole('button', { name: 'Settings (slippage 15%)' })).toBeVisible()
  await expect(widget.getByRole('button', { name: 'Review' })).toBeEnabled({ timeout: 20_000 })
  await shoot(page, 'form-slippage-red')
  await widget.getByRole('button', { name: 'Settings (slippage 15%)' }).click()
  await page.getByRole('radio', { name: /^Auto/ }).check()
  await page.keyboard.press('Escape')

  await widget.getByRole('button', { name: /^From: / }).click()
  const picker = page.getByRole('dialog', { name: 'Select the token to send' })
  await picker.getByRole('combobox', { name: 'Search by name, symbol or address' }).fill(devnetTokenAddress(31337, 'QRKS'))
  await picker.getByRole('option', { name: /^QRKS\b.*Anvil One/ }).click()
  // The import warning's state above left it unaccepted: accepted here.
  await picker.getByRole('button', { name: 'I understand, use QRKS' }).click()
  await expect(picker).toBeHidden()
  await widget.getByRole('textbox', { name: 'Amount to pay in QRKS' }).fill('20')
  await expect(widget.getByRole('button', { name: 'Unverified: QRKS' })).toBeVisible()
  await expect(widget.getByRole('button', { name: 'Review' })).toBeEnabled({ timeout: 20_000 })
  await shoot(page, 'form-unverified-mark')
}

/**
 * The review admits what happened while it was open. Declined: the wallet refuses the deposit
 * (EIP-1193 code 4001, as a person pressing Reject), and the review is back with its notice. Price
 * updated: ETH falls on the service while an ETH to USDC review is open, and the next refresh (every
 * 15 s) gives less USDC, marked, with Accept. Leaves the form as it found it (ETH to ETH, Cancel).
 */
async function shootReviewChanges({ page, info, by, inWidget, pick, transfer, rpcRoute }) {
  const dialog = by(UI.reviewDialog)
  await page.route(rpcRoute, async (route) => {
    if (rpcMethod(route.request()) !== 'eth_sendTransaction') return route.continue().catch(() => undefined)
    const { id } = route.request().postDataJSON()
    return route.fulfill({ json: { jsonrpc: '2.0', id, error: { code: 4001, message: 'User rejected the request.' } } })
  })
  await transfer()
  await expect(dialog.getByRole('alert')).toHaveText(UI.declinedNotice, { timeout: OUTCOME_MS })
  await shoot(page, 'review-decline-notice', { dialog: true })
  await page.unroute(rpcRoute)
  await dialog.getByRole('button', { name: 'Cancel' }).click()

  await pick('To', 'Anvil Two', 'USDC')
  await inWidget(UI.amount('ETH')).fill(AMOUNT)
  await expect(inWidget(UI.review)).toBeEnabled({ timeout: 20_000 })
  await inWidget(UI.review).click()
  await devnetPost(info, '/_devnet/prices', { ETH: '2400' })
  await expect(dialog.getByText(UI.priceUpdated)).toBeVisible({ timeout: 40_000 })
  await shoot(page, 'review-price-updated', { dialog: true })
  await devnetPost(info, '/_devnet/prices', { reset: true })
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await pick('To', 'Anvil Two', 'ETH')
}

/**
 * The venue's own words and the quote line that keeps its end: a deposit's review and outcome, a
 * withdrawal's outcome (on a fresh account), and the quote line (the de and ar passes at 360 px
 * are the ones that cut it before).
 */
async function shootVenueStates(page, { hostUrl, inWidget, by }) {
  // The batched run's outcome would come back after the reload: closed first.
  await inWidget(UI.newTransfer).click()
  await page.goto(`${hostUrl}/?account=2`)
  // The page may reconnect the wallet of the page before it by itself.
  await expect(inWidget(UI.amount('ETH'))).toBeVisible({ timeout: 20_000 })
  if (await inWidget(UI.connect).isVisible()) await inWidget(UI.connect).click()
  await expect(inWidget(UI.connect)).toBeHidden()
  await inWidget(UI.amount('ETH')).fill(AMOUNT)
  await expect(inWidget(UI.review)).toBeEnabled({ timeout: 20_000 })
  await shoot(page, 'quote-line-360')

  await inWidget(UI.depositTab).click()
  await inWidget(UI.amount('USDC')).fill('5')
  await expect(inWidget(UI.review)).toBeEnabled({ timeout: 20_000 })
  await inWidget(UI.review).click()
  await expect(by(UI.reviewDialog)).toContainText('to your venue account')
  await shoot(page, 'venue-deposit-review', { dialog: true })
  await by(UI.reviewDialog).getByRole(UI.confirm.role, { name: UI.confirm.name }).click()
  await expect(page.getByRole('heading', { name: 'Deposited to your venue account' })).toBeVisible({ timeout: OUTCOME_MS })
  await shoot(page, 'venue-deposit-outcome')
  await inWidget(UI.newTransfer).click()

  await inWidget(UI.withdrawTab).click()
  await inWidget(UI.amount('USDC')).fill('5')
  await expect(inWidget(UI.review)).toBeEnabled({ timeout: 20_000 })
  await inWidget(UI.review).click()
  await by(UI.reviewDialog).getByRole(UI.confirm.role, { name: UI.confirm.name }).click()
  await expect(page.getByRole('heading', { name: /^Withdrawn to / })).toBeVisible({ timeout: OUTCOME_MS })
  await shoot(page, 'venue-withdraw-outcome')
}

/**
 * History's details and its running badge (issue 28), from the Bridge form back to it: the first
 * bridge's details (request id, amounts, fees, duration, links, timeline), then a transfer handed
 * to History while the devnet holds its fill, the History tab counting it.
 */
async function shootHistoryStates({ page, widget, inWidget, faults, transfer }) {
  await inWidget(UI.historyTab).click()
  await widget.getByRole('button', { name: /^0\.01 ETH on Anvil One to / }).last().click()
  await expect(widget.getByRole('region', { name: 'Transfer details' })).toBeVisible()
  await shoot(page, 'history-detail')
  await widget.getByRole('button', { name: 'Back' }).click()
  await inWidget(UI.bridgeTab).click()
  await faults({ holdFills: true })
  await transfer()
  await widget.getByRole('button', { name: 'Follow in History' }).click()
  await expect(widget.locator('.ferry-tabs__badge')).toHaveText('1')
  await shoot(page, 'history-running-badge')
  await faults({ holdFills: false })
  await expect(widget.locator('.ferry-tabs__badge')).toHaveCount(0, { timeout: OUTCOME_MS })
  await faults({ reset: true })
  await inWidget(UI.bridgeTab).click()
}

/**
 * The picker at the live service's scale, on a page of its own: the devnet's chains and 60
 * real-world ones (e2e/support/manyChains.mjs, served in place of the service's GET /chains).
 * `picker-chains-60`: the chain column at 1280 px, the tokens with the chain button at 360 px.
 * `picker-chain-step-360`: the phone's chain step, searched, at 360 px only.
 */
async function shootManyChains(info, hostUrl) {
  if (ONLY && !['picker-chains-60', 'picker-chain-step-360'].some((state) => [...ONLY].some((name) => state === name || state.startsWith(`${name}-`)))) return
  const page = await browser.newPage({ viewport: SIZES[0] })
  await page.route(`${info.serviceUrl}/chains`, async (route) => {
    const response = await route.fetch()
    const { 'content-length': _length, 'content-encoding': _encoding, ...headers } = response.headers()
    await route.fulfill({ status: response.status(), headers, json: withManyChains(await response.json()) })
  })
  await page.goto(`${hostUrl}/?account=1`)
  const widget = page.getByRole('main')
  await widget.getByRole(UI.connect.role, { name: UI.connect.name }).click()
  await widget.getByRole(UI.fromPicker.role, { name: UI.fromPicker.name }).click()
  const dialog = page.getByRole(UI.pickerDialog.role, { name: UI.pickerDialog.name })
  // Every chain's USDC: rows told apart by their chain names alone.
  await dialog.getByRole(UI.pickerSearch.role, { name: UI.pickerSearch.name }).fill('USDC')
  await expect(dialog.getByRole('option', { name: /^USDC\b.*Arbitrum One/ })).toBeVisible()
  await expect(dialog.getByText('Searching…')).toBeHidden()
  await shoot(page, 'picker-chains-60', { dialog: true })
  await page.setViewportSize(PHONE)
  await dialog.getByRole('button', { name: 'Chain: All chains' }).click()
  await dialog.getByRole('searchbox', { name: 'Search chains' }).fill('a')
  await expect(dialog.getByRole('radio', { name: 'Arbitrum One' })).toBeVisible()
  for (const theme of THEMES) await shootPhone(page, 'picker-chain-step-360', theme)
  for (const locale of LOCALES) {
    await page.evaluate((next) => window.__ferryHostSetLocale?.(next), locale)
    await page.locator(`[lang="${locale}"]`).first().waitFor()
    await shootPhone(page, 'picker-chain-step-360', 'light', locale)
  }
  await page.close()
}

/** One phone shot of a state that exists on phones only: `<state>-<theme>[-<locale>].png`. */
async function shootPhone(page, state, theme, locale) {
  await page.evaluate((next) => {
    for (const element of document.querySelectorAll('[data-ferry-theme]')) element.setAttribute('data-ferry-theme', next)
  }, theme)
  const name = `${state}-${theme}${locale ? `-${locale}` : ''}.png`
  await page.screenshot({ path: `${OUT}${name}`, animations: 'disabled' })
  saved.push(name)
}

/**
 * Shoots the page as it is at every size and theme: the whole page, or the viewport under an open
 * dialog (its overlay covers the viewport only). The theme is switched as the page's switch does
 * (its attributes), without a click that would close an open dialog.
 */
async function shoot(page, state, { dialog = false } = {}) {
  if (ONLY && ![...ONLY].some((name) => state === name || state.startsWith(`${name}-`))) return
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

/**
 * Issue 28's amount field: a pasted hex number refused with its reason (the field keeps its amount),
 * and Max on the gas token at display precision. Leaves the field at `AMOUNT`, quoted.
 */
async function shootAmountEntry(page, widget, inWidget) {
  const field = inWidget(UI.amount('ETH'))
  await field.fill(AMOUNT)
  await expect(inWidget(UI.review)).toBeEnabled({ timeout: 20_000 })
  await pasteInto(field, '0x12')
  await expect(widget.getByRole('alert').filter({ hasText: 'hex' })).toBeVisible()
  await expect(field).toHaveValue(AMOUNT)
  await shoot(page, 'amount-paste-refused')
  await widget.getByRole('button', { name: 'Max' }).click()
  await expect(field).toHaveValue(/^\d+(\.\d{1,2})?$/)
  await expect(inWidget(UI.review)).toBeEnabled({ timeout: 20_000 })
  await shoot(page, 'amount-max')
  await field.fill(AMOUNT)
  await expect(inWidget(UI.review)).toBeEnabled({ timeout: 20_000 })
}

/** Pastes `text` over the field's content: a real paste event with its clipboard data. */
async function pasteInto(field, text) {
  await field.focus()
  await field.evaluate((element, pasted) => {
    element.setSelectionRange(0, element.value.length)
    const data = new DataTransfer()
    data.setData('text/plain', pasted)
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }))
  }, text)
}

/** A promise to hold a request on until `open()`. */
function gate() {
  let open
  const wait = new Promise((resolve) => (open = resolve))
  return { wait, open: () => open() }
}

/** The JSON-RPC method of a request (undefined for a batch or no body). */
function rpcMethod(request) {
  if (request.method() !== 'POST') return undefined
  const body = request.postDataJSON()
  return Array.isArray(body) ? undefined : body?.method
}

async function devnetPost(info, path, body) {
  const response = await fetch(`${info.serviceUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${await response.text()}`)
}
