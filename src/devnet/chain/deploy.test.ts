import { createPublicClient, http } from 'viem'
import { describe, expect, it } from 'vitest'
import { startAnvil } from '../anvil/startAnvil'
import { demoTargetArtifact, depositoryArtifact, testUsdcArtifact } from '../contracts/artifacts'
import { devAccounts } from './accounts'
import { deployContracts, SOLVER_USDC_INVENTORY } from './deploy'
import { TEST_USDC_PER_USER, withTestChain } from './test/testChain'

describe('deployContracts', () => {
  it('puts code at all four addresses and wires DemoTarget to the same chain’s USDC', () =>
    withTestChain(async ({ publicClient, contracts, deployer }) => {
      const addresses = Object.values(contracts)
      expect(new Set(addresses).size).toBe(4)
      for (const address of addresses) {
        expect(await publicClient.getCode({ address })).toMatch(/^0x[0-9a-f]{100,}$/)
      }
      const usdcOfTarget = await publicClient.readContract({ address: contracts.demoTarget, abi: demoTargetArtifact.abi, functionName: 'usdc' })
      expect(usdcOfTarget).toBe(contracts.usdc)
      const owner = await publicClient.readContract({ address: contracts.depository, abi: depositoryArtifact.abi, functionName: 'owner' })
      expect(owner).toBe(deployer.address)
    }))

  it('mints USDC (6 decimals, symbol USDC) to every holder and the solver inventory to the deployer', () =>
    withTestChain(async ({ publicClient, contracts, deployer, alice, bob }) => {
      const usdc = { address: contracts.usdc, abi: testUsdcArtifact.abi } as const
      expect(await publicClient.readContract({ ...usdc, functionName: 'decimals' })).toBe(6)
      expect(await publicClient.readContract({ ...usdc, functionName: 'symbol' })).toBe('USDC')
      const balance = (account: { address: `0x${string}` }) =>
        publicClient.readContract({ ...usdc, functionName: 'balanceOf', args: [account.address] })
      expect(await balance(alice)).toBe(TEST_USDC_PER_USER)
      expect(await balance(bob)).toBe(TEST_USDC_PER_USER)
      expect(await balance(deployer)).toBe(SOLVER_USDC_INVENTORY)
    }))

  it('also deploys on an interval-mined chain, where the mints must wait for the USDC code', async () => {
    const anvil = await startAnvil({ chainId: 999, blockTime: 1 })
    try {
      const [deployer, user] = devAccounts(2)
      if (!deployer || !user) throw new Error('two dev accounts expected')
      const contracts = await deployContracts({
        rpcUrl: anvil.rpcUrl,
        chainId: 999,
        deployer,
        fund: { usdcHolders: [user.address], usdcAmount: 5n },
      })
      const minted = await createPublicClient({ transport: http(anvil.rpcUrl) }).readContract({
        address: contracts.usdc,
        abi: testUsdcArtifact.abi,
        functionName: 'balanceOf',
        args: [user.address],
      })
      expect(minted).toBe(5n)
    } finally {
      await anvil.stop()
    }
  }, 15_000)

  it('fails with DEPLOY_FAILED when the node is not there', async () => {
    const [deployer] = devAccounts(1)
    if (!deployer) throw new Error('a dev account expected')
    await expect(
      deployContracts({ rpcUrl: 'http://127.0.0.1:9', chainId: 31337, deployer, fund: { usdcHolders: [], usdcAmount: 0n } }),
    ).rejects.toMatchObject({ name: 'DevnetError', code: 'DEPLOY_FAILED' })
  })
})
