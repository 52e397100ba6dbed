import { describe, expect, it } from 'vitest'
import { MalformedResponseError } from '../errors/response'
import { parseChains } from './chains'

const usdc = { id: 'usdc', symbol: 'USDC', name: 'USD Coin', address: '0x833589fcd6edb6e08f4c7c32d4f71b54bda02913', decimals: 6, supportsBridging: true, supportsPermit: true }
const base = () => ({
  id: 8453,
  name: 'base',
  displayName: 'Base',
  httpRpcUrl: 'https://mainnet.base.org',
  explorerUrl: 'https://basescan.org',
  depositEnabled: true,
  vmType: 'evm',
  currency: { id: 'eth', symbol: 'ETH', name: 'Ether', address: '0x0000000000000000000000000000000000000000', decimals: 18, supportsBridging: true },
  erc20Currencies: [usdc],
  iconUrl: 'https://example.invalid/base.png',
  contracts: { multicall3: '0xcA11bde05977b3631167028862bE2a173976CA11' },
})

describe('parseChains', () => {
  it('reads chains and currencies in the shape real clients read, keeping extra fields', () => {
    const [chain] = parseChains({ chains: [base()] })
    expect(chain).toEqual({ ...base(), solverAddresses: [] })
    expect(chain!.erc20Currencies[0]!.supportsBridging).toBe(true)
  })

  it('fills what is absent: displayName from name, vmType evm, depositEnabled true, ids and names from symbols, no tokens', () => {
    const [chain] = parseChains({ chains: [{ id: 1337, name: 'hyperliquid', currency: { symbol: 'USDC', address: '0x00000000000000000000000000000000', decimals: 8 } }] })
    expect(chain).toMatchObject({ displayName: 'hyperliquid', vmType: 'evm', depositEnabled: true, erc20Currencies: [] })
    expect(chain!.currency).toMatchObject({ id: 'USDC', name: 'USDC' })
    expect(parseChains({ chains: [{ ...base(), vmType: 'hypevm', depositEnabled: false }] })[0]).toMatchObject({ vmType: 'hypevm', depositEnabled: false })
  })

  it('reads solverAddresses as valid 20-byte addresses only: [] when absent or not a list, other entries dropped', () => {
    const solver = '0xf70da97812cb96acdf810712aa562db8dfa3dbef'
    const checksummed = '0xf70da97812CB96acDF810712Aa562db8dfA3dbEF'
    const listed = (solverAddresses: unknown) => parseChains({ chains: [{ ...base(), solverAddresses }] })[0]!.solverAddresses
    expect(listed([solver])).toEqual([solver])
    expect(listed([solver, checksummed, '0x1234', 42, null, `${solver}00`, '0xF70DA97812CB96ACDF810712AA562DB8DFA3DBEf', 'So11111111111111111111111111111111111111112'])).toEqual([solver, checksummed])
    expect(listed(undefined)).toEqual([])
    expect(listed(solver)).toEqual([])
    expect(parseChains({ chains: [base()] })[0]!.solverAddresses).toEqual([])
  })

  it('leaves out chains it cannot use and currencies without symbol, address or sane decimals', () => {
    const chains = parseChains({
      chains: [
        base(),
        { ...base(), id: '10' },
        { ...base(), id: 10, name: '' },
        { ...base(), id: 11, currency: { symbol: 'ETH', address: '0x0', decimals: 300 } },
        'not a chain',
        { ...base(), id: 12, erc20Currencies: [usdc, { symbol: 'X', address: 5, decimals: 6 }, { address: '0x1', decimals: 6 }, null] },
      ],
    })
    expect(chains.map((chain) => chain.id)).toEqual([8453, 12])
    expect(chains[1]!.erc20Currencies).toHaveLength(1)
  })

  it('drops display fields of the wrong type instead of refusing the chain', () => {
    const [chain] = parseChains({ chains: [{ ...base(), httpRpcUrl: 42, explorerUrl: null, displayName: ['Base'] }] })
    expect(chain).not.toHaveProperty('httpRpcUrl')
    expect(chain).not.toHaveProperty('explorerUrl')
    expect(chain!.displayName).toBe('base')
  })

  it("exposes the chain's icons, and keeps brandColor only as a hex colour", () => {
    const icons = { iconUrl: 'https://assets.example/icons/8453/light.png', logoUrl: 'https://assets.example/icons/square/8453/light.png', brandColor: '#0052ff' }
    const [chain] = parseChains({ chains: [{ ...base(), ...icons }] })
    expect(chain).toMatchObject(icons)
    for (const brandColor of ['red; background:url(https://evil.example)', 'blue', '#12345', 42]) {
      expect(parseChains({ chains: [{ ...base(), brandColor }] })[0]).not.toHaveProperty('brandColor')
    }
  })

  it('refuses a body without a chains list, naming it', () => {
    for (const body of [{}, { chains: {} }, [base()], null]) {
      expect(() => parseChains(body)).toThrow(MalformedResponseError)
    }
    expect(() => parseChains({ chains: 'all' })).toThrow(/chains must be an array/)
  })

  it('returns copies: changing the result does not reach the body', () => {
    const body = { chains: [base()] }
    parseChains(body)[0]!.currency.symbol = 'changed'
    expect(body.chains[0]!.currency.symbol).toBe('ETH')
  })
})
