// What the host page learns about a running devnet: plain JSON, never code from src/devnet (that
// is Node only). The type comes from `describeDevnet` and is erased at build time.
import type { describeDevnet } from '../../src/devnet/describeDevnet'

export type DescribedDevnet = ReturnType<typeof describeDevnet>

/** The devnet as the browser sees it: `describeDevnet(...)` without the private keys. */
export type HostDevnet = Omit<DescribedDevnet, 'accounts' | 'warning'> & {
  accounts: Array<Pick<DescribedDevnet['accounts'][number], 'address'>>
}
