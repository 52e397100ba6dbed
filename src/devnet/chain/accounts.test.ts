import { describe, expect, it } from 'vitest'
import { TOKEN_DEPLOYER } from '../tokens/deployTokens'
import { devAccounts, devnetAccounts } from './accounts'

describe('devAccounts', () => {
  it("derives anvil's funded accounts, so the deployer is the account anvil prefunds", () => {
    const accounts = devAccounts()
    expect(accounts).toHaveLength(10)
    expect(accounts[0]).toEqual({
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      privateKey: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
    })
    expect(accounts[1]?.address).toBe('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
    expect(accounts[9]?.address).toBe('0xa0Ee7A142d267C1f36714E4a8F75612F20a79720')
  })

  it('derives as many accounts as asked', () => {
    expect(devAccounts(3)).toEqual(devAccounts().slice(0, 3))
  })
})

describe('devnetAccounts', () => {
  it('keeps users 1..9 on anvil accounts 1..9 and adds 11..14, never the token deployer', () => {
    const all = devAccounts(15)
    const { solver, users } = devnetAccounts()
    expect(solver).toEqual(all[0])
    expect(users).toHaveLength(13)
    expect(users.slice(0, 9)).toEqual(all.slice(1, 10))
    expect(users.slice(9)).toEqual(all.slice(11, 15))
    expect(users.map((user) => user.address)).not.toContain(TOKEN_DEPLOYER)
  })
})
