import { defineConfig } from '@playwright/test'

// Debian's chromium, never a downloaded one (`playwright install` is not used here).
const executablePath = process.env.FERRY_CHROMIUM ?? '/usr/bin/chromium'
const ci = Boolean(process.env.CI)

/**
 * Browser flows of <BridgeWidget> in a host page, against the devnet. The global setup starts
 * the devnet and the host page's Vite server in the runner's process; one worker, because every
 * flow shares that one devnet (and the machine has two cores).
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: '../test-results/e2e',
  globalSetup: './support/globalSetup.ts',
  workers: 1,
  fullyParallel: false,
  forbidOnly: ci,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: ci ? [['line']] : [['list']],
  use: {
    browserName: 'chromium',
    viewport: { width: 1100, height: 900 },
    trace: ci ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
})
