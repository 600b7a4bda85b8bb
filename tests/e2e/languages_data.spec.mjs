// The data view in Korean and Portuguese: every import message, warning and note is in the
// page's language, with no English left (issue 11). The malformed corpus is pasted in each.
import { test, expect } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { shots, watch } from './helpers.mjs';

const corpus = JSON.parse(fs.readFileSync(path.join('tests/fixtures', 'malformed.json'), 'utf8'));
const ENGLISH = [' the ', ' is ', ' not ', ' and ', ' was ', ' were ', 'missing', 'expected', 'line ', 'tasks entry', 'Nothing could', 'Loaded '];
const HANGUL = /[\uAC00-\uD7A3]/;

/** The texts the data view shows about the input, one per message. */
async function messages(page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('[data-testid="data-errors"] li, [data-testid="data-warnings"] li, [data-testid="data-kept-note"], [data-testid="data-file-note"], [data-testid="data-storage-note"]')]
      .map((node) => node.textContent.trim())
      .filter(Boolean));
}

function expectNoEnglish(texts, lang, name) {
  for (const text of texts) {
    for (const word of ENGLISH) expect(text, `${lang} ${name}: “${text}”`).not.toContain(word);
    if (lang === 'ko') expect(text, `${name}: “${text}”`).toMatch(HANGUL);
  }
}

for (const lang of ['ko', 'pt']) {
  test(`every import message of the malformed corpus is in ${lang}, with no English left`, async ({ page }) => {
    test.setTimeout(120_000);
    const problems = watch(page);
    await page.goto(`/?view=data&lang=${lang}`);
    await page.getByTestId('data-input').fill('task,n,c\na,8,6\n');
    await expect(page.getByTestId('data-task-count')).toHaveText('1');
    let seen = 0;
    for (const item of corpus) {
      await page.getByTestId('data-format').selectOption(item.format ?? 'auto');
      await page.getByTestId('data-input').fill(item.input);
      await expect(page.getByTestId('data-errors').locator('li').first(), item.name).toBeVisible();
      const texts = await messages(page);
      seen += texts.length;
      expectNoEnglish(texts, lang, item.name);
    }
    expect(seen).toBeGreaterThanOrEqual(corpus.length);
    // Warnings, the kept note, a file's note, the editor, the picker and the chart's words.
    await page.getByTestId('data-format').selectOption('auto');
    await page.getByTestId('data-input').fill('# harness\ntask,trial,success\na,0,1\na,0,0\na,1,1\nb,0,1\n');
    await expect(page.getByTestId('data-warnings').locator('li')).toHaveCount(4);
    await page.getByTestId('data-input').fill('task,n,c\n');
    await expect(page.getByTestId('data-kept-note')).toBeVisible();
    await page.getByTestId('data-file').setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from([0x74, 0xc3, 0x28]) });
    await expect(page.getByTestId('data-file-note')).not.toBeEmpty();
    expectNoEnglish(await messages(page), lang, 'warnings and notes');
    const picker = await page.getByTestId('data-format').locator('option').allTextContents();
    for (const label of picker) for (const word of ['one row per', 'results', 'eval log', 'detect (', 'automatically']) expect(label).not.toContain(word);
    // The data chart's legend and axis (its data table holds the same words it draws).
    await page.getByTestId('data-input').fill('task,n,c\na,8,6\nb,8,2\n');
    await page.locator('details:has([data-testid="data-chart-table"]) > summary').click();
    // k, measured ×2, i.i.d. ×2, fitted ×2, and the posterior prediction past n ×2.
    await expect(page.getByTestId('data-chart-table').locator('thead th')).toHaveCount(9);
    const headers = (await page.getByTestId('data-chart-table').locator('thead th').allTextContents()).join(' | ');
    for (const word of ['measured', 'i.i.d. at mean', 'fitted', 'number of attempts', 'posterior prediction']) expect(headers, headers).not.toContain(word);
    expect(headers).toContain(lang === 'ko' ? '측정한 pass@k' : 'pass@k medido');
    await page.getByTestId('data-edit-table').click();
    await expect(page.getByTestId('data-add-row')).not.toHaveText('Add a task');
    await page.screenshot({ path: `${shots}/data-${lang}.png`, fullPage: true });
    expect(problems).toEqual([]);
  });
}
