// What a run loads when it starts or resumes, behind one `import()`: the run itself, the core's
// executor (preflight, simulation, EIP-712, the item runners) and wagmi's transaction actions. A
// page that only quotes, or a widget not confirmed yet, does not carry them. One boundary, so that an
// app's bundler makes one lazy file of it and the first load shares no extra file with it.
export { resumeExecution, runExecution } from './run'
export { switchConnectedChain, walletFromWagmi } from '../wallet/walletFromWagmi'
