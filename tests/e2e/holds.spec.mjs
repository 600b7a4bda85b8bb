// The leaderboard, archives and embeds hold (issue 46): no crash from a small archive, a
// reading that can be stopped, runs kept across reloads, every refusal said, intervals that
// cannot be computed said so, exports escaped, a moved <passk-widget> kept, bursts of
// passk-set coalesced, and no accessibility violation with the data in and every
// <details> open.
import { test, expect } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import zlib from 'node:zlib';
import { shots, watch } from './helpers.mjs';

const csv = (rows) => Buffer.from('task,n,c\n' + rows.map(([t, n, c]) => `${t},${n},${c}`).join('\n') + '\n');
const single = (solved, tasks) => csv(Array.from({ length: tasks }, (_, i) => [`t${i}`, 1, i < solved ? 1 : 0]));
const boardRows = (page) => page.getByTestId('board-table').locator('tbody tr');

/** A zip whose one deflated member is listed `copies` times by its central directory (a
 * zip "bomb": each copy declares `declared` bytes). */
function bomb(copies, declared) {
  const name = 'samples/1_epoch_1.json';
  const data = zlib.deflateRawSync(Buffer.alloc(1 << 20, 0x20));
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(declared, 22);
  local.writeUInt16LE(name.length, 26);
  const head = Buffer.concat([local, Buffer.from(name), data]);
  const entries = [];
  for (let copy = 0; copy < copies; copy++) {
    const copyName = Buffer.from(`samples/${copy}_epoch_1.json`);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt32LE(data.length, 20);
    entry.writeUInt32LE(declared, 24);
    entry.writeUInt16LE(copyName.length, 28);
    entry.writeUInt32LE(0, 42);
    entries.push(entry, copyName);
  }
  const directory = Buffer.concat(entries);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(copies, 8);
  end.writeUInt16LE(copies, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(head.length, 16);
  return Buffer.concat([head, directory, end]);
}

test('an archive that lists one member many times is refused by name on the data page and the leaderboard', async ({ page }) => {
  const problems = watch(page);
  const archive = bomb(24, 250 << 20);
  expect(archive.length).toBeLessThan(300 * 1024);
  await page.goto('/data.html?lang=en');
  await page.getByTestId('data-input').fill('task,n,c\na,8,8\nb,8,6\n');
  await expect(page.getByTestId('data-task-count')).toHaveText('2');
  await page.getByTestId('data-file').setInputFiles([{ name: 'bomb.eval', mimeType: 'application/zip', buffer: archive }]);
  await expect(page.getByTestId('data-file-note')).toContainText('bomb.eval: the member samples/1_epoch_1.json cannot be read: its bytes overlap those of the member samples/0_epoch_1.json');
  await expect(page.getByTestId('crash-notice')).toHaveCount(0);
  await page.goto('/board.html?lang=en');
  await page.getByTestId('board-files').setInputFiles([{ name: 'bomb.eval', mimeType: 'application/zip', buffer: archive }]);
  await expect(page.getByTestId('board-not-added')).toContainText('its bytes overlap those of the member samples/0_epoch_1.json');
  await expect(page.getByTestId('crash-notice')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('a reading under way can be stopped: the worker ends, what was shown stays, and the note says so', async ({ page }) => {
  const problems = watch(page);
  await page.goto('/data.html?lang=en');
  await page.getByTestId('data-input').fill('task,n,c\na,8,8\nb,8,6\n');
  await expect(page.getByTestId('data-task-count')).toHaveText('2');
  // 2 million trial rows: long enough to be stopped while it is read.
  const rows = ['task,trial,reward'];
  for (let i = 0; i < 2_000_000; i++) rows.push(`t${i % 50000},${Math.floor(i / 50000)},${i % 3 === 0 ? 1 : 0}`);
  await page.getByTestId('data-file').setInputFiles([{ name: 'big.csv', mimeType: 'text/csv', buffer: Buffer.from(rows.join('\n')) }]);
  await expect(page.getByTestId('data-stop')).toBeVisible();
  await page.getByTestId('data-stop').click();
  await expect(page.getByTestId('data-progress')).toHaveCount(0);
  await expect(page.getByTestId('data-file-note')).toHaveText('big.csv was not read: you stopped reading it. What was shown before is unchanged.');
  await expect(page.getByTestId('data-task-count')).toHaveText('2');
  // The board: the reading and those waiting are stopped and listed; the runs read stay.
  await page.goto('/board.html?k=1&lang=en');
  await page.getByTestId('board-files').setInputFiles([{ name: 'small.csv', mimeType: 'text/csv', buffer: single(3, 5) }]);
  await expect(page.getByTestId('board-tasks-0')).toHaveText('5 tasks read');
  await page.getByTestId('board-files').setInputFiles([
    { name: 'big.csv', mimeType: 'text/csv', buffer: Buffer.from(rows.join('\n')) },
    { name: 'after.csv', mimeType: 'text/csv', buffer: single(1, 5) },
  ]);
  await page.getByTestId('board-stop').click();
  await expect(page.getByTestId('board-reading')).toHaveCount(0);
  await expect(page.getByTestId('board-not-added')).toContainText('big.csv was not read: you stopped reading it.');
  await expect(page.getByTestId('board-not-added')).toContainText('after.csv was not read: you stopped reading it.');
  await expect(page.getByTestId('board-tasks-0')).toHaveText('5 tasks read');
  await expect(page.getByTestId('board-tasks-1')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('leaderboard runs come back after a reload and Back, names and removals kept', async ({ page }) => {
  const problems = watch(page);
  await page.goto('/board.html?k=1&seed=7&lang=en');
  await page.getByTestId('board-files').setInputFiles([
    { name: 'model-a.csv', mimeType: 'text/csv', buffer: single(9, 10) },
    { name: 'model-b.csv', mimeType: 'text/csv', buffer: single(5, 10) },
    { name: 'model-c.csv', mimeType: 'text/csv', buffer: single(2, 10) },
  ]);
  await expect(boardRows(page)).toHaveCount(3);
  await page.getByTestId('board-name-1').fill('bee | <b>');
  await page.getByTestId('board-name-1').press('Tab');
  await expect(boardRows(page).nth(1)).toHaveAttribute('data-run', 'bee | <b>');
  const interval = await boardRows(page).nth(1).getAttribute('data-ci-lo');
  await page.reload();
  await expect(boardRows(page)).toHaveCount(3);
  await expect(boardRows(page).nth(0)).toHaveAttribute('data-run', 'model-a');
  await expect(boardRows(page).nth(1)).toHaveAttribute('data-run', 'bee | <b>');
  await expect(boardRows(page).nth(1)).toHaveAttribute('data-value', '0.5');
  // The seed in the link reproduces the same intervals.
  await expect(boardRows(page).nth(1)).toHaveAttribute('data-ci-lo', interval);
  await page.getByTestId('board-remove-2').click();
  await expect(boardRows(page)).toHaveCount(2);
  await page.goto('/data.html?lang=en');
  await page.goBack();
  await expect(boardRows(page)).toHaveCount(2);
  await expect(page.getByTestId('board-name-1')).toHaveValue('bee | <b>');
  await expect(page.getByTestId('board-storage')).toBeEmpty();
  expect(problems).toEqual([]);
});

test('storage that refuses the runs is said', async ({ page }) => {
  const problems = watch(page);
  await page.addInitScript(() => {
    IDBObjectStore.prototype.put = function () { throw new DOMException('full', 'QuotaExceededError'); };
  });
  await page.goto('/board.html?k=1&lang=en');
  await page.getByTestId('board-files').setInputFiles([
    { name: 'a.csv', mimeType: 'text/csv', buffer: single(9, 10) },
    { name: 'b.csv', mimeType: 'text/csv', buffer: single(5, 10) },
  ]);
  await expect(boardRows(page)).toHaveCount(2);
  await expect(page.getByTestId('board-storage')).toHaveText("Not all runs are kept for your next visit: the browser's storage is full or turned off. They are ranked now; add them again next time.");
  await page.reload();
  await expect(page.getByTestId('board-storage')).toContainText('Some runs of your last visit were not kept');
  expect(problems).toEqual([]);
});

test('k past the runs\' trials says so and offers the largest k; one task has no interval', async ({ page }) => {
  const problems = watch(page);
  await page.goto('/board.html?k=3&seed=7&lang=en');
  await page.getByTestId('board-files').setInputFiles([
    { name: 'a.csv', mimeType: 'text/csv', buffer: single(4, 5) },
    { name: 'b.csv', mimeType: 'text/csv', buffer: single(3, 5) },
    { name: 'c.csv', mimeType: 'text/csv', buffer: single(1, 5) },
  ]);
  await expect(page.getByTestId('board-waiting')).toHaveText("k = 3 is past the runs' trials: each of the 5 tasks every run has has fewer than 3 trials in some run. The largest k they allow is 1.");
  await expect(page.getByTestId('board-use-k')).toHaveAttribute('data-value', '1');
  await page.getByTestId('board-use-k').click();
  await expect(page.getByTestId('board-k')).toHaveValue('1');
  await expect(boardRows(page)).toHaveCount(3);
  await expect(boardRows(page).nth(0)).toHaveAttribute('data-value', '0.8');
  // Runs of one task each: ranked, but no interval is shown as a point.
  await page.getByTestId('board-remove-2').click();
  await page.getByTestId('board-remove-1').click();
  await page.getByTestId('board-remove-0').click();
  await page.getByTestId('board-files').setInputFiles([
    { name: 'one-a.csv', mimeType: 'text/csv', buffer: csv([['x', 4, 3]]) },
    { name: 'one-b.csv', mimeType: 'text/csv', buffer: csv([['x', 4, 1]]) },
  ]);
  await expect(boardRows(page)).toHaveCount(2);
  await expect(boardRows(page).nth(0)).toHaveAttribute('data-value', '0.75');
  await expect(boardRows(page).nth(0)).not.toHaveAttribute('data-ci-lo', /.*/);
  await expect(page.getByTestId('board-table')).toContainText('not defined: fewer than 2 tasks');
  // Compare of one task: the bootstrap column says so too, never "[+50%, +50%]".
  await page.goto('/data.html?view=compare&k=1&a=4:1&b=4:3&lang=en');
  await expect(page.getByTestId('compare-diff-hat-k')).toHaveAttribute('data-value', '0.5');
  await expect(page.locator('.compare-summary')).not.toContainText('[+50%, +50%]');
  await expect(page.locator('.compare-summary')).not.toContainText('[+50.0%, +50.0%]');
  expect(problems).toEqual([]);
});

test('run names are text in every export: no formula cell, no broken Markdown row, no raw tag', async ({ page }) => {
  const problems = watch(page);
  await page.goto('/board.html?k=1&lang=en');
  await page.getByTestId('board-files').setInputFiles([
    { name: "=cmd|' /C calc'!A0.csv", mimeType: 'text/csv', buffer: single(9, 10) },
    { name: 'a|b <img src=x onerror=alert(1)>.csv', mimeType: 'text/csv', buffer: single(2, 10) },
  ]);
  await expect(boardRows(page)).toHaveCount(2);
  await page.getByTestId('copy-results-format').selectOption('csv');
  const text = page.getByTestId('copy-results-text');
  await expect(text).toContainText("1,a,'=cmd|' /C calc'!A0,pass^1,0.9,");
  await page.getByTestId('copy-results-format').selectOption('markdown');
  await expect(text).toContainText('| 2 | b | a\\|b \\<img src=x onerror=alert(1)\\> | pass^1 |');
  await page.getByTestId('copy-results-format').selectOption('latex');
  await expect(text).toContainText('a\\textbar{}b \\textless{}img src=x onerror=alert(1)\\textgreater{}');
  expect(problems).toEqual([]);
});

test('a burst of 10,000 passk-set messages is a few updates, ending on the last', async ({ page }) => {
  const problems = watch(page);
  await page.goto('/blank.html');
  await page.setContent('<!DOCTYPE html><html lang="en"><head><title>Host</title></head><body><iframe src="/embed.html?p=80&k=2" title="passk"></iframe></body></html>');
  const frame = () => page.frames().find((f) => f.url().includes('embed.html'));
  await expect.poll(async () => (await frame()?.locator('[data-testid="pass-hat-k"]').getAttribute('data-value')) ?? '').toMatch(/^0\.64/);
  await frame().evaluate(() => {
    window.passkUpdates = 0;
    const value = document.querySelector('[data-testid="pass-hat-k"]');
    new MutationObserver((records) => { window.passkUpdates += records.length; }).observe(value, { attributes: true, attributeFilter: ['data-value'] });
  });
  await page.evaluate(() => {
    const target = document.querySelector('iframe').contentWindow;
    for (let i = 0; i < 10000; i++) target.postMessage({ type: 'passk-set', query: `p=80&k=${1 + (i % 9)}` }, '*');
    target.postMessage({ type: 'passk-set', query: 'p=50&k=3' }, '*');
  });
  await expect(frame().locator('[data-testid="pass-hat-k"]')).toHaveAttribute('data-value', '0.125');
  const updates = await frame().evaluate(() => window.passkUpdates);
  expect(updates).toBeGreaterThanOrEqual(1);
  expect(updates).toBeLessThan(60);
  expect(problems).toEqual([]);
});

test('a <passk-widget> moved in the page keeps its state and its sizing', async ({ page }) => {
  const problems = watch(page);
  await page.goto('/blank.html');
  await page.setContent(`<!DOCTYPE html><html lang="en"><head><title>Host</title></head><body>
    <div id="first"><passk-widget p="80" k="6" lang="en"></passk-widget></div><div id="second"></div>
    <script src="/embed.js"></script></body></html>`);
  const element = page.locator('passk-widget');
  const inner = () => page.frames().find((f) => f.url().includes('embed.html'));
  const value = () => inner().locator('[data-testid="pass-hat-k"]');
  await expect.poll(async () => (await inner()?.locator('[data-testid="pass-hat-k"]').getAttribute('data-value')) ?? '').toBe('0.262144');
  // Changed in place, then moved: the reloaded frame opens at k = 8, not the original 6.
  await element.evaluate((e) => e.setAttribute('k', '8'));
  await expect(value()).toHaveAttribute('data-value', '0.16777216');
  await page.waitForTimeout(600);
  await page.evaluate(() => document.getElementById('second').appendChild(document.querySelector('passk-widget')));
  await expect.poll(async () => (await inner()?.locator('[data-testid="pass-hat-k"]').getAttribute('data-value').catch(() => '')) ?? '').toBe('0.16777216');
  // Sized to its content after the move.
  const sized = async () => {
    const content = await inner().evaluate(() => Math.ceil(document.querySelector('main').getBoundingClientRect().bottom));
    const height = await element.evaluate((e) => e.shadowRoot.querySelector('iframe').getBoundingClientRect().height);
    return Math.abs(content - height);
  };
  await expect.poll(sized).toBeLessThanOrEqual(1);
  // A change made inside the widget is kept by a move too.
  await inner().locator('[data-testid="k"]').focus();
  await inner().locator('[data-testid="k"]').press('ArrowRight');
  await expect(value()).toHaveAttribute('data-value', /^0\.134217728/);
  await page.waitForTimeout(600);
  await page.evaluate(() => document.getElementById('first').appendChild(document.querySelector('passk-widget')));
  await expect.poll(async () => (await inner()?.locator('[data-testid="pass-hat-k"]').getAttribute('data-value').catch(() => '')) ?? '').toMatch(/^0\.134217728/);
  await expect.poll(sized).toBeLessThanOrEqual(1);
  expect(problems).toEqual([]);
});

/** Opens every <details> on the page. */
async function openAllDetails(page) {
  await page.evaluate(() => document.querySelectorAll('details').forEach((details) => { details.open = true; }));
}

async function noViolations(page, name) {
  await openAllDetails(page);
  await page.waitForTimeout(300);
  const results = await new AxeBuilder({ page }).analyze();
  const found = results.violations.map((v) => `${name}: ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  await page.screenshot({ path: `${shots}/axe-${name}.png`, fullPage: true });
  return found;
}

test('axe finds nothing on any page with its data in and every <details> open', async ({ page }) => {
  test.setTimeout(120_000);
  const problems = watch(page);
  const found = [];
  await page.goto('/?p=75&k=3&lang=en');
  await expect(page.getByTestId('pass-hat-k')).toBeVisible();
  found.push(...(await noViolations(page, 'explorer')));
  await page.goto('/data.html?lang=en');
  await page.getByTestId('data-input').fill('task,n,c\ntask 1,8,8\ntask 2,8,6\ntask 3,8,4\n');
  await expect(page.getByTestId('data-task-count')).toHaveText('3');
  found.push(...(await noViolations(page, 'data')));
  await page.goto('/data.html?view=compare&k=2&a=8:0,8:8,8:4&b=8:8,8:0,8:8&lang=en');
  await expect(page.getByTestId('compare-diff-hat-k')).toHaveAttribute('data-value', /./);
  found.push(...(await noViolations(page, 'compare')));
  await page.goto('/board.html?k=1&lang=en');
  await page.getByTestId('board-files').setInputFiles([
    { name: 'a.csv', mimeType: 'text/csv', buffer: single(9, 10) },
    { name: 'b.csv', mimeType: 'text/csv', buffer: single(5, 10) },
  ]);
  await expect(boardRows(page)).toHaveCount(2);
  found.push(...(await noViolations(page, 'board')));
  await page.goto('/embed.html?p=80&k=6&lang=en');
  await expect(page.getByTestId('pass-hat-k')).toBeVisible();
  found.push(...(await noViolations(page, 'embed')));
  expect(found).toEqual([]);
  expect(problems).toEqual([]);
});
