// The UI benchmark: the same browser and server as the tests, but it prints figures and
// asserts nothing about time (timed tests flake on these machines).
import base from '../tests/e2e/playwright.config.mjs';

export default {
  ...base,
  testDir: '.',
  testMatch: /.*\.bench\.mjs/,
  outputDir: '../target/bench/ui',
  timeout: 300_000,
  webServer: { ...base.webServer, cwd: '..' },
};
