import { custom, defineChain, encodeAbiParameters, numberToHex, UserRejectedRequestError, type Address, type Transport } from 'viem'
import { mainnet } from 'viem/chains'
import { createConfig, type Config, type CreateConnectorFn } from 'wagmi'
import { mock } from 'wagmi/connectors'
import type { WalletAtomicStatus } from '../../core/index'

// The offline host of the widget's tests and of the stories: anvil's first dev accounts and the
// devnet's USDC addresses, as the e2e host page sees them.
export const ACCOUNT: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
export const OTHER: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
export const USDC_ONE: Address = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
export const USDC_TWO: Address = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
export const SPOT_HYPE = '0x0d01dc56dcaaca66ad901c959b4011ec'

export interface StubBalances {
  /** Wei on every chain. Default 2 ETH. */
  nativeBalance?: bigint | undefined
  /** USDC units on every chain. Default 500 USDC. */
  usdcBalance?: bigint | undefined
  /** Adds Ethereum mainnet to the config, read through this transport (`ensTransport`: ENS names). */
  mainnetTransport?: Transport | undefined
  /** What the wallet answers to `wallet_getCapabilities` for every chain (EIP-5792 `atomic`); default wagmi's mock's own answer (no batches). */
  atomic?: WalletAtomicStatus | undefined
  /** Every transaction the wallet is asked to send is declined (EIP-1193 4001), as a person pressing Reject. */
  rejectSends?: boolean | undefined
}

const rpcChain = (id: number, name: string) =>
  defineChain({ id, name, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://rpc.stub.invalid/'] } } })

/**
 * A wagmi config with no network: the `mock` connector on `ACCOUNT`, and Anvil One (31337) and
 * Anvil Two (31338) whose reads are answered from fixed values (the RPC URLs are never called).
 * No storage: nothing reconnects on its own; the host connects when it means to.
 */
export function stubWagmiConfig({ nativeBalance = 2n * 10n ** 18n, usdcBalance = 500_000_000n, mainnetTransport, atomic, rejectSends = false }: StubBalances = {}): Config {
  const transport = (chainId: number) =>
    custom({
      async request({ method }: { method: string }) {
        if (method === 'eth_chainId') return numberToHex(chainId)
        if (method === 'eth_getBalance') return numberToHex(nativeBalance)
        if (method === 'eth_call') return encodeAbiParameters([{ type: 'uint256' }], [usdcBalance])
        if (method === 'eth_gasPrice') return numberToHex(1_000_000_000n)
        if (method === 'eth_blockNumber') return '0x1'
        throw new Error(`stub transport: ${method} is not answered`)
      },
    })
  const anvil = [rpcChain(31337, 'Anvil One'), rpcChain(31338, 'Anvil Two')] as const
  const transports = { 31337: transport(31337), 31338: transport(31338) }
  return mainnetTransport
    ? createConfig({ chains: [...anvil, mainnet], connectors: [wallet(atomic, rejectSends)], transports: { ...transports, [mainnet.id]: mainnetTransport }, storage: null })
    : createConfig({ chains: anvil, connectors: [wallet(atomic, rejectSends)], transports, storage: null })
}

/**
 * wagmi's `mock` wallet on `ACCOUNT`; given `atomic`, it answers `wallet_getCapabilities` with it (`0x0`: every chain);
 * with `rejectSends`, it declines `eth_sendTransaction` (which the mock would post to the chain's RPC URL).
 */
function wallet(atomic: WalletAtomicStatus | undefined, rejectSends: boolean): CreateConnectorFn {
  const connector = mock({ accounts: [ACCOUNT] })
  if (!atomic && !rejectSends) return connector
  return (config) => {
    const base = connector(config)
    return {
      ...base,
      async getProvider(parameters) {
        const provider = await base.getProvider(parameters)
        const forward = provider.request as (args: { method: string }) => Promise<unknown>
        const request = (args: { method: string }) => {
          if (atomic && args.method === 'wallet_getCapabilities') return Promise.resolve({ '0x0': { atomic: { status: atomic } } })
          if (rejectSends && args.method === 'eth_sendTransaction') return Promise.reject(new UserRejectedRequestError(new Error('Declined in the stub wallet.')))
          return forward(args)
        }
        return { ...provider, request: request as typeof provider.request }
      },
    }
  }
}
