// Two builds side by side: main-thread work per p tick and per k tick on the full page and
// the embed of each, beside the plain-JS floor, in one run (this machine's figures swing
// by a third between runs, so a before/after is only worth reading side by side). Prints
// medians and p95s; asserts nothing.
//
//   node bench/ab_ticks.mjs <base dist folder> [<new dist folder, default dist>]
//   EVENTS=800 IDS=p,k node bench/ab_ticks.mjs /tmp/dist-before
//
// The ticks are the interaction benchmark's (interaction.bench.mjs): the same values, each
// dispatched as an `input` event and measured by Chromium's TaskDuration until the next
// macrotask; the pages take turns in blocks of 50.
import { chromium } from 'playwright-core';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { median, p95, sideBySide } from './ticks.mjs';

const [base, next = 'dist'] = process.argv.slice(2);
if (!base) {
  console.error('usage: node bench/ab_ticks.mjs <base dist folder> [<new dist folder>]');
  process.exit(2);
}
const EVENTS = Number(process.env.EVENTS || 600);
const servers = [[base, 4301], [next, 4302]].map(([root, port]) => spawn('node', ['tests/e2e/serve.mjs'], {
  env: { ...process.env, ROOT: path.resolve(root), PORT: String(port) },
  stdio: 'ignore',
}));
await new Promise((resolve) => setTimeout(resolve, 800));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const urls = {
  'base app': 'http://127.0.0.1:4301/?p=80&k=6&steps=6',
  'new app': 'http://127.0.0.1:4302/?p=80&k=6&steps=6',
  'base embed': 'http://127.0.0.1:4301/embed.html?p=80&k=6&steps=6',
  'new embed': 'http://127.0.0.1:4302/embed.html?p=80&k=6&steps=6',
  floor: 'http://127.0.0.1:4302/bench-floor/index.html',
};
const pages = {};
for (const [name, address] of Object.entries(urls)) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  await page.goto(address);
  await page.waitForSelector('[data-testid="pass-hat-k"][data-value]');
  pages[name] = { page, cdp };
}
const names = Object.keys(pages);
const ids = (process.env.IDS || 'p,k').split(',');
const work = Object.fromEntries(names.map((name) => [name, { p: [], k: [] }]));
await sideBySide(pages, ids, EVENTS, (name, id, _wall, task) => work[name][id].push(task));
for (const id of ids) {
  for (const name of names) {
    const [m, f] = [median(work[name][id]), median(work.floor[id])];
    const [t, g] = [p95(work[name][id]), p95(work.floor[id])];
    console.log(`${id} ${name.padEnd(10)} median ${m.toFixed(3)} ms p95 ${t.toFixed(3)} ms | ratio to the floor: median ${(m / f).toFixed(2)}x p95 ${(t / g).toFixed(2)}x`);
  }
}
await browser.close();
for (const server of servers) server.kill();
