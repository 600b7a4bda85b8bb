// `make test`'s cross-engine suite: every scenario of scenarios.mjs in Firefox, Chromium and
// WebKit, against the release build in dist/ served on loopback (at / and under /sub/path/).
// Prints one line per scenario and engine, then "N passed, M failed"; exits 1 on a failure.
// Every step is bounded: a hung engine fails its scenarios, it never hangs the run.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { PuppeteerDriver, WebKitDriver } from './drivers.mjs';
import { scenarios } from './scenarios.mjs';

const SERVER_PORT = 4175;
const WEBDRIVER_PORT = 4445;
const base = `http://127.0.0.1:${SERVER_PORT}`;
const children = [];

function start(command, args, env = {}) {
  const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, ...env }, detached: true });
  let stderr = '';
  child.stderr.on('data', (chunk) => { stderr = (stderr + chunk).slice(-2000); });
  child.lastWords = () => stderr;
  children.push(child);
  return child;
}

function stopAll() {
  for (const child of children) {
    try { process.kill(-child.pid, 'SIGTERM'); } catch { /* already gone */ }
  }
}
process.on('exit', stopAll);
process.on('SIGINT', () => process.exit(130));

async function until(what, check, timeout = 20_000) {
  const start = Date.now();
  while (Date.now() - start < timeout) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not start within ${timeout / 1000} s`);
}

const listening = (port) => new Promise((resolve) => {
  const socket = net.connect(port, '127.0.0.1', () => { socket.end(); resolve(true); });
  socket.on('error', () => resolve(false));
});

/** Runs `promise`, failing it after `ms`. */
function bounded(promise, ms, what) {
  let timer;
  return Promise.race([
    promise.finally(() => clearTimeout(timer)),
    new Promise((_, reject) => { timer = setTimeout(() => reject(new Error(`${what} took over ${ms / 1000} s`)), ms); }),
  ]);
}

const results = [];

async function runEngine(driver) {
  const started = Date.now();
  try {
    await bounded(driver.open(1280, 900), 60_000, `starting ${driver.name}`);
  } catch (error) {
    for (const scenario of scenarios) results.push({ engine: driver.name, name: scenario.name, error: `could not start: ${error.message}` });
    return;
  }
  for (const scenario of scenarios) {
    const t = Date.now();
    let error;
    try {
      await bounded(scenario.run(driver, base), 60_000, scenario.name);
      const errors = await driver.takeErrors();
      const crashed = await driver.eval(`() => document.querySelectorAll('[data-testid="crash-notice"]').length`);
      if (errors.length) error = errors.join('; ');
      else if (crashed) error = 'the crash notice is shown';
    } catch (caught) {
      error = caught.message;
    }
    results.push({ engine: driver.name, name: scenario.name, error, ms: Date.now() - t });
    console.log(`  ${error ? '✘' : '✓'} [${driver.name}] ${scenario.name} (${Date.now() - t} ms)${error ? `\n      ${error}` : ''}`);
  }
  await bounded(driver.close(), 20_000, `closing ${driver.name}`).catch(() => {});
  console.log(`  ${driver.name}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (!fs.existsSync('dist/index.html')) {
  console.error('engines: dist/ is missing; run `trunk build --release` first');
  process.exit(1);
}
start('node', ['tests/e2e/serve.mjs'], { PORT: String(SERVER_PORT) });
await until('the test server', () => listening(SERVER_PORT));
// WebKitGTK's own sandbox (bubblewrap) cannot run as root in a container; the page is our
// own, served on loopback.
const webdriver = start('xvfb-run', ['-a', '-s', '-screen 0 1920x1200x24', 'WebKitWebDriver', `--port=${WEBDRIVER_PORT}`], {
  WEBKIT_DISABLE_SANDBOX_THIS_IS_DANGEROUS: '1',
});

await runEngine(new PuppeteerDriver('firefox'));
// Chromium too, so that each engine is checked by the same scenarios (the Playwright suite
// goes further in Chromium).
await runEngine(new PuppeteerDriver('chromium'));
try {
  await until('WebKitWebDriver', () => listening(WEBDRIVER_PORT));
  await runEngine(new WebKitDriver(WEBDRIVER_PORT));
} catch (error) {
  for (const scenario of scenarios) results.push({ engine: 'webkit', name: scenario.name, error: `${error.message}: ${webdriver.lastWords()}` });
}

const failed = results.filter((result) => result.error);
for (const result of failed) console.log(`failed: [${result.engine}] ${result.name}: ${result.error}`);
console.log(`engines: ${results.length - failed.length} passed, ${failed.length} failed`);
stopAll();
process.exit(failed.length ? 1 : 0);
