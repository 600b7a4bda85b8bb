// Hostile input, a crash, and the network: the page survives the first, says so on the
// second, and never uses the third.
import { test, expect } from '@playwright/test';
import fs from 'node:fs';
import { shots, watch } from './helpers.mjs';

const ARTICLE = 'task,n,c\ntask 1,8,8\ntask 2,8,6\ntask 3,8,4\n';
const POLICY = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; object-src 'none'; base-uri 'none'; form-action 'none'";

/** Records Content-Security-Policy violations from the first script on. */
async function recordViolations(page) {
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      window.cspViolations.push(`${event.violatedDirective}: ${event.blockedURI}`));
  });
}

/** Loads the article's three tasks as the "previous good data". */
async function loadGoodData(page) {
  await page.getByTestId('data-format').selectOption('auto');
  await page.getByTestId('data-input').fill(ARTICLE);
  await expect(page.getByTestId('data-task-count')).toHaveText('3');
  await expect(page.getByTestId('data-pass-hat-k')).toHaveAttribute('data-value', '0.47619047619047616');
}

const utf16 = (text, littleEndian) => {
  const units = Buffer.from(text, 'utf16le');
  if (!littleEndian) units.swap16();
  return Buffer.concat([Buffer.from(littleEndian ? [0xff, 0xfe] : [0xfe, 0xff]), units]);
};

// Each case: text pasted (or a file's bytes), what the page must say, and how many tasks it
// shows afterwards. `kept: true` means nothing could be read, so the article's 3 tasks stay.
const cases = [
  { name: 'empty paste after data', paste: '   \n', tasks: 0, cleared: true },
  { name: 'header only', paste: 'task,n,c\n', kept: true, says: 'input: no rows of results were found' },
  { name: 'header only, trials', paste: 'task,trial,success\n', kept: true, says: 'no rows of results' },
  { name: 'c > n', paste: 'task,n,c\na,8,9\n', kept: true, says: 'line 2: c = 9 is more than n = 8' },
  { name: 'negative n', paste: 'task,n,c\na,-8,2\n', kept: true, says: 'line 2: n = -8 is negative' },
  { name: 'negative c', paste: 'task,n,c\na,8,-2\n', kept: true, says: 'line 2: c = -2 is negative' },
  { name: 'NaN n', paste: 'task,n,c\na,NaN,2\n', kept: true, says: 'line 2: n = NaN is not a whole number' },
  { name: 'NaN reward', paste: 'task,trial,success\na,0,NaN\n', kept: true, says: 'line 2' },
  { name: '1e309 n', paste: 'task,n,c\na,1e309,2\n', kept: true, says: 'line 2: n' },
  { name: '1e309 reward', paste: '[{"task_id": 1, "trial": 0, "reward": 1e309}]', kept: true, says: '[0]' },
  { name: 'infinity words', paste: 'task,n,c\na,inf,2\n', kept: true, says: 'line 2: n' },
  { name: 'huge n', paste: 'task,n,c\na,99999999999999999999999,2\n', kept: true, says: 'line 2: n' },
  { name: 'zero trials', paste: 'task,n,c\na,0,0\n', kept: true, says: 'line 2' },
  { name: 'BOM', paste: '\ufefftask,n,c\nx,4,2\n', tasks: 1 },
  // A text area turns CR and CRLF into LF, so line endings are tested with files.
  { name: 'CRLF file', file: () => Buffer.from('task,n,c\r\nx,4,2\r\ny,4,4\r\n'), tasks: 2 },
  { name: 'CR-only file', file: () => Buffer.from('task,n,c\rx,4,2\r'), kept: true, says: 'line 1' },
  { name: 'duplicate trials', paste: 'task,trial,success\na,0,1\na,0,0\na,1,1\n', tasks: 1, warns: '1 repeated (task, trial) record was ignored after the first (first at line 3)' },
  { name: 'repeated aggregate task', paste: 'task,n,c\na,4,2\na,4,4\n', tasks: 1, warns: 'appears again' },
  { name: 'script in task name', paste: 'task,n,c\n<script>alert(1)</script>,4,2\n', tasks: 1, text: '<script>alert(1)</script>' },
  { name: 'img onerror in task name', paste: 'task,n,c\n<img src=x onerror=alert(1)>,4,2\n', tasks: 1, text: '<img src=x onerror=alert(1)>' },
  { name: 'markup in a JSON id', paste: '[{"task_id": "<img src=x onerror=alert(2)>", "trial": 0, "reward": 1}]', tasks: 1, text: '<img src=x onerror=alert(2)>' },
  { name: 'NUL bytes', paste: 'task,n,c\na\u0000,4,2\n', tasks: 1 },
  { name: 'right-to-left override', paste: 'task,n,c\n\u202eevil,4,2\n', tasks: 1 },
  { name: 'unclosed quote', paste: 'task,n,c\n"a,4,2\n', kept: true, says: 'not closed' },
  { name: 'truncated JSON', paste: '[{"task_id": 1, "trial": 0, "reward": 1}, {"task_id": 2, "tr', tasks: 1, says: 'JSON: the JSON ends early (truncated file?) after 1 complete record' },
  { name: 'JSON nested 100k deep', paste: '['.repeat(100_000), kept: true, says: '' },
  { name: 'not JSON at all', paste: '{oops', kept: true, says: '' },
  { name: 'binary junk', paste: '\u0001\u0002\u0003\u00ff\u00fe', kept: true, says: 'line 1' },
  { name: 'UTF-16 LE file', file: () => utf16('task,n,c\né,8,4\n', true), tasks: 1, text: 'é' },
  { name: 'UTF-16 BE file', file: () => utf16('task,n,c\n한,8,4\n', false), tasks: 1, text: '한' },
  { name: 'invalid UTF-8 file', file: () => Buffer.from([0x74, 0x61, 0x73, 0x6b, 0x0a, 0xc3, 0x28]), kept: true, note: 'the byte at offset 5 is not valid UTF-8' },
  { name: 'empty file', file: () => Buffer.alloc(0), kept: true, says: '' },
  { name: 'a 50 MB single line', file: () => Buffer.alloc(50_000_000, 'x'), kept: true, says: 'is 50.0 MB long', fileNote: 'too big to show in the text area, so it is read directly' },
];

test(`a corpus of ${cases.length} hostile inputs: clear messages, the page keeps working, good data kept`, async ({ page }) => {
  test.setTimeout(240_000);
  expect(cases.length).toBeGreaterThanOrEqual(30);
  await recordViolations(page);
  const problems = watch(page);
  await page.goto('/?view=data');
  for (const item of cases) {
    await loadGoodData(page);
    if (item.file) {
      await page.getByTestId('data-file').setInputFiles({ name: 'hostile.txt', mimeType: 'text/plain', buffer: item.file() });
    } else {
      await page.getByTestId('data-input').fill(item.paste);
      // What was typed stays, whatever it was.
      await expect(page.getByTestId('data-input'), item.name).toHaveValue(item.paste);
    }
    if (item.note) {
      // A file that cannot be decoded is never imported: the file note says why.
      await expect(page.getByTestId('data-file-note'), item.name).toContainText(item.note);
    }
    if (item.kept) {
      if (!item.note) await expect(page.getByTestId('data-kept-note'), item.name).toBeVisible({ timeout: 30_000 });
      await expect(page.getByTestId('data-task-count'), item.name).toHaveText('3');
      // The previous numbers are still the ones shown.
      await expect(page.getByTestId('data-pass-hat-k'), item.name).toHaveAttribute('data-value', '0.47619047619047616');
    } else {
      await expect(page.getByTestId('data-task-count'), item.name).toHaveText(String(item.tasks), { timeout: 30_000 });
      await expect(page.getByTestId('data-kept-note'), item.name).toHaveCount(0);
    }
    if (item.says) await expect(page.getByTestId('data-errors'), item.name).toContainText(item.says);
    if (item.says === '') await expect(page.getByTestId('data-errors').locator('li').first(), item.name).toBeVisible();
    if (item.fileNote) await expect(page.getByTestId('data-file-note'), item.name).toContainText(item.fileNote);
    if (item.warns) await expect(page.getByTestId('data-warnings'), item.name).toContainText(item.warns);
    if (item.text) {
      await expect(page.getByTestId('data-table'), item.name).toContainText(item.text);
      await expect(page.getByTestId('data-table').locator('script, img'), item.name).toHaveCount(0);
    }
    // The page still answers: k moves the numbers.
    await page.getByTestId('data-k').fill('1');
    await expect(page.getByTestId('data-k')).toHaveValue('1');
    await page.getByTestId('data-k').fill('3');
  }
  await page.screenshot({ path: `${shots}/hostile.png`, fullPage: true });
  expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
  expect(problems).toEqual([]);
});

test('a million tasks: summaries, a capped table, and the page keeps answering', async ({ page }) => {
  test.setTimeout(180_000);
  const problems = watch(page);
  await page.goto('/?view=data');
  await loadGoodData(page);
  const rows = ['task,n,c'];
  for (let i = 0; i < 1_000_000; i++) rows.push(`t${i},4,${i % 5}`);
  await page.getByTestId('data-file').setInputFiles({ name: 'million-tasks.csv', mimeType: 'text/csv', buffer: Buffer.from(rows.join('\n')) });
  await expect(page.getByTestId('data-task-count')).toHaveText('1000000', { timeout: 150_000 });
  await expect(page.getByTestId('data-skipped-count')).toHaveText('0');
  await expect(page.getByTestId('data-table').locator('tbody tr')).toHaveCount(300);
  await page.getByTestId('data-k').fill('1');
  await expect(page.getByTestId('data-avg')).toHaveAttribute('data-value', '0.5');
  expect(problems).toEqual([]);
});

const URL_CASES = [
  // Every parameter out of range or nonsense: clamped or ignored, never a crash.
  {
    query: 'p=150&k=1000&steps=0&v=-5&r=99&spread=7&lang=xx&theme=neon&view=nope&embed=maybe&present=2',
    expect: { p: '100', k: '100', steps: '1', at: '1', hat: '1' },
  },
  // Finite values out of range are clamped; infinities and NaN are refused (the default stays).
  { query: 'p=-1e309&k=-3&steps=1e309', expect: { p: '80', k: '1', steps: '4', at: '0.8', hat: '0.8' } },
  { query: 'p=NaN&k=NaN&steps=NaN', expect: { p: '80', k: '6', steps: '4', hat: '0.262144' } },
  { query: 'p=%3Cscript%3Ealert(1)%3C/script%3E&k=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E', expect: { p: '80', k: '6', hat: '0.262144' } },
  { query: 'view=data&tasks=%3Cscript%3Ealert(1)%3C/script%3E', data: true },
  { query: 'view=data&tasks=8:9,-1:2,1e309:1,8:6', data: true, tasks: '1' },
];

for (const item of URL_CASES) {
  test(`hostile link ?${item.query.slice(0, 60)}`, async ({ page }) => {
    await recordViolations(page);
    const problems = watch(page);
    await page.goto(`/?${item.query}`);
    if (item.data) {
      await expect(page.getByTestId('data-input')).toBeVisible();
      if (item.tasks) await expect(page.getByTestId('data-task-count')).toHaveText(item.tasks);
      await expect(page.locator('body script:not([src]), body img')).toHaveCount(0);
    } else {
      const { p, k, steps, at, hat } = item.expect;
      await expect(page.getByTestId('p')).toHaveValue(p);
      await expect(page.getByTestId('k')).toHaveValue(k);
      if (steps) await expect(page.getByTestId('steps')).toHaveValue(steps);
      if (at) await expect(page.getByTestId('pass-at-k')).toHaveAttribute('data-value', at);
      if (hat) await expect(page.getByTestId('pass-hat-k')).toHaveAttribute('data-value', hat);
      // Still alive: a slider still drives the readout.
      await page.getByTestId('p').fill('50');
      await page.getByTestId('k').fill('2');
      await expect(page.getByTestId('pass-at-k')).toHaveAttribute('data-value', '0.75');
    }
    expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
    expect(problems).toEqual([]);
  });
}

test('a panic shows a visible notice with the error and a reload link', async ({ page }) => {
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/?p=75&k=3');
  await expect(page.getByTestId('pass-hat-k')).toHaveAttribute('data-value', '0.421875');
  await expect(page.getByTestId('crash-notice')).toHaveCount(0);
  // The only way to make this app panic on purpose; nothing in the app calls it.
  await page.evaluate(() => { setTimeout(() => window.wasmBindings.simulate_crash(), 0); });
  const notice = page.getByTestId('crash-notice');
  await expect(notice).toBeVisible();
  await expect(notice).toHaveAttribute('role', 'alert');
  await expect(notice).toContainText('Something went wrong and passk stopped.');
  await expect(notice).toContainText('simulated crash');
  await page.screenshot({ path: `${shots}/crash-notice.png` });
  expect(errors.join('\n')).toMatch(/unreachable/);
  // The link reloads the same state.
  await notice.getByRole('link', { name: 'Reload' }).click();
  await expect(page.getByTestId('crash-notice')).toHaveCount(0);
  await expect(page.getByTestId('pass-hat-k')).toHaveAttribute('data-value', '0.421875');
});

test('no request leaves the app, in every mode, under its Content-Security-Policy', async ({ page }) => {
  const served = new Set(fs.readdirSync('dist'));
  const requests = [];
  page.on('request', (request) => requests.push(request.url()));
  await recordViolations(page);
  const problems = watch(page);
  const origin = 'http://127.0.0.1:4173';
  for (const query of ['', 'present=1', 'embed=1', 'view=data', 'view=data&tasks=8:8,8:6,8:4&k=3', 'theme=dark&lang=ko']) {
    await page.goto(`/?${query}`);
    await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveAttribute('content', POLICY);
    if (query.startsWith('view=data')) {
      await page.getByTestId('data-sample').click();
      await expect(page.getByTestId('data-task-count')).toHaveText('3');
    } else {
      await expect(page.getByTestId('pass-hat-k')).toHaveAttribute('data-value', /\d/);
      await page.getByTestId('p').fill('60');
    }
    expect(await page.evaluate(() => window.cspViolations), query).toEqual([]);
  }
  // Every request was for one of dist/'s own files, from this origin.
  for (const address of requests) {
    const url = new URL(address);
    expect(url.origin, address).toBe(origin);
    const file = url.pathname.slice(1);
    expect(file === '' || served.has(file), address).toBe(true);
  }
  expect(requests.length).toBeGreaterThanOrEqual(6 * 4);
  expect(problems).toEqual([]);
});
