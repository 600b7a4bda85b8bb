// A compare link gives its recipient the same comparison as the sender: tasks matched by
// id (ids travel in the link when they are not 1..n), and a bad entry never renumbers the
// rest.
import { test, expect } from '@playwright/test';
import { watch } from './helpers.mjs';

test('a compare link pairs the same tasks by id for its recipient', async ({ page, browser }) => {
  const problems = watch(page);
  await page.goto('/data.html?view=compare&k=2&lang=en');
  await page.getByTestId('compare-a-input').fill('task,n,c\nx,8,8\ny,8,2\nz,8,4\nonlyA,8,1\n');
  await page.getByTestId('compare-b-input').fill('task,n,c\nz,8,7\ny,8,8\nw,8,3\nx,8,5\n');
  const hat = page.getByTestId('compare-diff-hat-k');
  // Matched: x, y, z; pass^2 B − A = ((10 − 28) + (28 − 1) + (21 − 6)) / 28 / 3 = 8/28.
  await expect(page.getByTestId('compare-matched')).toHaveAttribute('data-value', '3');
  await expect(hat).toHaveAttribute('data-value', /^0\.2857/);
  expect(Number(await hat.getAttribute('data-value'))).toBeCloseTo(8 / 28, 15);
  const sent = await hat.getAttribute('data-value');
  await expect(page).toHaveURL(/a=x:8:8,y:8:2,z:8:4,onlyA:8:1/);
  const link = page.url();
  // The recipient: a fresh browser profile, nothing stored.
  const context = await browser.newContext();
  const recipient = await context.newPage();
  const recipientProblems = watch(recipient);
  await recipient.goto(link);
  await expect(recipient.getByTestId('compare-matched')).toHaveAttribute('data-value', '3');
  await expect(recipient.getByTestId('compare-unmatched')).toHaveAttribute('data-value', '2');
  // Exactly the sender's value.
  await expect(recipient.getByTestId('compare-diff-hat-k')).toHaveAttribute('data-value', sent);
  await context.close();
  expect(problems).toEqual([]);
  expect(recipientProblems).toEqual([]);
});

test('a bad entry in a compare link does not renumber the entries after it', async ({ page }) => {
  const problems = watch(page);
  await page.goto('/data.html?view=compare&k=1&a=8:8,x,8:4&b=8:8,8:8,8:4&lang=en');
  // Entries 1 and 3 of A pair with entries 1 and 3 of B; entry 2 of B is B's alone.
  await expect(page.getByTestId('compare-matched')).toHaveAttribute('data-value', '2');
  await expect(page.getByTestId('compare-changed')).toHaveAttribute('data-value', '0');
  await expect(page.getByTestId('compare-unmatched')).toHaveAttribute('data-value', '1');
  await expect(page.getByTestId('compare-a-errors')).toContainText('2');
  expect(problems).toEqual([]);
});

test('when every matched task is left out at k, the view says so and why; ids only in one run stay listed', async ({ page }) => {
  const problems = watch(page);
  // Both matched tasks have 4 trials in run A: at k = 5 none can be compared.
  await page.goto('/data.html?view=compare&k=5&a=x:4:4,y:4:2,onlyA:8:8&b=x:8:8,y:8:2&lang=en');
  await expect(page.getByTestId('compare-matched')).toHaveAttribute('data-value', '2');
  await expect(page.getByTestId('compare-matched')).toHaveText(
    'Every task in both runs (2) is left out at k = 5: each has fewer than 5 trials in a run. Choose a smaller k to compare them.');
  await expect(page.getByTestId('compare-unmatched')).toHaveText('1 task only in run A, 0 only in run B (not compared).');
  await expect(page.locator('.compare-unmatched-list')).toBeVisible();
  await page.locator('.compare-unmatched-list summary').click();
  await expect(page.locator('.compare-unmatched-list p')).toHaveText('A: onlyA');
  // At k = 4 they are compared again, and one task reads as one.
  await page.getByTestId('compare-k').fill('4');
  await expect(page.getByTestId('compare-matched')).toHaveText('2 tasks in both runs');
  // y went from 2/4 to 2/8: one task, said as one.
  await expect(page.getByTestId('compare-changed')).toHaveText('1 task changed its success rate: 0 up, 1 down.');
  expect(problems).toEqual([]);
});
