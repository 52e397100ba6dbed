import { encodeFunctionData, erc20Abi, type Address, type Hex } from 'viem'
import { testUsdcArtifact } from '../contracts/artifacts'
import type { PermitTerms } from '../service/steps'
import { sender, toFillError } from './fill'
import type { ChainClients } from './types'

/**
 * Submits the user's EIP-3009 `TransferWithAuthorization` (the kind the service's permit step asks
 * for) from the solver's account, which pays the gas; whoever submits it, the funds go to the
 * solver, the payee it names. Tried first with a call, so a signature the token refuses (another
 * signer, another amount, expired) costs nothing and is told apart: `FillError` with the token's revert data.
 * Resolves with the transaction's hash once it is mined.
 */
export async function submitPermit({ permit, signature, clients, solver }: { permit: PermitTerms; signature: Hex; clients: ChainClients; solver: Address }): Promise<Hex> {
  const { from, to, value, validAfter, validBefore, nonce, token } = permit
  const data = encodeFunctionData({ abi: testUsdcArtifact.abi, functionName: 'transferWithAuthorization', args: [from, to, value, validAfter, validBefore, nonce, signature] })
  try {
    await clients.public.call({ account: solver, to: token, data })
  } catch (error) {
    throw toFillError(error)
  }
  return sender(clients)({ to: token, data })
}

/** A refund of tokens the solver itself holds (a permit's payment): a plain transfer back. */
export function refundFromSolver({ token, to, amount, clients }: { token: Address; to: Address; amount: bigint; clients: ChainClients }): Promise<Hex> {
  return sender(clients)({ to: token, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] }) })
}
