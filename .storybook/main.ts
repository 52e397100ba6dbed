import { fileURLToPath } from 'node:url'
import type { StorybookConfig } from '@storybook/react-vite'
import { browserDevnetFromJson, keepDevnetOut } from '../build/browserDevnet.ts'

const root = fileURLToPath(new URL('..', import.meta.url))

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
      define: { __FERRY_DEVNET__: JSON.stringify(browserDevnetFromJson(process.env.FERRY_DEVNET)) },
      plugins: [keepDevnetOut({ repo: root, page: 'the Storybook preview' })],
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
