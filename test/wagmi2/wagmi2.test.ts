import { BaseError, defineChain, erc20Abi, http, type Address } from 'viem'
import { describe, expect, it } from 'vitest'
import * as wagmi from 'wagmi'
import { createConfig } from 'wagmi'
import { readContract } from 'wagmi/actions'

const chain = defineChain({
  id: 31337,
  name: 'Unreachable',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
})

describe('the wagmi 2 test run', () => {
  it('runs on wagmi 2: its hooks lack wagmi 3 names (useConnection), so a test passing here passes without them', () => {
    expect(wagmi.version).toMatch(/^2\./)
    expect('useConnection' in wagmi).toBe(false)
    expect('useAccount' in wagmi).toBe(true)
  })

  it("gives wagmi 2 the repo's viem, as in a dApp: an error thrown inside wagmi's viem is a BaseError of ours", async () => {
    const config = createConfig({ chains: [chain], transports: { [chain.id]: http() } })
    // The malformed address fails while encoding the call, inside the viem that @wagmi/core imports.
    const error = await readContract(config, { address: '0x0000000000000000000000000000000000000001', abi: erc20Abi, functionName: 'balanceOf', args: ['0x12' as Address] }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(BaseError)
  })
})
