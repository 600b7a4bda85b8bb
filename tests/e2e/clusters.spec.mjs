// Clustered errors in the data view: questions that share a document move together, and
// Miller's clustered standard error says how much. Values from Python's `fractions` (the
// same case as passk-core's tests): 12 questions on 4 documents, one trial each.
import { test, expect } from '@playwright/test';
import { watch, shots } from './helpers.mjs';

const successes = [1, 1, 1, 1, 0, 0, 0, 0, 1, 0, 1, 1];
const documents = 'aaaabbbbccdd';
const csv = 'task,n,c\n' + successes.map((c, i) => `doc-${documents[i]}/q${i},1,${c}\n`).join('');

test('a cluster rule from the task ids: plain and clustered SE, how much wider, and none again', async ({ page }) => {
  const problems = watch(page);
  await page.goto('/data.html?view=data&k=1&lang=en');
  await page.getByTestId('data-input').fill(csv);
  await expect(page.getByTestId('data-pass-at-k')).toHaveAttribute('data-value', String(7 / 12));
  const picker = page.getByTestId('data-cluster');
  // `none` first; `/` is the only separator that groups these ids (`-` leaves each alone).
  await expect(picker.locator('option')).toHaveCount(2);
  await expect(picker.locator('option').first()).toHaveAttribute('value', 'none');
  await expect(page.getByTestId('data-clustered-se')).toHaveCount(0);
  await picker.selectOption('prefix:/');
  const clustered = (metric) => page.locator(`[data-testid="data-clustered-se"][data-metric="${metric}"]`);
  const plain = (metric) => page.locator(`[data-testid="data-se"][data-metric="${metric}"]`);
  for (const metric of ['avg', 'pass-at-k', 'pass-hat-k']) {
    const value = Number(await clustered(metric).getAttribute('data-value'));
    expect(Math.abs(value - Math.sqrt(3647 / 57024))).toBeLessThan(1e-15);
    const se = Number(await plain(metric).getAttribute('data-value'));
    expect(Math.abs(se - Math.sqrt(35 / 1584))).toBeLessThan(1e-15);
  }
  await expect(page.getByTestId('data-clusters')).toHaveAttribute('data-count', '4');
  await expect(page.getByTestId('data-clusters')).toHaveText('Intervals 1.7× wider: 12 tasks in 4 clusters.');
  await page.getByTestId('data-clusters').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shots}/clusters.png` });
  await picker.selectOption('none');
  await expect(page.getByTestId('data-clustered-se')).toHaveCount(0);
  // Ids that share nothing offer no rule: only `none`.
  await page.getByTestId('data-input').fill('task,n,c\nalpha,4,2\nbeta,4,3\n');
  await expect(page.getByTestId('data-pass-at-k')).toHaveAttribute('data-value', '0.625');
  await expect(picker.locator('option')).toHaveCount(1);
  expect(problems).toEqual([]);
});
