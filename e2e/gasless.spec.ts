import { parseUnits, toHex, type Address } from 'viem'
import { expectNoSeriousA11yViolations } from './support/axe'
import { allHoldings, devnetChainInfo } from './support/chain'
import { setFaults, venueAccount } from './support/devnetHttp'
import { expectDelivered, expectOneRequest } from './support/expectations'
import { expect, test } from './support/fixtures'
import { saveOutcome } from './support/screenshots'
import type { DescribedDevnet } from './host/hostDevnet'
import { HostPage } from './support/widget'

const ANVIL_ONE = 31337
const ANVIL_TWO = 31338
const OFFER = 'No ETH needed: pay the network fee in USDC'

/** Sets the account's ETH on a chain (`anvil_setBalance`, none by default): it holds USDC there and too little to pay gas with. */
async function drainEth(devnet: DescribedDevnet, chainId: number, user: Address, left = 0n): Promise<void> {
  const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'anvil_setBalance', params: [user, toHex(left)] })
  const response = await fetch(devnetChainInfo(devnet, chainId).rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
  expect(((await response.json()) as { error?: unknown }).error).toBeUndefined()
}

test('no ETH needed: 25 USDC into the venue from an account with 0 ETH, on one signature and no transaction', async ({ page, devnet }) => {
  test.slow()
  const user = devnet.accounts[5]!.address as Address
  await drainEth(devnet, ANVIL_ONE, user)
  const [chainsBefore, venueBefore] = await Promise.all([allHoldings(devnet, user), venueAccount(devnet, user)])
  expect(chainsBefore.get(ANVIL_ONE)!.native).toBe(0n)

  const host = await HostPage.open(page, { account: 6 })
  await host.connect()
  await host.selectMode('Deposit')
  await host.pick('From', 'Anvil One', 'USDC')
  await host.amountInput('USDC').fill('25')
  // The wallet holds no ETH there: the form asks for the permit path by itself and says so.
  await expect(host.widget.getByRole('note')).toContainText(OFFER, { timeout: 20_000 })
  await expect(host.widget.getByRole('button', { name: 'Review' })).toBeEnabled()
  await saveOutcome(page, 'gasless-offer')
  const review = await host.review()
  const prompts = review.getByRole('region', { name: 'Your wallet will ask once' })
  await expect(prompts).toContainText('Sign the USDC transfer')
  await expect(prompts).toContainText(/it moves your funds: it lets the service at 0x[0-9a-fA-F]{4}…[0-9a-fA-F]{4} take 25 USDC from your wallet, until \d/)
  await expectNoSeriousA11yViolations(page, 'gasless deposit: review')
  await saveOutcome(page, 'gasless-review')
  const promptsBefore = (await host.prompts()).length
  await host.confirm()
  await host.expectOutcome('Deposited to your venue account')

  // One wallet prompt, a signature; the user's nonce on Anvil One did not move, its ETH is still 0.
  expect((await host.prompts()).slice(promptsBefore).map((prompt) => prompt.method)).toEqual(['eth_signTypedData_v4'])
  const request = await expectOneRequest(devnet, user, 'success')
  const [chainsAfter, venueAfter] = await Promise.all([allHoldings(devnet, user), venueAccount(devnet, user)])
  expect(chainsAfter.get(ANVIL_ONE)!.sent, 'transactions the user sent on Anvil One').toBe(chainsBefore.get(ANVIL_ONE)!.sent)
  expect(chainsAfter.get(ANVIL_ONE)!.native).toBe(0n)
  expect(chainsBefore.get(ANVIL_ONE)!.usdc - chainsAfter.get(ANVIL_ONE)!.usdc, 'USDC moved by the signed authorization').toBe(parseUnits('25', 6))
  expectDelivered(venueAfter.perpsUsdc - venueBefore.perpsUsdc, request, 'perps USDC credited on the venue')
  await saveOutcome(page, 'gasless-deposit-done')
})

test('no ETH needed: a USDC bridge from an account with 0 ETH, its progress saying who sends what', async ({ page, devnet }) => {
  test.slow()
  const user = devnet.accounts[6]!.address as Address
  await drainEth(devnet, ANVIL_ONE, user)
  const chainsBefore = await allHoldings(devnet, user)

  const host = await HostPage.open(page, { account: 7 })
  await host.connect()
  await host.pick('From', 'Anvil One', 'USDC')
  await host.pick('To', 'Anvil Two', 'USDC')
  await host.amountInput('USDC').first().fill('10')
  await expect(host.widget.getByRole('note')).toContainText(OFFER, { timeout: 20_000 })
  await host.review()
  const promptsBefore = (await host.prompts()).length
  // The fill waits, so the run's middle can be read: the signature given, the deposit the service made.
  await setFaults(devnet, { holdFills: true })
  try {
    await host.confirm()
    const timeline = host.widget.locator('.ferry-timeline')
    await expect(timeline).toContainText('Signature received', { timeout: 20_000 })
    await expect(timeline).toContainText('The service submits your signature on Anvil One')
    await expect(timeline).toContainText('Deposit confirmed', { timeout: 20_000 })
    await saveOutcome(page, 'gasless-progress')
  } finally {
    await setFaults(devnet, { holdFills: false })
  }
  await host.expectOutcome('Transfer complete')

  expect((await host.prompts()).slice(promptsBefore).map((prompt) => prompt.method)).toEqual(['eth_signTypedData_v4'])
  const request = await expectOneRequest(devnet, user, 'success')
  const chainsAfter = await allHoldings(devnet, user)
  expect(chainsAfter.get(ANVIL_ONE)!.sent).toBe(chainsBefore.get(ANVIL_ONE)!.sent)
  expect(chainsBefore.get(ANVIL_ONE)!.usdc - chainsAfter.get(ANVIL_ONE)!.usdc).toBe(parseUnits('10', 6))
  expectDelivered(chainsAfter.get(ANVIL_TWO)!.usdc - chainsBefore.get(ANVIL_TWO)!.usdc, request, 'USDC received on Anvil Two')
})

test('a wallet with a dust of ETH that cannot pay an approval and a deposit is offered the permit path too', async ({ page, devnet }) => {
  // 1e9 wei (a gwei): an approval and a deposit take ~150k gas at the devnet's fee of about a gwei.
  await drainEth(devnet, ANVIL_ONE, devnet.accounts[8]!.address as Address, 1_000_000_000n)
  const host = await HostPage.open(page, { account: 9 })
  await host.connect()
  await host.pick('From', 'Anvil One', 'USDC')
  await host.amountInput('USDC').first().fill('10')
  await expect(host.widget.getByRole('note')).toContainText(OFFER, { timeout: 20_000 })
})

test('with ETH in the wallet the form asks for transactions; the settings switch asks for the permit path instead', async ({ page }) => {
  const host = await HostPage.open(page, { account: 8 })
  await host.connect()
  await host.pick('From', 'Anvil One', 'USDC')
  await host.amountInput('USDC').first().fill('10')
  await expect(host.widget.getByRole('button', { name: 'Review' })).toBeEnabled({ timeout: 20_000 })
  await expect(host.widget.getByText(OFFER)).toHaveCount(0)
  await host.widget.getByRole('button', { name: /^Settings/ }).click()
  const gasless = page.getByRole('switch', { name: 'Pay network fees in the token' })
  await expect(gasless).not.toBeChecked()
  await gasless.click()
  await expect(gasless).toBeChecked()
  await page.keyboard.press('Escape')
  await expect(host.widget.getByRole('note')).toContainText(OFFER, { timeout: 20_000 })
})
