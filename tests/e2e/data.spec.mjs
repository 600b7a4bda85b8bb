// The data view in headless Chromium: import real result files and check the estimates.
import { test, expect } from '@playwright/test';
import fs from 'node:fs';
import { shots, watch } from './helpers.mjs';
import path from 'node:path';

const fixtures = 'tests/fixtures';

async function openData(page, query = 'view=data') {
  const problems = watch(page);
  await page.goto(`/?${query}`);
  await expect(page.getByTestId('data-input')).toBeVisible();
  return problems;
}

async function setK(page, k) {
  await page.getByTestId('data-k').fill(String(k));
}

/** The 000 article's table: k=1 .750/.750, k=3 .976/.476 (41/42, 10/21), k=8 1.000/.333. */
async function expectArticleNumbers(page) {
  await expect(page.getByTestId('data-task-count')).toHaveText('3');
  await expect(page.getByTestId('data-skipped-count')).toHaveText('0');
  await setK(page, 1);
  await expect(page.getByTestId('data-pass-at-k')).toHaveAttribute('data-value', '0.75');
  await expect(page.getByTestId('data-pass-hat-k')).toHaveAttribute('data-value', '0.75');
  await setK(page, 3);
  await expect(page.getByTestId('data-pass-at-k')).toHaveAttribute('data-value', '0.9761904761904762');
  await expect(page.getByTestId('data-pass-hat-k')).toHaveAttribute('data-value', '0.47619047619047616');
  await expect(page.getByTestId('data-pass-at-k')).toHaveText('97.62%');
  await expect(page.getByTestId('data-pass-hat-k')).toHaveText('47.62%');
  await setK(page, 8);
  await expect(page.getByTestId('data-pass-at-k')).toHaveAttribute('data-value', '1');
  await expect(page.getByTestId('data-pass-hat-k')).toHaveAttribute('data-value', '0.3333333333333333');
  await expect(page.getByTestId('data-avg')).toHaveAttribute('data-value', '0.75');
}

test('pasting the 000 article example gives its table at k = 1, 3, 8', async ({ page }) => {
  const problems = await openData(page);
  await page.getByTestId('data-input').fill('task,n,c\ntask 1,8,8\ntask 2,8,6\ntask 3,8,4\n');
  await expectArticleNumbers(page);
  // The 95% Student-t interval of pass^3 over the three tasks (1, 20/56, 4/56), t(2) = 4.302653.
  await setK(page, 3);
  const card = page.getByTestId('data-pass-hat-k');
  const values = [1, 20 / 56, 4 / 56];
  const mean = 10 / 21;
  const sd = Math.sqrt(values.reduce((s, v) => s + (v - mean) ** 2, 0) / 2);
  const half = 4.302653 * sd / Math.sqrt(3);
  const lo = Number(await card.getAttribute('data-ci-lo'));
  const hi = Number(await card.getAttribute('data-ci-hi'));
  expect(Math.abs(lo - Math.max(0, mean - half))).toBeLessThan(1e-12);
  expect(Math.abs(hi - Math.min(1, mean + half))).toBeLessThan(1e-12);
  await expect(page.getByText('3 tasks, 24 trials, k = 3').first()).toBeVisible();
  await page.screenshot({ path: `${shots}/data-article.png`, fullPage: true });
  expect(problems).toEqual([]);
});

test('the example is one click away, and the chart and histogram are drawn', async ({ page }) => {
  const problems = await openData(page);
  await page.getByTestId('data-sample').click();
  await expectArticleNumbers(page);
  await page.waitForTimeout(200);
  const colours = await page.getByTestId('data-chart').evaluate((canvas) => {
    const { data } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
    const seen = new Set();
    for (let i = 0; i < data.length; i += 64) seen.add(data.slice(i, i + 4).join());
    return seen.size;
  });
  expect(colours).toBeGreaterThan(10);
  await expect(page.getByTestId('data-table').locator('tbody tr')).toHaveCount(3);
  await expect(page.getByTestId('data-table')).toContainText('always right');
  await expect(page.getByTestId('data-table')).toContainText('flaky');
  await page.getByTestId('data-chart').screenshot({ path: `${shots}/data-chart.png` });
  await page.getByTestId('data-histogram').screenshot({ path: `${shots}/data-histogram.png` });
  expect(problems).toEqual([]);
});

for (const [file, note] of [
  ['aggregated.csv', null],
  ['aggregated_reordered.tsv', null],
  ['trials.csv', null],
  ['samples.jsonl_results.jsonl', null],
  ['tau_bench_results.json', null],
  ['tau2_bench_results.json', 'infrastructure error'],
  ['inspect_eval_log.json', null],
]) {
  test(`loads ${file}`, async ({ page }) => {
    const problems = await openData(page);
    await page.getByTestId('data-file').setInputFiles(path.join(fixtures, file));
    await expectArticleNumbers(page);
    if (note) await expect(page.getByTestId('data-warnings')).toContainText(note);
    expect(problems).toEqual([]);
  });
}

test('a link with tasks= restores the view', async ({ page }) => {
  const problems = await openData(page, 'view=data&tasks=8:8,8:6,8:4&k=3');
  await expect(page.getByTestId('data-k')).toHaveValue('3');
  await expect(page.getByTestId('data-pass-hat-k')).toHaveAttribute('data-value', '0.47619047619047616');
  await expect(page.getByTestId('data-pass-at-k')).toHaveAttribute('data-value', '0.9761904761904762');
  await expectArticleNumbers(page);
  // Editing the data keeps the link current.
  await page.getByTestId('data-input').fill('task,n,c\na,10,3\n');
  await setK(page, 5);
  await expect(page).toHaveURL(/tasks=10:3/);
  await expect(page).toHaveURL(/k=5/);
  await expect(page.getByTestId('data-pass-at-k')).toHaveAttribute('data-value', String(11 / 12));
  expect(problems).toEqual([]);
});

test('reload keeps the data and settings; clear forgets them', async ({ page }) => {
  const problems = await openData(page);
  await page.getByTestId('data-file').setInputFiles(path.join(fixtures, 'trials.csv'));
  await setK(page, 3);
  await expect(page.getByTestId('data-task-count')).toHaveText('3');
  await page.goto('/');
  await expect(page.getByTestId('data-task-count')).toHaveText('3');
  await expect(page.getByTestId('data-k')).toHaveValue('3');
  await expect(page.getByTestId('data-pass-hat-k')).toHaveAttribute('data-value', '0.47619047619047616');
  await expect(page.getByTestId('data-input')).toHaveValue(/checkout-flow,0,1/);
  await page.getByTestId('data-clear').click();
  await expect(page.getByTestId('data-task-count')).toHaveText('0');
  await page.reload();
  await expect(page.getByTestId('data-input')).toHaveValue('');
  await expect(page.getByTestId('data-task-count')).toHaveText('0');
  expect(problems).toEqual([]);
});

test('tasks with fewer than k trials are left out and counted', async ({ page }) => {
  const problems = await openData(page, 'view=data&tasks=8:8,4:2,10:5&k=5');
  await expect(page.getByTestId('data-pass-hat-k')).toHaveAttribute('data-value', String((1 + 1 / 252) / 2));
  await expect(page.getByText('1 task with fewer than 5 trials left out').first()).toBeVisible();
  await expect(page.getByTestId('data-warnings')).toContainText('n varies across tasks, from 4 to 10 trials');
  await expect(page.getByTestId('data-table')).toContainText('n < k');
  expect(problems).toEqual([]);
});

const corpus = JSON.parse(fs.readFileSync(path.join(fixtures, 'malformed.json'), 'utf8'));

test(`a corpus of ${corpus.length} malformed inputs: each message shown, no crash`, async ({ page }) => {
  expect(corpus.length).toBeGreaterThanOrEqual(20);
  const problems = await openData(page);
  // An input that yields no task leaves the previous data on screen, saying so.
  let shown = 0;
  for (const item of corpus) {
    await page.getByTestId('data-format').selectOption(item.format ?? 'auto');
    await page.getByTestId('data-input').fill(item.input);
    await expect(page.getByTestId('data-errors'), item.name).toContainText(item.message);
    if (item.tasks > 0) shown = item.tasks;
    await expect(page.getByTestId('data-task-count'), item.name).toHaveText(String(shown));
    await expect(page.getByTestId('data-kept-note'), item.name).toHaveCount(item.tasks === 0 && shown > 0 ? 1 : 0);
    const skipped = Number(await page.getByTestId('data-skipped-count').textContent());
    expect(skipped, item.name).toBeGreaterThanOrEqual(1);
    // What was typed is still there.
    await expect(page.getByTestId('data-input')).toHaveValue(item.input);
  }
  await page.getByTestId('data-format').selectOption('auto');
  // Task names with markup are shown as text, never run.
  await page.getByTestId('data-input').fill('task,n,c\n<img src=x onerror=alert(1)>,8,2\n<b>bold</b>,8,6\n');
  await expect(page.getByTestId('data-table')).toContainText('<img src=x onerror=alert(1)>');
  await expect(page.getByTestId('data-table').locator('img, b')).toHaveCount(0);
  await page.screenshot({ path: `${shots}/data-errors.png`, fullPage: true });
  expect(problems).toEqual([]);
});

test('a 20 MB file of a million trial rows imports with progress shown', async ({ page }) => {
  test.setTimeout(120_000);
  const problems = await openData(page);
  const rows = ['task,trial,success'];
  for (let task = 0; task < 10_000; task++) {
    for (let trial = 0; trial < 100; trial++) {
      rows.push(`benchmark-task-number-${String(task).padStart(5, '0')},${trial},${(task + trial) % 4 === 0 ? 'pass' : 'fail'}`);
    }
  }
  const buffer = Buffer.from(rows.join('\n') + '\n');
  expect(buffer.length).toBeGreaterThan(20_000_000);
  await page.getByTestId('data-file').setInputFiles({ name: 'million.csv', mimeType: 'text/csv', buffer });
  // The page paints between chunks: the progress bar is seen part-way.
  await expect(page.getByTestId('data-progress')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('data-task-count')).toHaveText('10000', { timeout: 90_000 });
  await expect(page.getByTestId('data-skipped-count')).toHaveText('0');
  await expect(page.getByTestId('data-file-note')).toContainText('too big to show in the text area');
  await expect(page.getByTestId('data-avg')).toHaveAttribute('data-value', '0.25');
  // Its per-task counts survive a reload.
  await page.reload();
  await expect(page.getByTestId('data-task-count')).toHaveText('10000', { timeout: 30_000 });
  expect(problems).toEqual([]);
});

test('a file dropped on the input area is imported', async ({ page }) => {
  const problems = await openData(page);
  const text = fs.readFileSync(path.join(fixtures, 'tau_bench_results.json'), 'utf8');
  await page.locator('.drop-zone').evaluate((zone, contents) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([contents], 'tau_bench_results.json', { type: 'application/json' }));
    zone.dispatchEvent(new DragEvent('dragover', { bubbles: true, cancelable: true, dataTransfer: transfer }));
    zone.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: transfer }));
  }, text);
  await expectArticleNumbers(page);
  await expect(page.getByTestId('data-file-note')).toContainText('tau_bench_results.json');
  // The chart's numbers are also a table: measured pass^3 is 47.62% at k = 3.
  await setK(page, 3);
  const table = page.getByTestId('data-chart-table');
  // Closed, the table builds no rows; opened, it lists the chart's numbers.
  await expect(table.locator('tbody tr')).toHaveCount(0);
  await page.locator('.chart-table summary').first().click();
  await expect(table.locator('tr.current')).toContainText('47.62%');
  expect(problems).toEqual([]);
});

test('a small table can be edited by hand, and a typo is reported, not lost', async ({ page }) => {
  const problems = await openData(page);
  await page.getByTestId('data-sample').click();
  await page.getByTestId('data-edit-table').click();
  await expect(page.getByTestId('cell-2-2')).toHaveValue('4');
  // Task 3 now passes every trial: pass^8 = (1 + 0 + 1) / 3.
  await page.getByTestId('cell-2-2').fill('8');
  await setK(page, 8);
  await expect(page.getByTestId('data-pass-hat-k')).toHaveAttribute('data-value', String(2 / 3));
  await expect(page.getByTestId('data-input')).toHaveValue('task,n,c\ntask 1,8,8\ntask 2,8,6\ntask 3,8,8\n');
  // A typo stays in its cell, and the importer names its line.
  await page.getByTestId('cell-1-1').fill('8x');
  await expect(page.getByTestId('data-errors')).toContainText('line 3: n “8x” is not a number');
  await expect(page.getByTestId('cell-1-1')).toHaveValue('8x');
  await expect(page.getByTestId('data-task-count')).toHaveText('2');
  await page.getByTestId('cell-1-1').fill('8');
  await page.getByTestId('data-add-row').click();
  await expect(page.getByTestId('data-task-count')).toHaveText('4');
  await page.getByTestId('remove-0').click();
  await expect(page.getByTestId('data-task-count')).toHaveText('3');
  await expect(page.getByTestId('cell-0-0')).toHaveValue('task 2');
  expect(problems).toEqual([]);
});

test('a 19 MB τ-bench JSON is read record by record, with progress', async ({ page }) => {
  test.setTimeout(120_000);
  const problems = await openData(page);
  const results = [];
  for (let task = 0; task < 3000; task++) {
    for (let trial = 0; trial < 100; trial++) {
      results.push({ task_id: task, reward: (task + trial) % 4 === 0 ? 1.0 : 0.0, info: { source: 'user' }, trial });
    }
  }
  const buffer = Buffer.from(JSON.stringify(results));
  expect(buffer.length).toBeGreaterThan(19_000_000);
  await page.getByTestId('data-file').setInputFiles({ name: 'results.json', mimeType: 'application/json', buffer });
  await expect(page.getByTestId('data-progress')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('data-task-count')).toHaveText('3000', { timeout: 90_000 });
  await expect(page.getByTestId('data-avg')).toHaveAttribute('data-value', '0.25');
  expect(problems).toEqual([]);
});

test('reaching for the file picker starts the import worker, and the import that follows uses it', async ({ page }) => {
  const problems = await openData(page);
  const started = [];
  page.on('worker', (worker) => started.push(worker.url()));
  expect(page.workers()).toHaveLength(0);
  // The pointer on the picker: the worker loads while the file dialog would be open.
  const first = page.waitForEvent('worker');
  await page.getByTestId('data-file').hover();
  expect((await first).url()).toMatch(/\/import-worker\.js$/);
  // Reaching again (the text area, by keyboard) keeps the one already waiting.
  await page.getByTestId('data-input').focus();
  await page.getByTestId('data-file').hover();
  await page.waitForTimeout(300);
  expect(started).toHaveLength(1);
  // Every file goes to a worker: the one that was waiting.
  const rows = ['task,n,c'];
  for (let i = 0; i < 40_000; i++) rows.push(`t${i},8,${i % 9}`);
  const buffer = Buffer.from(rows.join('\n') + '\n');
  expect(buffer.length).toBeGreaterThan(256 * 1024);
  await page.getByTestId('data-file').setInputFiles({ name: 'forty-thousand.csv', mimeType: 'text/csv', buffer });
  await expect(page.getByTestId('data-task-count')).toHaveText('40000', { timeout: 30_000 });
  let sum = 0;
  for (let i = 0; i < 40_000; i++) sum += (i % 9) / 8;
  expect(Number(await page.getByTestId('data-avg').getAttribute('data-value'))).toBeCloseTo(sum / 40_000, 12);
  // The import took the waiting worker and started one spare for the next import: two in
  // all, not a third of its own.
  expect(started).toHaveLength(2);
  expect(problems).toEqual([]);
});

test('a thousand distinct counts over a thousand k: the curves, worked out in slices, read exactly in the chart table', async ({ page }) => {
  const problems = await openData(page);
  // c = 0..1000 of n = 1000, three tasks each: 1,001 distinct (n, c) over k = 1..1000 is
  // more than the page works out at once, so the curves come a few counts per slice.
  const rows = ['task,n,c'];
  for (let i = 0; i < 3003; i++) rows.push(`t${i},1000,${i % 1001}`);
  await page.getByTestId('data-file').setInputFiles({ name: 'thousand.csv', mimeType: 'text/csv', buffer: Buffer.from(rows.join('\n') + '\n') });
  await expect(page.getByTestId('data-task-count')).toHaveText('3003');
  await setK(page, 1);
  await expect(page.getByTestId('data-avg')).toHaveAttribute('data-value', '0.5');
  await setK(page, 1000);
  // pass@1000: every task but the three with c = 0; pass^1000: the three with c = 1000.
  await expect(page.getByTestId('data-pass-at-k')).toHaveText('99.9%');
  await expect(page.getByTestId('data-pass-hat-k')).toHaveText('0.0999%');
  expect(Number(await page.getByTestId('data-pass-at-k').getAttribute('data-value'))).toBeCloseTo(3000 / 3003, 14);
  expect(Number(await page.getByTestId('data-pass-hat-k').getAttribute('data-value'))).toBeCloseTo(3 / 3003, 14);
  await page.locator('.chart-table summary').first().click();
  const current = page.getByTestId('data-chart-table').locator('tr.current');
  await expect(current).toContainText('1000');
  await expect(current).toContainText('99.9%');
  await expect(current).toContainText('0.0999%');
  expect(problems).toEqual([]);
});

test.describe('a worker that cannot run', () => {
  // The page's service worker would fetch the worker's script past the route below.
  test.use({ serviceWorkers: 'block' });
  test('an import worker that dies is said, and the input is never read on the page instead', async ({ page }) => {
  const problems = watch(page);
  // A worker that cannot run: its script throws, as one that runs out of memory stops.
  await page.route('**/import-worker.js', (route) => route.fulfill({ contentType: 'text/javascript', body: 'throw new Error("out of memory");' }));
  await page.goto('/data.html?lang=en');
  await page.getByTestId('data-input').fill('task,n,c\na,8,8\nb,8,6\n');
  await expect(page.getByTestId('data-file-note')).toContainText('The pasted text was not read: it needs more memory than the page has');
  await expect(page.getByTestId('data-task-count')).toHaveText('0');
  await expect(page.getByTestId('data-progress')).toHaveCount(0);
  await expect(page.getByTestId('crash-notice')).toHaveCount(0);
  // What was typed stays, to be read again once the page can.
  await expect(page.getByTestId('data-input')).toHaveValue('task,n,c\na,8,8\nb,8,6\n');
  // The worker's own error is the browser's to log; nothing else went wrong.
  expect(problems.filter((problem) => !/out of memory|import worker/.test(problem))).toEqual([]);
});
});

test('the data views\' k is read like every number field, and k past every task\'s trials is said', async ({ page }) => {
  const problems = await openData(page, 'view=data&lang=en');
  await page.getByTestId('data-input').fill('task,n,c\ntask 1,8,8\ntask 2,8,6\ntask 3,8,4\n');
  await expect(page.getByTestId('data-task-count')).toHaveText('3');
  // 9 is past n = 8: read (the posterior takes any k) and said.
  await setK(page, 9);
  await expect(page.getByTestId('data-k-note')).toHaveText('k = 9 is more than every task\'s trials: no task has an unbiased estimate');
  await setK(page, 3);
  await expect(page.getByTestId('data-k-note')).toBeEmpty();
  // Text that is not a whole number is answered in the field's hint, and k stays.
  await page.getByTestId('data-k').fill('abc');
  await expect(page.getByTestId('data-k-hint')).not.toBeEmpty();
  await expect(page.getByTestId('data-pass-hat-k')).toHaveAttribute('data-value', '0.47619047619047616');
  // The compare and leaderboard pages read theirs by the same field.
  for (const [address, id] of [['/compare.html?lang=en', 'compare-k'], ['/board.html?lang=en', 'board-k']]) {
    await page.goto(address);
    await page.getByTestId(id).fill('0');
    await expect(page.getByTestId(`${id}-hint`)).not.toBeEmpty();
  }
  expect(problems).toEqual([]);
});
