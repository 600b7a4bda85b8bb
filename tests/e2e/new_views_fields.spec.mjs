// The plan's fields, the quiz's progress, the reruns' seed and the compare runs' inputs
// hold like the data view does: every field says what it did with what was typed, what a
// person set comes back after a tab switch and a reload (and is in the link), and each
// compare run has the data view's format, threshold and scorer, warnings and storage note.
import { test, expect } from '@playwright/test';
import { watch, shots } from './helpers.mjs';

/** Types into a field and leaves it, as a person would. */
async function type(page, id, text) {
  await page.getByTestId(id).fill(text);
  await page.getByTestId(id).press('Enter');
  await page.getByTestId(id).blur();
}

test('plan fields read through the explorer reader: hints, clamping, locale, and the link', async ({ page }) => {
  const problems = watch(page);
  await page.goto('/?view=plan&p=80&k=1&spread=0&lang=en');
  await type(page, 'plan-trials', '8');
  await type(page, 'plan-width', '2');
  // No spread, k = 1, 8 trials: ⌈1.959964²·0.8·0.2/(8·0.02²)⌉ = 193.
  await expect(page.getByTestId('plan-tasks')).toHaveAttribute('data-value', '193');
  // p: 150 is clamped to 100% and said; abc is refused and said, the value stays.
  await page.getByTestId('plan-p').fill('150');
  await expect(page.getByTestId('plan-p-hint')).toHaveText('150 is above the maximum: using 100%.');
  await page.getByTestId('plan-p').blur();
  await expect(page.getByTestId('plan-p')).toHaveValue('100');
  await page.getByTestId('plan-p').fill('abc');
  await expect(page.getByTestId('plan-p-hint')).toContainText('“abc” is not a number');
  await page.getByTestId('plan-p').blur();
  await expect(page.getByTestId('plan-p')).toHaveValue('100');
  await page.getByTestId('plan-p').fill('-1');
  await expect(page.getByTestId('plan-p-hint')).toHaveText('-1 is below the minimum: using 0%.');
  await type(page, 'plan-p', '80');
  await expect(page.getByTestId('plan-p-hint')).toHaveText('');
  // 0 in width or k: the minimum, said.
  await page.getByTestId('plan-width').fill('0');
  await expect(page.getByTestId('plan-width-hint')).toHaveText('0 is below the minimum: using 0.01.');
  await type(page, 'plan-width', '2');
  await page.getByTestId('plan-k').fill('0');
  await expect(page.getByTestId('plan-k-hint')).toHaveText('0 is below the minimum: using 1.');
  await type(page, 'plan-k', '1');
  // English "1,000" trials is a thousand: 193 tasks at 8 trials become 2 at 1000.
  await type(page, 'plan-trials', '1,000');
  await expect(page.getByTestId('plan-trials')).toHaveValue('1000');
  // ⌈1.959964²·0.16/(1000·0.0004)⌉ = ⌈1.5366⌉ = 2.
  await expect(page.getByTestId('plan-tasks')).toHaveAttribute('data-value', '2');
  await type(page, 'plan-trials', '8');
  // A spread of 1e-15 is below the field's step: spread 0 is used, and said, never a
  // number that drifted from it.
  await page.getByTestId('plan-spread').fill('1e-15');
  await expect(page.getByTestId('plan-spread-hint')).not.toHaveText('');
  await page.getByTestId('plan-spread').blur();
  await expect(page.getByTestId('plan-spread')).toHaveValue('0');
  await expect(page.getByTestId('plan-tasks')).toHaveAttribute('data-value', '193');
  // n and w are in the link, and come back after a reload and a tab switch.
  await type(page, 'plan-width', '1.5');
  await page.waitForFunction(() => new URL(location.href).searchParams.get('w') === '1.5');
  const url = new URL(page.url());
  expect(url.searchParams.get('n')).toBe('8');
  expect(url.searchParams.get('view')).toBe('plan');
  await page.reload();
  await expect(page.getByTestId('plan-width')).toHaveValue('1.5');
  await expect(page.getByTestId('plan-trials')).toHaveValue('8');
  await page.getByTestId('tab-explore').click();
  await expect(page.getByTestId('pass-at-k')).toBeVisible();
  await page.getByTestId('tab-plan').click();
  await expect(page.getByTestId('plan-width')).toHaveValue('1.5');
  await expect(page.getByTestId('plan-trials')).toHaveValue('8');
  // Portuguese: "1.000" is a thousand too, and "1,5" one and a half.
  await page.goto('/?view=plan&p=80&k=1&spread=0&n=8&w=2&lang=pt');
  await type(page, 'plan-trials', '1.000');
  await expect(page.getByTestId('plan-trials')).toHaveValue('1000');
  await type(page, 'plan-width', '1,5');
  await expect(page.getByTestId('plan-width')).toHaveValue('1,5');
  await page.screenshot({ path: `${shots}/plan-fields.png`, fullPage: true });
  expect(problems).toEqual([]);
});

test('number fields show the page decimal mark, on the full page and in the embed', async ({ page }) => {
  const problems = watch(page);
  for (const address of ['/?p=80.5&k=3&lang=pt', '/embed.html?p=80.5&k=3&lang=pt']) {
    await page.goto(address);
    await expect(page.getByTestId('p-number')).toHaveValue('80,5');
    // The slider keeps the point its value attribute needs.
    await expect(page.getByTestId('p')).toHaveValue('80.5');
    await page.getByTestId('p-number').fill('75,5');
    await page.getByTestId('p-number').blur();
    await expect(page.getByTestId('p-number')).toHaveValue('75,5');
    await expect(page.getByTestId('p')).toHaveValue('75.5');
  }
  await page.goto('/?p=80.5&k=3&lang=en');
  await expect(page.getByTestId('p-number')).toHaveValue('80.5');
  expect(problems).toEqual([]);
});

test('the quiz keeps its question in the link and its score for the session', async ({ page }) => {
  const problems = watch(page);
  // A teacher's link to question 5 opens question 5.
  await page.goto('/?view=quiz&q=5&lang=en');
  const question = page.getByTestId('quiz-question');
  // The fifth question: coding at 60%, pass@3.
  await expect(question).toHaveAttribute('data-kind', 'pass-at-k');
  await expect(question).toHaveAttribute('data-p', '0.6');
  await expect(question).toHaveAttribute('data-k', '3');
  const fifth = await question.textContent();
  await page.getByTestId('quiz-reveal').click();
  await expect(page.getByTestId('quiz-score')).toHaveAttribute('data-value', '1');
  await page.getByTestId('quiz-next').click();
  await page.waitForFunction(() => new URL(location.href).searchParams.get('q') === '6');
  await page.getByTestId('quiz-reveal').click();
  await expect(page.getByTestId('quiz-score')).toHaveAttribute('data-value', '2');
  // A reload keeps the question, its reveal and the score.
  await page.reload();
  await expect(page.getByTestId('quiz-score')).toHaveAttribute('data-value', '2');
  await expect(page.getByTestId('quiz-answer')).toBeVisible();
  expect(await question.textContent()).not.toBe(fifth);
  // So does a tab switch.
  await page.getByTestId('quiz-next').click();
  await page.getByTestId('tab-explore').click();
  await expect(page.getByTestId('pass-at-k')).toBeVisible();
  await page.getByTestId('tab-quiz').click();
  await expect(page.getByTestId('quiz-score')).toHaveAttribute('data-value', '2');
  await expect(page).toHaveURL(/q=7/);
  await expect(page.getByTestId('quiz-answer')).toHaveCount(0);
  // Back to question 5 by its link: its text is question 5's again, the score stays.
  await page.goto('/?view=quiz&q=5&lang=en');
  expect(await question.textContent()).toBe(fifth);
  await expect(page.getByTestId('quiz-score')).toHaveAttribute('data-value', '2');
  expect(problems).toEqual([]);
});

test('a seed the reruns cannot use is said, not silently replaced', async ({ page }) => {
  const problems = watch(page);
  for (const bad of ['-1', 'abc', '1e3', '18446744073709551616']) {
    await page.goto(`/?p=80&k=3&lang=en&seed=${bad}`);
    await expect(page.getByTestId('sim-seed-refused')).toHaveText(
      `The link's seed “${bad}” is not a whole number from 0 to 18446744073709551615; seed 1 is used instead.`,
    );
    await expect(page.getByTestId('sim-seed')).toHaveAttribute('data-value', '1');
  }
  await page.goto('/?p=80&k=3&lang=en&seed=42');
  await expect(page.getByTestId('sim-seed')).toHaveAttribute('data-value', '42');
  await expect(page.getByTestId('sim-seed-refused')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('each compare run has the data view input: warnings, scorer, format, threshold, storage', async ({ page }) => {
  const problems = watch(page);
  await page.goto('/data.html?view=compare&k=1&lang=en');
  // A repeated id is summed, and said.
  await page.getByTestId('compare-a-input').fill('task,n,c\nx,8,8\nx,8,0\ny,8,4\n');
  await expect(page.getByTestId('compare-a-warnings')).toContainText('task “x” appears again at line 3: its counts were added');
  // An inspect log with two scorers: the first counts, is named, and can be changed.
  const samples = [1, 2].map((epoch) => ({ id: 'x', epoch, scores: { zeta: { value: 'C' }, alpha: { value: 'I' } } }));
  await page.getByTestId('compare-b-input').fill(JSON.stringify({ eval: { task: 't' }, samples }));
  await expect(page.getByTestId('compare-b-warnings')).toContainText('the scores of “zeta” are counted');
  await expect(page.getByTestId('compare-b-tasks')).toHaveAttribute('data-value', '1');
  // Run A's x is 8/16 = 0.5; B's x under zeta 2/2 = 1, under alpha 0/2 = 0.
  await expect(page.getByTestId('compare-diff-hat-k')).toHaveAttribute('data-value', '0.5');
  await page.getByTestId('compare-b-scorer').selectOption('alpha');
  await expect(page.getByTestId('compare-diff-hat-k')).toHaveAttribute('data-value', '-0.5');
  // The format and the threshold are each run's own.
  await expect(page.getByTestId('compare-a-format')).toBeVisible();
  await page.getByTestId('compare-a-input').fill('[{"task_id": "x", "trial": 0, "reward": 0.5}, {"task_id": "x", "trial": 1, "reward": 0.5}]');
  await expect(page.getByTestId('compare-a-tasks')).toHaveAttribute('data-value', '1');
  await expect(page.getByTestId('compare-diff-hat-k')).toHaveAttribute('data-value', '0');
  await page.getByTestId('compare-a-threshold').fill('0.5');
  await page.getByTestId('compare-a-threshold').dispatchEvent('change');
  await expect(page.getByTestId('compare-diff-hat-k')).toHaveAttribute('data-value', '-1');
  // The threshold reads through the one reader too: above its maximum (1000, for scores on
  // their own scale) is clamped and said; above every reward, nothing succeeds.
  await page.getByTestId('compare-a-threshold').fill('1500');
  await expect(page.getByTestId('compare-a-threshold-hint')).toHaveText('1500 is above the maximum: using 1000.');
  await page.getByTestId('compare-a-threshold').blur();
  await expect(page.getByTestId('compare-a-threshold')).toHaveValue('1000');
  await expect(page.getByTestId('compare-diff-hat-k')).toHaveAttribute('data-value', '0');
  await page.screenshot({ path: `${shots}/compare-inputs.png`, fullPage: true });
  expect(problems).toEqual([]);
});

test('the data view threshold reads a Portuguese decimal comma', async ({ page }) => {
  const problems = watch(page);
  await page.goto('/data.html?lang=pt');
  await page.getByTestId('data-input').fill('[{"task_id": "x", "trial": 0, "reward": 0.5}, {"task_id": "y", "trial": 0, "reward": 0.25}]');
  await expect(page.getByTestId('data-avg')).toHaveAttribute('data-value', '0');
  await page.getByTestId('data-threshold').fill('0,5');
  await expect(page.getByTestId('data-threshold-hint')).toHaveText('');
  await expect(page.getByTestId('data-avg')).toHaveAttribute('data-value', '0.5');
  await page.getByTestId('data-threshold').blur();
  await expect(page.getByTestId('data-threshold')).toHaveValue('0,5');
  expect(problems).toEqual([]);
});

test('a compare run storage refused says so now and after the reload', async ({ page }) => {
  const problems = watch(page);
  // Storage refuses run A's data (full, say), and nothing else.
  await page.addInitScript(() => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key, value) {
      if (key === 'passk.compare.a.text') throw new DOMException('full', 'QuotaExceededError');
      return setItem.call(this, key, value);
    };
  });
  await page.goto('/data.html?view=compare&k=1&lang=en');
  const many = Array.from({ length: 80 }, (_, i) => `t${i},8,${i % 9}`).join('\n');
  await page.getByTestId('compare-a-input').fill(`task,n,c\n${many}\n`);
  await expect(page.getByTestId('compare-a-tasks')).toHaveAttribute('data-value', '80');
  await expect(page.getByTestId('compare-a-storage-note')).toContainText('Not kept for your next visit');
  await page.goto('/data.html?view=compare&k=1&lang=en');
  await expect(page.getByTestId('compare-a-input')).toHaveValue('');
  await expect(page.getByTestId('compare-a-storage-note')).toHaveText(
    "The data of your last visit was not kept: the browser's storage was full or turned off. Paste or pick it again.",
  );
  await expect(page.getByTestId('compare-b-storage-note')).toHaveText('');
  expect(problems).toEqual([]);
});
