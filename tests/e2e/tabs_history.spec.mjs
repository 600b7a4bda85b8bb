// Tabs are a navigation: each switch is a history entry, so Back returns to the tab before
// it (and slider drags add none).
import { test, expect } from '@playwright/test';
import { watch } from './helpers.mjs';

test('Back after switching tabs returns to the previous tab, not out of the app', async ({ page }) => {
  const problems = watch(page);
  await page.goto('/blank.html');
  await page.goto('/?p=80&k=6&lang=en');
  await expect(page.getByTestId('pass-hat-k')).toBeVisible();
  await page.getByTestId('p').fill('75');
  await page.getByTestId('tab-plan').click();
  await expect(page.getByTestId('plan-tasks')).toBeVisible();
  await page.getByTestId('tab-quiz').click();
  await expect(page.getByTestId('quiz-question')).toBeVisible();
  await page.goBack();
  await expect(page.getByTestId('plan-tasks')).toBeVisible();
  await expect(page.getByTestId('tab-plan')).toHaveAttribute('aria-selected', 'true');
  await page.goBack();
  await expect(page.getByTestId('pass-hat-k')).toHaveAttribute('data-value', '0.177978515625');
  await page.goForward();
  await expect(page.getByTestId('plan-tasks')).toBeVisible();
  // Across pages too: the data page, then Back to the explorer.
  await page.getByTestId('tab-data').click();
  await expect(page.getByTestId('data-input')).toBeVisible();
  await page.goBack();
  await expect(page.getByTestId('plan-tasks')).toBeVisible();
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/blank\.html/);
  expect(problems).toEqual([]);
});
