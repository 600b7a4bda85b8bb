// The data view under hostile use (issue 14): nothing a person gave is lost or silently
// replaced, closing a view mid-work never crashes, big data never grows memory with
// tasks × n nor blocks the page, and every input that is not used says so.
import { test, expect } from '@playwright/test';
import { shots, watch } from './helpers.mjs';

/**
 * Records the wasm exports (for its memory) and the page's long tasks. Playwright hands a
 * file over in a long task of its own, which ends in the task that fires `change`; tasks are
 * counted from the next one on (as `make bench` counts them).
 */
async function instrument(page) {
  await page.addInitScript(() => {
    window.longTasks = [];
    let handedOver = 0;
    document.addEventListener('change', () => { handedOver = performance.now(); }, { capture: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.startTime >= handedOver) window.longTasks.push(entry.duration);
      }
    }).observe({ type: 'longtask', buffered: true });
    addEventListener('TrunkApplicationStarted', (event) => {
      window.passkWasm = event.detail.wasm;
    });
  });
}

const wasmMegabytes = (page) =>
  page.evaluate(() => window.passkWasm.memory.buffer.byteLength / 2 ** 20);

/** The longest task since the last call, in ms (0 when none reached 50 ms). */
const longestTaskSince = (page) =>
  page.evaluate(() => {
    const longest = Math.max(0, ...window.longTasks);
    window.longTasks = [];
    return longest;
  });

/**
 * Pastes text as one input event. Playwright's `fill` types a long text into Chromium's
 * editing machinery for seconds; the page's own handler takes milliseconds.
 */
const paste = (page, text) =>
  page.evaluate((text) => {
    const area = document.querySelector('[data-testid="data-input"]');
    area.value = text;
    area.dispatchEvent(new Event('input', { bubbles: true }));
  }, text);

const storedText = (page) => page.evaluate(() => localStorage.getItem('passk.data.text'));

const ARTICLE = 'task,n,c\ntask 1,8,8\ntask 2,8,6\ntask 3,8,4\n';

/** Task names the app must write and read back unchanged. */
const AWKWARD = ['#42', ' padded', 'two\nlines', 'a, b', 'say "hi"'];
const csvField = (text) =>
  /[",\n\r]/.test(text) || text.trim() !== text ? `"${text.replaceAll('"', '""')}"` : text;

test('a paste comes back after a reload as it was given, names included', async ({ page }) => {
  const problems = watch(page);
  await page.goto('/?view=data');
  const records = [];
  for (const name of ['checkout', 'refund policy', 'address change']) {
    for (let trial = 0; trial < 4; trial++) {
      records.push({ task_id: name, trial, reward: trial < 2 ? 1 : 0 });
    }
  }
  const json = JSON.stringify(records, null, 1);
  await page.getByTestId('data-input').fill(json);
  await expect(page.getByTestId('data-task-count')).toHaveText('3');
  // Small data: the link carries the n:c shorthand, as before.
  await expect(page).toHaveURL(/tasks=4:2,4:2,4:2/);
  await page.reload();
  await expect(page.getByTestId('data-task-count')).toHaveText('3');
  await expect(page.getByTestId('data-input')).toHaveValue(json);
  await expect(page.getByTestId('data-table')).toContainText('refund policy');
  await expect(page.getByTestId('data-table')).not.toContainText('task 1');
  expect(await storedText(page)).toBe(json);
  // A link with other data is that data, not the stored paste.
  await page.goto('/?view=data&tasks=8:8,8:6,8:4&k=3');
  await expect(page.getByTestId('data-pass-hat-k')).toHaveAttribute('data-value', '0.47619047619047616');
  await expect(page.getByTestId('data-table')).toContainText('task 1');
  expect(problems).toEqual([]);
});

test('what the app writes as CSV it reads back: the table editor and a big file stored as counts', async ({ page }) => {
  const problems = watch(page);
  await page.goto('/?view=data');
  const csv = 'task,n,c\n' + AWKWARD.map((name, i) => `${csvField(name)},8,${i + 3}`).join('\n') + '\n';
  await page.getByTestId('data-input').fill(csv);
  await expect(page.getByTestId('data-task-count')).toHaveText('5');
  await expect(page.getByTestId('data-skipped-count')).toHaveText('0');
  // A no-op edit in the grid: retype a count as it was.
  await page.getByTestId('data-edit-table').click();
  await expect(page.getByTestId('cell-0-0')).toHaveValue('#42');
  await expect(page.getByTestId('cell-1-0')).toHaveValue(' padded');
  await page.getByTestId('cell-2-1').fill('8');
  await expect(page.getByTestId('data-task-count')).toHaveText('5');
  await expect(page.getByTestId('data-skipped-count')).toHaveText('0');
  const names = await page.getByTestId('data-table').locator('td.task-name').allTextContents();
  expect(names).toEqual(AWKWARD);

  // 60,000 such tasks in a file over 1 MB: kept as per-task counts, read back identically.
  const rows = [];
  for (let i = 0; i < 60_000; i++) {
    rows.push(`${csvField(`${AWKWARD[i % 5]} ${i}`)},12,${i % 13}`);
  }
  const buffer = Buffer.from('task,n,c\n' + rows.join('\n') + '\n');
  expect(buffer.length).toBeGreaterThan(1024 * 1024);
  await page.getByTestId('data-file').setInputFiles({ name: 'awkward.csv', mimeType: 'text/csv', buffer });
  await expect(page.getByTestId('data-task-count')).toHaveText("60000", { timeout: 20_000 });
  await expect(page.getByTestId('data-storage-note')).toContainText('per-task counts');
  const before = await page.getByTestId('data-table').locator('td.task-name').allTextContents();
  await page.reload();
  await expect(page.getByTestId('data-task-count')).toHaveText("60000", { timeout: 20_000 });
  await expect(page.getByTestId('data-skipped-count')).toHaveText('0');
  const after = await page.getByTestId('data-table').locator('td.task-name').allTextContents();
  expect(after).toEqual(before);
  expect(after.slice(0, 3)).toEqual(['#42 0', ' padded 1', 'two\nlines 2']);
  expect(problems).toEqual([]);
});

test('the table editor never writes older data over a newer paste', async ({ page }) => {
  const problems = watch(page);
  await page.goto('/?view=data');
  await page.getByTestId('data-input').fill(ARTICLE);
  await expect(page.getByTestId('data-task-count')).toHaveText('3');
  await page.getByTestId('data-edit-table').click();
  await expect(page.getByTestId('cell-2-0')).toHaveValue('task 3');
  await page.getByTestId('data-input').fill('task,n,c\nx,4,2\ny,4,4\n');
  await expect(page.getByTestId('data-task-count')).toHaveText('2');
  await expect(page.getByTestId('cell-0-0')).toHaveValue('x');
  await expect(page.getByTestId('cell-2-0')).toHaveCount(0);
  await page.getByTestId('cell-0-2').fill('1');
  await expect(page.getByTestId('data-input')).toHaveValue('task,n,c\nx,4,1\ny,4,4\n');
  await expect(page.getByTestId('data-task-count')).toHaveText('2');
  await expect(page.getByTestId('data-avg')).toHaveAttribute('data-value', '0.625');
  // Too many tasks for a grid: the editor says so instead of freezing.
  const many = 'task,n,c\n' + Array.from({ length: 2000 }, (_, i) => `t${i},4,${i % 5}`).join('\n');
  await paste(page, many);
  await expect(page.getByTestId('data-task-count')).toHaveText('2000');
  await expect(page.getByTestId('data-edit-table')).toBeDisabled();
  await expect(page.getByTestId('data-edit-table-note')).toContainText('up to 500 tasks');
  await expect(page.getByTestId('cell-0-0')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('a save that did not happen is said, and no older data comes back in its place', async ({ page }) => {
  test.setTimeout(240_000);
  await instrument(page);
  const problems = watch(page);
  await page.goto('/?view=data');
  await page.getByTestId('data-input').fill(ARTICLE);
  await expect(page.getByTestId('data-task-count')).toHaveText('3');
  expect(await storedText(page)).toBe(ARTICLE);
  // 10^6 tasks of n = 4: their counts (13 MB of text) are more than localStorage holds, so
  // they are kept in IndexedDB (written off the main thread) and localStorage keeps none.
  const rows = Array.from({ length: 1_000_000 }, (_, i) => `t${i},4,${i % 5}`);
  const buffer = Buffer.from('task,n,c\n' + rows.join('\n') + '\n');
  await longestTaskSince(page);
  await page.getByTestId('data-file').setInputFiles({ name: 'million.csv', mimeType: 'text/csv', buffer });
  await expect(page.getByTestId('data-task-count')).toHaveText('1000000', { timeout: 60_000 });
  await expect(page.getByTestId('data-avg')).toHaveAttribute('data-value', '0.5');
  await expect(page.getByTestId('data-storage-note')).toContainText('per-task counts');
  const importLongest = await longestTaskSince(page);
  await page.getByTestId('data-k').fill('2');
  // pass^2 per task is C(c, 2)/C(4, 2): 0, 0, 1/6, 1/2, 1; the mean is 1/3.
  await expect(page.getByTestId('data-pass-hat-k')).toHaveAttribute('data-value', '0.3333333333333333');
  await page.getByTestId('data-k').fill('3');
  await expect(page.getByTestId('data-pass-hat-k')).toHaveAttribute('data-value', '0.25');
  const kLongest = await longestTaskSince(page);
  console.log(`10^6 × 4: longest task ${importLongest} ms during the import, ${kLongest} ms on k changes; wasm memory ${await wasmMegabytes(page)} MB`);
  // The bound is loose on purpose (a busy machine must not fail it); before the fix a k
  // change blocked for 9–24 s. The exact figures are in `make bench`.
  expect(kLongest).toBeLessThan(1000);
  expect(await storedText(page)).toBeNull();
  // The million come back from IndexedDB on the next visit.
  await page.reload();
  await expect(page.getByTestId('data-task-count')).toHaveText('1000000', { timeout: 60_000 });
  await expect(page.getByTestId('data-avg')).toHaveAttribute('data-value', '0.5');
  await expect(page.getByTestId('data-storage-note')).toContainText('per-task counts');
  // IndexedDB refusing (private mode, say): the big data is said not kept, and on the next
  // visit nothing older comes back in its place.
  await page.addInitScript(() => {
    IDBFactory.prototype.open = function () { throw new DOMException('refused', 'SecurityError'); };
  });
  await page.reload();
  await expect(page.getByTestId('data-task-count')).toHaveText('0');
  await page.getByTestId('data-file').setInputFiles({ name: 'million.csv', mimeType: 'text/csv', buffer });
  await expect(page.getByTestId('data-task-count')).toHaveText('1000000', { timeout: 60_000 });
  await expect(page.getByTestId('data-storage-note')).toContainText('Not kept for your next visit');
  expect(await storedText(page)).toBeNull();
  await page.reload();
  await expect(page.getByTestId('data-input')).toBeVisible();
  await expect(page.getByTestId('data-task-count')).toHaveText('0');
  await expect(page.getByTestId('data-input')).toHaveValue('');
  expect(problems).toEqual([]);
});

test('300,000 tasks of 1,000 trials: memory does not grow with tasks × n, k changes answer at once', async ({ page }) => {
  test.setTimeout(120_000);
  await instrument(page);
  const problems = watch(page);
  await page.goto('/?view=data');
  const rows = Array.from({ length: 300_000 }, (_, i) => `t${i},1000,${(i * 7919) % 1001}`);
  const buffer = Buffer.from('task,n,c\n' + rows.join('\n') + '\n');
  await page.getByTestId('data-file').setInputFiles({ name: 'long.csv', mimeType: 'text/csv', buffer });
  await expect(page.getByTestId('data-task-count')).toHaveText('300000', { timeout: 60_000 });
  await expect(page.getByTestId('data-chart')).toBeVisible();
  await longestTaskSince(page);
  for (const k of [10, 500, 1000, 2]) {
    await page.getByTestId('data-k').fill(String(k));
    await expect(page.getByTestId('data-pass-at-k')).toHaveText(/%/);
  }
  await page.getByTestId('data-k').fill('1');
  // pass@1 is the mean of c/n over the tasks.
  const successes = rows.reduce((sum, row) => sum + Number(row.split(',')[2]), 0);
  await expect(page.getByTestId('data-pass-at-k')).toHaveAttribute('data-value', /^0\.\d+/);
  const shown = Number(await page.getByTestId('data-pass-at-k').getAttribute('data-value'));
  expect(Math.abs(shown - successes / 300_000_000)).toBeLessThan(1e-15);
  const kLongest = await longestTaskSince(page);
  const memory = await wasmMegabytes(page);
  console.log(`300,000 × 1,000: wasm memory ${memory} MB; longest task on k changes ${kLongest} ms`);
  // Before: past 4 GB and a trap.
  expect(memory).toBeLessThan(512);
  expect(kLongest).toBeLessThan(1000);
  await expect(page.getByTestId('crash-notice')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('the explorer, the data view and an embed each keep their own state', async ({ page }) => {
  const problems = watch(page);
  await page.goto('/?p=50&k=7&lang=pt');
  await expect(page.getByTestId('pass-hat-k')).toHaveAttribute('data-value', '0.0078125');
  await page.getByTestId('tab-data').click();
  await page.getByTestId('data-input').fill(ARTICLE);
  await page.getByTestId('data-k').fill('5000');
  await expect(page).toHaveURL(/k=5000/);
  await page.waitForTimeout(300);
  await page.reload();
  await expect(page.getByTestId('data-k')).toHaveValue('5000');
  await page.getByTestId('tab-explore').click();
  await expect(page.getByTestId('k')).toHaveValue('7');
  await expect(page.getByTestId('pass-hat-k')).toHaveAttribute('data-value', '0.0078125');
  await page.getByTestId('tab-data').click();
  await expect(page.getByTestId('data-k')).toHaveValue('5000');

  // An embed on the same origin, with its own p, k and language.
  await page.goto('/blank.html');
  await page.evaluate(() => {
    const frame = document.createElement('iframe');
    frame.src = '/sub/path/index.html?embed=1&p=90&k=8&lang=ko';
    frame.width = '800';
    frame.height = '700';
    document.body.append(frame);
  });
  const embed = page.frameLocator('iframe');
  await expect(embed.getByTestId('pass-hat-k')).toHaveAttribute('data-value', '0.43046721');
  await embed.getByTestId('k').fill('3');
  await page.waitForTimeout(300);
  await page.goto('/');
  await expect(page.getByTestId('data-input')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  await expect(page.getByTestId('data-k')).toHaveValue('5000');
  await page.getByTestId('tab-explore').click();
  await expect(page.getByTestId('pass-hat-k')).toHaveAttribute('data-value', '0.0078125');
  expect(problems).toEqual([]);
});

const bigTrials = () => {
  const lines = ['task,trial,success'];
  for (let task = 0; task < 20_000; task++) {
    for (let trial = 0; trial < 10; trial++) lines.push(`task-${task},${trial},${(task + trial) % 3 === 0 ? 1 : 0}`);
  }
  return lines.join('\n') + '\n';
};

test('a tab followed the moment big data is shown waits until it is kept: the data page brings it back', async ({ page }) => {
  test.setTimeout(120_000);
  const problems = watch(page);
  await page.goto('/data.html');
  // Explore is clicked in the very task that shows the count: the data has been read, and
  // its keeping (a slice at a time, then IndexedDB) has only just begun.
  await page.evaluate(() => {
    const count = () => document.querySelector('[data-testid="data-task-count"]');
    new MutationObserver((_, observer) => {
      if (count()?.textContent !== '20000') return;
      observer.disconnect();
      const tab = document.querySelector('[data-testid="tab-explore"]');
      // A click with Ctrl opens the tab elsewhere and leaves this page be: never held back.
      const ctrlClick = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true, button: 0 });
      sessionStorage.setItem('probe.ctrl-click-followed', String(tab.dispatchEvent(ctrlClick)));
      tab.click();
      sessionStorage.setItem('probe.tab-busy', String(tab.getAttribute('aria-busy')));
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await page.getByTestId('data-file').setInputFiles({ name: 'big.csv', mimeType: 'text/csv', buffer: Buffer.from(bigTrials()) });
  await expect(page).toHaveURL(/\/(index\.html)?\?p=/, { timeout: 30_000 });
  await expect(page.getByTestId('pass-hat-k')).toHaveAttribute('data-value', /\d/);
  // The plain click waited, and said so on the tab meanwhile.
  expect(await page.evaluate(() => [sessionStorage.getItem('probe.ctrl-click-followed'), sessionStorage.getItem('probe.tab-busy')])).toEqual(['true', 'true']);
  await page.getByTestId('tab-data').click();
  await expect(page.getByTestId('data-task-count')).toHaveText('20000', { timeout: 30_000 });
  await expect(page.getByTestId('crash-notice')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('a tab held for keeping that never ends still goes, within ten seconds', async ({ page }) => {
  test.setTimeout(120_000);
  // IndexedDB that never answers (a blocked upgrade in another tab does this): the keeping
  // holds the page for ever, and the tab must not.
  await page.addInitScript(() => {
    indexedDB.open = () => ({});
  });
  const problems = watch(page);
  await page.goto('/data.html');
  await page.getByTestId('data-file').setInputFiles({ name: 'big.csv', mimeType: 'text/csv', buffer: Buffer.from(bigTrials()) });
  await expect(page.getByTestId('data-task-count')).toHaveText('20000', { timeout: 30_000 });
  const clicked = Date.now();
  await page.getByTestId('tab-explore').click();
  // Held: still here a second later, and the tab says it is on its way.
  await page.waitForTimeout(1_000);
  expect(page.url()).toContain('data.html');
  await expect(page.getByTestId('tab-explore')).toHaveAttribute('aria-busy', 'true');
  await expect(page).toHaveURL(/\/(index\.html)?\?p=/, { timeout: 15_000 });
  const waited = Date.now() - clicked;
  expect(waited).toBeGreaterThan(9_000);
  await expect(page.getByTestId('pass-hat-k')).toHaveAttribute('data-value', /\d/);
  expect(problems).toEqual([]);
});

test('leaving the data view while it works never crashes: a paste, a file, a k change', async ({ page }) => {
  test.setTimeout(120_000);
  const problems = watch(page);
  const text = bigTrials();
  // 1. A big paste and Explore in the same task: the chunked import is still running.
  await page.goto('/?view=data');
  // The old link leads to the data page (data.html) before anything is shown.
  await expect(page).toHaveURL(/\/data\.html\?.*view=data/);
  await expect(page.getByTestId('data-input')).toBeVisible();
  await page.evaluate((text) => {
    const area = document.querySelector('[data-testid="data-input"]');
    area.value = text;
    area.dispatchEvent(new Event('input', { bubbles: true }));
    document.querySelector('[data-testid="tab-explore"]').click();
  }, text);
  await page.waitForTimeout(2000);
  await page.getByTestId('p').fill('75');
  await page.getByTestId('k').fill('3');
  await expect(page.getByTestId('pass-hat-k')).toHaveAttribute('data-value', '0.421875');

  // 2. A file picked, and Explore before it is even read.
  await page.getByTestId('tab-data').click();
  await page.getByTestId('data-file').setInputFiles({ name: 'big.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });
  await page.getByTestId('tab-explore').click();
  await page.waitForTimeout(2000);
  await page.getByTestId('p').fill('80');
  await expect(page.getByTestId('pass-hat-k')).toHaveAttribute('data-value', '0.512');

  // 3. A k change on big data, and Explore in the same task.
  await page.getByTestId('tab-data').click();
  await page.getByTestId('data-file').setInputFiles({ name: 'big.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });
  await expect(page.getByTestId('data-task-count')).toHaveText('20000', { timeout: 30_000 });
  await page.evaluate(() => {
    const k = document.querySelector('[data-testid="data-k"]');
    k.value = '7';
    k.dispatchEvent(new Event('input', { bubbles: true }));
    document.querySelector('[data-testid="tab-explore"]').click();
  });
  await page.waitForTimeout(1000);
  await page.getByTestId('tab-data').click();
  await expect(page.getByTestId('data-task-count')).toHaveText('20000', { timeout: 30_000 });
  await expect(page.getByTestId('crash-notice')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('a WebAssembly trap, which no panic hook sees, still shows the crash notice', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('pass-hat-k')).toBeVisible();
  await page.evaluate(() => setTimeout(() => { throw new WebAssembly.RuntimeError('unreachable'); }));
  await expect(page.getByTestId('crash-notice')).toContainText('unreachable');
  await expect(page.getByTestId('crash-notice')).toContainText('Something went wrong and passk stopped.');
  await expect(page.getByTestId('crash-notice')).toHaveCount(1);
  // In the page's language, though no wasm runs any more.
  await page.goto('/?lang=ko');
  await expect(page.getByTestId('pass-hat-k')).toBeVisible();
  await page.evaluate(() => setTimeout(() => window.wasmBindings.simulate_crash(), 0));
  await expect(page.getByTestId('crash-notice')).toContainText('문제가 생겨 passk가 멈췄다.');
  await expect(page.getByTestId('crash-notice').getByRole('link', { name: '다시 불러오기' })).toBeVisible();
});

test('inputs that are not used say so: link entries, big counts, comments, scorers, thresholds, ids, separators', async ({ page }) => {
  const problems = watch(page);
  // Each bad entry of a link gets its message, and the link is kept as given.
  await page.goto('/?view=data&tasks=8:8,8:6,8;4');
  await expect(page.getByTestId('data-task-count')).toHaveText('2');
  await expect(page.getByTestId('data-errors')).toContainText('tasks entry 3: “8;4” is not n:c');
  await page.waitForTimeout(300);
  expect(new URL(page.url()).searchParams.get('tasks')).toBe('8:8,8:6,8;4');
  await page.goto('/?view=data&tasks=8:8,8:9');
  await expect(page.getByTestId('data-errors')).toContainText('tasks entry 2: more successes than trials (c = 9 > n = 8)');
  await page.goto('/?view=data&tasks=8:8,8:4x');
  await expect(page.getByTestId('data-errors')).toContainText('tasks entry 2: “8:4x” is not n:c');
  await page.goto('/?view=data&tasks=9007199254740993:1');
  await expect(page.getByTestId('data-errors')).toContainText('tasks entry 1: n = 9007199254740993 is too large (at most 2^53)');

  // A row with n = 2^53 + 1 among valid rows: refused with its line, the rest shown.
  await page.getByTestId('data-input').fill('task,n,c\nok,8,6\nhuge,9007199254740993,1\nfine,8,2\n');
  await expect(page.getByTestId('data-task-count')).toHaveText('2');
  await expect(page.getByTestId('data-errors')).toContainText('line 3: n = 9007199254740993 is too large (at most 2^53)');
  await expect(page.getByTestId('data-avg')).toHaveAttribute('data-value', '0.5');

  // Names starting with # are tasks; a # preamble is counted and said.
  await page.getByTestId('data-input').fill('# made by my harness\ntask,n,c\n#1,4,4\n#2,4,0\n');
  await expect(page.getByTestId('data-task-count')).toHaveText('2');
  await expect(page.getByTestId('data-warnings')).toContainText('1 comment line (starting with #, before the first row) skipped, from line 1');

  // Threshold 0: a reward of 0 and of 0.0 read the same. JSON ids 1 and 1.0 are one task.
  await page.getByTestId('data-threshold').fill('0');
  await page.getByTestId('data-threshold').dispatchEvent('change');
  await page.getByTestId('data-input').fill('[{"task_id": 1, "trial": 0, "reward": 0}, {"task_id": 1.0, "trial": 1, "reward": 0.0}]');
  await expect(page.getByTestId('data-task-count')).toHaveText('1');
  await expect(page.getByTestId('data-avg')).toHaveAttribute('data-value', '1');
  await page.getByTestId('data-threshold').fill('0.5');
  await page.getByTestId('data-threshold').dispatchEvent('change');
  await expect(page.getByTestId('data-avg')).toHaveAttribute('data-value', '0');

  // inspect_ai with two scorers: the first in the file counts, it is named, and it can be changed.
  const samples = [1, 2].map((epoch) => ({ id: 'q1', epoch, scores: { zeta: { value: 'C' }, alpha: { value: 'I' } } }));
  await page.getByTestId('data-input').fill(JSON.stringify({ eval: { task: 't' }, samples }));
  await expect(page.getByTestId('data-avg')).toHaveAttribute('data-value', '1');
  await expect(page.getByTestId('data-warnings')).toContainText('the scores of “zeta” are counted');
  await page.getByTestId('data-scorer').selectOption('alpha');
  await expect(page.getByTestId('data-avg')).toHaveAttribute('data-value', '0');

  // "1,000" in an English number field is a thousand, clamped with a hint, not 1.
  await page.goto('/?lang=en');
  await page.getByTestId('k-number').fill('1,000');
  await expect(page.getByTestId('k-hint')).toHaveText('1000 is above the maximum: using 100.');
  await expect(page.getByTestId('k')).toHaveValue('100');
  await page.screenshot({ path: `${shots}/hostile-use-explorer.png` });
  expect(problems).toEqual([]);
});
