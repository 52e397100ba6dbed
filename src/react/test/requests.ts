// Shared devnet requests for the hook tests beside the hooks, which may not import the devnet themselves.
export { ETH_BRIDGE, venueWithdrawal } from '../../devnet/test/harness'
