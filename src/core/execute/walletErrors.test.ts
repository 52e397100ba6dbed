import { InsufficientFundsError as NodeInsufficientFundsError, TransactionExecutionError, UserRejectedRequestError } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { InsufficientFundsError } from '../errors/funds'
import { WalletError } from '../errors/wallet'
import { toWalletError } from './walletErrors'

const account = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
/** What viem throws when the node refuses a send for want of funds: its typed error inside the send's. */
const nodeRefusal = () => new TransactionExecutionError(new NodeInsufficientFundsError(), { account, to: account.address, value: 1n })
const REQUEST_ID = `0x${'ab'.repeat(32)}` as const

describe('toWalletError: a node refusing a transaction for want of funds', () => {
  it('is INSUFFICIENT_FUNDS in the native currency of the transaction\'s chain, found down the cause chain', () => {
    const error = toWalletError(nodeRefusal(), { requestId: REQUEST_ID, stepId: 'deposit', chainId: 31337 })
    expect(error).toBeInstanceOf(InsufficientFundsError)
    expect(error).toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      chainId: 31337,
      currency: '0x0000000000000000000000000000000000000000',
      required: undefined,
      available: undefined,
      requestId: REQUEST_ID,
      stepId: 'deposit',
    })
    expect(error.shortMessage).toBe('Not enough native currency on chain 31337 to pay for the transaction and its gas')
    expect(error.walk((cause) => cause instanceof NodeInsufficientFundsError)).toBeInstanceOf(NodeInsufficientFundsError)
  })

  it('stays WALLET_ERROR when no chain is known, and is never told by message text', () => {
    expect(toWalletError(nodeRefusal(), { stepId: 'deposit' })).toBeInstanceOf(WalletError)
    const lookalike = new Error('insufficient funds for gas * price + value')
    expect(toWalletError(lookalike, { chainId: 31337 })).toMatchObject({ code: 'WALLET_ERROR' })
  })

  it('a rejection is still a rejection', () => {
    const rejected = toWalletError(new UserRejectedRequestError(new Error('denied')), { chainId: 31337 })
    expect(rejected).toMatchObject({ code: 'USER_REJECTED' })
  })
})
