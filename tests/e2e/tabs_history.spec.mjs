// Tabs are a navigation: each switch is a history entry, so Back returns to the tab before
// it (and slider drags add none).
import { test, expect } from '@playwright/test';
import { dragThenLeave, watch } from './helpers.mjs';

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

test('a drag still waiting to be written is written when the page is left', async ({ page }) => {
  const problems = watch(page);
  await page.goto('/?p=80&k=6&lang=en');
  await expect(page.getByTestId('pass-hat-k')).toHaveAttribute('data-value', '0.262144');
  // Steps of a drag in one task: the last is a trailing write (at most one write per 150 ms
  // while dragging), still waiting when the page is left (pagehide, as a tab to another
  // page, a link or closing the tab fires it). The address must hold it at once.
  const written = await dragThenLeave(page);
  expect(written.before).not.toMatch(/[?&]p=75(&|$)/);
  expect(written.after).toMatch(/[?&]p=75(&|$)/);
  // And across pages: the data page, then Back to the last step of the drag.
  await page.getByTestId('p').evaluate((slider) => {
    slider.value = '60';
    slider.dispatchEvent(new Event('input', { bubbles: true }));
    document.querySelector('[data-testid="tab-data"]').click();
  });
  await expect(page.getByTestId('data-input')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/[?&]p=60(&|$)/);
  await expect(page.getByTestId('p-number')).toHaveValue('60');
  expect(problems).toEqual([]);
});
