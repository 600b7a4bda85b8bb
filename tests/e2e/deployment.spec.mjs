// "Which k?": uses per period and a target give the per-trial rate a deployment needs
// (the Korean article ends unsure which k to report; k is the uses in the period that
// matters). Every value is read from `data-value`, at full precision.
import { test, expect } from '@playwright/test';
import { watch, shots } from './helpers.mjs';

async function type(page, id, text) {
  await page.getByTestId(id).fill(text);
  await page.getByTestId(id).press('Enter');
  await page.getByTestId(id).blur();
}

test('20 uses a week, all succeeding 90% of the time, need p ≥ 99.47%', async ({ page }) => {
  const problems = watch(page);
  await page.goto('/?lang=en');
  const rate = page.getByTestId('deploy-rate');
  // 0.9^(1/20) = 0.99474582…
  await expect(rate).toHaveAttribute('data-value', /^0\.99474582/);
  await expect(rate).toHaveAttribute('data-k', '20');
  await expect(rate).toHaveText('k = 20 uses, all succeeding 90% of the time → p ≥ 99.47%');
  // The article's pass^8 ≥ 90%: p ≥ 98.69%; the link carries the choice.
  await type(page, 'deploy-uses-number', '8');
  await expect(rate).toHaveAttribute('data-value', /^0\.98691/);
  await expect(rate).toContainText('p ≥ 98.69%');
  await expect(page).toHaveURL(/uses=8/);
  await type(page, 'deploy-target-number', '99');
  await expect(rate).toHaveAttribute('data-value', /^0\.99874/);
  await expect(page).toHaveURL(/target=99(&|$)/);
  // Past the range is clamped and said, never a crash: 100% would need p = 1.
  await page.getByTestId('deploy-target-number').fill('100');
  await expect(page.getByTestId('deploy-target-hint')).toContainText('99.9');
  await page.getByTestId('deploy-target-number').blur();
  // A link opens on the same numbers, in Korean too.
  await page.goto('/?uses=20&target=90&lang=ko');
  await expect(rate).toHaveText('k = 20회 사용, 모두 성공할 확률 90% → p ≥ 99.47%');
  await page.getByTestId('deploy-rate').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shots}/deployment-ko.png`, fullPage: false });
  expect(problems).toEqual([]);
});

test('the data view: the largest k the counts support at the target, and the tasks that drag it down', async ({ page }) => {
  const problems = watch(page);
  await page.goto('/data.html?view=data&k=1&target=90&lang=en');
  // 10/10 and 9/10: pass^k = 1 − k/20, at least 90% up to k = 2 exactly.
  await page.getByTestId('data-input').fill('task,n,c\nsteady,10,10\nshaky,10,9\n');
  const supported = page.getByTestId('data-supported-k');
  await expect(supported).toHaveAttribute('data-value', '2');
  // Two tasks: t₀.₉₇₅(1) = 12.71, so the interval reaches 90% at every k up to n = 10.
  await expect(supported).toHaveAttribute('data-k-high', '10');
  await expect(supported).toHaveAttribute('data-k-low', '0');
  await expect(supported).toContainText('pass^k stays at or above 90% up to k = 2');
  await expect(page.getByTestId('data-draggers').locator('li')).toHaveText(['shaky: 9/10 → 80%']);
  // A stricter target: 99% holds only at k = 0 (0.95 at k = 1 is already below).
  await page.goto('/data.html?view=data&k=1&target=99&lang=en');
  await expect(supported).toHaveAttribute('data-value', '0');
  expect(problems).toEqual([]);
});
