// Test support: a fresh anvil with the devnet contracts deployed, stopped when the test body ends.
import {
  BaseError,
  ContractFunctionRevertedError,
  createPublicClient,
  createWalletClient,
  defineChain,
  http,
  type Hash,
  type Hex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { startAnvil } from '../../anvil/startAnvil'
import type { DevnetAccount } from '../../types'
import { devAccounts } from '../accounts'
import { deployContracts } from '../deploy'

/** USDC (6 decimals) minted to each dev user of a test chain. */
export const TEST_USDC_PER_USER = 1_000_000n * 10n ** 6n

function clientsFor(rpcUrl: string, chainId: number) {
  const chain = defineChain({
    id: chainId,
    name: `test ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  const transport = http(rpcUrl)
  const publicClient = createPublicClient({ chain, transport, pollingInterval: 20 })
  const walletFor = (account: DevnetAccount) =>
    createWalletClient({ account: privateKeyToAccount(account.privateKey), chain, transport, pollingInterval: 20 })
  /** Waits for a transaction and returns its receipt, whatever its status. */
  const receiptOf = (hash: Hash) => publicClient.waitForTransactionReceipt({ hash })
  return { publicClient, walletFor, receiptOf }
}

export type TestChain = Awaited<ReturnType<typeof setUp>>

async function setUp(rpcUrl: string, chainId: number) {
  const [deployer, alice, bob] = devAccounts(3) as [DevnetAccount, DevnetAccount, DevnetAccount]
  const contracts = await deployContracts({
    rpcUrl,
    chainId,
    deployer,
    fund: { usdcHolders: [alice.address, bob.address], usdcAmount: TEST_USDC_PER_USER },
  })
  return { rpcUrl, chainId, contracts, deployer, alice, bob, ...clientsFor(rpcUrl, chainId) }
}

/** Runs `body` against its own anvil (deployer = dev account 0, alice and bob hold USDC), then stops anvil. */
export async function withTestChain<T>(body: (chain: TestChain) => Promise<T>, chainId = 31337): Promise<T> {
  const anvil = await startAnvil({ chainId })
  try {
    return await body(await setUp(anvil.rpcUrl, chainId))
  } finally {
    await anvil.stop()
  }
}

/** The raw revert data of a call that must revert, as a contract returned it. */
export async function revertDataOf(pending: Promise<unknown>): Promise<Hex> {
  try {
    await pending
  } catch (error) {
    const reverted = error instanceof BaseError ? error.walk((e) => e instanceof ContractFunctionRevertedError) : null
    if (reverted instanceof ContractFunctionRevertedError && reverted.raw) return reverted.raw
    throw error
  }
  throw new Error('expected the call to revert')
}
