// Interaction, load and data-import benchmarks in headless Chromium against the release
// build, each beside its plain-JavaScript floor in the same run. Prints figures (and writes
// them to target/bench/ui.json); asserts only that the work was really done, never a time.
import { test, expect } from '@playwright/test';
import fs from 'node:fs';
import zlib from 'node:zlib';
import { median, p95, sideBySide, tick } from './ticks.mjs';

const EVENTS = 500;
const results = {};
const ms = (x) => x.toFixed(2);

function save() {
  fs.mkdirSync('target/bench', { recursive: true });
  const file = 'target/bench/ui.json';
  const old = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
  fs.writeFileSync(file, JSON.stringify({ ...old, ...results }, null, 2));
}

/** Opens `url`, with Chromium's own task accounting. */
async function openTimed(context, url) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  await page.goto(url);
  await expect(page.getByTestId('pass-hat-k')).toHaveAttribute('data-value', /\d/);
  return { page, cdp };
}

/** A cheap fingerprint of a canvas's pixels, to prove a tick really redrew it. */
async function canvasPrint(page, id) {
  return page.evaluate((id) => {
    const canvas = document.querySelector(`[data-testid="${id}"]`);
    const { data } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
    let hash = 0;
    for (let i = 0; i < data.length; i += 97) hash = (hash * 31 + data[i]) | 0;
    return hash;
  }, id);
}

test('interaction: 500 input events on p and on k, app and embed beside the plain-JS floor', async ({ browser }) => {
  test.setTimeout(900_000);
  const contexts = await Promise.all([0, 1, 2].map(() => browser.newContext({ viewport: { width: 1280, height: 900 } })));
  const pages = {
    app: await openTimed(contexts[0], '/?p=80&k=6&steps=6'),
    embed: await openTimed(contexts[1], '/embed.html?p=80&k=6&steps=6'),
    floor: await openTimed(contexts[2], '/bench-floor/index.html'),
  };
  // Both draw the same canvas size.
  for (const [name, { page }] of Object.entries(pages)) {
    const size = await page.evaluate(() => [...document.querySelectorAll('canvas')].map((c) => `${c.width}x${c.height}`).join(', '));
    console.log(`${name} canvases: ${size}`);
  }
  // Proof that one tick updates readouts and both charts before the macrotask resolves.
  for (const [name, { page }] of Object.entries(pages)) {
    for (const [id, value, expected] of [['p', '50.0', '0.984375'], ['k', '6', '0.984375']]) {
      const before = [await canvasPrint(page, 'chart-k'), await canvasPrint(page, 'chart-steps')];
      await tick(page, id, value);
      const after = [await canvasPrint(page, 'chart-k'), await canvasPrint(page, 'chart-steps')];
      expect(await page.getByTestId('pass-at-k').getAttribute('data-value'), name).toBe(expected);
      if (id === 'p') {
        expect(after[0], `${name} chart-k redrawn`).not.toBe(before[0]);
        expect(after[1], `${name} chart-steps redrawn`).not.toBe(before[1]);
      }
    }
  }
  const names = Object.keys(pages);
  const samples = Object.fromEntries(names.map((name) => [name, { p: [], k: [] }]));
  const cpu = Object.fromEntries(names.map((name) => [name, { p: [], k: [] }]));
  // Side by side: blocks of 50 events, pages in turn (the order rotating).
  await sideBySide(pages, ['p', 'k'], EVENTS, (name, id, wall, task) => {
    samples[name][id].push(wall);
    cpu[name][id].push(task);
  });
  // The last values must agree between the two pages (same math, same inputs).
  const last = (page) => page.getByTestId('pass-at-k').getAttribute('data-value');
  expect(Number(await last(pages.app.page))).toBeCloseTo(Number(await last(pages.floor.page)), 12);
  expect(Number(await last(pages.embed.page))).toBeCloseTo(Number(await last(pages.floor.page)), 12);
  const lines = [];
  const stats = (xs) => ({ median: median(xs), p95: p95(xs) });
  for (const id of ['p', 'k']) {
    for (const page of ['app', 'embed']) {
      const row = (label, a, f) => `${label.padEnd(34)} ${page.padEnd(5)} median ${ms(median(a))} p95 ${ms(p95(a))} | floor median ${ms(median(f))} p95 ${ms(p95(f))} | ratio median ${(median(a) / median(f)).toFixed(2)}x p95 ${(p95(a) / p95(f)).toFixed(2)}x`;
      lines.push(row(`${id}: dispatch→updated (ms)`, samples[page][id], samples.floor[id]));
      lines.push(row(`${id}: main-thread task (ms)`, cpu[page][id], cpu.floor[id]));
    }
    results[`interaction_${id}`] = {
      wall_ms: Object.fromEntries(names.map((name) => [name, stats(samples[name][id])])),
      task_ms: Object.fromEntries(names.map((name) => [name, stats(cpu[name][id])])),
    };
  }
  console.log(`interaction (${EVENTS} events per slider per page):\n${lines.join('\n')}`);
  save();
  for (const context of contexts) await context.close();
});

test('load: transfer size of dist/ and navigation to first chart, 20 cold loads', async ({ browser }) => {
  test.setTimeout(300_000);
  const rows = [];
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  // What a visitor downloads: the files themselves, not the precompressed copies beside them.
  // dist/card/ (the link cards) is for link previews, not a page's download: files at the top only.
  for (const file of fs.readdirSync('dist').sort().filter((name) => !/\.(gz|br)$/.test(name) && fs.statSync(`dist/${name}`).isFile())) {
    const body = fs.readFileSync(`dist/${file}`);
    const packed = zlib.gzipSync(body, { level: 9 }).length;
    const squeezed = zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    raw += body.length;
    gzip += packed;
    brotli += squeezed;
    rows.push(`  ${file.padEnd(36)} ${String(body.length).padStart(8)} B raw ${String(packed).padStart(8)} B gzip ${String(squeezed).padStart(8)} B brotli`);
  }
  rows.push(`  ${'total'.padEnd(36)} ${String(raw).padStart(8)} B raw ${String(gzip).padStart(8)} B gzip ${String(brotli).padStart(8)} B brotli (${(gzip / 1024).toFixed(1)} KiB gzip)`);
  console.log(`dist/ transfer size:\n${rows.join('\n')}`);
  const times = { app: [], embed: [], floor: [] };
  // The first chart drawn on its canvas by the live page, whatever was shown before it.
  const canvasTimes = { app: [], embed: [], floor: [] };
  const downloads = {};
  for (let i = 0; i < 20; i++) {
    for (const [name, url, canvas] of [['app', '/?p=80&k=6', 'chart-k'], ['embed', '/embed.html?p=80&k=6', 'chart-k'], ['floor', '/bench-floor/index.html', 'chart-k']]) {
      // A fresh context each time: nothing cached, nothing stored.
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      // What this page downloads, as served (the bench server does not compress), once.
      const fetched = [];
      if (i === 0) page.on('response', (response) => fetched.push(response.body().catch(() => Buffer.alloc(0))));
      await page.addInitScript((canvas) => {
        // The first chart is drawn when its canvas gets its first text (the axis labels);
        // the draw is synchronous, so the end of that microtask is the end of the drawing.
        // Or, on a page that carries its first paint (index.html at the default state:
        // scripts/first-paint.js), when that chart, drawn at build as SVG, is shown.
        const drawn = () => {
          if (window.firstChart !== undefined) return;
          window.firstChart = null;
          queueMicrotask(() => { window.firstChart = performance.now(); });
        };
        const original = CanvasRenderingContext2D.prototype.fillText;
        CanvasRenderingContext2D.prototype.fillText = function (...args) {
          if (window.firstCanvas === undefined && this.canvas.dataset.testid === canvas) {
            window.firstCanvas = null;
            queueMicrotask(() => { window.firstCanvas = performance.now(); });
            drawn();
          }
          return original.apply(this, args);
        };
        new MutationObserver(() => {
          const built = document.querySelector(`[data-first-paint-chart="${canvas}"]`);
          if (built && !built.closest('[hidden]')) drawn();
        }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['hidden'] });
      }, canvas);
      await page.goto(url);
      await page.waitForFunction(() => typeof window.firstChart === 'number' && typeof window.firstCanvas === 'number');
      times[name].push(await page.evaluate(() => window.firstChart));
      canvasTimes[name].push(await page.evaluate(() => window.firstCanvas));
      if (i === 0) {
        await page.waitForLoadState('networkidle');
        const bodies = await Promise.all(fetched);
        downloads[name] = {
          files: bodies.length,
          raw: bodies.reduce((sum, body) => sum + body.length, 0),
          gzip: bodies.reduce((sum, body) => sum + zlib.gzipSync(body, { level: 9 }).length, 0),
          brotli: bodies.reduce((sum, body) => sum + zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length, 0),
        };
      }
      await context.close();
    }
  }
  // The data, compare and leaderboard pages have no explorer chart to wait for: what each
  // downloads, once, cold, until its first control shows.
  for (const [name, url, ready] of [['data', '/data.html', 'data-input'], ['compare', '/compare.html', 'compare-k'], ['board', '/board.html', 'board-k']]) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const fetched = [];
    page.on('response', (response) => fetched.push(response.body().catch(() => Buffer.alloc(0))));
    await page.goto(url);
    await page.getByTestId(ready).waitFor();
    await page.waitForLoadState('networkidle');
    const bodies = await Promise.all(fetched);
    downloads[name] = {
      files: bodies.length,
      raw: bodies.reduce((sum, body) => sum + body.length, 0),
      gzip: bodies.reduce((sum, body) => sum + zlib.gzipSync(body, { level: 9 }).length, 0),
      brotli: bodies.reduce((sum, body) => sum + zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length, 0),
    };
    await context.close();
  }
  const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
  // Targets: every full page ≤ 200 KB gzip, the embed ≤ 110 KB.
  const target = (name) => (name === 'embed' ? 110 : 200) * 1024;
  for (const [name, d] of Object.entries(downloads)) {
    console.log(`  ${name}: ${kib(d.gzip)} gzip against a target of ${kib(target(name))}: ${d.gzip <= target(name) ? 'within' : 'OVER'}`);
  }
  console.log(`what each page downloads:\n${Object.entries(downloads).map(([name, d]) => `  ${name.padEnd(7)} ${d.files} files ${kib(d.raw)} raw ${kib(d.gzip)} gzip ${kib(d.brotli)} brotli`).join('\n')}`);
  const versus = (name) => `${name} median ${ms(median(times[name]))} p95 ${ms(p95(times[name]))} (${(median(times[name]) / median(times.floor)).toFixed(2)}x floor)`;
  console.log(`navigation → first chart drawn (ms, 20 cold loads): ${versus('app')} | ${versus('embed')} | floor median ${ms(median(times.floor))}`);
  const live = (name) => `${name} median ${ms(median(canvasTimes[name]))} (${(median(canvasTimes[name]) / median(canvasTimes.floor)).toFixed(2)}x floor)`;
  console.log(`navigation → first chart drawn by the live page on its canvas (ms): ${live('app')} | ${live('embed')}`);
  results.load = {
    dist_raw: raw, dist_gzip: gzip, dist_brotli: brotli, downloads,
    first_chart_ms: { app: median(times.app), app_p95: p95(times.app), embed: median(times.embed), embed_p95: p95(times.embed), floor: median(times.floor) },
    first_canvas_ms: { app: median(canvasTimes.app), embed: median(canvasTimes.embed), floor: median(canvasTimes.floor) },
  };
  save();
});

test('data: a 1,000,000-row trial CSV in the app beside a plain-JS split-and-tally', async ({ browser }) => {
  test.setTimeout(600_000);
  const rows = ['task,trial,success'];
  for (let t = 0; t < 10_000; t++) for (let i = 0; i < 100; i++) rows.push(`benchmark-task-number-${t},${i},${(t + i) % 4 === 0 ? 'pass' : 'fail'}`);
  const buffer = Buffer.from(rows.join('\n') + '\n');
  const runs = { app: [], 'app-reached': [], floor: [] };
  for (let run = 0; run < 5; run++) {
    // 'app' is handed the file with nothing before it; 'app-reached' first has the pointer
    // on the picker, as a person's always is before a pick (the page then starts its import
    // worker while the file dialog is open; here the file follows at once).
    for (const name of ['app', 'app-reached', 'floor']) {
      // A fresh context per run: no data restored from an earlier run's localStorage.
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await page.addInitScript(() => {
        // Long tasks and heap, from the moment the file's change event fires.
        window.bench = { longTasks: [], heapPeak: 0 };
        new PerformanceObserver((list) => { for (const entry of list.getEntries()) if (window.bench.start && entry.startTime >= window.bench.start) window.bench.longTasks.push(entry.duration); })
          .observe({ type: 'longtask', buffered: false });
        const sample = () => { if (performance.memory && window.bench.start) window.bench.heapPeak = Math.max(window.bench.heapPeak, performance.memory.usedJSHeapSize); };
        setInterval(sample, 5);
        // The file's hand-over (Playwright's, not the page's work) ends in the task that fires
        // change; long tasks are counted from the next task on, and heap from here.
        document.addEventListener('change', () => {
          window.bench.changes = (window.bench.changes ?? 0) + 1;
          if (window.bench.start) return;
          window.bench.start = performance.now();
        }, { capture: true });
        // wasm memory is not JS heap; it only grows, so its final size is its peak.
        addEventListener('TrunkApplicationStarted', (event) => { window.wasmMemory = event.detail.wasm.memory; });
      });
      if (name !== 'floor') {
        await page.goto('/data.html');
        await expect(page.getByTestId('data-task-count')).toHaveText('0');
      } else {
        await page.goto('/bench-floor/import.html');
      }
      await page.evaluate(() => {
        // Results are in when the task count reads 10000 and the pass@k card has a value.
        const done = () => {
          const count = document.querySelector('[data-testid="data-task-count"]');
          const value = document.querySelector('[data-testid="data-pass-at-k"]');
          return count?.textContent === '10000' && value?.dataset.value;
        };
        new MutationObserver(() => { if (window.bench.start && !window.bench.end && done()) window.bench.end = performance.now(); })
          .observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
      });
      if (name === 'app-reached') await page.getByTestId('data-file').hover();
      await page.getByTestId('data-file').setInputFiles({ name: 'million.csv', mimeType: 'text/csv', buffer });
      await page.waitForFunction(() => window.bench.end, null, { timeout: 300_000, polling: 200 });
      // Let any long task still running after the results finish and be reported.
      await page.waitForTimeout(500);
      const bench = await page.evaluate(() => ({ ...window.bench, wasm: window.wasmMemory?.buffer.byteLength ?? 0 }));
      expect(await page.getByTestId('data-avg').getAttribute('data-value')).toBe('0.25');
      expect(bench.changes, 'one change event per import').toBe(1);
      runs[name].push({ ms: bench.end - bench.start, longest: Math.max(0, ...bench.longTasks), longTasks: bench.longTasks.length, heap: bench.heapPeak, wasm: bench.wasm });
      await context.close();
    }
  }
  const pick = (name, key) => median(runs[name].map((r) => r[key]));
  const app = pick('app', 'ms');
  const reached = pick('app-reached', 'ms');
  const floor = pick('floor', 'ms');
  console.log(`data import, ${(buffer.length / 1e6).toFixed(1)} MB, 1,000,000 rows, median of 5:
  app   ${ms(app)} ms to results, longest task ${ms(pick('app', 'longest'))} ms, ${pick('app', 'longTasks')} long tasks, peak JS heap ${(pick('app', 'heap') / 1e6).toFixed(1)} MB, wasm memory ${(pick('app', 'wasm') / 1e6).toFixed(1)} MB
  app, pointer on the picker first ${ms(reached)} ms to results, longest task ${ms(pick('app-reached', 'longest'))} ms (ratio ${(reached / floor).toFixed(2)}x)
  floor ${ms(floor)} ms to results, longest task ${ms(pick('floor', 'longest'))} ms, peak JS heap ${(pick('floor', 'heap') / 1e6).toFixed(1)} MB
  ratio ${(app / floor).toFixed(2)}x`);
  results.data_import = { bytes: buffer.length, app_ms: app, floor_ms: floor, ratio: app / floor, app_reached_ms: reached, ratio_reached: reached / floor, app_reached_longest_task_ms: pick('app-reached', 'longest'), app_longest_task_ms: pick('app', 'longest'), floor_longest_task_ms: pick('floor', 'longest'), app_heap_peak: pick('app', 'heap'), app_wasm_memory: pick('app', 'wasm'), floor_heap_peak: pick('floor', 'heap') };
  save();
});
