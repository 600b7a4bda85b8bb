// The compare view's intervals stay within what a paired difference can be, and say when
// they are not defined: never NaN in the contract.
import { test, expect } from '@playwright/test';
import { watch } from './helpers.mjs';

test('a paired difference interval stays in [−1, 1]; with one task it is not defined', async ({ page }) => {
  const problems = watch(page);
  // Three tasks whose differences are +1, −1, +1 at k = 2: the t interval would reach far
  // past ±100%.
  await page.goto('/data.html?view=compare&k=2&a=8:0,8:8,8:0&b=8:8,8:0,8:8&lang=en');
  const hat = page.getByTestId('compare-diff-hat-k');
  await expect(hat).toHaveAttribute('data-value', String(1 / 3));
  const low = Number(await hat.getAttribute('data-ci-lo'));
  const high = Number(await hat.getAttribute('data-ci-hi'));
  expect(low).toBe(-1);
  expect(high).toBe(1);
  await expect(page.locator('.compare-summary')).not.toContainText('NaN');
  await expect(page.locator('.compare-summary')).not.toContainText('178');
  // One task: no interval is defined, and the page says so.
  await page.goto('/data.html?view=compare&k=2&a=8:0&b=8:8&lang=en');
  await expect(hat).toHaveAttribute('data-value', '1');
  await expect(hat).not.toHaveAttribute('data-ci-lo', /.*/);
  await expect(hat).not.toHaveAttribute('data-ci-hi', /.*/);
  await expect(page.locator('.compare-summary')).toContainText('not defined: fewer than 2 tasks');
  await expect(page.locator('.compare-summary')).not.toContainText('NaN');
  expect(problems).toEqual([]);
});
