import type { StoryDevnet } from './description'

// Replaced at build time by .storybook/main.ts (null in a static build).
declare const __FERRY_DEVNET__: StoryDevnet | null | undefined

/** The devnet that `npm run storybook` started, or null when there is none. */
export const storyDevnet: StoryDevnet | null = typeof __FERRY_DEVNET__ === 'undefined' ? null : __FERRY_DEVNET__
