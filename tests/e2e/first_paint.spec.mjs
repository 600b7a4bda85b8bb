// The chart pages' first paints (dist/index.html and dist/embed.html, scripts/first-paint.js):
// the page at the default state, built with the page, shown before the wasm runs only when
// the page will start at exactly that state, and taken down in the task that mounts the
// live page.
import { test, expect } from '@playwright/test';
import fs from 'node:fs';
import { shots, watch } from './helpers.mjs';
import { firstPaintMarkup } from './first-paint-markup.mjs';

const CAPTURED = {
  '/': fs.readFileSync('assets/first-paint.html', 'utf8').trim(),
  '/embed.html': fs.readFileSync('assets/first-paint-embed.html', 'utf8').trim(),
};

/** Opens `url` with the wasm kept from starting: what shows is the HTML's own. */
async function openWithoutWasm(page, url) {
  await page.route('**/boot-*.js', (route) => route.abort());
  await page.goto(url);
}

test('each live page at the default state still serializes to its captured first paint', async ({ browser }) => {
  for (const [address, captured] of Object.entries(CAPTURED)) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US', colorScheme: 'light' });
    const page = await context.newPage();
    const problems = watch(page);
    await page.goto(address);
    await expect(page.getByTestId('pass-at-k')).toHaveAttribute('data-value', '0.999936');
    const live = await page.evaluate(firstPaintMarkup);
    expect(live, `${address} changed: run \`make first-paint\` and commit assets/first-paint*.html`).toBe(captured);
    expect(problems).toEqual([]);
    await context.close();
  }
});

// The default state's numbers worked out here, from the formulas (not read off a page):
// p = 80%, k = 6, at least m = 3 of 6, a chain of 4 steps, and with the verifier (v = 90%,
// r = 1) each step succeeds with p·(1 + (1 − p)·v).
const binomial = (n, r) => { let c = 1; for (let i = 1; i <= r; i += 1) c = (c * (n - r + i)) / i; return c; };
const atLeast = (p, k, m) => { let sum = 0; for (let j = m; j <= k; j += 1) sum += binomial(k, j) * p ** j * (1 - p) ** (k - j); return sum; };
const DEFAULT = { p: 0.8, k: 6, m: 3, steps: 4, v: 0.9 };
const EXPECTED = [
  1 - (1 - DEFAULT.p) ** DEFAULT.k,
  DEFAULT.p ** DEFAULT.k,
  atLeast(DEFAULT.p, DEFAULT.k, DEFAULT.m),
  DEFAULT.p ** DEFAULT.steps,
  (DEFAULT.p * (1 + (1 - DEFAULT.p) * DEFAULT.v)) ** DEFAULT.steps,
];

/** Each shown percentage ("99.99%") is the expected value to within its last digit's rounding. */
function expectPercentages(shown, expected, what) {
  expect(shown.length, what).toBe(expected.length);
  shown.forEach((text, index) => {
    const match = /^(\d+)(?:\.(\d+))?%$/.exec(text);
    expect(match, `${what}: "${text}" is a percentage`).not.toBeNull();
    const decimals = match[2]?.length ?? 0;
    const value = Number(text.slice(0, -1)) / 100;
    expect(Math.abs(value - expected[index]), `${what}: ${text} against ${expected[index]}`).toBeLessThanOrEqual(0.5 * 10 ** -(decimals + 2) + 1e-12);
  });
}

for (const [name, address, readouts] of [
  ['full page', '/?p=80&k=6', EXPECTED],
  // The embed has no verifier panel: the first four readouts.
  ['embed', '/embed.html?p=80&k=6&embed=1', EXPECTED.slice(0, 4)],
]) test(`the ${name}'s first paint shows the default state, numbers and charts, with nothing a tool could read as the page`, async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US', colorScheme: 'light' });
  const page = await context.newPage();
  await openWithoutWasm(page, address);
  const snapshot = page.locator('#first-paint');
  await expect(snapshot).toBeVisible();
  await expect(snapshot).toHaveAttribute('inert', '');
  await expect(snapshot).toHaveAttribute('aria-hidden', 'true');
  // The article's numbers: 80% per try, k = 6, at least 3 of 6, a chain of 4 steps.
  expectPercentages(await snapshot.locator('.readout-value').allTextContents(), readouts, name);
  await expect(snapshot.locator('input.number-field').first()).toHaveValue('80');
  const k = snapshot.locator('svg[data-first-paint-chart="chart-k"]');
  await expect(k).toBeVisible();
  await expect(k.locator('text', { hasText: 'pass@6 = 99.99%' })).toHaveCount(1);
  await expect(k.locator('text', { hasText: 'pass^6 = 26.21%' })).toHaveCount(1);
  await expect(snapshot.locator('svg[data-first-paint-chart="chart-steps"] text', { hasText: '4 steps = 40.96%' })).toHaveCount(1);
  // No test id, value, id or link: it must never answer for the page.
  expect(await snapshot.locator('[data-testid], [data-value], [id], [href]').count()).toBe(0);
  await page.screenshot({ path: `${shots}/first-paint-${name.replace(' ', '-')}.png` });
  await context.close();
});

const FULL = { base: '/', key: 'passk.state' };
const EMBED = { base: '/embed.html', key: 'passk.embed.state' };

/** Whether `page` (FULL or EMBED) shows its first paint for `query`, options and storage. */
async function shownFor(browser, page, query, options = {}, stored = null) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US', colorScheme: 'light', ...options });
  const tab = await context.newPage();
  if (stored !== null) await tab.addInitScript(([key, saved]) => localStorage.setItem(key, saved), [page.key, stored]);
  await openWithoutWasm(tab, `${page.base}${query}`);
  await expect(tab.locator('#first-paint')).toHaveCount(1);
  const shown = await tab.locator('#first-paint').isVisible();
  await context.close();
  return shown;
}

for (const [name, page] of [['full page', FULL], ['embed', EMBED]]) {
  test(`the ${name}'s first paint shows only when the page will start at the default state`, async ({ browser }) => {
    // The default link's own pairs, as written, in any order and any subset.
    for (const query of ['', '?p=80&k=6', '?k=6&p=80', '?steps=4&v=90&r=1&spread=0', '?p=80&k=6&steps=4&v=90&r=1&spread=0']) {
      expect(await shownFor(browser, page, query), query).toBe(true);
    }
    // What a page at the default state keeps in storage (from a bare address, and from a link).
    const kept = 'p=80&k=6&steps=4&v=90&r=1&spread=0&explorer_k=6&data_k=1&w=2&q=1';
    expect(await shownFor(browser, page, '', {}, kept), 'the default kept').toBe(true);
    expect(await shownFor(browser, page, '?p=80&k=6', {}, kept.replace('data_k=1', 'data_k=3')), 'the default kept from a link').toBe(true);
    // A browser language the page has no words for falls back to English, as the page does.
    expect(await shownFor(browser, page, '', { locale: 'fr-FR' }), 'French browser').toBe(true);
    // Anything else: another value, the same value written otherwise, another view, a
    // language, a theme, a stray '&'.
    for (const query of ['?p=50', '?p=80.0', '?p=80%25', '?k=7', '?p=80&k=6&lang=ko', '?lang=en', '?theme=dark', '?view=plan', '?p=80&k=6&', '?present=1', '?m=3']) {
      expect(await shownFor(browser, page, query), query).toBe(false);
    }
    // A last visit's other settings, a Korean or Portuguese browser, a dark system.
    expect(await shownFor(browser, page, '', {}, 'p=80&k=6&steps=10'), 'other state kept').toBe(false);
    expect(await shownFor(browser, page, '?p=80&k=6', {}, 'p=50'), 'other state kept under a default link').toBe(false);
    expect(await shownFor(browser, page, '', { locale: 'ko-KR' }), 'Korean browser').toBe(false);
    expect(await shownFor(browser, page, '', { locale: 'pt-BR' }), 'Portuguese browser').toBe(false);
    expect(await shownFor(browser, page, '', { colorScheme: 'dark' }), 'dark system').toBe(false);
  });
}

test('embed=1 belongs to the embed page: the full page leads it to embed.html, so no first paint there', async ({ browser }) => {
  expect(await shownFor(browser, FULL, '?embed=1')).toBe(false);
  expect(await shownFor(browser, EMBED, '?p=80&k=6&embed=1')).toBe(true);
  // Each page reads its own storage only.
  expect(await shownFor(browser, EMBED, '', {}, 'p=80&k=6&steps=4&v=90&r=1&spread=0&embed=1&explorer_k=6&data_k=3&w=2&q=1')).toBe(true);
});

for (const base of ['/', '/embed.html']) test(`${base} takes its first paint down in the task that mounts it: never both, never a stale number`, async ({ page }) => {
  const problems = watch(page);
  await page.addInitScript(() => {
    window.bothShown = false;
    window.firstPaintShown = false;
    new MutationObserver(() => {
      const built = document.getElementById('first-paint');
      if (built && !built.hidden) window.firstPaintShown = true;
      if (built && !built.hidden && document.querySelector('body > main')) window.bothShown = true;
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });
  await page.goto(`${base}?p=80&k=6`);
  await expect(page.getByTestId('pass-at-k')).toHaveAttribute('data-value', '0.999936');
  await expect(page.locator('#first-paint')).toHaveCount(0);
  await expect(page.locator('main')).toHaveCount(1);
  expect(await page.evaluate(() => window.firstPaintShown)).toBe(true);
  expect(await page.evaluate(() => window.bothShown)).toBe(false);
  // A link at another state never showed it, and reads its own numbers.
  await page.goto(`${base}?p=50&k=6`);
  await expect(page.getByTestId('pass-hat-k')).toHaveAttribute('data-value', '0.015625');
  await expect(page.locator('#first-paint')).toHaveCount(0);
  expect(problems).toEqual([]);
});

for (const base of ['/', '/embed.html']) test(`${base} takes its first paint down when its wasm cannot load: nothing stays that looks alive`, async ({ page }) => {
  await page.route('**/*_bg.wasm', (route) => route.abort());
  await page.goto(base);
  // It was there, at the default state, and is gone once the load fails.
  await expect(page.locator('#first-paint')).toHaveCount(0);
  await expect(page.getByTestId('pass-at-k')).toHaveCount(0);
});
