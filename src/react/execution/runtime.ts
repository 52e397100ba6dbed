// What a run loads when it starts, behind one `import()`: the core's executor (preflight,
// simulation, EIP-712, the item runners) and wagmi's transaction actions. One boundary, so that an
// app's bundler makes one lazy file of it and the first load shares no extra file with it.
export { executeQuote } from '../../core/execute/executeQuote'
export { switchConnectedChain, walletFromWagmi } from '../wallet/walletFromWagmi'
