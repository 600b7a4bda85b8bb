// Browser tests against the release build in dist/, in Debian's headless Chromium.
import { defineConfig } from '@playwright/test';

const port = 4173;

export default defineConfig({
  testDir: '.',
  outputDir: '../../target/e2e/results',
  timeout: 30_000,
  retries: 0,
  workers: 1,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1280, height: 900 },
    launchOptions: {
      executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
      args: [
        '--headless',
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
  webServer: {
    command: `node tests/e2e/serve.mjs`,
    cwd: '../..',
    env: { PORT: String(port) },
    url: `http://127.0.0.1:${port}/index.html`,
    reuseExistingServer: false,
    timeout: 20_000,
  },
});
