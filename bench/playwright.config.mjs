// The UI benchmark: the same browser and server as the tests, but it prints figures and
// asserts nothing about time (timed tests flake on these machines). One worker: the
// benchmarks run one after another, never beside each other.
import base from '../tests/e2e/playwright.config.mjs';

export default {
  ...base,
  testDir: '.',
  testMatch: /.*\.bench\.mjs/,
  outputDir: '../target/bench/ui',
  timeout: 300_000,
  webServer: { ...base.webServer, cwd: '..' },
  use: {
    ...base.use,
    // performance.memory reports real (not bucketed) heap sizes only with this flag.
    launchOptions: { ...base.use.launchOptions, args: [...base.use.launchOptions.args, '--enable-precise-memory-info'] },
  },
};
