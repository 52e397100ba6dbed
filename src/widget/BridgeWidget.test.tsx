// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { NATIVE_CURRENCY, VENUE_CHAIN_ID, VENUE_PERPS_USDC } from '../core/index'
import { setUpWidgetDom } from './test/environment'
import { ACCOUNT, OTHER, quoteFor, renderWidget, USDC_ONE } from './test/host'

setUpWidgetDom()

const mainButton = () =>
  screen.getByRole('button', { name: /^(Connect wallet|Switch to|Select a token|Enter an amount|Check|Fix|Insufficient|Getting a quote|No route|Amount too low|Service unavailable|Review)/ })
const amountInput = (symbol: string) => screen.getByRole('textbox', { name: `Amount to pay in ${symbol}` })
const receiveInput = (symbol: string) => screen.getByRole('textbox', { name: `Amount to receive in ${symbol}` })
const payCard = () => within(screen.getByRole('region', { name: 'You pay' }))
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } })
/** Radix tabs activate on mouse down (and on focus), as a pointer does. */
const selectTab = (name: string) => fireEvent.mouseDown(screen.getByRole('tab', { name }), { button: 0 })

async function pick(side: 'From' | 'To', chain: string, symbol: string) {
  fireEvent.click(screen.getByRole('button', { name: new RegExp(`^${side}: `) }))
  const dialog = await screen.findByRole('dialog', { name: side === 'From' ? 'Select the token to send' : 'Select the token to receive' })
  const chainRadio = within(dialog).queryByRole('radio', { name: chain })
  if (chainRadio) fireEvent.click(chainRadio)
  fireEvent.click(within(dialog).getByRole('option', { name: new RegExp(`^${symbol}\\b`) }))
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
}

describe('BridgeWidget: the main button says the next thing to do', () => {
  it('connect wallet (calls onConnectWallet), then enter an amount, then review once quoted', async () => {
    const host = renderWidget()
    expect(mainButton().textContent).toBe('Connect wallet')
    fireEvent.click(mainButton())
    await waitFor(() => expect(mainButton().textContent).toBe('Enter an amount'))
    type(amountInput('ETH'), '0.5')
    await waitFor(() => expect(mainButton().textContent).toBe('Review'))
    expect(host.quotes()).toHaveLength(1)
    expect(host.quotes()[0]).toMatchObject({ user: ACCOUNT, originChainId: 31337, destinationChainId: 31338, amount: '500000000000000000', tradeType: 'EXACT_INPUT' })
  })

  it('review opens the review dialog on the current quote', async () => {
    const host = renderWidget()
    await host.connectWallet()
    type(amountInput('ETH'), '0.5')
    await waitFor(() => expect(mainButton().textContent).toBe('Review'))
    fireEvent.click(mainButton())
    const dialog = await screen.findByRole('dialog', { name: 'Review transfer' })
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeTruthy()
    // Portalled into the widget's root, so its theme applies.
    expect(host.view.container.querySelector('.ferry-widget')!.contains(dialog)).toBe(true)
  })

  it('switch network when the wallet is on another chain than the origin', async () => {
    const host = renderWidget({ defaults: { originChainId: 31338, destinationChainId: 31337 } })
    await host.connectWallet(31337)
    await waitFor(() => expect(mainButton().textContent).toBe('Switch to Anvil Two'))
    fireEvent.click(mainButton())
    await waitFor(() => expect(mainButton().textContent).toBe('Enter an amount'))
  })

  it('insufficient balance, from the account balance read through wagmi', async () => {
    const host = renderWidget({ nativeBalance: 10n ** 17n })
    await host.connectWallet()
    await payCard().findByText('Balance: 0.1 ETH')
    type(amountInput('ETH'), '0.2')
    await waitFor(() => expect(mainButton().textContent).toBe('Insufficient ETH balance'))
  })

  it("the service's refusal: a few words by its errorCode in the button; too low names the minimum, and Use minimum quotes it", async () => {
    const message = 'Amount 0.000001 ETH is too low: fees of 0.00002 ETH exceed it; send at least 0.0000210004 ETH.'
    const host = renderWidget({ quote: (body) => (body.amount === '1000000000000' ? { status: 400, body: { message, errorCode: 'AMOUNT_TOO_LOW' } } : { status: 200, body: quoteFor(body) }) })
    await host.connectWallet()
    type(amountInput('ETH'), '0.000001')
    await waitFor(() => expect(mainButton().textContent).toBe('Amount too low'))
    expect((mainButton() as HTMLButtonElement).disabled).toBe(true)
    const quoteArea = screen.getByRole('region', { name: 'Quote' })
    // Four significant digits, rounded up: never below the minimum.
    expect(within(quoteArea).getByRole('alert').textContent).toBe('Amount too lowThe least you can send is 0.00002101 ETH.')
    expect(host.quotes()).toHaveLength(1)
    fireEvent.click(within(quoteArea).getByRole('button', { name: 'Use minimum' }))
    expect((amountInput('ETH') as HTMLInputElement).value).toBe('0.00002101')
    await waitFor(() => expect(host.quotes().at(-1)?.amount).toBe('21010000000000'))
    await waitFor(() => expect(within(quoteArea).queryByRole('alert')).toBeNull())

    host.view.unmount()
    const bare = renderWidget({ quote: () => ({ status: 400, body: { message: 'no solver for this pair' } }) })
    await bare.connectWallet()
    type(amountInput('ETH'), '1')
    await waitFor(() => expect(mainButton().textContent).toBe('No route'))
    expect(screen.getByRole('alert').textContent).toBe('No route for this transferno solver for this pair')
  })

  it("a first quote refused as too low: the minimum's dollar value comes from the service's price route, asked once the minimum shows", async () => {
    const message = 'Amount 0.000001 ETH is too low: fees of 0.00002 ETH exceed it; send at least 0.0000210004 ETH.'
    const host = renderWidget({
      quote: () => ({ status: 400, body: { message, errorCode: 'AMOUNT_TOO_LOW' } }),
      tokenPrice: (query) => ({ status: 200, body: { price: query.get('chainId') === '31337' && query.get('address') === NATIVE_CURRENCY ? '3000' : '1' } }),
    })
    await host.connectWallet()
    const priceReads = () => host.calls.filter((call) => call.url.includes('/currencies/token/price'))
    expect(priceReads()).toHaveLength(0)
    type(amountInput('ETH'), '0.000001')
    const quoteArea = screen.getByRole('region', { name: 'Quote' })
    // 0.00002101 ETH at $3,000.
    await waitFor(() => expect(within(quoteArea).getByRole('alert').textContent).toBe('Amount too lowThe least you can send is 0.00002101 ETH (≈ $0.06).'))
    expect(priceReads()).toHaveLength(1)
  })

  it('a service outage: "Service unavailable" and Retry, never "No route"; one failing call sends 4 requests; Retry recovers', async () => {
    let down = true
    const host = renderWidget({ quote: (body) => (down ? { status: 503, body: { message: 'down', errorCode: 'DEVNET_FAULT' } } : { status: 200, body: quoteFor(body) }) })
    await host.connectWallet()
    type(amountInput('ETH'), '0.5')
    // The client's own retries (3, with backoff) come first.
    await waitFor(() => expect(mainButton().textContent).toBe('Service unavailable'), { timeout: 8_000 })
    expect(host.quotes()).toHaveLength(4)
    const quoteArea = screen.getByRole('region', { name: 'Quote' })
    expect(within(quoteArea).getByRole('alert').textContent).toMatch(/^Service unavailable.*Trying again automatically/)
    expect(screen.queryByText(/no route/i)).toBeNull()

    down = false
    fireEvent.click(within(quoteArea).getByRole('button', { name: 'Retry now' }))
    // While the retry runs, the button keeps saying why; it does not flicker back to loading.
    expect(mainButton().textContent).toBe('Service unavailable')
    await waitFor(() => expect(mainButton().textContent).toBe('Review'))
    expect(host.quotes()).toHaveLength(5)
    expect(screen.queryByRole('button', { name: /Retry/ })).toBeNull()
  })
})

describe('BridgeWidget: the amount', () => {
  it('too many decimals: an inline message and no request', async () => {
    const host = renderWidget({ defaults: { originCurrency: USDC_ONE } })
    await host.connectWallet()
    const input = amountInput('USDC')
    type(input, '1.1234567')
    expect(screen.getByRole('alert').textContent).toBe('USDC has at most 6 decimals.')
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(mainButton().textContent).toBe('Check the amount')
    type(input, '1,2,3')
    expect(screen.getByRole('alert').textContent).toBe('Enter a number, like 12.5.')
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(host.quotes()).toHaveLength(0)
  })

  it('Max keeps a gas reserve on a native currency and spends a whole token balance', async () => {
    const host = renderWidget()
    await host.connectWallet()
    await payCard().findByText('Balance: 2 ETH')
    // 2 ETH less 1 gwei x 300 000 gas x 2, once the gas price is read.
    await waitFor(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Max' }))
      expect((amountInput('ETH') as HTMLInputElement).value).toBe('1.9994')
    })
    await pick('From', 'Anvil One', 'USDC')
    await payCard().findByText('Balance: 500 USDC')
    fireEvent.click(screen.getByRole('button', { name: 'Max' }))
    expect((amountInput('USDC') as HTMLInputElement).value).toBe('500')
  })

  it('typing into the receive card quotes EXACT_OUTPUT in the destination currency, and the pay card shows the quoted amount in', async () => {
    const eth = { chainId: 31337, address: NATIVE_CURRENCY, symbol: 'ETH', name: 'Ether', decimals: 18 }
    const host = renderWidget({ quote: (body) => ({ status: 200, body: { ...quoteFor(body), details: { ...quoteFor(body).details, currencyIn: { currency: eth, amount: '1005000000000000000' } } } }) })
    await host.connectWallet()
    type(receiveInput('ETH'), '1')
    await waitFor(() => expect(host.quotes()).toHaveLength(1))
    expect(host.quotes()[0]).toMatchObject({ tradeType: 'EXACT_OUTPUT', amount: '1000000000000000000', destinationChainId: 31338 })
    await waitFor(() => expect((amountInput('ETH') as HTMLInputElement).value).toBe('1.005'))
    // Typing into the pay card again fixes what is paid.
    type(amountInput('ETH'), '2')
    await waitFor(() => expect(host.quotes().at(-1)).toMatchObject({ tradeType: 'EXACT_INPUT', amount: '2000000000000000000' }))
  })
})

describe('BridgeWidget: slippage bounds the side not fixed', () => {
  it('"you pay" shows the minimum received; "you receive" the maximum sent, in the quote and the review', async () => {
    const host = renderWidget()
    await host.connectWallet()
    type(amountInput('ETH'), '1')
    await waitFor(() => expect(mainButton().textContent).toBe('Review'))
    const quoteArea = screen.getByRole('region', { name: 'Quote' })
    // The breakdown is closed until asked for.
    const details = within(quoteArea).getByRole('button', { name: /^Quote details/ })
    expect(details.getAttribute('aria-expanded')).toBe('false')
    expect(within(quoteArea).queryByText('Minimum received')).toBeNull()
    fireEvent.click(details)
    expect(details.getAttribute('aria-expanded')).toBe('true')
    expect(within(quoteArea).getByText('Minimum received')).toBeTruthy()
    expect(within(quoteArea).queryByText('Maximum sent')).toBeNull()

    type(receiveInput('ETH'), '1')
    await waitFor(() => expect(host.quotes().at(-1)).toMatchObject({ tradeType: 'EXACT_OUTPUT' }))
    await waitFor(() => expect(mainButton().textContent).toBe('Review'))
    expect(within(screen.getByRole('region', { name: 'Quote' })).getByText('Maximum sent')).toBeTruthy()
    expect(screen.queryByText('Minimum received')).toBeNull()
    fireEvent.click(mainButton())
    const dialog = await screen.findByRole('dialog', { name: 'Review transfer' })
    expect(within(dialog).getByText('Maximum sent')).toBeTruthy()
    expect(within(dialog).queryByText('Minimum received')).toBeNull()
  })
})

describe('BridgeWidget: modes', () => {
  it('deposit: destination 1337 perps USDC, the venue account prefilled with the connected address', async () => {
    const host = renderWidget()
    await host.connectWallet()
    selectTab('Deposit')
    expect(screen.getByRole('tab', { name: 'Deposit' }).getAttribute('aria-selected')).toBe('true')
    expect(screen.getByRole('button', { name: 'To: USDC on Venue' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'From: USDC on Anvil One' })).toBeTruthy()
    expect((screen.getByRole('textbox', { name: 'Venue account' }) as HTMLInputElement).value).toBe(ACCOUNT)
    type(amountInput('USDC'), '25')
    await waitFor(() => expect(host.quotes()).toHaveLength(1))
    expect(host.quotes()[0]).toMatchObject({ destinationChainId: VENUE_CHAIN_ID, destinationCurrency: VENUE_PERPS_USDC, recipient: ACCOUNT, amount: '25000000' })
  })

  it('withdraw: origin 1337 perps USDC with protocolVersion v2, the withdrawable and the two signatures explained', async () => {
    const host = renderWidget()
    await host.connectWallet()
    selectTab('Withdraw')
    expect(screen.getByRole('button', { name: 'From: USDC on Venue' })).toBeTruthy()
    await screen.findByText('Withdrawable: 250.5 USDC')
    expect(screen.getByText(/asks your wallet for two signatures/)).toBeTruthy()
    // The venue is no wallet network: no switch.
    type(amountInput('USDC'), '10')
    await waitFor(() => expect(mainButton().textContent).toBe('Review'))
    expect(host.quotes()[0]).toMatchObject({ originChainId: VENUE_CHAIN_ID, originCurrency: VENUE_PERPS_USDC, protocolVersion: 'v2', amount: '10000000' })
  })

  it('a mode switch never carries the amount to another token: 5 USDC in Withdraw stays there, Bridge keeps its own', async () => {
    const host = renderWidget()
    await host.connectWallet()
    selectTab('Withdraw')
    type(amountInput('USDC'), '5')
    await waitFor(() => expect(host.quotes()).toHaveLength(1))
    selectTab('Bridge')
    expect(screen.getByRole('button', { name: 'From: ETH on Anvil One' })).toBeTruthy()
    expect((amountInput('ETH') as HTMLInputElement).value).toBe('')
    expect(mainButton().textContent).toBe('Enter an amount')
    selectTab('Withdraw')
    expect((amountInput('USDC') as HTMLInputElement).value).toBe('5')
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(host.quotes().map((quote) => [quote.originChainId, quote.amount])).toEqual([[VENUE_CHAIN_ID, '5000000']])
  })

  it('shows only the modes given, starting at defaultMode', () => {
    renderWidget({ modes: ['venue-deposit', 'bridge'], defaultMode: 'bridge' })
    const tabs = within(screen.getByRole('tablist', { name: 'Transfer type' })).getAllByRole('tab')
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Deposit', 'Bridge', 'History'])
    expect(screen.getByRole('tab', { name: 'Bridge' }).getAttribute('aria-selected')).toBe('true')
  })
})

describe('BridgeWidget: pickers, settings, flip', () => {
  it('searches by symbol, name or address across the chains, narrows to one chain, and picks with the keyboard', async () => {
    const host = renderWidget()
    await host.connectWallet()
    fireEvent.click(screen.getByRole('button', { name: 'From: ETH on Anvil One' }))
    const dialog = await screen.findByRole('dialog', { name: 'Select the token to send' })
    const search = within(dialog).getByRole('combobox', { name: 'Search by name, symbol or address' })
    expect(document.activeElement).toBe(search)
    expect(within(dialog).getByRole('radio', { name: 'All chains' }).getAttribute('aria-checked')).toBe('true')
    type(search, 'coin')
    expect(within(dialog).getAllByRole('option').map((option) => option.textContent)).toEqual([
      expect.stringMatching(/USDC USD Coin · Anvil One/),
      expect.stringMatching(/USDC USD Coin · Anvil Two/),
    ])
    type(search, USDC_ONE.slice(0, 8).toLowerCase())
    expect(within(dialog).getAllByRole('option')).toHaveLength(1)
    type(search, '')
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Anvil One' }))
    expect(within(dialog).getAllByRole('option')).toHaveLength(2)
    await within(dialog).findByText('Balance 500')
    // Unpriced holdings keep the catalog's order: ETH, then USDC.
    expect(within(dialog).getAllByRole('option').map((option) => option.textContent)).toEqual([expect.stringContaining('ETH Ether'), expect.stringContaining('USDC USD Coin')])
    fireEvent.keyDown(search, { key: 'ArrowDown' })
    const active = search.getAttribute('aria-activedescendant')!
    expect(document.getElementById(active)).toBe(within(dialog).getByRole('option', { name: /^USDC\b/ }))
    expect(document.getElementById(active)?.getAttribute('aria-selected')).toBe('true')
    // The highlighted token's contract, with copy and its explorer page.
    expect(within(dialog).getByRole('button', { name: 'Copy the address of USDC on Anvil One' })).toBeTruthy()
    expect(within(dialog).getByRole('link', { name: 'USDC on Anvil One on explorer' }).getAttribute('href')).toBe(`https://one.test/address/${USDC_ONE}`)
    fireEvent.keyDown(search, { key: 'Enter' })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.getByRole('button', { name: 'From: USDC on Anvil One' })).toBeTruthy()
  })

  it('lists the venue spot tokens on 1337', async () => {
    const host = renderWidget({ defaultMode: 'venue-deposit' })
    await host.connectWallet()
    fireEvent.click(screen.getByRole('button', { name: 'To: USDC on Venue' }))
    const dialog = await screen.findByRole('dialog', { name: 'Select the token to receive' })
    await within(dialog).findByRole('option', { name: /^HYPE\b/ })
  })

  it('"Send to another address" opens the recipient on the form: a warning for someone else, the error beside the field (no quote awaited meanwhile); closing it sends to the account', async () => {
    const host = renderWidget()
    await host.connectWallet()
    type(amountInput('ETH'), '1')
    // The quote area is busy (its skeleton) from the keystroke on, before the request leaves.
    const quoteArea = () => screen.getByRole('region', { name: 'Quote' })
    expect(quoteArea().getAttribute('aria-busy')).toBe('true')
    const toggle = screen.getByRole('button', { name: 'Send to another address' })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByRole('textbox', { name: 'Recipient address' })).toBeNull()
    fireEvent.click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    const recipient = screen.getByRole('textbox', { name: 'Recipient address' })
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)?.contains(recipient)).toBe(true)
    expect(document.activeElement).toBe(recipient)
    expect((recipient as HTMLInputElement).value).toBe('')
    type(recipient, OTHER)
    expect(screen.getByText(/not your connected account/).getAttribute('role')).toBe('status')
    await waitFor(() => expect(host.quotes().at(-1)).toMatchObject({ recipient: OTHER }))
    type(recipient, '0x1234')
    // The error sits beside the field and describes it, not only on the button.
    const error = screen.getByRole('alert')
    expect(error.textContent).toBe('Not a valid address: it has 4 characters after 0x, not 40.')
    expect(recipient.getAttribute('aria-invalid')).toBe('true')
    expect(recipient.getAttribute('aria-describedby')).toBe(error.id)
    expect(recipient.closest('.ferry-field')!.contains(error)).toBe(true)
    expect(mainButton().textContent).toBe('Check the recipient')
    // No quote is asked with an invalid recipient, so no skeleton waits for one.
    expect(quoteArea().getAttribute('aria-busy')).toBe('false')
    fireEvent.click(toggle)
    expect(screen.queryByRole('textbox', { name: 'Recipient address' })).toBeNull()
    await waitFor(() => expect(mainButton().textContent).toBe('Review'))
    expect(host.quotes().at(-1)?.recipient).toBeUndefined()
  })

  it('sets slippage by a preset, a custom percentage, and back to Auto; above 2% the form warns', async () => {
    const host = renderWidget()
    await host.connectWallet()
    type(amountInput('ETH'), '1')
    await waitFor(() => expect(host.quotes().at(-1)).toMatchObject({ slippageTolerance: '50' }))
    fireEvent.click(screen.getByRole('button', { name: 'Settings' }))
    const group = within(await screen.findByRole('group', { name: 'Slippage tolerance' }))
    const radio = (name: string) => group.getByRole('radio', { name }) as HTMLInputElement
    expect(group.getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(['Auto · 0.5%', '0.1%', '0.5%', '1%'])
    expect(radio('Auto · 0.5%').checked).toBe(true)
    fireEvent.click(radio('1%'))
    expect(radio('1%').checked).toBe(true)
    expect(radio('Auto · 0.5%').checked).toBe(false)
    await waitFor(() => expect(host.quotes().at(-1)).toMatchObject({ slippageTolerance: '100' }))
    // 0.5% picked is not Auto, although it is the same number.
    fireEvent.click(radio('0.5%'))
    expect(radio('0.5%').checked).toBe(true)
    expect(radio('Auto · 0.5%').checked).toBe(false)

    const custom = screen.getByRole('textbox', { name: 'Custom slippage in percent' }) as HTMLInputElement
    type(custom, '2.25')
    expect(group.getAllByRole('radio').some((r) => (r as HTMLInputElement).checked)).toBe(false)
    await waitFor(() => expect(host.quotes().at(-1)).toMatchObject({ slippageTolerance: '225' }))
    const warning = 'High slippage: 2.25%. The price may move this much against you before the transfer fills.'
    // Beside the field (describing it) and on the form.
    expect(screen.getAllByText(warning)).toHaveLength(2)
    expect(document.getElementById(custom.getAttribute('aria-describedby')!)?.textContent).toBe(warning)
    fireEvent.click(radio('Auto · 0.5%'))
    expect(custom.value).toBe('')
    expect(radio('Auto · 0.5%').checked).toBe(true)
    expect(screen.queryByText(warning)).toBeNull()
    // Back on the first request: its quote (cached) is the one shown.
    await waitFor(() => expect(mainButton().textContent).toBe('Review'))
  })

  it('an invalid custom slippage keeps its error after the popover closes, and no quote is asked with it', async () => {
    const host = renderWidget()
    await host.connectWallet()
    type(amountInput('ETH'), '1')
    await waitFor(() => expect(mainButton().textContent).toBe('Review'))
    for (const text of ['abc', '80']) {
      fireEvent.click(screen.getByRole('button', { name: /^Settings/ }))
      const custom = await screen.findByRole('textbox', { name: 'Custom slippage in percent' })
      type(custom, text)
      expect(screen.getByRole('alert').textContent).toBe('Enter a percentage from 0 to 50, with at most 2 decimals.')
      fireEvent.keyDown(custom, { key: 'Escape' })
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
      const asked = host.quotes().length
      expect(mainButton().textContent).toBe('Fix the slippage in settings')
      expect(screen.getByRole('button', { name: 'Settings: the slippage needs fixing' })).toBeTruthy()

      // Opened again: the value is still there, with its error.
      fireEvent.click(screen.getByRole('button', { name: 'Settings: the slippage needs fixing' }))
      const again = await screen.findByRole('textbox', { name: 'Custom slippage in percent' })
      expect((again as HTMLInputElement).value).toBe(text)
      expect(again.getAttribute('aria-invalid')).toBe('true')
      fireEvent.keyDown(again, { key: 'Escape' })
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
      await new Promise((resolve) => setTimeout(resolve, 400))
      expect(host.quotes()).toHaveLength(asked)
    }
  })

  it('the flip swaps the sides; the typed amount moves with its token to the receive card and is asked for exactly', async () => {
    const host = renderWidget({ defaults: { destinationCurrency: undefined } })
    await host.connectWallet()
    await pick('To', 'Anvil Two', 'USDC')
    type(amountInput('ETH'), '0.5')
    await waitFor(() => expect(host.quotes()).toHaveLength(1))
    fireEvent.click(screen.getByRole('button', { name: 'Switch direction' }))
    expect(screen.getByRole('button', { name: 'From: USDC on Anvil Two' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'To: ETH on Anvil One' })).toBeTruthy()
    expect((receiveInput('ETH') as HTMLInputElement).value).toBe('0.5')
    await waitFor(() => expect(host.quotes()).toHaveLength(2))
    expect(host.quotes()[1]).toMatchObject({ originChainId: 31338, destinationChainId: 31337, tradeType: 'EXACT_OUTPUT', amount: '500000000000000000' })
  })
})

describe('BridgeWidget: host integration', () => {
  it('reports quote events, applies the theme and passes className through', async () => {
    const host = renderWidget({ theme: 'dark', className: 'my-widget' })
    const root = host.view.container.querySelector('.ferry-widget')!
    expect(root.getAttribute('data-ferry-theme')).toBe('dark')
    expect(root.classList.contains('my-widget')).toBe(true)
    await host.connectWallet()
    type(amountInput('ETH'), '0.25')
    await waitFor(() => expect(host.events.map((event) => event.type)).toEqual(['quote-requested', 'quote-received']))
    expect(host.events[1]).toMatchObject({ mode: 'bridge', amountIn: '250000000000000000', request: { amount: '250000000000000000' } })
  })

  it('custom properties over the light preset, and labels merged over the defaults', () => {
    const host = renderWidget({ theme: { '--ferry-accent': '#0a7' }, labels: { button: { connectWallet: 'Connecter' }, form: { modes: { bridge: 'Pont' } } } })
    const root = host.view.container.querySelector<HTMLElement>('.ferry-widget')!
    expect(root.getAttribute('data-ferry-theme')).toBe('light')
    expect(root.style.getPropertyValue('--ferry-accent')).toBe('#0a7')
    expect(screen.getByRole('button', { name: 'Connecter' })).toBeTruthy()
    expect(screen.getByRole('tab', { name: 'Pont' })).toBeTruthy()
    expect(screen.getByRole('tab', { name: 'Deposit' })).toBeTruthy()
  })
})
