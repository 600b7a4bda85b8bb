// Several files as replicate runs of one agent: the τ-bench fixture's 8 trials split into
// 8 files (the same three airline tasks run 8 times). Exact values from Python's
// `fractions`: run headlines 2/3, 1, 2/3, 2/3, 1, 1/3, 2/3, 1 (mean 3/4, variance 1/18).
import { test, expect } from '@playwright/test';
import fs from 'node:fs';
import { watch, shots } from './helpers.mjs';

const records = JSON.parse(fs.readFileSync('tests/fixtures/tau_bench_results.json', 'utf8'));
const trials = [...Array(8).keys()].map((trial) => ({
  name: `trial${trial}.json`,
  mimeType: 'application/json',
  buffer: Buffer.from(JSON.stringify(records.filter((record) => record.trial === trial))),
}));

test('the tau trials split by trial: one run, or replicates with their spread and flips', async ({ page }) => {
  const problems = watch(page);
  await page.goto('/data.html?view=data&k=1&lang=en');
  await page.getByTestId('data-file').setInputFiles(trials);
  // As one run (today's reading) the trials add up: 3 tasks of 8 trials.
  await expect(page.getByTestId('data-avg')).toHaveAttribute('data-value', '0.75');
  const runsAs = page.getByTestId('data-runs-as');
  await expect(runsAs).toHaveValue('one-run');
  await expect(page.getByTestId('replicate-mean')).toHaveCount(0);
  await runsAs.selectOption('replicates');
  const mean = page.getByTestId('replicate-mean');
  await expect(mean).toHaveAttribute('data-value', '0.75');
  await expect(mean).toHaveAttribute('data-metric', 'pass-hat-k');
  const sd = Number(await page.getByTestId('replicate-sd').getAttribute('data-value'));
  expect(Math.abs(sd - Math.sqrt(1 / 18))).toBeLessThan(1e-15);
  await expect(page.getByTestId('replicate-flips')).toHaveAttribute('data-count', '2');
  await expect(page.getByTestId('replicate-flips')).toContainText('2 of 3 tasks flip between runs');
  // (z₀.₉₇₅ + z₀.₈) · √2 · √(Σ s_t²)/T, with each task's variance over the 8 runs.
  const perTask = [[1, 1, 1, 1, 1, 1, 1, 1], [1, 1, 0, 1, 1, 0, 1, 1], [0, 1, 1, 0, 1, 0, 0, 1]];
  const variance = (xs) => { const m = xs.reduce((a, b) => a + b) / xs.length; return xs.reduce((a, x) => a + (x - m) ** 2, 0) / (xs.length - 1); };
  const runSd = Math.sqrt(perTask.map(variance).reduce((a, b) => a + b)) / 3;
  const mde = Number(await page.getByTestId('replicate-mde').getAttribute('data-value'));
  expect(Math.abs(mde - (1.959963984540054 + 0.8416212335729143) * Math.SQRT2 * runSd)).toBeLessThan(1e-12);
  await expect(page.getByTestId('replicate-mde')).toContainText('between two runs like these is noise');
  await page.getByTestId('replicate-mde').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shots}/replicates.png` });
  // Back to one run: the replicate figures go.
  await runsAs.selectOption('one-run');
  await expect(page.getByTestId('replicate-mean')).toHaveCount(0);
  expect(problems).toEqual([]);
});
