// `make first-paint`: captures the chart pages' first paints (assets/first-paint.html for
// index.html, assets/first-paint-embed.html for embed.html) from the release build in
// dist/: each page at the default state (no link, nothing stored, English, light),
// 1280 × 900, serialized by tests/e2e/first-paint-markup.mjs. Run it when
// first_paint.spec.mjs says a live page no longer matches; `make dist` then puts them in.
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
  for (const [address, file] of [['/', 'assets/first-paint.html'], ['/embed.html', 'assets/first-paint-embed.html']]) {
    const page = await context.newPage();
    await page.goto(`http://127.0.0.1:${port}${address}`, { timeout: 30_000 });
    await page.locator('[data-testid="pass-at-k"][data-value]').waitFor({ timeout: 30_000 });
    const markup = await page.evaluate(firstPaintMarkup);
    fs.writeFileSync(file, `${markup}\n`);
    console.log(`capture-first-paint: ${markup.length} B into ${file}`);
    await page.close();
  }
  await browser.close();
} finally {
  server.kill();
}
