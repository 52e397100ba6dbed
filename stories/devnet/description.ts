// What a story learns about a running devnet: plain JSON, no code from src/devnet. The type comes
// from `describeDevnet` (erased at build time); .storybook/main.ts defines the value from the
// FERRY_DEVNET environment variable that `npm run storybook` sets.
import type { describeDevnet } from '../../src/devnet/describeDevnet'

type Described = ReturnType<typeof describeDevnet>

/** The devnet as the browser sees it: `describeDevnet(...)` without the private keys. */
export type StoryDevnet = Omit<Described, 'accounts' | 'warning'> & {
  accounts: Array<Pick<Described['accounts'][number], 'address'>>
}
