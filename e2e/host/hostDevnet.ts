// What the host page learns about a running devnet: plain JSON, never code from src/devnet (that
// is Node only). The types are erased at build time.
export type { BrowserDevnet as HostDevnet, DescribedDevnet } from '../../build/browserDevnet.ts'
