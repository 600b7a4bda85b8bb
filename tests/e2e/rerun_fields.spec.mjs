// The reruns' fields read what was typed like the explorer's fields do, and one rerun is
// not described as a spread.
import { test, expect } from '@playwright/test';
import { watch } from './helpers.mjs';

test('reruns fields answer abc, 1e4, 2.5 and -5, and one rerun says it has no spread yet', async ({ page }) => {
  const problems = watch(page);
  await page.goto('/?p=80&k=3&lang=en');
  const tasks = page.getByTestId('sim-tasks');
  const hint = page.getByTestId('sim-tasks-hint');
  await tasks.fill('abc');
  await expect(hint).toHaveText('“abc” is not a number. Enter a number from 1 to 10000.');
  await tasks.blur();
  await expect(tasks).toHaveValue('50');
  // 1e4 is a number, and within the range: ten thousand tasks.
  await tasks.fill('1e4');
  await expect(hint).toHaveText('');
  await tasks.blur();
  await expect(tasks).toHaveValue('10000');
  await tasks.fill('-5');
  await expect(hint).toContainText('below the minimum');
  await tasks.blur();
  await expect(tasks).toHaveValue('1');
  await tasks.fill('2.5');
  await expect(hint).not.toHaveText('');
  await tasks.blur();
  await expect(tasks).toHaveValue('3');
  await expect(page.getByTestId('sim-trials-hint')).toHaveText('');
  await page.getByTestId('sim-run').click();
  await expect(page.getByTestId('sim-runs')).toHaveAttribute('data-value', '1');
  await expect(page.locator('.rerun-panel')).toContainText('1 rerun: measured pass^3 is');
  await expect(page.locator('.rerun-panel')).not.toContainText('moves by');
  expect(problems).toEqual([]);
});
