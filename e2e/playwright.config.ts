import { defineConfig } from '@playwright/test'

// Debian's chromium, never a downloaded one (`playwright install` is not used here).
const executablePath = process.env.FERRY_CHROMIUM ?? '/usr/bin/chromium'
const ci = Boolean(process.env.CI)

/**
 * Browser flows of <BridgeWidget> in the built host page (`npm run build:host`, the widget from the
 * package's dist), each spec file on a devnet of its own (support/fixtures.ts) that starts from the
 * state the global setup deploys once. Files share nothing, so two workers run them side by side;
 * a file's tests run in order, in one worker.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: '../test-results/e2e',
  globalSetup: './support/globalSetup.ts',
  workers: 2,
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
