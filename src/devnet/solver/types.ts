import type { Account, Address, Chain, Hex, PublicClient, Transport, WalletClient } from 'viem'

/** How the solver pays out a currency on a chain. */
export type Asset =
  | { kind: 'native' }
  | { kind: 'erc20'; address: Address }
  | { kind: 'venue-perps' }
  | { kind: 'venue-spot'; tokenId: Hex }

export interface VenueTransferSeen {
  from: string
  destination: string
  nonce: number
  /** Micro-units (6 decimals). */
  amount: bigint
  tokenId: string
  sourceDex: string
}

/** What the solver needs of the venue's ledger: to see transfers to it, and to pay out. */
export interface SolverVenue {
  onTransfer(listener: (transfer: VenueTransferSeen) => void): () => void
  /** Moves `amount` from the solver's venue account to `to`: perps USDC, or a spot token. */
  pay(args: { to: Address; amount: bigint; tokenId?: Hex }): void
}

export interface ChainClients {
  public: PublicClient
  wallet: WalletClient<Transport, Chain, Account>
}

/** A deposit, on chain or on the venue, as the solver sees it. */
export interface Payment {
  chainId: number
  /** The zero address for native; the token id on the venue (`perps` for perps USDC). */
  token: string
  amount: bigint
  txHash?: Hex
  /** Who holds it until the fill: the depository (a deposit, the default) or the solver's account (a permit's transfer). */
  custody?: 'depository' | 'solver'
}
