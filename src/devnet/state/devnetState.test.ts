import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createPublicClient, erc20Abi, http, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEV_USER_USDC } from '../chain/deployChain'
import { DEV_TOKEN_BALANCES } from '../tokens/tokenTable'
import { startDevnet, type DevnetChainSpec } from '../startDevnet'
import { chainsOfState, readDevnetState, saveDevnetState, type DevnetState } from './devnetState'

const ONE_CHAIN: DevnetChainSpec[] = [{ id: 31337, name: 'Anvil One', nativeSymbol: 'ETH' }]
const dir = mkdtempSync(join(tmpdir(), 'ferry-state-test-'))
let state: DevnetState

beforeAll(async () => {
  state = await saveDevnetState({ dir, chains: ONE_CHAIN })
}, 60_000)
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('a saved devnet state', () => {
  it('is written beside its chains’ files and read back as saved', () => {
    expect(readDevnetState(dir)).toEqual(state)
    expect(state.chains.map((chain) => chain.stateFile)).toEqual([join(dir, 'chain-31337.json')])
  })

  it('starts devnets that have the deployed contracts, tokens and balances, two at once from one state', async () => {
    const devnets = await Promise.all([startDevnet({ state }), startDevnet({ state })])
    try {
      const [chain, other] = devnets.map((devnet) => devnet.chains[0]!)
      expect(chain!.rpcUrl).not.toBe(other!.rpcUrl)
      const { stateFile: _stateFile, ...saved } = state.chains[0]!
      expect(chain).toEqual({ ...saved, rpcUrl: chain!.rpcUrl })
      const client = createPublicClient({ transport: http(chain!.rpcUrl) })
      for (const address of Object.values(chain!.contracts)) expect(await client.getCode({ address }), address).toMatch(/^0x[0-9a-f]{2,}$/)
      const user = devnets[0]!.accounts[0]!.address
      expect(await client.readContract({ address: chain!.contracts.usdc, abi: erc20Abi, functionName: 'balanceOf', args: [user] })).toBe(DEV_USER_USDC)
      const [symbol, amount] = Object.entries(DEV_TOKEN_BALANCES[31337]!)[0]!
      const token = chain!.tokens.find((entry) => entry.symbol === symbol)!
      expect(await client.readContract({ address: token.address, abi: erc20Abi, functionName: 'balanceOf', args: [user] })).toBe(parseUnits(amount, token.decimals))
    } finally {
      await Promise.all(devnets.map((devnet) => devnet.stop()))
    }
  })

  it('is refused for other chains, or when what it was deployed from has changed', () => {
    expect(chainsOfState(state, ONE_CHAIN)).toBe(state.chains)
    expect(() => chainsOfState(state, [{ ...ONE_CHAIN[0]!, name: 'Renamed' }])).toThrow(expect.objectContaining({ code: 'DEVNET_STATE_MISMATCH' }))
    expect(() => chainsOfState({ ...state, fingerprint: '00' }, undefined)).toThrow(expect.objectContaining({ code: 'DEVNET_STATE_MISMATCH' }))
  })
})
