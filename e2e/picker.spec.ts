import type { Locator, Page } from '@playwright/test'
import { tokenAddress } from '../src/devnet/tokens/deployTokens'
import { expectNoSeriousA11yViolations } from './support/axe'
import { expect, test } from './support/fixtures'
import { MANY_CHAINS, withManyChains } from './support/manyChains.mjs'
import { HostPage } from './support/widget'

const ANVIL_ONE = 31337

/** Opens the From picker and returns its dialog and search field. */
async function openFrom(host: HostPage): Promise<{ dialog: Locator; search: Locator }> {
  await host.widget.getByRole('button', { name: /^From: / }).click()
  const dialog = host.page.getByRole('dialog', { name: 'Select the token to send' })
  await expect(dialog).toBeVisible()
  return { dialog, search: dialog.getByRole('combobox', { name: 'Search by name, symbol or address' }) }
}

/** Records the searches the page sends to the service's currencies route (by term or address), and counts its balance reads. */
function countRequests(page: Page): { searches: string[]; balanceReads: number } {
  const counts = { searches: [] as string[], balanceReads: 0 }
  page.on('request', (request) => {
    if (request.method() !== 'POST') return
    const url = new URL(request.url())
    const body = url.pathname.endsWith('/currencies/v2') ? (request.postDataJSON() as { term?: unknown; address?: unknown }) : undefined
    if (body?.term !== undefined || body?.address !== undefined) counts.searches.push(String(body.term ?? body.address))
    else if (/"eth_(call|getBalance)"/.test(request.postData() ?? '')) counts.balanceReads += 1
  })
  return counts
}

/** The USD values the options show, top to bottom, in cents. */
async function usdOfOptions(dialog: Locator): Promise<number[]> {
  const texts = await dialog.getByRole('option').allTextContents()
  return texts.flatMap((text) => {
    // `$4,500.00`, or compact from $100K: `$30.0M`.
    const match = /\$([\d,]+(?:\.\d+)?)([KMB](?![a-z]))?/.exec(text)
    const scale = { '': 1, K: 1e3, M: 1e6, B: 1e9 }[match?.[2] ?? ''] ?? 1
    return match ? [Math.round(Number(match[1]!.replace(/,/g, '')) * scale * 100)] : []
  })
}

test('a search by symbol finds the token on every chain, and the chain filter narrows it', async ({ page }) => {
  await page.clock.install()
  const host = await HostPage.open(page, { account: 5 })
  const requests = countRequests(page)
  const { dialog, search } = await openFrom(host)
  await expect(dialog.getByRole('radio', { name: 'All chains' })).toHaveAttribute('aria-checked', 'true')
  const before = { searches: requests.searches.length, reads: requests.balanceReads }
  // Typed as a person types, 60 ms apart on the page's own clock (held still between keys, so a
  // loaded machine's slow keystrokes cannot pass for pauses): no request per keystroke, one search
  // once typing pauses.
  // Held a minute ahead of the page's time, so no delay between reading the time and pausing can put
  // the pause in the past (the jump fires what is due once; no key is typed yet, no search pending).
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 60_000))
  for (const key of 'wstE') {
    await search.press(key)
    await page.clock.runFor(60)
  }
  await page.clock.resume()
  await expect(dialog.getByRole('option', { name: /^wstETH\b.*Anvil One/ })).toBeVisible()
  await expect(dialog.getByRole('option', { name: /^wstETH\b.*Anvil Two/ })).toBeVisible()
  await expect(dialog.getByText('Searching…')).toBeHidden()
  expect(requests.searches.slice(before.searches), 'searches sent while typing "wstE"').toEqual(['wstE'])
  await search.fill('USDT')
  for (const chain of ['Anvil One', 'Anvil Two', 'Venue EVM']) await expect(dialog.getByRole('option', { name: new RegExp(`^USDT\\b.*${chain}`) })).toBeVisible()
  await dialog.getByRole('radio', { name: 'Anvil Two' }).click()
  await expect(dialog.getByRole('option', { name: /^USDT\b/ })).toHaveCount(1)
  await expectNoSeriousA11yViolations(page, 'picker: a search across chains')
  await dialog.getByRole('option', { name: /^USDT\b.*Anvil Two/ }).click()
  await expect(host.widget.getByRole('button', { name: 'From: USDT on Anvil Two' })).toBeVisible()
  // Balances were read for what the search found, not per keystroke.
  expect(requests.balanceReads - before.reads, 'balance reads while searching').toBeLessThanOrEqual(6)
})

test('a pasted address finds the token on each chain it is on, with its short address, copy and explorer link', async ({ page, devnet }) => {
  const link = tokenAddress(ANVIL_ONE, 'LINK')!
  const host = await HostPage.open(page, { account: 5 })
  const { dialog, search } = await openFrom(host)
  await search.fill(link)
  const options = dialog.getByRole('option')
  await expect(options).toHaveCount(2)
  await expect(options.first()).toContainText('LINK')
  await expect(options.first()).toContainText(`${link.slice(0, 6)}…${link.slice(-4)}`, { ignoreCase: true })
  await expect(dialog.getByRole('button', { name: /^Copy the address of LINK on Anvil (One|Two)$/ })).toBeVisible()
  await expect(dialog.getByRole('link', { name: /^LINK on Anvil (One|Two) on explorer$/ })).toHaveAttribute('href', new RegExp(`^${devnet.serviceUrl}/_devnet/explorer/\\d+/address/${link}$`, 'i'))
  await dialog.getByRole('option', { name: /^LINK\b.*Anvil One/ }).click()
  await expect(host.widget.getByRole('button', { name: 'From: LINK on Anvil One' })).toBeVisible()
})

test('an unlisted token imported by address, behind its warning, then bridged', async ({ page }) => {
  const quarks = tokenAddress(ANVIL_ONE, 'QRKS')!
  // Account 3: no flow after this file counts its requests.
  const host = await HostPage.open(page, { account: 3 })
  await host.connect()
  let { dialog, search } = await openFrom(host)
  await search.fill(quarks)
  // No list has it: it is read on chain and offered as unverified.
  const option = dialog.getByRole('option', { name: /^QRKS Unverified\b.*Anvil One/ })
  await expect(option).toBeVisible()
  await option.click()
  const warning = dialog.getByRole('region', { name: 'Unverified token' })
  await expect(warning).toContainText('Anyone can create a token with any name and symbol')
  await expect(warning).toContainText(quarks)
  await expectNoSeriousA11yViolations(page, 'picker: the unverified warning')
  await warning.getByRole('button', { name: 'Back' }).click()
  await expect(option).toBeVisible()
  await option.click()
  await dialog.getByRole('button', { name: 'I understand, use QRKS' }).click()
  await expect(dialog).toBeHidden()
  await expect(host.widget.getByRole('button', { name: 'From: QRKS on Anvil One' })).toBeVisible()

  // Acknowledged once: picking it again asks nothing.
  ;({ dialog, search } = await openFrom(host))
  await search.fill(quarks)
  await dialog.getByRole('option', { name: /^QRKS\b.*Anvil One/ }).click()
  await expect(dialog).toBeHidden()

  await host.pick('To', 'Anvil Two', 'ETH')
  await host.amountInput('QRKS').fill('20')
  await host.review()
  await host.confirm()
  await host.expectOutcome('Transfer complete')
})

test('popular tokens one click away, and the recent pick first next time', async ({ page }) => {
  const host = await HostPage.open(page, { account: 5 })
  let { dialog } = await openFrom(host)
  const popular = dialog.getByRole('group', { name: 'Popular' })
  await expect(popular.getByRole('button')).not.toHaveCount(0)
  const first = popular.getByRole('button').first()
  const name = (await first.getAttribute('aria-label'))!.replace(/^Popular: /, '')
  await first.click()
  await expect(dialog).toBeHidden()
  await expect(host.widget.getByRole('button', { name: `From: ${name}` })).toBeVisible()
  ;({ dialog } = await openFrom(host))
  await expect(dialog.getByRole('group', { name: 'Recent' }).getByRole('button').first()).toHaveAccessibleName(`Recent: ${name}`)
  await page.reload()
  ;({ dialog } = await openFrom(host))
  await expect(dialog.getByRole('group', { name: 'Recent' }).getByRole('button').first(), 'kept in the browser').toHaveAccessibleName(`Recent: ${name}`)
})

test('the account’s holdings come first, by USD value', async ({ page }) => {
  const host = await HostPage.open(page, { account: 5 })
  await host.connect()
  const { dialog } = await openFrom(host)
  // As first opened, with the account's holdings priced: the picker's own state for axe.
  await expect(dialog.getByRole('option').first()).toContainText('$')
  await expectNoSeriousA11yViolations(page, 'token picker')
  await dialog.getByRole('radio', { name: 'Anvil One' }).click()
  // WETH 1.5 × $3,000, WBTC 0.05 × $60,000, DAI 2,500 × $1 … as the devnet's table holds them.
  await expect(dialog.getByRole('option', { name: /^WETH\b/ })).toContainText('$4,500.00')
  const usd = await usdOfOptions(dialog)
  expect(usd.length, 'priced holdings on Anvil One').toBeGreaterThanOrEqual(6)
  expect(usd, 'USD values, top to bottom').toEqual([...usd].sort((a, b) => b - a))
  await expect(dialog.getByRole('option').nth(usd.length), 'after the holdings: tokens the account does not hold').not.toContainText('$')
})

test('at 360 px the picker is a full-height sheet with nothing cut off', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  const host = await HostPage.open(page, { account: 5 })
  await host.connect()
  const { dialog, search } = await openFrom(host)
  expect(await dialog.boundingBox()).toEqual({ x: 0, y: 0, width: 360, height: 740 })
  await expect(search).toBeInViewport()
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeInViewport()
  // Every option fits the width, and the list scrolls inside the sheet, not the page.
  const widths = await dialog.getByRole('option').evaluateAll((options) => options.map((option) => option.getBoundingClientRect().right))
  expect(Math.max(...widths)).toBeLessThanOrEqual(360)
  const list = dialog.getByRole('listbox')
  expect(await list.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true)
  expect(await dialog.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true)
  await expectNoSeriousA11yViolations(page, 'picker: the 360 px sheet')
})

/** The service lists 60 more chains than the devnet runs (page.route on its `GET /chains`). */
async function serveManyChains(page: Page, serviceUrl: string): Promise<void> {
  await page.route(`${serviceUrl}/chains`, async (route) => {
    const response = await route.fetch()
    // The service's own headers (CORS) but its length: the body grows.
    const { 'content-length': _length, 'content-encoding': _encoding, ...headers } = response.headers()
    await route.fulfill({ status: response.status(), headers, json: withManyChains((await response.json()) as { chains: { id: number }[] }) })
  })
}

/**
 * Each chain name inside `scope`'s elements (options or radios) that the layout cuts: the elements
 * whose whole text is a chain's name and whose content is wider than their box. Found by text, as a
 * person reads them; the chain names are the fixture's and the devnet's.
 */
async function cutChainNames(scope: Locator, chainNames: string[]): Promise<string[]> {
  return scope.evaluateAll(
    (elements, names) =>
      elements.flatMap((element) =>
        [...element.querySelectorAll('span')]
          .filter((span) => names.includes(span.textContent ?? '') && span.children.length === 0)
          .filter((span) => span.scrollWidth > span.clientWidth || span.getBoundingClientRect().right > window.innerWidth)
          .map((span) => span.textContent ?? ''),
      ),
    chainNames,
  )
}

const MANY_NAMES = [...MANY_CHAINS.map((chain) => chain.displayName), 'Anvil One', 'Anvil Two', 'Venue EVM', 'Venue']

test('the 60-chain picker at 360 px: a chain is found by search and picked, and no chain name is cut', async ({ page, devnet }) => {
  // 64 chains and their tokens in one dialog, checked by axe twice: more than a small picker's time.
  test.slow()
  await page.setViewportSize({ width: 360, height: 740 })
  await serveManyChains(page, devnet.serviceUrl)
  const host = await HostPage.open(page, { account: 5 })
  const { dialog, search } = await openFrom(host)
  // On a phone the chains are a step of their own, opened from one button.
  const chainButton = dialog.getByRole('button', { name: 'Chain: All chains' })
  await chainButton.click()
  const chainSearch = dialog.getByRole('searchbox', { name: 'Search chains' })
  await expect(chainSearch).toBeFocused()
  const chains = dialog.getByRole('radiogroup', { name: 'Chain' }).getByRole('radio')
  await expect(chains).toHaveCount(MANY_NAMES.length + 1)
  await expect(chains.nth(1)).toHaveAccessibleName('Ethereum')
  expect(await cutChainNames(chains, MANY_NAMES), 'chain names cut in the chain list').toEqual([])
  await expectNoSeriousA11yViolations(page, 'picker: the 360 px chain step')

  await chainSearch.fill('zk')
  await expect(chains).toHaveCount(2)
  // Both among the other chains, A–Z.
  await expect(chains.nth(0)).toHaveAccessibleName('Polygon zkEVM')
  await expect(chains.nth(1)).toHaveAccessibleName('zkSync Era')
  await chains.nth(0).click()
  // Back on the tokens, narrowed to the chain, the focus on the step's button.
  await expect(dialog.getByRole('button', { name: 'Chain: Polygon zkEVM' })).toBeFocused()
  await expect(dialog.getByRole('option')).toHaveCount(2)
  await expect(dialog.getByRole('option', { name: /^USDC\b.*Polygon zkEVM/ })).toBeVisible()

  // Every chain's USDC: the chain name is the only difference between the rows, and none is cut.
  await dialog.getByRole('button', { name: 'Chain: Polygon zkEVM' }).click()
  await dialog.getByRole('radio', { name: 'All chains' }).click()
  await search.fill('USD Coin')
  await expect(dialog.getByRole('option', { name: /^USDC\b.*Rootstock/ })).toBeAttached()
  await expect(dialog.getByText('Searching…')).toBeHidden()
  expect(await dialog.getByRole('option', { name: /^USDC\b/ }).count()).toBeGreaterThanOrEqual(MANY_CHAINS.length)
  expect(await cutChainNames(dialog.getByRole('option'), MANY_NAMES), 'chain names cut in the token rows').toEqual([])
  expect(await dialog.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true)
  await expectNoSeriousA11yViolations(page, 'picker: 60 chains at 360 px')
  await dialog.getByRole('option', { name: /^USDC\b.*Metis Andromeda/ }).click()
  await expect(host.widget.getByRole('button', { name: 'From: USDC on Metis Andromeda' })).toBeVisible()
})

test('the 60-chain picker at 1280 px: a searchable chain column beside the tokens, popular chains first, the recent one next', async ({ page, devnet }) => {
  // 64 chains and their tokens in one dialog, checked by axe twice: more than a small picker's time.
  test.slow()
  await page.setViewportSize({ width: 1280, height: 900 })
  await serveManyChains(page, devnet.serviceUrl)
  const host = await HostPage.open(page, { account: 5 })
  const { dialog } = await openFrom(host)
  const column = dialog.getByRole('radiogroup', { name: 'Chain' })
  const list = dialog.getByRole('listbox', { name: 'Tokens' })
  const [columnBox, listBox] = [await column.boundingBox(), await list.boundingBox()]
  expect(columnBox!.x + columnBox!.width, 'the chains beside the tokens').toBeLessThanOrEqual(listBox!.x)
  const chains = column.getByRole('radio')
  // All chains, the popular ones pinned, then every other chain A–Z (no pick yet, so no recent ones).
  const first = ['All chains', 'Ethereum', 'Base', 'Arbitrum One', 'OP Mainnet', 'Polygon', 'BNB Chain', 'Abstract', 'Anvil One']
  for (const [index, name] of first.entries()) await expect(chains.nth(index)).toHaveAccessibleName(name)
  expect(await cutChainNames(chains, MANY_NAMES), 'chain names cut in the column').toEqual([])
  await expectNoSeriousA11yViolations(page, 'picker: the 60-chain column')

  // Search, then the keyboard: ArrowDown enters the list, Enter picks.
  const chainSearch = dialog.getByRole('searchbox', { name: 'Search chains' })
  await chainSearch.fill('arb')
  await expect(chains).toHaveCount(2)
  await chainSearch.press('ArrowDown')
  await expect(chains.nth(0)).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(dialog.getByRole('radio', { name: 'Arbitrum Nova' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(dialog.getByRole('radio', { name: 'Arbitrum Nova' })).toHaveAttribute('aria-checked', 'true')
  await expect(list.getByRole('option')).toHaveCount(2)
  await list.getByRole('option', { name: /^USDC\b.*Arbitrum Nova/ }).click()
  await expect(host.widget.getByRole('button', { name: 'From: USDC on Arbitrum Nova' })).toBeVisible()

  // Next time the chain is among the recent ones, after the popular.
  const reopened = (await openFrom(host)).dialog.getByRole('radiogroup', { name: 'Chain' }).getByRole('radio')
  await expect(reopened.nth(7)).toHaveAccessibleName('Arbitrum Nova')
})
