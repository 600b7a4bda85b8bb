// Every result file an eval engineer has (issue 22): inspect's .eval archive, lm-evaluation-
// harness samples with two filters, several files of one run at once, tau2's infrastructure
// errors either way, and the messages in Korean and Portuguese.
import { test, expect } from '@playwright/test';
import fs from 'node:fs';
import { watch } from './helpers.mjs';

const fixture = (name) => fs.readFileSync(`tests/fixtures/${name}`);

test('an inspect .eval log picked: its counts and pass@k exact', async ({ page }) => {
  const problems = watch(page);
  await page.goto('/data.html?view=data&k=3&lang=en');
  await page.getByTestId('data-file').setInputFiles({ name: 'article.eval', mimeType: 'application/zip', buffer: fixture('inspect_log.eval') });
  await expect(page.getByTestId('data-task-count')).toHaveText('3');
  await expect(page.getByTestId('data-format')).toContainText('inspect_ai');
  await expect(page.getByTestId('data-pass-at-k')).toHaveAttribute('data-value', String(41 / 42));
  await expect(page.getByTestId('data-pass-hat-k')).toHaveAttribute('data-value', String(10 / 21));
  // A damaged archive names the member, in the page's language.
  const broken = Buffer.from(fixture('inspect_log.eval'));
  await page.goto('/data.html?view=data&k=3&lang=pt');
  await page.getByTestId('data-file').setInputFiles({ name: 'cortado.eval', mimeType: 'application/zip', buffer: broken.subarray(0, 4000) });
  await expect(page.getByTestId('data-file-note')).toContainText('cortado.eval é um arquivo zip danificado');
  await expect(page.getByTestId('data-file-note')).toContainText('inspect log convert --to json');
  expect(problems).toEqual([]);
});

test('lm-evaluation-harness samples with two filters: the first counts, the other is offered', async ({ page }) => {
  const problems = watch(page);
  await page.goto('/data.html?view=data&k=3&lang=en');
  await page.getByTestId('data-file').setInputFiles({ name: 'samples_gsm8k_2026-01-01T00-00-00.jsonl', mimeType: 'application/jsonl', buffer: fixture('lm_eval_samples.jsonl') });
  await expect(page.getByTestId('data-task-count')).toHaveText('3');
  await expect(page.getByTestId('data-pass-hat-k')).toHaveAttribute('data-value', String(10 / 21));
  const scorer = page.getByTestId('data-scorer');
  await expect(scorer.locator('option')).toHaveText(['exact_match (strict-match)', 'exact_match (flexible-extract)']);
  await scorer.selectOption('exact_match (flexible-extract)');
  // 8/8, 7/8, 5/8 at k = 3: (1 + C(7,3)/C(8,3) + C(5,3)/C(8,3))/3 = (56 + 35 + 10)/168.
  await expect(page.getByTestId('data-pass-hat-k')).toHaveAttribute('data-value', String((56 + 35 + 10) / 168));
  expect(problems).toEqual([]);
});

test('two files of one run dropped together add their trials; a file of other tasks is said', async ({ page }) => {
  const problems = watch(page);
  await page.goto('/data.html?view=data&k=1&lang=en');
  const seed = (rows) => Buffer.from('task,trial,success\n' + rows.join('\n') + '\n');
  await page.getByTestId('data-file').setInputFiles([
    { name: 'seed-1.csv', mimeType: 'text/csv', buffer: seed(['a,1,1', 'b,1,0']) },
    { name: 'seed-2.csv', mimeType: 'text/csv', buffer: seed(['a,1,1', 'b,1,1']) },
    { name: 'other.csv', mimeType: 'text/csv', buffer: seed(['z,1,0']) },
  ]);
  await expect(page.getByTestId('data-task-count')).toHaveText('3');
  await expect(page.getByTestId('data-file-note')).toContainText('3 files read as one run: seed-1.csv (2 tasks, 2 trials), seed-2.csv (2 tasks, 2 trials), other.csv (1 tasks, 1 trials).');
  await expect(page.getByTestId('data-file-note')).toContainText('other.csv shares no task with the other files');
  // pass@1 is the mean of c/n: a 2/2, b 1/2, z 0/1.
  await expect(page.getByTestId('data-pass-at-k')).toHaveAttribute('data-value', '0.5');
  // The compare view takes several files per run too.
  await page.goto('/data.html?view=compare&k=1&lang=en');
  await page.getByTestId('compare-a-file').setInputFiles([
    { name: 'a1.csv', mimeType: 'text/csv', buffer: seed(['a,1,0', 'b,1,0']) },
    { name: 'a2.csv', mimeType: 'text/csv', buffer: seed(['a,1,1', 'b,1,0']) },
  ]);
  await page.getByTestId('compare-b-input').fill('task,n,c\na,2,2\nb,2,2\n');
  await expect(page.getByTestId('compare-matched')).toHaveAttribute('data-value', '2');
  await expect(page.getByTestId('compare-diff-at-k')).toHaveAttribute('data-value', '0.75');
  expect(problems).toEqual([]);
});

test('tau2: infrastructure errors left out by default, counted as failures when chosen', async ({ page }) => {
  const problems = watch(page);
  await page.goto('/data.html?view=data&k=1&lang=en');
  await page.getByTestId('data-file').setInputFiles({ name: 'tau2.json', mimeType: 'application/json', buffer: fixture('tau2_bench_results.json') });
  await expect(page.getByTestId('data-task-count')).toHaveText('3');
  const before = await page.getByTestId('data-pass-at-k').getAttribute('data-value');
  await expect(page.getByTestId('data-warnings')).toContainText('left out');
  await page.getByTestId('data-infrastructure').selectOption('count-as-failures');
  await expect(page.getByTestId('data-pass-at-k')).not.toHaveAttribute('data-value', before);
  await expect(page.getByTestId('data-warnings')).toContainText('counted as failed trials');
  expect(problems).toEqual([]);
});

for (const [lang, passed, noMatch] of [
  ['ko', '시도가 아닌 줄', 'match 이벤트가 없다'],
  ['pt', 'sem tentativa', 'não há eventos match'],
]) {
  test(`OpenAI evals logs and their messages in ${lang}`, async ({ page }) => {
    const problems = watch(page);
    await page.goto(`/data.html?view=data&k=3&lang=${lang}`);
    await page.getByTestId('data-file').setInputFiles({ name: 'record.jsonl', mimeType: 'application/jsonl', buffer: fixture('openai_evals_record.jsonl') });
    await expect(page.getByTestId('data-task-count')).toHaveText('3');
    await expect(page.getByTestId('data-pass-hat-k')).toHaveAttribute('data-value', String(10 / 21));
    await expect(page.getByTestId('data-warnings')).toContainText(passed);
    await page.getByTestId('data-input').fill('{"spec":{"eval_name":"x"}}\n{"run_id":"r","event_id":0,"sample_id":"s","type":"sampling","data":{}}\n');
    await expect(page.getByTestId('data-errors')).toContainText(noMatch);
    expect(problems).toEqual([]);
  });
}
