// Every result file read right by default (issue 45): lm-eval 0.4.0–0.4.2 samples with the
// metric a person means, a 0–100 score only with a threshold on its scale, R vitals' grades in
// one-element arrays, SWE-bench reports dropped together with their harness errors, and the
// six new formats named in the picker. (Each format's fixture is held to the command and the
// Python package by command_parity.spec.mjs.)
import { test, expect } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { watch } from './helpers.mjs';

const fixture = (name) => fs.readFileSync(`tests/fixtures/${name}`);
const pick = (name, buffer) => ({ name, mimeType: 'application/octet-stream', buffer });

test('lm-eval 0.4.0 samples saved as .json: detected, the success metric by default, bleu_max only with a threshold', async ({ page }) => {
  const problems = watch(page);
  await page.goto('/data.html?view=data&k=3&lang=en');
  await page.getByTestId('data-file').setInputFiles(pick('samples_truthfulqa_gen_2024-03-01T10-00-00.json', fixture('lm_eval_samples_0_4_0.json')));
  await expect(page.getByTestId('data-task-count')).toHaveText('3');
  await expect(page.getByTestId('data-format').locator('option').first()).toContainText('lm-evaluation-harness');
  const scorer = page.getByTestId('data-scorer');
  await expect(scorer.locator('option')).toHaveText(['bleu_max (none)', 'bleu_acc (none)', 'bleu_diff (none)']);
  await expect(scorer).toHaveValue('bleu_acc (none)');
  await expect(page.getByTestId('data-pass-hat-k')).toHaveAttribute('data-value', String(10 / 21));
  // bleu_max is a 0–100 score: never read in part, and the page says why.
  await scorer.selectOption('bleu_max (none)');
  await expect(page.getByTestId('data-errors')).toContainText('the metric “bleu_max (none)” is a score that reaches 41.1, not a success in [0, 1], so none of it is read');
  await expect(page.getByTestId('data-task-count')).not.toHaveText('11');
  // With a threshold on its scale every line counts: 30 and above.
  await page.getByTestId('data-threshold').fill('30');
  await page.getByTestId('data-threshold').blur();
  await expect(page.getByTestId('data-task-count')).toHaveText('3');
  await expect(page.getByTestId('data-errors')).toBeEmpty();
  expect(problems).toEqual([]);
});

test('an R vitals log whose every scalar is a one-element array reads every grade, P included', async ({ page }) => {
  const problems = watch(page);
  const grades = ['C', 'P', 'I', 'C', 'P', 'C', 'C', 'I', 'P'];
  const samples = grades.map((grade, i) => ({ id: [`q${i % 3}`], epoch: [1 + Math.floor(i / 3)], scores: { model_graded_qa: { value: [grade] } } }));
  await page.goto('/data.html?view=data&k=1&lang=en');
  await page.getByTestId('data-file').setInputFiles(pick('vitals.json', Buffer.from(JSON.stringify({ eval: { task: 'x' }, samples }))));
  await expect(page.getByTestId('data-task-count')).toHaveText('3');
  await expect(page.getByTestId('data-errors')).toBeEmpty();
  // At the default threshold P fails: q0 C,C,C; q1 P,P,I; q2 I,C,P → 3/3, 0/3, 1/3.
  await expect(page.getByTestId('data-pass-at-k')).toHaveAttribute('data-value', String((1 + 0 + 1 / 3) / 3));
  expect(problems).toEqual([]);
});

test('SWE-bench reports dropped together are trials; harness errors left out or counted', async ({ page }) => {
  const problems = watch(page);
  const folder = 'tests/fixtures/swe_bench_reports';
  const reports = fs.readdirSync(folder).sort().map((name) => pick(name, fs.readFileSync(path.join(folder, name))));
  await page.goto('/data.html?view=data&k=3&lang=en');
  await page.getByTestId('data-file').setInputFiles(reports);
  await expect(page.getByTestId('data-task-count')).toHaveText('3');
  await expect(page.getByTestId('data-format').locator('option').first()).toContainText('SWE-bench');
  await expect(page.getByTestId('data-pass-hat-k')).toHaveAttribute('data-value', String(10 / 21));
  // A report with an error and an unfinished instance.
  const report = { submitted_ids: ['a', 'b', 'c', 'd'], resolved_ids: ['a'], unresolved_ids: ['b'], empty_patch_ids: [], error_ids: ['c'], incomplete_ids: ['d'], schema_version: 2 };
  await page.getByTestId('data-file').setInputFiles(pick('model.run.json', Buffer.from(JSON.stringify(report))));
  await expect(page.getByTestId('data-task-count')).toHaveText('2');
  await expect(page.getByTestId('data-warnings')).toContainText('2 trials the harness could not evaluate (an error, or not run to the end) were left out');
  await page.getByTestId('data-infrastructure').selectOption('count-as-failures');
  await expect(page.getByTestId('data-task-count')).toHaveText('4');
  await expect(page.getByTestId('data-warnings')).toContainText('are counted as failed trials');
  expect(problems).toEqual([]);
});

test('the picker names the six new formats, in every language', async ({ page }) => {
  const problems = watch(page);
  for (const [lang, names] of [
    ['en', ['EvalPlus eval results JSON', 'LiveCodeBench eval_all JSON', 'Terminal-Bench results JSON', 'SWE-bench run reports JSON (one per run)', 'HELM per-instance stats JSON', 'promptfoo output JSON']],
    ['pt', ['resultados do EvalPlus em JSON', 'saída do promptfoo em JSON']],
    ['ko', ['EvalPlus 평가 결과 JSON', 'promptfoo 출력 JSON']],
  ]) {
    await page.goto(`/data.html?view=data&lang=${lang}`);
    const options = await page.getByTestId('data-format').locator('option').allTextContents();
    for (const name of names) expect(options).toContain(name);
  }
  // EvalPlus's two scorers, plus by default.
  await page.goto('/data.html?view=data&k=3&lang=en');
  await page.getByTestId('data-file').setInputFiles(pick('gpt_temp_0.8_eval_results.json', fixture('evalplus_eval_results.json')));
  await expect(page.getByTestId('data-scorer')).toHaveValue('plus');
  await expect(page.getByTestId('data-pass-hat-k')).toHaveAttribute('data-value', String(10 / 21));
  await page.getByTestId('data-scorer').selectOption('base');
  // base: 8/8, 7/8, 5/8 at k = 3.
  await expect(page.getByTestId('data-pass-hat-k')).toHaveAttribute('data-value', String((56 + 35 + 10) / 168));
  expect(problems).toEqual([]);
});
