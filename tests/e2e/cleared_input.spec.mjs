// Text that was cleared stays cleared: an emptied input takes its data out of the link and
// out of storage, so a reload (or a later visit) does not bring it back.
import { test, expect } from '@playwright/test';
import { watch } from './helpers.mjs';

test('an emptied data view stays empty after a reload', async ({ page }) => {
  const problems = watch(page);
  await page.goto('/data.html?view=data&tasks=8:8,8:6,8:4&k=3&lang=en');
  await expect(page.getByTestId('data-task-count')).toHaveText('3');
  await page.getByTestId('data-input').fill('task,n,c\na,8,8\n');
  await expect(page.getByTestId('data-task-count')).toHaveText('1');
  await page.getByTestId('data-input').fill('');
  await expect(page).not.toHaveURL(/tasks=/);
  await page.waitForTimeout(300);
  await page.reload();
  await expect(page.getByTestId('data-input')).toHaveValue('');
  await expect(page).not.toHaveURL(/tasks=/);
  await page.goto('/data.html');
  await expect(page.getByTestId('data-input')).toHaveValue('');
  expect(problems).toEqual([]);
});

test('an emptied compare input stays empty after a reload', async ({ page }) => {
  const problems = watch(page);
  await page.goto('/data.html?view=compare&k=1&a=8:8,8:6&b=8:7,8:8&lang=en');
  await expect(page.getByTestId('compare-matched')).toHaveAttribute('data-value', '2');
  await page.getByTestId('compare-a-input').fill('');
  await expect(page).not.toHaveURL(/[?&]a=/);
  await page.waitForTimeout(300);
  await page.reload();
  await expect(page.getByTestId('compare-a-input')).toHaveValue('');
  await expect(page).not.toHaveURL(/[?&]a=/);
  await expect(page).toHaveURL(/[?&]b=8:7,8:8/);
  expect(problems).toEqual([]);
});
