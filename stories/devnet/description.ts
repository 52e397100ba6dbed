// What a story learns about a running devnet: plain JSON, no code from src/devnet. The type is
// erased at build time; .storybook/main.ts defines the value from the FERRY_DEVNET environment
// variable that `npm run storybook` sets.
export type { BrowserDevnet as StoryDevnet } from '../../build/browserDevnet.ts'
