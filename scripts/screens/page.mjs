// The page the walk drives: the widget's parts by role and name, the devnet's faults and prices, and
// the requests a state is held on.
import { expect } from '@playwright/test'
import { AMOUNT, UI } from './ui.mjs'

/** What every block of the walk uses on `page`: the host page at `hostUrl` of the devnet `info`. */
export function widgetPage(page, { info, hostUrl }) {
  const by = (selector) => page.getByRole(selector.role, { name: selector.name })
  const widget = page.getByRole('main')
  const inWidget = (selector) => widget.getByRole(selector.role, { name: selector.name })
  const service = new URL(info.serviceUrl).origin
  const rpcOrigins = new Set(info.chains.map((chain) => new URL(chain.rpcUrl).origin))
  return {
    page,
    info,
    hostUrl,
    by,
    widget,
    inWidget,
    mainButton: inWidget(UI.mainButton),
    faults: (body) => devnetPost(info, '/_devnet/faults', body),
    /** The service's status reads, and the chains' JSON-RPC: what a state is held on. */
    statusRoute: (url) => url.origin === service && url.pathname.includes('/intents/status'),
    quoteRoute: (url) => url.origin === service && url.pathname.startsWith('/quote'),
    rpcRoute: (url) => rpcOrigins.has(url.origin),
    /** Opens the From or To picker and picks the chain, then the token. */
    async pick(side, chain, symbol) {
      await widget.getByRole('button', { name: new RegExp(`^${side}: `) }).click()
      const dialog = page.getByRole('dialog', { name: side === 'From' ? 'Select the token to send' : 'Select the token to receive' })
      await dialog.getByRole('radio', { name: chain }).click()
      await dialog.getByRole('option', { name: new RegExp(`^${symbol}\\b`) }).first().click()
      await expect(dialog).toBeHidden()
    },
    /** Opens the host page with `query` (`account=2`), connected: the page may reconnect the wallet of the page before it by itself. */
    async openConnected(query) {
      await page.goto(`${hostUrl}/?${query}`)
      await expect(inWidget(UI.amount('ETH'))).toBeVisible({ timeout: 20_000 })
      if (await inWidget(UI.connect).isVisible()) await inWidget(UI.connect).click()
      await expect(inWidget(UI.connect)).toBeHidden()
    },
    /** From the form to a confirmed transfer of AMOUNT ETH. */
    async transfer() {
      await inWidget(UI.amount('ETH')).fill(AMOUNT)
      await expect(inWidget(UI.review)).toBeEnabled({ timeout: 20_000 })
      await inWidget(UI.review).click()
      await by(UI.reviewDialog).getByRole(UI.confirm.role, { name: UI.confirm.name }).click()
    },
  }
}

/** A status read whose `refund` is shown as `failure` while `holding()`: the refund held back. */
export async function holdRefunds(page, statusRoute, holding = () => true) {
  await page.route(statusRoute, async (route) => {
    const response = await route.fetch()
    const body = await response.json()
    if (holding() && body.status === 'refund') Object.assign(body, { status: 'failure', txHashes: [] })
    await route.fulfill({ response, json: body })
  })
}

/** Pastes `text` over the field's content: a real paste event with its clipboard data. */
export async function pasteInto(field, text) {
  await field.focus()
  await field.evaluate((element, pasted) => {
    element.setSelectionRange(0, element.value.length)
    const data = new DataTransfer()
    data.setData('text/plain', pasted)
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }))
  }, text)
}

/** A promise to hold a request on until `open()`. */
export function gate() {
  let open
  const wait = new Promise((resolve) => (open = resolve))
  return { wait, open: () => open() }
}

/** The JSON-RPC method of a request (undefined for a batch or no body). */
export function rpcMethod(request) {
  if (request.method() !== 'POST') return undefined
  const body = request.postDataJSON()
  return Array.isArray(body) ? undefined : body?.method
}

export async function devnetPost(info, path, body) {
  const response = await fetch(`${info.serviceUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${await response.text()}`)
}
