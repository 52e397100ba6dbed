import { concat, encodeFunctionData, erc20Abi, parseEther, parseUnits } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { BATCH_EXECUTOR_ADDRESS } from '../chain/batchExecutor'
import { chainClients } from '../chain/clients'
import { batchExecutorArtifact } from '../contracts/artifacts'
import { DEV_USER_USDC, DEV_USER_VENUE_USDC, type Devnet } from '../startDevnet'
import { DEV_TOKEN_BALANCES } from '../tokens/tokenTable'
import { chainOf, ETH_BRIDGE, startDevnetForFile, usdcBalance, userOf } from './harness'

/*
 * The devnet's smart account: 13 funded users, BatchExecutor on every chain, and a user delegated
 * to it (EIP-7702) still paid by the solver like any other.
 */

let devnet: Devnet
startDevnetForFile((started) => (devnet = started))

describe('devnet: users 10..13 and the batch executor', () => {
  it('funds users 10..13 like users 1..9: gas, USDC and the token list on every chain, perps USDC on the venue', async () => {
    expect(devnet.accounts).toHaveLength(13)
    for (const chain of devnet.chains) {
      const client = userOf(devnet, devnet.accounts[0]!).publicClient(chain.id)
      expect(chain.contracts.batchExecutor).toBe(BATCH_EXECUTOR_ADDRESS)
      expect(await client.getCode({ address: BATCH_EXECUTOR_ADDRESS })).toBe(batchExecutorArtifact.deployedBytecode)
      const [symbol, held] = Object.entries(DEV_TOKEN_BALANCES[chain.id] ?? {})[0]!
      const token = chain.tokens.find((entry) => entry.symbol === symbol)!
      for (const user of devnet.accounts.slice(9)) {
        expect(await client.getBalance({ address: user.address })).toBeGreaterThan(parseEther('9000'))
        expect(await usdcBalance(client, chain.contracts.usdc, user.address)).toBe(DEV_USER_USDC)
        expect(await client.readContract({ address: token.address, abi: erc20Abi, functionName: 'balanceOf', args: [user.address] })).toBe(parseUnits(held, token.decimals))
      }
    }
    for (const user of devnet.accounts.slice(9)) expect(devnet.ledger.balances(user.address).perpsUsdc).toBe(DEV_USER_VENUE_USDC)
  })

  it('pays a delegated account on the destination: the fill reaches it through its receive()', async () => {
    const account = devnet.accounts[12]!
    const two = chainClients(chainOf(devnet, 31338), account)
    const authorization = await two.wallet.signAuthorization({ account: privateKeyToAccount(account.privateKey), contractAddress: BATCH_EXECUTOR_ADDRESS, executor: 'self' })
    const delegate = await two.wallet.sendTransaction({ to: account.address, data: encodeFunctionData({ abi: batchExecutorArtifact.abi, functionName: 'execute', args: [[]] }), authorizationList: [authorization] })
    await two.public.waitForTransactionReceipt({ hash: delegate })
    expect(await two.public.getCode({ address: account.address })).toBe(concat(['0xef0100', BATCH_EXECUTOR_ADDRESS]).toLowerCase())

    const before = await two.public.getBalance({ address: account.address })
    const user = userOf(devnet, account)
    const { quote, result } = await user.quoteAndExecute(ETH_BRIDGE)
    expect(result.status).toBe('success')
    expect((await two.public.getBalance({ address: account.address })) - before).toBe(BigInt(quote.details.currencyOut!.amount))
  })
})
