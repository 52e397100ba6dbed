import { encodeDeployData, encodeFunctionData, getContractAddress, parseUnits, toHex, type Address, type Hash } from 'viem'
import { setMulticall3Code, MULTICALL3_ADDRESS } from '../chain/multicall3'
import { rpcBatch, type RpcCall } from '../chain/rpcBatch'
import { devnetTokenArtifact, multicall3Artifact } from '../contracts/artifacts'
import { DevnetError } from '../errors'
import { DEV_TOKEN_BALANCES, SOLVER_TOKEN_INVENTORY, TOKEN_TABLE, type TokenListing, type TokenSpec } from './tokenTable'

/**
 * Deploys every token: anvil's 11th mnemonic account (index 10), which an anvil with its default
 * ten accounts does not fund or unlock (the devnet's, with `--accounts 15`, does; no user is it);
 * the devnet gives it gas and impersonates it. A sender of its own keeps token addresses
 * independent of the solver's deployments and lets both run at once.
 */
export const TOKEN_DEPLOYER: Address = '0xBcd4042DE499D14e55001CcbB24a551F3b954096'

/** A token deployed on one devnet chain. */
export interface DevnetToken {
  address: Address
  symbol: string
  name: string
  decimals: number
  listing: TokenListing
}

/** Gas of one token deployment (about 700k used); explicit, so anvil estimates nothing. */
const DEPLOY_GAS = 1_500_000n
/** Gas per mint inside the minting multicall (a new balance costs about 50k). */
const MINT_GAS = 70_000n
const DEPLOYER_GAS_MONEY = toHex(10n ** 22n)
const RECEIPT_POLL_MS = 20
const CONFIRM_TIMEOUT_MS = 30_000

/** The tokens of the table on `chainId`, in table order. */
export function tokensOn(chainId: number): TokenSpec[] {
  return TOKEN_TABLE.filter((spec) => spec.chains.includes(chainId))
}

/**
 * The address of `symbol` on every devnet chain that has it: the deployer's CREATE address at the
 * token's place in `TOKEN_TABLE` (the deployer spends the nonces of the tokens a chain lacks on
 * empty transfers). So one token has one address on all its chains, two tokens never share one,
 * and every run gives the same: tests and e2e specs may write them down. Undefined when the
 * token is not on that chain.
 */
export function tokenAddress(chainId: number, symbol: string): Address | undefined {
  return plannedTokens(chainId).find((token) => token.symbol === symbol)?.address
}

/** The tokens `deployTokens` deploys on `chainId`, with their addresses: known before any deployment. */
export function plannedTokens(chainId: number): DevnetToken[] {
  return TOKEN_TABLE.flatMap((spec, index) =>
    spec.chains.includes(chainId)
      ? [{ address: addressAt(index), symbol: spec.symbol, name: spec.name, decimals: spec.decimals, listing: spec.listing }]
      : [],
  )
}

const addressAt = (nonce: number): Address => getContractAddress({ from: TOKEN_DEPLOYER, nonce: BigInt(nonce) })

export interface DeployTokensOptions {
  rpcUrl: string
  chainId: number
  /** Minted `SOLVER_TOKEN_INVENTORY` of every token. */
  solver: Address
  /** Each is minted the chain's `DEV_TOKEN_BALANCES`. */
  holders: readonly Address[]
}

/**
 * Places Multicall3 at its canonical address and deploys the chain's tokens with their mints:
 * every deployment with an explicit nonce, then one Multicall3 `aggregate3` of all the mints, sent
 * one after the other, no receipt awaited on its own. The receipts are then read together.
 */
export async function deployTokens({ rpcUrl, chainId, solver, holders }: DeployTokensOptions): Promise<DevnetToken[]> {
  const tokens = plannedTokens(chainId)
  const mints = mintCalls({ chainId, tokens, solver, holders })
  const send = (nonce: number, fields: Record<string, string>): RpcCall => ({
    method: 'eth_sendTransaction',
    params: [{ from: TOKEN_DEPLOYER, nonce: toHex(nonce), ...fields }],
  })
  // One transaction per table row up to the chain's last token: a deployment, or an empty transfer
  // that spends the nonce of a token the chain lacks.
  const rows = TOKEN_TABLE.slice(0, lastIndexOn(chainId) + 1)
  const deploys = rows.map((spec, nonce) =>
    spec.chains.includes(chainId)
      ? send(nonce, { gas: toHex(DEPLOY_GAS), data: encodeDeployData({ ...devnetTokenArtifact, args: [spec.name, spec.symbol, spec.decimals] }) })
      : send(nonce, { to: TOKEN_DEPLOYER, value: '0x0', gas: toHex(21_000) }),
  )
  const mint = send(rows.length, {
    to: MULTICALL3_ADDRESS,
    gas: toHex(MINT_GAS * BigInt(mints.length) + 100_000n),
    data: encodeFunctionData({ abi: multicall3Artifact.abi, functionName: 'aggregate3', args: [mints] }),
  })
  try {
    // Anvil answers a batch in order, so the deployer has its gas before its first transaction.
    const setup: RpcCall[] = [
      setMulticall3Code(),
      { method: 'anvil_impersonateAccount', params: [TOKEN_DEPLOYER] },
      { method: 'anvil_setBalance', params: [TOKEN_DEPLOYER, DEPLOYER_GAS_MONEY] },
    ]
    await rpcBatch(rpcUrl, setup)
    // One send at a time: anvil may take a batch's sends out of nonce order, and one that comes before
    // its predecessor can stay in the pool unmined. Each send is answered once it is in the pool.
    const hashes: Hash[] = []
    for (const call of tokens.length > 0 ? [...deploys, mint] : []) hashes.push(...((await rpcBatch(rpcUrl, [call])) as Hash[]))
    await confirmed(rpcUrl, hashes, rows.map((spec, index) => (spec.chains.includes(chainId) ? addressAt(index) : undefined)))
    // Impersonated, it would be listed by `eth_accounts` beside the dev accounts.
    await rpcBatch(rpcUrl, [{ method: 'anvil_stopImpersonatingAccount', params: [TOKEN_DEPLOYER] }])
    return tokens
  } catch (error) {
    if (error instanceof DevnetError) throw error
    throw new DevnetError('DEPLOY_FAILED', `deploying the devnet tokens on chain ${chainId} at ${rpcUrl} failed`, { cause: error })
  }
}

function mintCalls({ chainId, tokens, solver, holders }: { chainId: number; tokens: DevnetToken[]; solver: Address; holders: readonly Address[] }) {
  const balances = DEV_TOKEN_BALANCES[chainId] ?? {}
  const call = (token: DevnetToken, to: Address, amount: bigint) => ({
    target: token.address,
    allowFailure: false,
    callData: encodeFunctionData({ abi: devnetTokenArtifact.abi, functionName: 'mint', args: [to, amount] }),
  })
  return tokens.flatMap((token) => {
    const held = balances[token.symbol]
    return [
      call(token, solver, SOLVER_TOKEN_INVENTORY * 10n ** BigInt(token.decimals)),
      ...(held === undefined ? [] : holders.map((holder) => call(token, holder, parseUnits(held, token.decimals)))),
    ]
  })
}

interface Receipt {
  status: string
  contractAddress: string | null
}

function lastIndexOn(chainId: number): number {
  return TOKEN_TABLE.reduce((last, spec, index) => (spec.chains.includes(chainId) ? index : last), -1)
}

/** Every transaction mined and successful, each deployment at its computed address (`expected`, by nonce). */
async function confirmed(rpcUrl: string, hashes: Hash[], expected: (Address | undefined)[]): Promise<void> {
  const deadline = Date.now() + CONFIRM_TIMEOUT_MS
  for (;;) {
    const receipts = (await rpcBatch(rpcUrl, hashes.map((hash) => ({ method: 'eth_getTransactionReceipt', params: [hash] })))) as (Receipt | null)[]
    if (receipts.some((receipt) => receipt === null)) {
      if (Date.now() > deadline) throw new DevnetError('DEPLOY_FAILED', `devnet token transactions not mined within ${CONFIRM_TIMEOUT_MS} ms at ${rpcUrl}`)
      // Anvil may take a batch's transactions out of nonce order: one that came before its
      // predecessor waits in the pool, and automine mines only on a new transaction. Mine it now.
      await rpcBatch(rpcUrl, [{ method: 'evm_mine', params: [] }])
      await new Promise((resolve) => setTimeout(resolve, RECEIPT_POLL_MS))
      continue
    }
    receipts.forEach((receipt, index) => {
      if (receipt?.status !== '0x1') throw new DevnetError('DEPLOY_FAILED', `devnet token transaction ${hashes[index]} reverted`)
      const address = expected[index]
      if (address && receipt.contractAddress?.toLowerCase() !== address.toLowerCase()) {
        throw new DevnetError('DEPLOY_FAILED', `a token is at ${receipt.contractAddress}, expected ${address}: the token deployer had sent transactions before`)
      }
    })
    return
  }
}
