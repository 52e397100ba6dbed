import {
  createPublicClient,
  createWalletClient,
  defineChain,
  getContractAddress,
  http,
  isAddressEqual,
  type Address,
  type Hash,
  type PublicClient,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { demoTargetArtifact, depositoryArtifact, routerArtifact, testUsdcArtifact } from '../contracts/artifacts'
import { DevnetError } from '../errors'
import type { DevnetAccount, DevnetContracts } from '../types'

/** USDC minted to the deployer (the solver) by default: its inventory for filling requests, 10^12 USDC. */
export const SOLVER_USDC_INVENTORY = 10n ** 12n * 10n ** 6n

export interface DeployContractsOptions {
  rpcUrl: string
  chainId: number
  /** Deploys every contract and owns the depository. */
  deployer: DevnetAccount
  fund: {
    /** Each is minted `usdcAmount` of the chain's test USDC. */
    usdcHolders: Address[]
    usdcAmount: bigint
    /** Minted to the deployer on top; default `SOLVER_USDC_INVENTORY`. */
    deployerUsdcAmount?: bigint
  }
}

/** Polls receipts this often: anvil mines at once, viem's default (4 s) would dominate a deploy. */
const POLLING_INTERVAL_MS = 20

/**
 * Deploys the depository, router, test USDC and demo target on one chain and mints USDC to the
 * holders and the deployer. Transactions go out back to back with explicit nonces; the deploys
 * are awaited together before the mints, whose gas estimate needs the USDC code on chain (which,
 * with `--block-time`, is not there until a block is mined).
 */
export async function deployContracts({ rpcUrl, chainId, deployer, fund }: DeployContractsOptions): Promise<Omit<DevnetContracts, 'multicall3' | 'batchExecutor'>> {
  const chain = defineChain({
    id: chainId,
    name: `devnet ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  const transport = http(rpcUrl)
  const account = privateKeyToAccount(deployer.privateKey)
  const publicClient = createPublicClient({ chain, transport, pollingInterval: POLLING_INTERVAL_MS })
  const walletClient = createWalletClient({ account, chain, transport, pollingInterval: POLLING_INTERVAL_MS })

  try {
    const firstNonce = await publicClient.getTransactionCount({ address: account.address, blockTag: 'pending' })
    // Fees fetched once for the batch instead of once per transaction.
    const fees = await publicClient.estimateFeesPerGas()
    let nonce = firstNonce
    const next = () => ({ nonce: nonce++, ...fees })

    const addressAt = (offset: number) => getContractAddress({ from: account.address, nonce: BigInt(firstNonce + offset) })
    // DemoTarget needs the USDC address before USDC is mined; a CREATE address follows from the nonce.
    const usdcAddress = addressAt(2)
    const depositoryHash = await walletClient.deployContract({ ...depositoryArtifact, ...next() })
    const routerHash = await walletClient.deployContract({ ...routerArtifact, ...next() })
    const usdcHash = await walletClient.deployContract({ ...testUsdcArtifact, ...next() })
    const demoTargetHash = await walletClient.deployContract({ ...demoTargetArtifact, args: [usdcAddress], ...next() })
    const [depository, router, usdc, demoTarget] = await Promise.all([
      deployedAddress(publicClient, depositoryHash, addressAt(0)),
      deployedAddress(publicClient, routerHash, addressAt(1)),
      deployedAddress(publicClient, usdcHash, usdcAddress),
      deployedAddress(publicClient, demoTargetHash, addressAt(3)),
    ])

    const mints: [Address, bigint][] = [
      ...fund.usdcHolders.map((holder): [Address, bigint] => [holder, fund.usdcAmount]),
      [account.address, fund.deployerUsdcAmount ?? SOLVER_USDC_INVENTORY],
    ]
    const mintHashes: Hash[] = []
    for (const [to, amount] of mints) {
      if (amount === 0n) continue
      const mint = { address: usdc, abi: testUsdcArtifact.abi, functionName: 'mint', args: [to, amount] } as const
      mintHashes.push(await walletClient.writeContract({ ...mint, ...next() }))
    }
    await Promise.all(mintHashes.map((hash) => succeeded(publicClient, hash)))

    return { depository, router, usdc, demoTarget }
  } catch (error) {
    if (error instanceof DevnetError) throw error
    throw new DevnetError('DEPLOY_FAILED', `deploying the devnet contracts on chain ${chainId} at ${rpcUrl} failed`, { cause: error })
  }
}

async function succeeded(client: PublicClient, hash: Hash) {
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: POLLING_INTERVAL_MS })
  if (receipt.status !== 'success') {
    throw new DevnetError('DEPLOY_FAILED', `devnet setup transaction ${hash} reverted`)
  }
  return receipt
}

async function deployedAddress(client: PublicClient, hash: Hash, expected: Address): Promise<Address> {
  const { contractAddress } = await succeeded(client, hash)
  // A mismatch means another sender used the deployer's nonces mid-batch: DemoTarget points at the wrong USDC.
  if (!contractAddress || !isAddressEqual(contractAddress, expected)) {
    throw new DevnetError('DEPLOY_FAILED', `contract from ${hash} is at ${contractAddress ?? 'no address'}, expected ${expected}`)
  }
  // The receipt's address is lower case; the computed one is checksummed, as callers will show it.
  return expected
}
