// The compare view (two runs, task by task) and the plan view, in headless Chromium.
import { test, expect } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import fs from 'node:fs';
import { shots, watch } from './helpers.mjs';

const tauBench = 'tests/fixtures/tau_bench_results.json';
// Run B as per-task counts: tasks 0–2 of the τ-bench file (8/8, 8/6, 8/4 there) plus a task
// only B has.
const runB = 'task,n,c\n0,8,7\n1,8,8\n2,8,6\n3,8,5\n';
// Student's t 0.975 quantile with 2 degrees of freedom (R: qt(0.975, 2)).
const T2 = 4.302652729749464;

async function paste(page, testid, text) {
  // Filling a text area key by key is slow; set it and fire input as typing would.
  await page.getByTestId(testid).evaluate((area, text) => {
    area.value = text;
    area.dispatchEvent(new Event('input', { bubbles: true }));
  }, text);
}

async function setK(page, k) {
  await page.getByTestId('compare-k').fill(String(k));
}

test('two result files in two formats, compared task by task with exact numbers', async ({ page }) => {
  const problems = watch(page);
  await page.goto('/?view=compare');
  await page.getByTestId('compare-a-file').setInputFiles(tauBench);
  await paste(page, 'compare-b-input', runB);
  await expect(page.getByTestId('compare-a-tasks')).toHaveAttribute('data-value', '3');
  await expect(page.getByTestId('compare-b-tasks')).toHaveAttribute('data-value', '4');
  await expect(page.getByTestId('compare-matched')).toHaveAttribute('data-value', '3');
  await expect(page.getByTestId('compare-unmatched')).toHaveAttribute('data-value', '1');
  await expect(page.getByTestId('compare-changed')).toHaveAttribute('data-value', '3');
  await expect(page.getByTestId('compare-changed')).toHaveText('3 tasks changed their success rate: 2 up, 1 down.');
  // k = 1: d = (7/8 − 1, 1 − 6/8, 6/8 − 4/8) = (−1/8, 1/4, 1/4); mean 1/8, s/√3 = 1/8.
  await setK(page, 1);
  const diff = page.getByTestId('compare-diff-hat-k');
  await expect(diff).toHaveAttribute('data-value', '0.125');
  await expect(page.getByTestId('compare-diff-at-k')).toHaveAttribute('data-value', '0.125');
  expect(Number(await diff.getAttribute('data-ci-lo'))).toBeCloseTo(0.125 - T2 * 0.125, 9);
  expect(Number(await diff.getAttribute('data-ci-hi'))).toBeCloseTo(0.125 + T2 * 0.125, 9);
  await expect(diff).toHaveText('+12.5%');
  // Every relabelling of A and B on the three tasks: 4 of 8 sums are at least |3/8|.
  await expect(page.getByTestId('compare-p-value')).toHaveAttribute('data-value', '0.5');
  await expect(page.getByTestId('compare-p-value')).toContainText('would show up in 50% of reruns');
  // k = 3, pass^3: C(c,3)/C(8,3) per task; d = (−21, 36, 16)/56, mean 31/168.
  await setK(page, 3);
  expect(Number(await diff.getAttribute('data-value'))).toBeCloseTo(31 / 168, 15);
  // The movers, biggest first: task 1 (+2/8) and 2 (+2/8) before 0 (−1/8).
  const rows = page.getByTestId('compare-table').locator('tbody tr');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(2).locator('th')).toHaveText('0');
  await page.getByTestId('compare-sort-2').click();
  await expect(rows.nth(0).locator('th')).toHaveText('0');
  await expect(rows.nth(0)).toHaveAttribute('data-value', '-0.125');
  // Both charts drawn.
  for (const id of ['compare-chart', 'compare-diff-chart']) {
    const drawn = await page.getByTestId(id).evaluate((canvas) => {
      const { data } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
      return data.some((value, i) => i % 4 === 3 && value > 0);
    });
    expect(drawn, id).toBe(true);
  }
  // Small runs go into the link as a= and b=, and a reload brings the comparison back.
  // Their ids (0-based here, not 1..n) travel with the counts, so a recipient pairs the
  // same tasks (the contract of a= and b= moved: ids were dropped before).
  await expect(page).toHaveURL(/[?&]b=0:8:7,1:8:8,2:8:6,3:8:5/);
  await page.screenshot({ path: `${shots}/compare.png`, fullPage: true });
  await page.reload();
  await expect(page.getByTestId('compare-matched')).toHaveAttribute('data-value', '3');
  await expect(page.getByTestId('compare-diff-hat-k')).toHaveAttribute('data-value', /^0\.18452380952380/);
  expect(problems).toEqual([]);
});

test('a run against itself: difference 0 and p-value 1', async ({ page }) => {
  const problems = watch(page);
  await page.goto('/?view=compare');
  const text = fs.readFileSync(tauBench, 'utf8');
  await paste(page, 'compare-a-input', text);
  await paste(page, 'compare-b-input', text);
  await setK(page, 2);
  await expect(page.getByTestId('compare-diff-hat-k')).toHaveAttribute('data-value', '0');
  await expect(page.getByTestId('compare-diff-at-k')).toHaveAttribute('data-value', '0');
  await expect(page.getByTestId('compare-p-value')).toHaveAttribute('data-value', '1');
  await expect(page.getByTestId('compare-changed')).toHaveAttribute('data-value', '0');
  expect(problems).toEqual([]);
});

test('a link carries both runs; bad input says where, and nothing crashes', async ({ page }) => {
  const problems = watch(page);
  await page.goto('/?view=compare&k=1&a=8:8,8:6,8:4&b=8:7,8:8,8:6');
  await expect(page.getByTestId('compare-matched')).toHaveAttribute('data-value', '3');
  await expect(page.getByTestId('compare-diff-hat-k')).toHaveAttribute('data-value', '0.125');
  await paste(page, 'compare-b-input', 'task,n,c\n0,8,9\n');
  await expect(page.getByTestId('compare-b-errors')).toContainText('line 2');
  // The last good run B is still compared.
  await expect(page.getByTestId('compare-diff-hat-k')).toHaveAttribute('data-value', '0.125');
  expect(problems).toEqual([]);
});

test('plan: the closed case and the table over n, in every language', async ({ page }) => {
  const problems = watch(page);
  await page.goto('/?view=plan&p=80&k=1&spread=0');
  const set = async (id, value) => {
    await page.getByTestId(id).fill(value);
    await page.getByTestId(id).press('Enter');
    await page.getByTestId(id).blur();
  };
  await set('plan-trials', '8');
  await set('plan-width', '2');
  // No spread, k = 1, 8 trials: ⌈1.959964²·0.8·0.2/(8·0.02²)⌉ = ⌈192.07⌉ = 193.
  await expect(page.getByTestId('plan-tasks')).toHaveAttribute('data-value', '193');
  await set('plan-k', '4');
  await set('plan-spread', '0.3');
  const rows = page.getByTestId('plan-table').locator('tbody tr');
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(0)).toHaveAttribute('data-trials', '4');
  await expect(rows.nth(3)).toHaveAttribute('data-trials', '32');
  // More trials per task never need more tasks.
  const tasks = await rows.evaluateAll((trs) => trs.map((tr) => Number(tr.dataset.tasks)));
  for (let i = 1; i < tasks.length; i++) expect(tasks[i]).toBeLessThanOrEqual(tasks[i - 1]);
  await page.screenshot({ path: `${shots}/plan.png`, fullPage: true });
  for (const [lang, compare, plan] of [['ko', '비교', '계획'], ['pt', 'Comparar', 'Planejar'], ['en', 'Compare', 'Plan']]) {
    await page.getByTestId('lang').selectOption(lang);
    await expect(page.getByTestId('tab-compare')).toHaveText(compare);
    await expect(page.getByTestId('tab-plan')).toHaveText(plan);
  }
  await page.getByTestId('lang').selectOption('ko');
  await expect(page.locator('.view-plan')).toContainText('작업당 시도');
  await page.getByTestId('tab-compare').click();
  await expect(page.locator('.view-compare')).toContainText('실행 A');
  await page.getByTestId('lang').selectOption('pt');
  await expect(page.locator('.view-compare')).toContainText('Execução B');
  expect(problems).toEqual([]);
});

for (const [name, query, ready] of [
  ['compare', 'view=compare&k=1&a=8:8,8:6,8:4&b=8:7,8:8,8:6', 'compare-diff-hat-k'],
  ['plan', 'view=plan', 'plan-tasks'],
  ['quiz', 'view=quiz', 'quiz-question'],
  ['explorer (with the reruns panel)', 'p=80&k=3', 'sim-runs'],
]) {
  test(`the ${name} view has no axe-core violations (WCAG 2.1 AA), light and dark`, async ({ page }) => {
    for (const theme of ['light', 'dark']) {
      await page.goto(`/?${query}&theme=${theme}`);
      await expect(page.getByTestId(ready)).toBeAttached();
      if (name === 'quiz') {
        // The quiz keeps its progress for the session: after the first theme the
        // question comes back already revealed.
        if (theme === 'light') await page.getByTestId('quiz-reveal').click();
        await expect(page.getByTestId('quiz-answer')).toBeVisible();
      }
      if (name.startsWith('explorer')) {
        await page.getByTestId('sim-run-100').click();
        await expect(page.getByTestId('sim-runs')).toHaveAttribute('data-value', '100');
      }
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(summary, theme).toEqual([]);
    }
  });
}
