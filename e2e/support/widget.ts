import { expect, type Locator, type Page } from '@playwright/test'
import type { HostPrompt } from '../host/hostWallet'

export type { HostPrompt }

/** The widget's mode tabs, by their default labels. */
export type ModeTab = 'Bridge' | 'Deposit' | 'Withdraw'
export type Outcome = 'Transfer complete' | 'Transfer refunded' | 'Transfer failed'
/** How the outcome and History name each transaction: by what it did. */
export type TxSide = 'Approval' | 'Deposit' | 'Withdrawal' | 'Destination' | 'Refund'

/** The devnet explorer's page of a transaction, as the service's catalog names it. */
export function devnetExplorerTx(serviceUrl: string, chainId: number, hash: string): string {
  return `${serviceUrl}/_devnet/explorer/${chainId}/tx/${hash}`
}

export interface OpenHostOptions {
  /** Dev account N (1..13: anvil account N up to 9, N+1 from 10). Give each flow its own, so balances stay its own. */
  account: number
  /** The test wallet starts out rejecting signature requests. */
  reject?: boolean
  /** `demo`: the host renders the widget with its demo cross-chain call (`?call=demo`). */
  call?: 'demo'
  /** `smart`: the batching test wallet (EIP-5792 over an EIP-7702-delegated account, `?wallet=smart`). */
  wallet?: 'smart'
  /** `false`: the host's "Batch calls" switch starts off (`?batch=0`). */
  batch?: boolean
  /** The batching wallet broadcasts each batch this many ms after accepting it (`?batchHoldMs=`). */
  batchHoldMs?: number
}



/** A fill, a refund or a withdrawal takes a few seconds on the devnet; a delayed fill longer. */
export const OUTCOME_TIMEOUT_MS = 45_000

/**
 * Drives the host page and the widget in it the way a person does: by roles and accessible
 * names (the widget's default labels), never by CSS classes or test ids.
 */
export class HostPage {
  constructor(readonly page: Page) {}

  static async open(page: Page, { account, reject, call, wallet, batch, batchHoldMs }: OpenHostOptions): Promise<HostPage> {
    const extra = `${wallet ? `&wallet=${wallet}` : ''}${batch === false ? '&batch=0' : ''}${batchHoldMs ? `&batchHoldMs=${batchHoldMs}` : ''}`
    await page.goto(`/?account=${account}${reject ? '&reject=1' : ''}${call ? `&call=${call}` : ''}${extra}`)
    const host = new HostPage(page)
    await expect(host.mainButton).toBeVisible()
    return host
  }

  /** The host's own test-wallet panel. */
  get wallet(): Locator {
    return this.page.getByRole('region', { name: 'Test wallet' })
  }

  /** Where the host renders the widget. */
  get widget(): Locator {
    return this.page.getByRole('main')
  }

  /** The widget's main action: connect, switch network, review, or a busy state. */
  get mainButton(): Locator {
    return this.widget.getByRole('button', {
      name: /^(Connect wallet|Switch to |Select a token|Choose a different token|Enter an amount|Check |Fix the |Insufficient |Getting a quote|No route|Amount too low|Service unavailable|Could not get a quote|Review|Sign in|Confirm in|Sending|Waiting for|Transfer in progress)/,
    })
  }

  /** Clicks the widget's "Connect wallet"; the host's handler connects the mock connector. */
  async connect(): Promise<void> {
    await this.widget.getByRole('button', { name: 'Connect wallet' }).click()
    await expect(this.wallet.getByText('connected', { exact: true })).toBeVisible()
  }

  async selectMode(mode: ModeTab): Promise<void> {
    const tab = this.widget.getByRole('tab', { name: mode })
    await tab.click()
    await expect(tab).toHaveAttribute('aria-selected', 'true')
  }

  /** Opens the From or To picker, chooses the chain, then the token, and checks the trigger says so. */
  async pick(side: 'From' | 'To', chain: string, symbol: string): Promise<void> {
    await this.widget.getByRole('button', { name: new RegExp(`^${side}: `) }).click()
    const dialog = this.page.getByRole('dialog', { name: side === 'From' ? 'Select the token to send' : 'Select the token to receive' })
    await dialog.getByRole('radio', { name: chain }).click()
    await dialog.getByRole('option', { name: new RegExp(`^${symbol}\\b`) }).first().click()
    await expect(dialog).toBeHidden()
    await expect(this.widget.getByRole('button', { name: `${side}: ${symbol} on ${chain}` })).toBeVisible()
  }

  /** The pay card's amount field. */
  amountInput(symbol: string): Locator {
    return this.widget.getByRole('textbox', { name: `Amount to pay in ${symbol}` })
  }

  /** The receive card's amount field: typing there asks for that exact amount out. */
  receiveInput(symbol: string): Locator {
    return this.widget.getByRole('textbox', { name: `Amount to receive in ${symbol}` })
  }

  /** The quote's summary line, a button that opens the breakdown. */
  get quoteDetails(): Locator {
    return this.widget.getByRole('button', { name: /^Quote details/ })
  }

  /** Waits for a quote (the main button turns to "Review"), opens the review dialog and returns it. */
  async review(): Promise<Locator> {
    const review = this.widget.getByRole('button', { name: 'Review' })
    await expect(review).toBeEnabled({ timeout: 20_000 })
    await review.click()
    const dialog = this.reviewDialog
    await expect(dialog).toBeVisible()
    return dialog
  }

  /** Connects and fills a 0.01 ETH bridge from Anvil One to Anvil Two, up to the open review. */
  async reviewNativeBridge(): Promise<Locator> {
    await this.connect()
    await this.pick('From', 'Anvil One', 'ETH')
    await this.pick('To', 'Anvil Two', 'ETH')
    await this.amountInput('ETH').fill('0.01')
    return this.review()
  }

  get reviewDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Review transfer' })
  }

  /** An explorer link of the outcome, by the transaction it names (`Approval`, `Deposit`, `Destination`, `Refund`). */
  outcomeExplorerLink(side: TxSide): Locator {
    return this.widget.getByRole('link', { name: `${side} on explorer` })
  }

  /** A History row, by text it holds (its route reads `0.01 ETH on Anvil One to … on Anvil Two`). */
  historyRow(text: string): Locator {
    return this.widget.getByRole('listitem').filter({ hasText: text }).first()
  }

  async confirm(): Promise<void> {
    await this.reviewDialog.getByRole('button', { name: 'Confirm' }).click()
  }

  /** The outcome's heading, once the run ends there. */
  async expectOutcome(outcome: Outcome | string, timeout = OUTCOME_TIMEOUT_MS): Promise<void> {
    await expect(this.page.getByRole('heading', { name: outcome })).toBeVisible({ timeout })
  }

  /** Where the widget's links point (explorer links among them), whatever their labels say. */
  async linkTargets(): Promise<string[]> {
    return this.widget.getByRole('link').evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href))
  }

  /** Every wallet prompt of this tab so far, reloads included. */
  async prompts(): Promise<HostPrompt[]> {
    return this.page.evaluate(() => window.__ferryHostPrompts ?? [])
  }

  /** Ticks (or unticks) the test wallet's "Reject transaction requests": sends and batches are refused (4001). */
  async rejectTransactions(reject: boolean): Promise<void> {
    await this.setWalletSwitch('Reject transaction requests', reject)
  }

  /** The host page's "Batch calls" switch. */
  async setBatch(batch: boolean): Promise<void> {
    await this.page.getByRole('checkbox', { name: 'Batch calls' }).setChecked(batch)
  }

  /** Unticks (or ticks) the test wallet's "Reject signature requests", as a user changing their mind. */
  async rejectSignatures(reject: boolean): Promise<void> {
    await this.setWalletSwitch('Reject signature requests', reject)
  }

  /**
   * The wallet is another app: its switch flips without a pointer on the page, so an open review
   * stays open (a click outside a modal dialog closes it, and the dialog hides the page's other parts).
   */
  private async setWalletSwitch(name: string, on: boolean): Promise<void> {
    const toggle = this.page.getByRole('checkbox', { name, includeHidden: true })
    if ((await toggle.isChecked()) !== on) await toggle.evaluate((element: HTMLInputElement) => element.click())
    await expect(toggle).toBeChecked({ checked: on })
  }
}

/**
 * Presses Tab (Shift+Tab when `backwards`) until `target` has the focus: how a keyboard user
 * gets to a control. Fails after `maxPresses`.
 */
export async function tabTo(page: Page, target: Locator, { maxPresses = 40, backwards = false } = {}): Promise<void> {
  for (let presses = 0; presses < maxPresses; presses++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab')
  }
  throw new Error(`${maxPresses} presses of Tab did not reach ${target.toString()}`)
}
