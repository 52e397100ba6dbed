// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { screen, waitFor } from '@testing-library/react'
import { version } from 'react'
import type { Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { NATIVE_CURRENCY } from '../../src/core/index'
import { EXECUTION_STORE_VERSION, executionStorageKey } from '../../src/react/execution/store'
import type { ExecutionState } from '../../src/react/index'
import { setUpWidgetDom } from '../../src/widget/test/environment'
import { quoteFor, renderWidget } from '../../src/widget/test/host'
import { withRecords } from '../../src/widget/test/quotes'

/*
 * React 18, which Ferry's peer range starts at, renders `<a href="javascript:…">` as a live link
 * (React 19 blocks it). A service's `GET /chains` is outside text: its explorer templates and logos
 * must never reach the page unchecked. Here a hostile chain list goes through the client and the
 * widget renders a finished transfer, whose outcome links both sides to their explorers.
 */

const DEPOSIT: Hex = `0x${'d1'.repeat(32)}`
const FILL = `0x${'f2'.repeat(32)}`

/** Every form of a script URL a browser would run, as an explorer template. */
const HOSTILE = [
  'javascript:alert(document.domain)//{txHash}',
  'JaVaScRiPt:alert(document.domain)//{txHash}',
  '  javascript:alert(document.domain)//{txHash}',
  'java\tscript:alert(document.domain)//{txHash}',
  'data:text/html,<script>alert(document.domain)</script>{txHash}',
  'vbscript:msgbox(document.domain)//{txHash}',
]

const chain = (id: number, name: string, explorerUrl: string, iconUrl: string) => ({
  id,
  name,
  displayName: name,
  explorerUrl,
  iconUrl,
  vmType: 'evm',
  currency: { id: 'eth', symbol: 'ETH', name: 'Ether', address: NATIVE_CURRENCY, decimals: 18, metadata: { logoURI: iconUrl } },
  erc20Currencies: [],
})

/** A bridge from 31337 to 31338 that ended in success, as a page that ran it left it in storage. */
function persistSuccess(): void {
  const quote = quoteFor({ originChainId: 31337, destinationChainId: 31338, originCurrency: NATIVE_CURRENCY, destinationCurrency: NATIVE_CURRENCY, amount: '10000000000000000' })
  const records = withRecords(quote, quote.steps.flatMap((step) => step.items.map(() => ({ status: 'complete', txHash: DEPOSIT }))))
  const execution: ExecutionState = {
    phase: 'success',
    requestId: quote.steps[0]!.requestId,
    quote: records,
    inTxHashes: [DEPOSIT],
    txHashes: [FILL],
    status: { status: 'success', inTxHashes: [DEPOSIT], txHashes: [FILL], originChainId: 31337, destinationChainId: 31338 },
    startedAt: 1,
    updatedAt: 2,
    endedAt: 3,
  }
  localStorage.setItem(executionStorageKey('http://service.test'), JSON.stringify({ state: { execution }, version: EXECUTION_STORE_VERSION }))
}

setUpWidgetDom()

describe('BridgeWidget on React 18 with a hostile GET /chains', () => {
  it.each(HOSTILE)('renders no script link nor image from the explorer template %j: the chains are kept, the URLs dropped', async (hostile) => {
    expect(version).toMatch(/^18\./)
    persistSuccess()
    const body = { chains: [chain(31337, 'Anvil One', hostile, hostile), chain(31338, 'Anvil Two', 'https://two.test', 'https://two.test/icon.png')] }
    renderWidget({ chains: undefined, currencies: undefined, serviceChains: () => ({ status: 200, body }) })

    expect(await screen.findByRole('heading', { name: 'Transfer complete' })).toBeVisible()
    // The chain with the hostile URLs is still there, by name.
    expect(screen.getAllByText('Anvil One').length).toBeGreaterThan(0)
    await waitFor(() => expect(document.querySelectorAll('a[href]').length).toBeGreaterThan(0))
    const hrefs = [...document.querySelectorAll('a[href]')].map((link) => link.getAttribute('href')!)
    // The destination's explorer is kept; the origin's, hostile, gives no link at all.
    expect(hrefs).toEqual([`https://two.test/tx/${FILL}`])
    const sources = [...document.querySelectorAll('img[src]')].map((image) => image.getAttribute('src')!)
    for (const url of [...hrefs, ...sources]) expect(url).toMatch(/^https:\/\//)
  })
})
