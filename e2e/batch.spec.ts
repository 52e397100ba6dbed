import { decodeFunctionData, erc20Abi, parseEventLogs, parseUnits, type Address, type Hex } from 'viem'
import { expectNoSeriousA11yViolations } from './support/axe'
import { allHoldings, latestBlock, publicClient, transactionsFrom, usdcAllowance } from './support/chain'
import { startedRequests } from './support/devnetHttp'
import { expectDelivered, expectOneRequest } from './support/expectations'
import type { Locator } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { saveOutcome } from './support/screenshots'
import { HostPage, type HostPrompt, type OpenHostOptions } from './support/widget'
import type { DescribedDevnet } from './host/hostDevnet'

// One-prompt USDC bridges with the batching test wallet (EIP-5792 over an EIP-7702-delegated dev
// account). Dev accounts 10..13 are this file's alone; 10 and 11 come back once their first flow
// has made its checks.
const ANVIL_ONE = 31337
const ANVIL_TWO = 31338
const AMOUNT = parseUnits('100', 6)

const DEPOSIT_EVENT = [
  {
    type: 'event',
    name: 'Deposit',
    inputs: [
      { indexed: true, name: 'id', type: 'bytes32' },
      { indexed: true, name: 'from', type: 'address' },
      { indexed: false, name: 'token', type: 'address' },
      { indexed: false, name: 'amount', type: 'uint256' },
    ],
  },
] as const

/** Opens the host on `account`, connects (the wallet rejecting transactions if asked), and fills a 100 USDC bridge Anvil One → Anvil Two up to the open review. */
async function reviewUsdcBridge(
  page: Parameters<typeof HostPage.open>[0],
  { rejectTransactions = false, ...options }: OpenHostOptions & { rejectTransactions?: boolean },
): Promise<{ host: HostPage; promptsBefore: number; review: Locator }> {
  const host = await HostPage.open(page, options)
  await host.connect()
  // Before the review: its dialog is modal, the page's switches are out of reach while it is open.
  if (rejectTransactions) await host.rejectTransactions(true)
  const promptsBefore = (await host.prompts()).length
  await host.pick('From', 'Anvil One', 'USDC')
  await host.pick('To', 'Anvil Two', 'USDC')
  await host.amountInput('USDC').fill('100')
  const review = await host.review()
  return { host, promptsBefore, review }
}

/** Confirms and waits for success; the time from the click to the outcome goes into the report. */
async function timeToSuccess(host: HostPage, what: string) {
  const started = performance.now()
  await host.confirm()
  await host.expectOutcome('Transfer complete')
  test.info().annotations.push({ type: 'time to success', description: `${what}: ${Math.round(performance.now() - started)} ms` })
}

const userOf = (devnet: DescribedDevnet, account: number) => devnet.accounts[account - 1]!.address as Address

/** What a flow starts from: holdings and the last block of Anvil One, and the requests already there. */
async function snapshot(devnet: DescribedDevnet, user: Address) {
  const [holdings, afterBlock, requests] = await Promise.all([allHoldings(devnet, user), latestBlock(devnet, ANVIL_ONE), startedRequests(devnet, user)])
  return { holdings, afterBlock, earlier: new Set(requests.map((request) => request.id)) }
}

/** The approve of a batch, decoded: spender and amount. */
function approveOf(prompt: HostPrompt): { spender: Address; amount: bigint } {
  const approve = prompt.calls?.find((call) => call.data?.startsWith('0x095ea7b3'))
  expect(approve, 'an approve among the batch calls').toBeDefined()
  const { args } = decodeFunctionData({ abi: erc20Abi, data: approve!.data! })
  return { spender: args[0] as Address, amount: args[1] as bigint }
}

test('a batching wallet bridges 100 USDC with one prompt: the approve and the deposit in one transaction, atomic', async ({ page, devnet }) => {
  const user = userOf(devnet, 10)
  const start = await snapshot(devnet, user)
  const { host, promptsBefore, review } = await reviewUsdcBridge(page, { account: 10, wallet: 'smart' })
  await expect(review).toContainText('Your wallet will ask once')
  await expect(review).toContainText('in one confirmation')
  await saveOutcome(page, 'batch-review')
  await timeToSuccess(host, 'one prompt')

  const prompts = (await host.prompts()).slice(promptsBefore)
  expect(prompts.map((prompt) => prompt.method), 'wallet prompts').toEqual(['wallet_sendCalls'])
  expect(prompts[0]!.chainId).toBe(ANVIL_ONE)
  expect(prompts[0]!.calls, 'the batch: approve, then deposit').toHaveLength(2)

  const sent = await transactionsFrom({ devnet, chainId: ANVIL_ONE, user, afterBlock: start.afterBlock })
  expect(sent, 'transactions from the account on Anvil One').toHaveLength(1)
  const client = publicClient(devnet, ANVIL_ONE)
  const receipt = await client.getTransactionReceipt({ hash: sent[0] as Hex })
  expect(receipt.status).toBe('success')
  const [approval] = parseEventLogs({ abi: erc20Abi, eventName: 'Approval', logs: receipt.logs })
  const [deposit] = parseEventLogs({ abi: DEPOSIT_EVENT, eventName: 'Deposit', logs: receipt.logs })
  expect(approval?.args.owner, 'the Approval is in the batch transaction').toBe(user)
  expect(deposit?.args, 'the deposit is in the same transaction').toMatchObject({ from: user, amount: AMOUNT })

  const { spender, amount: approved } = approveOf(prompts[0]!)
  expect(approval?.args.spender).toBe(spender)
  expect(await usdcAllowance(devnet, ANVIL_ONE, user, spender), 'allowance: what the quote approved, less the deposit').toBe(approved - AMOUNT)

  const request = await expectOneRequest(devnet, user, 'success')
  const after = await allHoldings(devnet, user)
  expect(start.holdings.get(ANVIL_ONE)!.usdc - after.get(ANVIL_ONE)!.usdc, 'USDC sent from Anvil One').toBe(AMOUNT)
  expectDelivered(after.get(ANVIL_TWO)!.usdc - start.holdings.get(ANVIL_TWO)!.usdc, request, 'USDC received on Anvil Two')

  const originLinks = new Set((await host.linkTargets()).filter((href) => href.startsWith(`${devnet.serviceUrl}/_devnet/explorer/${ANVIL_ONE}/tx/`)))
  const batchTx = `${devnet.serviceUrl}/_devnet/explorer/${ANVIL_ONE}/tx/${sent[0]}`
  expect([...originLinks], 'one explorer link on Anvil One: the batch transaction').toEqual([batchTx])
  await expect(host.outcomeExplorerLink('Deposit')).toHaveAttribute('href', batchTx)
  await expect(host.outcomeExplorerLink('Approval')).toHaveCount(0)

  await saveOutcome(page, 'batch-one-prompt')
  await expectNoSeriousA11yViolations(page, 'batch: complete with one prompt')
})

for (const { name, account, options } of [
  { name: 'with batching switched off on the host page, the batching wallet asks twice', account: 11, options: { wallet: 'smart', batch: false } as const },
  { name: 'a wallet without the atomic capability asks twice', account: 12, options: {} },
]) {
  test(`${name}: approve, then deposit, two transactions`, async ({ page, devnet }) => {
    const user = userOf(devnet, account)
    const start = await snapshot(devnet, user)
    const { host, promptsBefore, review } = await reviewUsdcBridge(page, { account, ...options })
    await expect(review).toContainText('Your wallet will ask 2 times')
    await timeToSuccess(host, 'two prompts')

    const prompts = (await host.prompts()).slice(promptsBefore)
    expect(prompts.map((prompt) => prompt.method), 'wallet prompts').toEqual(['eth_sendTransaction', 'eth_sendTransaction'])
    expect(await transactionsFrom({ devnet, chainId: ANVIL_ONE, user, afterBlock: start.afterBlock }), 'transactions on Anvil One').toHaveLength(2)
    await expectOneRequest(devnet, user, 'success')
    await saveOutcome(page, `batch-two-prompts-${account}`)
  })
}

test('rejecting the batch sends nothing and a retry goes through with one prompt', async ({ page, devnet }) => {
  const user = userOf(devnet, 13)
  const start = await snapshot(devnet, user)
  const { host, promptsBefore } = await reviewUsdcBridge(page, { account: 13, wallet: 'smart', rejectTransactions: true })
  await host.confirm()
  await expect(host.reviewDialog.getByRole('alert')).toHaveText('You declined in your wallet. Nothing was sent: confirm to try again.', { timeout: 20_000 })
  await saveOutcome(page, 'batch-rejected')

  const rejected = (await host.prompts()).slice(promptsBefore)
  expect(rejected.map(({ method, rejected }) => ({ method, rejected }))).toEqual([{ method: 'wallet_sendCalls', rejected: true }])
  expect((await allHoldings(devnet, user)).get(ANVIL_ONE)!.sent, 'nothing sent on Anvil One').toBe(start.holdings.get(ANVIL_ONE)!.sent)
  expect(await startedRequests(devnet, user), 'nothing reached the service').toHaveLength(start.earlier.size)

  // Confirm again from the same review.
  await host.rejectTransactions(false)
  await host.confirm()
  await host.expectOutcome('Transfer complete')

  const retried = (await host.prompts()).slice(promptsBefore + rejected.length)
  expect(retried.map((prompt) => prompt.method), 'the retry asks once').toEqual(['wallet_sendCalls'])
  expect(await transactionsFrom({ devnet, chainId: ANVIL_ONE, user, afterBlock: start.afterBlock }), 'one transaction on Anvil One').toHaveLength(1)
  await expectOneRequest(devnet, user, 'success')
  await saveOutcome(page, 'batch-rejected-then-retried')
})

test('a reload while the batch is pending resumes it without a second batch', async ({ page, devnet }) => {
  // Account 10 again: after the first flow it is delegated, and this batch a plain transaction to itself.
  const user = userOf(devnet, 10)
  const start = await snapshot(devnet, user)
  const delegated = ((await publicClient(devnet, ANVIL_ONE).getCode({ address: user })) ?? '0x').startsWith('0xef0100')
  // The wallet holds the batch 5 s before it broadcasts it: pending when the page reloads.
  const { host, promptsBefore } = await reviewUsdcBridge(page, { account: 10, wallet: 'smart', batchHoldMs: 5_000 })
  await host.confirm()
  await expect.poll(async () => (await host.prompts()).slice(promptsBefore).map((prompt) => prompt.method)).toEqual(['wallet_sendCalls'])
  expect(await transactionsFrom({ devnet, chainId: ANVIL_ONE, user, afterBlock: start.afterBlock }), 'still pending: nothing on chain yet').toHaveLength(0)
  await saveOutcome(page, 'batch-pending')

  await page.reload()
  await expect(host.wallet.getByText('connected', { exact: true })).toBeVisible()
  await host.expectOutcome('Transfer complete')

  expect((await host.prompts()).slice(promptsBefore).map((prompt) => prompt.method), 'one batch, reload included').toEqual(['wallet_sendCalls'])
  expect(await transactionsFrom({ devnet, chainId: ANVIL_ONE, user, afterBlock: start.afterBlock }), 'one transaction on Anvil One').toHaveLength(1)
  // A delegating transaction spends a second nonce on its authorization.
  expect((await allHoldings(devnet, user)).get(ANVIL_ONE)!.sent - start.holdings.get(ANVIL_ONE)!.sent, 'nonces spent').toBe(delegated ? 1 : 2)
  const started = (await startedRequests(devnet, user)).filter((request) => !start.earlier.has(request.id))
  expect(started.map((request) => [request.status, request.inTxHashes.length])).toEqual([['success', 1]])
  await saveOutcome(page, 'batch-reload-resumed')
})

test('a hostile quote whose second call is unsafe is refused before the batching wallet is asked', async ({ page, devnet }) => {
  // Account 11 again: its flow above has made its checks.
  const user = userOf(devnet, 11)
  const start = await snapshot(devnet, user)
  // The deposit, second call of the batch, now also carries 1 ETH the quote never shows the user paying.
  const service = new URL(devnet.serviceUrl).origin
  await page.route(
    (url) => url.origin === service && url.pathname.endsWith('/quote'),
    async (route) => {
      const response = await route.fetch()
      const quote = (await response.json()) as { steps: Array<{ id: string; items: Array<{ data: { value?: string } }> }> }
      const deposit = quote.steps.find((step) => step.id === 'deposit')
      if (deposit) deposit.items[0]!.data.value = parseUnits('1', 18).toString()
      await route.fulfill({ response, json: quote })
    },
  )
  const { host, promptsBefore } = await reviewUsdcBridge(page, { account: 11, wallet: 'smart' })
  await host.confirm()
  await expect(host.widget.getByText('Stopped for your safety')).toBeVisible()

  expect((await host.prompts()).slice(promptsBefore), 'no wallet prompt').toEqual([])
  expect((await allHoldings(devnet, user)).get(ANVIL_ONE)!.sent, 'nothing sent on Anvil One').toBe(start.holdings.get(ANVIL_ONE)!.sent)
  expect(await startedRequests(devnet, user), 'nothing reached the service').toHaveLength(start.earlier.size)
  await saveOutcome(page, 'batch-hostile-refused')
})
