// Workshop mode: the live sentence, the page and the embed with the network off, dragging
// the charts, and rerunning the benchmark.
import { test, expect } from '@playwright/test';
import { shots, watch } from './helpers.mjs';

test('the live sentence says the readouts in words, in every language', async ({ page }) => {
  const problems = watch(page);
  await page.goto('/?p=90&k=8&lang=en');
  // 0.9^8 = 0.43046721; 1 − 0.1^8 = 0.99999999.
  await expect(page.getByTestId('sentence')).toHaveText(
    'At 90% per try, all 8 of 8 succeed only 43.05% of the time; at least one succeeds 99.999999% of the time.',
  );
  await page.getByTestId('k-number').fill('3');
  await expect(page.getByTestId('sentence')).toContainText('all 3 of 3 succeed only 72.9%');
  await page.getByTestId('lang').selectOption('ko');
  await expect(page.getByTestId('sentence')).toHaveText(
    '한 번 성공률이 90%일 때, 3번 모두 성공할 확률은 72.9%에 그치고, 한 번이라도 성공할 확률은 99.9%이다.',
  );
  await page.getByTestId('lang').selectOption('pt');
  await expect(page.getByTestId('sentence')).toHaveText(
    'Com 90% por tentativa, as 3 de 3 dão certo só 72,9% das vezes; pelo menos uma dá certo 99,9% das vezes.',
  );
  expect(problems).toEqual([]);
});

for (const [name, path] of [['the full page', '/sub/path/?p=90&k=8'], ['the embed', '/sub/path/embed.html?p=90&k=8']]) {
  test(`after one visit ${name} works with the network off`, async ({ page, context }) => {
    const problems = watch(page);
    await page.goto(path);
    await expect(page.getByTestId('pass-hat-k')).toHaveAttribute('data-value', '0.43046721');
    // The worker is installed and serves this page.
    await page.evaluate(async () => { await navigator.serviceWorker.ready; });
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('pass-hat-k')).toHaveAttribute('data-value', '0.43046721');
    await page.getByTestId('k-number').fill('2');
    await expect(page.getByTestId('pass-hat-k')).toHaveAttribute('data-value', '0.81');
    // A link with other values, never opened online, opens offline too.
    await page.goto(path.replace('p=90&k=8', 'p=75&k=3'));
    await expect(page.getByTestId('pass-hat-k')).toHaveAttribute('data-value', '0.421875');
    await context.setOffline(false);
    expect(problems).toEqual([]);
  });
}
