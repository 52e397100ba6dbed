// Shared devnet requests for the hook tests beside the hooks, which may not import the devnet themselves.
import { parseUnits } from 'viem'
import type { QuoteRequestInput } from '../../core/index'
import type { Devnet } from '../../devnet/startDevnet'
export { ETH_BRIDGE, venueWithdrawal } from '../../devnet/test/harness'

/** USDC from the devnet's first chain to its second for the first dev user; `typed` in USDC as a person types it ('' for none). */
export function usdcRequest(devnet: Devnet, typed: string): QuoteRequestInput {
  const [origin, destination] = [devnet.chains[0]!, devnet.chains[1]!]
  return {
    user: devnet.accounts[0]!.address,
    originChainId: origin.id,
    destinationChainId: destination.id,
    originCurrency: origin.contracts.usdc,
    destinationCurrency: destination.contracts.usdc,
    amount: typed === '' ? '' : parseUnits(typed, 6).toString(),
    tradeType: 'EXACT_INPUT',
  }
}
