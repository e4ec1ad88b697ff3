import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// One id per run (workers inherit it), so concurrent runs in the shared tree keep separate results.
process.env.E2E_RUN_ID ??= String(process.pid);

/**
 * Browser tests against the real server and the built SPA (`npm run test:e2e` builds first). The
 * global setup starts the servers on free ports and publishes their URLs in E2E_* variables, which
 * the test workers inherit; system Chromium only, never a downloaded browser.
 */
export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: path.join(os.tmpdir(), `storefront-e2e-results-${process.env.E2E_RUN_ID}`),
  use: {
    baseURL: process.env.E2E_BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
