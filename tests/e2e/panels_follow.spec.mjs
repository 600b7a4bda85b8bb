// A panel below the fold does not follow a drag it cannot be seen following, and catches
// up the moment the drag ends or it is scrolled into view: the verifier's readout
// (chain-verified) and the inverse questions stay as they were while p is dragged at the
// top, then show the dragged p's numbers.
import { test, expect } from '@playwright/test';
import { watch } from './helpers.mjs';

test('panels off screen wait out a drag of p and catch up when it ends', async ({ page }) => {
  const problems = watch(page);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/?p=80&k=6&steps=4&lang=en');
  // 0.8 · (1 + 0.2 · 0.9) = 0.944 per verified step, over 4 steps.
  const verified = page.getByTestId('chain-verified');
  await expect(verified).toHaveAttribute('data-value', /^0\.7941/);
  const before = await verified.getAttribute('data-value');
  const inverseBefore = await page.getByTestId('inverse').textContent();
  expect(await verified.evaluate((element) => element.getBoundingClientRect().top > window.innerHeight)).toBe(true);

  const slider = page.getByTestId('p');
  const box = await slider.boundingBox();
  await page.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 10; step += 1) {
    await page.mouse.move(box.x + box.width * (0.8 - step * 0.03), box.y + box.height / 2);
  }
  await page.waitForTimeout(100);
  // The top follows the drag; the panel below does not.
  const dragged = Number(await page.getByTestId('pass-hat-k').getAttribute('data-value'));
  expect(dragged).toBeLessThan(0.262144);
  expect(await verified.getAttribute('data-value')).toBe(before);
  expect(await page.getByTestId('inverse').textContent()).toBe(inverseBefore);
  await page.mouse.up();
  // Let go: it catches up with the p the drag left.
  const p = Number(await slider.inputValue()) / 100;
  const step = p * (1 + (1 - p) * 0.9);
  await expect(verified).not.toHaveAttribute('data-value', before);
  expect(Math.abs(Number(await verified.getAttribute('data-value')) - step ** 4)).toBeLessThan(1e-12);
  expect(await page.getByTestId('inverse').textContent()).not.toBe(inverseBefore);

  // Keys held on p at the top (no pointer): the panel below catches up once they stop.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(() => verified.evaluate((element) => element.getBoundingClientRect().top > window.innerHeight)).toBe(true);
  const settledBefore = await verified.getAttribute('data-value');
  await slider.focus();
  for (let press = 0; press < 5; press += 1) await page.keyboard.press('ArrowRight');
  const afterKeys = Number(await slider.inputValue()) / 100;
  const keyedStep = afterKeys * (1 + (1 - afterKeys) * 0.9);
  await expect(verified).not.toHaveAttribute('data-value', settledBefore);
  expect(Math.abs(Number(await verified.getAttribute('data-value')) - keyedStep ** 4)).toBeLessThan(1e-12);

  // Seen, it follows a drag as it goes.
  await verified.scrollIntoViewIfNeeded();
  await page.getByTestId('verify-v').focus();
  await page.keyboard.press('ArrowLeft');
  await expect(verified).not.toHaveAttribute('data-value', String(step ** 4));
  expect(problems).toEqual([]);
});
