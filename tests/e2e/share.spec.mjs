// Teaching panels, presets, links, embedding, export, languages and accessibility.
import { test, expect } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import fs from 'node:fs';
import zlib from 'node:zlib';
import { shots, watch } from './helpers.mjs';

async function open(page, query = '') {
  const problems = watch(page);
  await page.goto(`/${query ? `?${query}` : ''}`);
  await expect(page.getByTestId('pass-at-k')).toHaveAttribute('data-value', /\d/);
  return problems;
}

const value = (page, id) => page.getByTestId(id);

test('each preset sets the exact values of its source', async ({ page }) => {
  const problems = await open(page);
  const cases = [
    ['anthropic-75x3', { p: '75', k: '3' }, { 'pass-at-k': '0.984375', 'pass-hat-k': '0.421875' }],
    ['korean-80x6', { p: '80', k: '6' }, { 'pass-at-k': '0.999936', 'pass-hat-k': '0.262144' }],
    ['coding-60-k1', { p: '60', k: '1' }, { 'pass-at-k': '0.6', 'pass-hat-k': '0.6' }],
    ['coding-60-k3', { p: '60', k: '3' }, { 'pass-at-k': '0.936' }],
    ['coding-60-k10', { p: '60', k: '10' }, { 'pass-at-k': '0.9998951424' }],
    ['insurance-4-steps', { p: '95', steps: '4' }, { chain: '0.81450625' }],
    ['insurance-10-steps', { p: '95', steps: '10' }, { chain: '0.5987369392383789' }],
    ['insurance-20-steps', { p: '95', steps: '20' }, { chain: '0.3584859224085422' }],
    ['steps-99x20', { p: '99', steps: '20' }, { chain: '0.8179069375972309' }],
    ['codex-humaneval', { p: '28.8', k: '100', spread: '0.6' }, { 'pass-at-k': '0.9999999999999982' }],
    ['tau-bench-retail', { p: '50', k: '8', spread: '0.6' }, { 'pass-hat-k': '0.00390625' }],
  ];
  for (const [name, controls, readouts] of cases) {
    await page.getByTestId(`preset-${name}`).click();
    for (const [id, expected] of Object.entries(controls)) {
      await expect(page.getByTestId(id), `${name}: ${id}`).toHaveValue(expected);
    }
    for (const [id, expected] of Object.entries(readouts)) {
      await expect(value(page, id), `${name}: ${id}`).toHaveAttribute('data-value', expected);
    }
  }
  await expect(page.getByTestId('preset-codex-humaneval')).toContainText('Chen et al. 2021');
  expect(problems).toEqual([]);
});

test('verified steps: 95% with a perfect verifier and one retry is 99.75% per step', async ({ page }) => {
  const problems = await open(page, 'p=95&steps=20&v=100&r=1');
  // (0.95 + 0.05 × 0.95)^20 = 0.9975^20.
  await expect(value(page, 'chain-verified')).toHaveAttribute('data-value', '0.9511698752531658');
  await expect(value(page, 'chain')).toHaveAttribute('data-value', '0.3584859224085422');
  await expect(page.getByTestId('chain-verified-formula')).toContainText('99.75%');
  // v = 80%, r = 2: 0.95 · (1 + 0.04 + 0.0016) per step, over one step.
  await page.getByTestId('verify-v-number').fill('80');
  await page.getByTestId('verify-r-number').fill('2');
  await page.getByTestId('steps-number').fill('1');
  await expect(value(page, 'chain-verified')).toHaveAttribute('data-value', '0.98952');
  // Without a verifier the verified chain is the chain.
  await page.getByTestId('verify-v').fill('0');
  await page.getByTestId('steps-number').fill('4');
  await expect(value(page, 'chain-verified')).toHaveAttribute('data-value', '0.81450625');
  expect(problems).toEqual([]);
});

test('difficulty spread adds its curves; inverse questions answer in words', async ({ page }) => {
  const problems = await open(page, 'p=95&k=8&steps=4');
  const inverse = page.getByTestId('inverse');
  await expect(inverse).toContainText('For pass^8 ≥ 90% you need p ≥ 98.69%.');
  await expect(inverse).toContainText('At p = 95% the chain stays above 80% for at most 4 steps.');
  const columns = () => page.getByTestId('table-k').locator('thead th').count();
  // k, pass@k, pass^k and "at least 4/8 of the attempts" (m follows k: ⌈8/2⌉).
  expect(await columns()).toBe(4);
  await expect(page.getByTestId('table-k').locator('thead')).toContainText('at least 4/8 of the attempts');
  const before = await page.getByTestId('chart-k').evaluate((c) => c.toDataURL());
  await page.getByTestId('spread').fill('0.3');
  await expect(page.getByTestId('spread-number')).toHaveValue('0.3');
  await expect.poll(columns).toBe(6);
  await expect.poll(() => page.getByTestId('chart-k').evaluate((c) => c.toDataURL())).not.toBe(before);
  await page.getByTestId('chart-k').screenshot({ path: `${shots}/spread.png` });
  expect(problems).toEqual([]);
});

test('the URL carries the whole state with replaceState, and a copied link restores it', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const problems = await open(page);
  const historyLength = await page.evaluate(() => history.length);
  for (const p of ['70', '71', '72', '73']) {
    await page.getByTestId('p').evaluate((slider, v) => {
      slider.value = v;
      slider.dispatchEvent(new Event('input', { bubbles: true }));
    }, p);
  }
  await page.getByTestId('k-number').fill('9');
  await page.getByTestId('verify-v-number').fill('60');
  await page.getByTestId('verify-r-number').fill('3');
  await page.getByTestId('spread-number').fill('0.25');
  await page.getByTestId('lang').selectOption('pt');
  await page.getByTestId('theme').click(); // auto → light
  await page.getByTestId('theme').click(); // light → dark
  await expect(page).toHaveURL(/p=73&k=9&steps=4&v=60&r=3&spread=0.25&lang=pt&theme=dark/);
  expect(await page.evaluate(() => history.length)).toBe(historyLength);
  await page.getByTestId('copy-link').click();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toContain('p=73&k=9');
  const other = await context.newPage();
  const otherProblems = watch(other);
  await other.goto(link);
  await expect(other.getByTestId('p')).toHaveValue('73');
  await expect(other.getByTestId('k')).toHaveValue('9');
  await expect(other.getByTestId('verify-v')).toHaveValue('60');
  await expect(other.getByTestId('verify-r')).toHaveValue('3');
  await expect(other.getByTestId('spread')).toHaveValue('0.25');
  await expect(other.locator('html')).toHaveAttribute('lang', 'pt');
  await expect(other.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(other.getByTestId('pass-hat-k')).toHaveAttribute(
    'data-value',
    await page.getByTestId('pass-hat-k').getAttribute('data-value'),
  );
  expect(problems).toEqual([]);
  expect(otherProblems).toEqual([]);
});

test('the embed page: its own small build, in an iframe under another path, same values', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const problems = await open(page, 'p=75&k=3');
  await page.getByTestId('copy-embed').click();
  const snippet = await page.evaluate(() => navigator.clipboard.readText());
  // The iframe (its fixed height works without any script) and the host script that sizes it.
  expect(snippet).toMatch(/^<iframe src="http:\/\/127\.0\.0\.1:\d+\/embed\.html\?p=75&amp;k=3.*&amp;embed=1" data-passk width="100%" height="760" style="border:0" title="passk: pass@k vs pass\^k, interactive" loading="lazy"><\/iframe>\n<script src="http:\/\/127\.0\.0\.1:\d+\/embed\.js" async><\/script>$/);
  // The release served under /sub/path/, embedded in a page of its own.
  const host = await context.newPage();
  const hostProblems = watch(host);
  // Everything the iframe downloads, as served (the test server does not compress).
  const fetched = [];
  host.on('response', async (response) => {
    if (response.url().includes('/sub/path/')) fetched.push({ url: response.url(), body: await response.body().catch(() => Buffer.alloc(0)) });
  });
  // A page of the same server but not the app (the app's CSP would govern the host page too).
  await host.goto('/blank.html');
  await host.setContent(`<!DOCTYPE html><html lang="en"><head><title>A blog post</title><link rel="icon" href="data:,"></head><body><h1>My post</h1>${snippet.replace('/embed.html?', '/sub/path/embed.html?').replace('/embed.js', '/sub/path/embed.js')}</body></html>`);
  const frame = host.frameLocator('iframe');
  await expect(frame.getByTestId('pass-at-k')).toHaveAttribute('data-value', '0.984375');
  await expect(frame.getByTestId('pass-hat-k')).toHaveAttribute('data-value', '0.421875');
  // Steps keep their default, 4: 0.75⁴.
  await expect(frame.getByTestId('chain')).toHaveAttribute('data-value', '0.31640625');
  // The page's masthead is not there: the one heading is the widget's own name.
  await expect(frame.locator('h1:not(.embed-name)')).toHaveCount(0);
  await expect(frame.getByTestId('preset-korean-80x6')).toHaveCount(0);
  // The controls work in the iframe.
  await frame.getByTestId('k-number').fill('8');
  await frame.getByTestId('k-number').press('Enter');
  await expect(frame.getByTestId('pass-hat-k')).toHaveAttribute('data-value', '0.1001129150390625');
  await expect(frame.getByTestId('open-in-passk')).toHaveAttribute('href', /\/sub\/path\/\?p=75&k=8/);
  await expect(frame.getByTestId('open-in-passk')).not.toHaveAttribute('href', /embed/);
  await host.screenshot({ path: `${shots}/embed.png` });
  // The embed fetched its own binary, never the full page's, and weighs far less.
  const names = fetched.map(({ url }) => new URL(url).pathname.split('/').pop());
  expect(names.filter((name) => name.endsWith('.wasm'))).toEqual([expect.stringMatching(/^passk-embed-[0-9a-f]+_bg\.wasm$/)]);
  const gzip = fetched.reduce((sum, { body }) => sum + zlib.gzipSync(body, { level: 9 }).length, 0);
  // The full site's wasm: the explorer page's and the data page's (one wasm before they were
  // split by reader).
  const full = fs.readdirSync('dist').filter((name) => /^passk-(explorer|data)-[0-9a-f]+_bg\.wasm$/.test(name));
  expect(full).toHaveLength(2);
  const fullGzip = full.reduce((sum, name) => sum + zlib.gzipSync(fs.readFileSync(`dist/${name}`), { level: 9 }).length, 0);
  console.log(`embed page download: ${fetched.length} files, ${gzip} B gzip; the full site's wasm alone: ${fullGzip} B gzip`);
  // The budget: 110 KiB, and the embed is well under a third of the full site's wasm alone
  // (BENCHMARKS.md has the figures).
  expect(gzip).toBeLessThanOrEqual(110 * 1024);
  expect(gzip).toBeLessThan(0.3 * fullGzip);
  expect(problems).toEqual([]);
  expect(hostProblems).toEqual([]);
});

test('an old embed link (?embed=1 on the main page) still shows the widget alone', async ({ page }) => {
  const problems = await open(page, 'p=75&k=3&embed=1');
  await expect(page.getByTestId('pass-hat-k')).toHaveAttribute('data-value', '0.421875');
  await expect(page.getByTestId('open-in-passk')).toBeVisible();
  await expect(page.getByTestId('copy-embed')).toHaveCount(0);
  await expect(page.locator('h1:not(.embed-name)')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('exports: PNG at 2x, SVG from the same drawing, CSV of values over k', async ({ page, context }) => {
  const problems = await open(page);
  const save = async (id) => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId(id).click()]);
    const file = `target/e2e/${download.suggestedFilename()}`;
    await download.saveAs(file);
    return fs.readFileSync(file);
  };
  const png = await save('export-png');
  expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(png.readUInt32BE(16)).toBe(1920);
  expect(png.readUInt32BE(20)).toBe(1080);
  // The PNG shows both curves: count pixels of the pass@k blue and the pass^k vermillion.
  // Decoded in a blank page: the app's Content-Security-Policy rightly refuses data: images.
  const scratch = await context.newPage();
  const inks = await scratch.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d');
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    const near = (i, [r, g, b]) => Math.abs(data[i] - r) + Math.abs(data[i + 1] - g) + Math.abs(data[i + 2] - b) < 30;
    let blue = 0;
    let vermillion = 0;
    for (let i = 0; i < data.length; i += 4) {
      if (near(i, [0, 114, 178])) blue++;
      if (near(i, [213, 94, 0])) vermillion++;
    }
    return { blue, vermillion };
  }, png.toString('base64'));
  expect(inks.blue).toBeGreaterThan(2000);
  expect(inks.vermillion).toBeGreaterThan(2000);
  const svg = (await save('export-svg')).toString('utf8');
  expect(svg.startsWith('<svg')).toBe(true);
  expect(svg).toContain('pass@k = 1 − (1 − p)^k: at least one succeeds');
  expect(svg).toContain('pass^k = p^k: all k succeed');
  expect(svg).toContain('pass^6 = 26.21%');
  expect((svg.match(/<polyline/g) || []).length).toBeGreaterThanOrEqual(2);
  const csv = (await save('export-csv')).toString('utf8').trim().split('\n');
  // k, pass@k, pass^k and at least 3 of the 6 attempts (m = ⌈k/2⌉ at k = 6: 0.98304).
  expect(csv[6]).toBe('6,0.999936,0.262144,0.98304');
  expect(csv.length).toBe(21);
  // Look at the exported PNG.
  fs.writeFileSync(`${shots}/export.png`, png);
  expect(problems).toEqual([]);
});

test('each language renders its strings and formats numbers its way', async ({ page }) => {
  const problems = await open(page, 'lang=ko');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await expect(page.getByText('1회 성공률 p')).toBeVisible();
  await expect(page.getByTestId('tab-data')).toHaveText('내 평가 데이터');
  await expect(page.getByTestId('pass-hat-k')).toHaveText('26.21%');
  await page.screenshot({ path: `${shots}/lang-ko.png`, fullPage: true });
  await page.getByTestId('lang').selectOption('pt');
  await expect(page.getByText('Taxa de sucesso por tentativa p')).toBeVisible();
  await expect(page.getByTestId('pass-at-k')).toHaveText('99,99%');
  await expect(page.getByTestId('pass-at-k')).toHaveAttribute('data-value', '0.999936');
  await expect(page.getByTestId('pass-at-k-formula')).toHaveText('1 − (1 − 0,80)^6 = 99,99%');
  await page.getByTestId('k-number').fill('abc');
  await expect(page.getByTestId('k-hint')).toHaveText('“abc” não é um número. Digite um número de 1 a 100.');
  await page.getByTestId('k-number').fill('6');
  await page.screenshot({ path: `${shots}/lang-pt.png`, fullPage: true });
  await page.getByTestId('lang').selectOption('en');
  await expect(page.getByText('Per-trial success rate p')).toBeVisible();
  expect(problems).toEqual([]);
});

test.describe('the browser language picks the interface language', () => {
  test.use({ locale: 'pt-BR' });
  test('pt-BR opens in Portuguese', async ({ page }) => {
    const problems = await open(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
    await expect(page.getByTestId('tab-explore')).toHaveText('Explorar as fórmulas');
    expect(problems).toEqual([]);
  });
});

test.describe('dark mode follows prefers-color-scheme', () => {
  test.use({ colorScheme: 'dark' });
  test('the system dark scheme gives the dark theme', async ({ page }) => {
    const problems = await open(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.waitForTimeout(200);
    await page.screenshot({ path: `${shots}/dark.png`, fullPage: true });
    expect(problems).toEqual([]);
  });
});

for (const [mode, query] of [
  ['light', 'theme=light'],
  ['dark', 'theme=dark'],
  ['embed', 'embed=1'],
  ['presenter', 'present=1'],
  ['data view', 'view=data&tasks=8:8,8:6,8:4&k=3'],
]) {
  test(`axe-core finds no violations in ${mode} mode`, async ({ page }) => {
    // One watcher for every mode: the data view has no explorer readout to wait for, but
    // its errors count all the same.
    const problems = watch(page);
    await page.goto(`/?${query}`);
    const ready = query.startsWith('view=data') ? page.getByTestId('data-input') : page.getByTestId('pass-at-k');
    await expect(ready).toBeVisible();
    await page.waitForTimeout(200);
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(summary).toEqual([]);
    if (mode === 'presenter') {
      // Large type for projectors.
      const size = await page.locator('main').evaluate((main) => parseFloat(getComputedStyle(main).fontSize));
      const root = await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));
      expect(size).toBeGreaterThan(root * 1.4);
      await page.screenshot({ path: `${shots}/presenter.png` });
    }
    expect(problems).toEqual([]);
  });
}

test('a keyboard-only walk reaches and operates every control', async ({ page }) => {
  const problems = await open(page);
  const reached = new Set();
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press('Tab');
    const id = await page.evaluate(() => document.activeElement?.getAttribute('data-testid'));
    if (id) reached.add(id);
  }
  for (const id of [
    'lang', 'theme', 'tab-explore', 'tab-data', 'p', 'p-number', 'k', 'k-number', 'steps',
    'steps-number', 'verify-v', 'verify-v-number', 'verify-r', 'verify-r-number', 'spread',
    'spread-number', 'preset-anthropic-75x3', 'preset-tau-bench-retail', 'copy-link',
    'copy-embed', 'export-png', 'export-svg', 'export-csv',
  ]) {
    expect(reached, id).toContain(id);
  }
  // Operate by keyboard alone: focus k by tabbing, step it, pick a preset with Enter.
  await page.getByTestId('k').focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('k-number')).toHaveValue('7');
  await page.getByTestId('preset-anthropic-75x3').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('pass-hat-k')).toHaveAttribute('data-value', '0.421875');
  await page.getByTestId('tab-data').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('data-input')).toBeVisible();
  // Focus is visible.
  const outline = await page.getByTestId('data-input').evaluate((el) => {
    el.focus();
    return getComputedStyle(el).outlineStyle;
  });
  expect(outline).not.toBe('none');
  expect(problems).toEqual([]);
});
