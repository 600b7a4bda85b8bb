// `make first-paint`: captures the explorer page's first paint into assets/first-paint.html
// from the release build in dist/: the page at the default state (no link, nothing stored,
// English, light), 1280 × 900, serialized by tests/e2e/first-paint-markup.mjs. Run it when
// first-paint.spec.mjs says the live page no longer matches; then `make dist` puts it in.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { chromium } from 'playwright-core';
import { firstPaintMarkup } from '../tests/e2e/first-paint-markup.mjs';

const port = 4188;
const server = spawn('node', ['tests/e2e/serve.mjs'], { env: { ...process.env, PORT: String(port) }, stdio: 'inherit' });
try {
  await new Promise((resolve) => setTimeout(resolve, 500));
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium', args: ['--no-sandbox', '--headless'] });
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US', colorScheme: 'light' });
  const page = await context.newPage();
  await page.goto(`http://127.0.0.1:${port}/`, { timeout: 30_000 });
  await page.locator('[data-testid="pass-at-k"][data-value]').waitFor({ timeout: 30_000 });
  const markup = await page.evaluate(firstPaintMarkup);
  fs.writeFileSync('assets/first-paint.html', `${markup}\n`);
  console.log(`capture-first-paint: ${markup.length} B into assets/first-paint.html`);
  await browser.close();
} finally {
  server.kill();
}
