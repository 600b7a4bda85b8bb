// Drags and keys used as a hurried or hostile person does: a pointer held still at the far
// end of a chart, a right-click, a second finger, Enter on a focused button in the quiz.
import { test, expect } from '@playwright/test';
import { plotMargins, watch } from './helpers.mjs';

for (const [name, path] of [['full page', '/?p=80&k=6&steps=4'], ['embed', '/embed.html?p=80&k=6&steps=4']]) {
  test(`a pointer held still on the k chart does not run away (${name})`, async ({ page }) => {
    const problems = watch(page);
    await page.goto(path);
    await expect(page.getByTestId('pass-hat-k')).toHaveAttribute('data-value', '0.262144');
    await page.getByTestId('chart-k').scrollIntoViewIfNeeded();
    const box = await page.getByTestId('chart-k').boundingBox();
    // 80% of the width maps to k = 16 on the axis drawn at press (1 to 20); the redrawn axis
    // (1 to 30 at k = 16) must not move the value under a pointer that holds still.
    const x = box.x + 0.8 * box.width;
    const y = box.y + box.height / 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await expect(page.getByTestId('k')).toHaveValue('16');
    for (const jitter of [1, -1, 1, 0, 1, -1, 1, 1]) {
      await page.mouse.move(x + jitter, y);
    }
    await expect(page.getByTestId('k')).toHaveValue('16');
    await page.mouse.up();
    await expect(page.getByTestId('pass-hat-k')).toHaveAttribute('data-value', '0.0281474976710656');
    expect(problems).toEqual([]);
  });

  test(`only the primary pointer's primary button drags (${name})`, async ({ page }) => {
    const problems = watch(page);
    await page.goto(path);
    await expect(page.getByTestId('k')).toHaveValue('6');
    const margins = await plotMargins(page.context());
    await page.getByTestId('chart-k').scrollIntoViewIfNeeded();
    const box = await page.getByTestId('chart-k').boundingBox();
    const y = box.y + box.height / 2;
    // A right-click sets nothing.
    await page.mouse.click(margins.at(box, 12), y, { button: 'right' });
    await expect(page.getByTestId('k')).toHaveValue('6');
    // A first finger drags; a second finger neither moves k nor ends the first one's drag.
    const pointer = (type, id, primary, k) => page.getByTestId('chart-k').dispatchEvent(type, {
      pointerType: 'touch', pointerId: id, isPrimary: primary, button: type === 'pointermove' ? -1 : 0,
      bubbles: true, clientX: margins.at(box, k), clientY: y,
    });
    await pointer('pointerdown', 1, true, 4);
    await expect(page.getByTestId('k')).toHaveValue('4');
    await pointer('pointerdown', 2, false, 15);
    await pointer('pointermove', 2, false, 17);
    await expect(page.getByTestId('k')).toHaveValue('4');
    await pointer('pointerup', 2, false, 17);
    await pointer('pointermove', 1, true, 9);
    await expect(page.getByTestId('k')).toHaveValue('9');
    await pointer('pointerup', 1, true, 9);
    await pointer('pointermove', 1, true, 11);
    await expect(page.getByTestId('k')).toHaveValue('9');
    expect(problems).toEqual([]);
  });
}

test('in the quiz, Enter on a focused button or tab does what that button does', async ({ page }) => {
  const problems = watch(page);
  await page.goto('/?view=quiz&lang=en');
  const question = page.getByTestId('quiz-question');
  await expect(question).toHaveAttribute('data-kind', 'pass-hat-k');
  await page.getByTestId('quiz-guess').fill('50');
  await page.getByTestId('quiz-reveal').click();
  await expect(page.getByTestId('quiz-answer')).toBeVisible();
  // Enter on the focused Next button goes on (it no longer reveals instead).
  await page.getByTestId('quiz-next').focus();
  await page.keyboard.press('Enter');
  await expect(question).toHaveAttribute('data-kind', 'pass-at-k');
  await expect(page.getByTestId('quiz-answer')).toHaveCount(0);
  // Enter on a focused tab follows it.
  await page.getByTestId('tab-explore').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('pass-hat-k')).toBeVisible();
  expect(problems).toEqual([]);
});
