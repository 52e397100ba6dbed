import { resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { StorybookConfig } from '@storybook/react-vite'
import type { Plugin } from 'vite'
import type { StoryDevnet } from '../stories/devnet/description'

const root = fileURLToPath(new URL('..', import.meta.url))

/**
 * FERRY_DEVNET holds `describeDevnet(...)` JSON (what `ferry-devnet --json` prints); `npm run
 * storybook` sets it. The preview gets it without the private keys: the mock connector never needs
 * them (anvil signs for its dev accounts). Anything that is not a devnet fails the start here
 * instead of rendering a broken story.
 */
function storyDevnetFromEnv(json: string | undefined): StoryDevnet | null {
  if (!json) return null
  const value = JSON.parse(json) as Partial<StoryDevnet> | null
  const isUrl = (url: unknown) => typeof url === 'string' && /^https?:\/\//.test(url)
  const { serviceUrl, venueUrl, venueChainId, chains, solver, accounts } = value ?? {}
  if (
    !isUrl(serviceUrl) ||
    !isUrl(venueUrl) ||
    !Array.isArray(chains) ||
    !chains.every((chain) => Number.isInteger(chain.id) && isUrl(chain.rpcUrl) && chain.contracts) ||
    !Array.isArray(accounts) ||
    accounts.length === 0
  ) {
    throw new Error('FERRY_DEVNET is not the JSON of describeDevnet(...) (what `ferry-devnet --json` prints)')
  }
  return { serviceUrl: serviceUrl!, venueUrl: venueUrl!, venueChainId: venueChainId!, chains, solver: solver!, accounts: accounts.map(({ address }) => ({ address })) }
}

// The devnet is Node only (anvil, HTTP servers): neither its sources nor its build may reach the
// preview bundle. Stories read plain JSON about it from stories/devnet/devnet.ts.
const nodeOnly = [resolve(root, 'src/devnet') + sep, resolve(root, 'dist/devnet')]

function keepDevnetOutOfThePreview(): Plugin {
  return {
    name: 'ferry:keep-devnet-out-of-the-preview',
    enforce: 'pre',
    load(id) {
      const file = resolve(id.split('?')[0]!)
      if (nodeOnly.some((prefix) => file.startsWith(prefix))) {
        this.error(`${file} is Node-only devnet code and cannot enter the Storybook preview; stories read the devnet from stories/devnet/devnet.ts`)
      }
    },
  }
}

const config: StorybookConfig = {
  framework: {
    name: '@storybook/react-vite',
    // Not the package's vite.config.ts: that is a library build (entries, the widget's CSS asset, vitest).
    options: { builder: { viteConfigPath: fileURLToPath(new URL('./vite.config.ts', import.meta.url)) } },
  },
  // Widget stories beside their components: add '../src/**/*.stories.tsx' with the first one
  // (a pattern that matches no file makes every build warn).
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  // No addons: nothing to download, nothing that phones home.
  addons: [],
  // Without this an offline build waits on the network.
  core: { disableTelemetry: true },
  async viteFinal(viteConfig, { configType }) {
    const { mergeConfig } = await import('vite')
    return mergeConfig(viteConfig, {
      define: { __FERRY_DEVNET__: JSON.stringify(storyDevnetFromEnv(process.env.FERRY_DEVNET)) },
      plugins: [keepDevnetOutOfThePreview()],
      build: {
        // "use client" in wagmi and react-query means nothing in a client-only preview.
        rolldownOptions: { checks: { moduleLevelDirective: false } },
        // Storybook's own runtime makes the preview chunk about 1.1 MB; it is a dev tool, not what ships.
        chunkSizeWarningLimit: 2048,
      },
      // `storybook build --quiet` still lets Vite list every chunk: keep `npm test` readable.
      ...(configType === 'PRODUCTION' ? { logLevel: 'warn' } : {}),
    })
  },
}

export default config
