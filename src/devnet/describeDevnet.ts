import type { Devnet } from './startDevnet'

/** The devnet as one JSON-safe object: what `--json` prints and what the text view shows. */
export function describeDevnet(devnet: Devnet) {
  return {
    serviceUrl: devnet.serviceUrl,
    venueUrl: devnet.venueUrl,
    venueChainId: 1337,
    // `tokens`: the token list on the chain, with the addresses every run gives them.
    chains: devnet.chains.map(({ id, name, rpcUrl, nativeSymbol, contracts, tokens }) => ({ id, name, rpcUrl, nativeSymbol, contracts, tokens })),
    solver: devnet.solver.address,
    accounts: devnet.accounts.map(({ address, privateKey }) => ({ address, privateKey })),
    warning: 'Devnet only: these private keys are public knowledge. Never use them on a real network.',
  }
}
