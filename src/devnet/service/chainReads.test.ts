import { createPublicClient, createWalletClient, http, type Address, type Hex, type PublicClient } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAnvil, type AnvilInstance } from '../anvil/startAnvil'
import { FALLBACK_FILL_GAS, viemChainReads } from './chainReads'
import { otherAccount, solverAccount, userAccount } from './test/fixtures'

/* Hand-assembled contracts, so these tests need no compiler: */
/** Reverts on every call: PUSH1 0 PUSH1 0 REVERT. */
const REVERTER_INIT: Hex = '0x600580600b6000396000f360006000fd'
/** Answers every call with the word 42: PUSH1 42 PUSH1 0 MSTORE PUSH1 32 PUSH1 0 RETURN. */
const ANSWER_42_INIT: Hex = '0x600a80600b6000396000f3602a60005260206000f3'

let anvil: AnvilInstance
let publicClient: PublicClient

async function deploy(data: Hex): Promise<Address> {
  const wallet = createWalletClient({ account: solverAccount, transport: http(anvil.rpcUrl) })
  const hash = await wallet.sendTransaction({ data, chain: null })
  const { contractAddress } = await publicClient.waitForTransactionReceipt({ hash })
  if (!contractAddress) throw new Error('no contract deployed')
  return contractAddress
}

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
  publicClient = createPublicClient({ transport: http(anvil.rpcUrl) })
})

afterAll(async () => {
  await anvil.stop()
})

describe('viemChainReads', () => {
  it('reads the gas price and estimates a native transfer', async () => {
    const reads = viemChainReads(new Map([[31337, publicClient]]))
    expect(await reads.gasPrice(31337)).toBeGreaterThan(0n)
    expect(await reads.estimateGas(31337, { from: solverAccount.address, to: userAccount.address, value: 0n })).toBe(21_000n)
  })

  it('falls back to a fixed gas when the call would revert, so the quote stands and the fill refunds', async () => {
    const reverter = await deploy(REVERTER_INIT)
    const reads = viemChainReads(new Map([[31337, publicClient]]))
    expect(await reads.estimateGas(31337, { from: solverAccount.address, to: reverter, data: '0x12345678' })).toBe(FALLBACK_FILL_GAS)
  })

  it('reads an ERC20 allowance', async () => {
    const token = await deploy(ANSWER_42_INIT)
    const reads = viemChainReads(new Map([[31337, publicClient]]))
    expect(await reads.allowance({ chainId: 31337, token, owner: userAccount.address, spender: otherAccount.address })).toBe(42n)
  })

  it('answers 503 CHAIN_UNAVAILABLE when the node does not answer, rather than quoting a guess', async () => {
    const down = createPublicClient({ transport: http('http://127.0.0.1:9', { retryCount: 0 }) })
    const reads = viemChainReads(new Map([[31337, down]]))
    const call = { from: solverAccount.address, to: userAccount.address, value: 0n }
    await expect(reads.estimateGas(31337, call)).rejects.toMatchObject({ status: 503, errorCode: 'CHAIN_UNAVAILABLE' })
    await expect(reads.gasPrice(31337)).rejects.toMatchObject({ status: 503, errorCode: 'CHAIN_UNAVAILABLE' })
    await expect(reads.gasPrice(5)).rejects.toThrow(/no public client for chain 5/)
    // A missing client is a configuration error, never mistaken for a reverting call.
    await expect(reads.estimateGas(5, call)).rejects.toThrow(/no public client for chain 5/)
  })
})
