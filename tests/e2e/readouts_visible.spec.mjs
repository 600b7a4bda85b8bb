// Every readout's value is fully on screen, on the full page and the embed, at a phone's
// widths and a tablet's, however many readouts the view model has: nothing is clipped by
// the sticky box above the k chart (sized from the readouts' count, two a row), cut off
// by its own box, or off the side of the screen. On a phone the readouts stay on screen
// while the sliders below them are reached.
import { test, expect } from '@playwright/test';
import { watch, shots } from './helpers.mjs';

/** Each readout value that is not fully visible, with why. */
function hiddenReadouts() {
  const hidden = [];
  const values = [...document.querySelectorAll('.readouts .readout-value')];
  for (const value of values) {
    const box = value.getBoundingClientRect();
    const name = value.getAttribute('data-testid');
    if (box.width === 0 || box.height === 0) hidden.push(`${name}: not drawn`);
    if (value.scrollWidth > value.clientWidth + 1) hidden.push(`${name}: text wider than its box`);
    if (box.left < -0.5 || box.right > window.innerWidth + 0.5) hidden.push(`${name}: off the side`);
    if (box.top < -0.5 || box.bottom > window.innerHeight + 0.5) hidden.push(`${name}: off the screen`);
    for (let box2 = value.parentElement; box2; box2 = box2.parentElement) {
      const style = getComputedStyle(box2);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const clip = box2.getBoundingClientRect();
      if (box.top < clip.top - 0.5 || box.bottom > clip.bottom + 0.5 || box.left < clip.left - 0.5 || box.right > clip.right + 0.5) {
        hidden.push(`${name}: clipped by .${[...box2.classList].join('.')}`);
      }
    }
  }
  const readouts = document.querySelectorAll('.readouts .readout').length;
  const rows = getComputedStyle(document.querySelector('.view-explore')).getPropertyValue('--readout-rows').trim();
  return { hidden, values: values.length, readouts, rows };
}

const STATES = ['p=80&k=6&lang=en', 'p=99.9&k=100&steps=50&lang=pt', 'p=0.1&k=77&steps=1&lang=ko', 'p=42.5&k=13&m=7&lang=en'];

for (const width of [320, 390, 768]) {
  for (const [name, base] of [['full page', '/'], ['embed', '/embed.html']]) {
    test(`at ${width} px every readout on the ${name} is fully visible`, async ({ page }) => {
      const problems = watch(page);
      await page.setViewportSize({ width, height: 740 });
      for (const state of STATES) {
        await page.goto(`${base}?${state}`);
        await expect(page.getByTestId('pass-hat-k')).toHaveAttribute('data-value', /\d/);
        const readouts = page.locator('.readouts');
        await readouts.scrollIntoViewIfNeeded();
        await page.waitForTimeout(100);
        let seen = await page.evaluate(hiddenReadouts);
        expect(seen.values, state).toBe(seen.readouts);
        expect(seen.values, state).toBeGreaterThanOrEqual(4);
        // The sticky box holds every row the view model's readouts take.
        expect(Number(seen.rows), state).toBe(Math.ceil(seen.readouts / 2));
        expect(seen.hidden, `${state} at the readouts`).toEqual([]);
        if (width < 600) {
          // Reaching for the steps slider, far below: the readouts stay on screen.
          await page.getByTestId('steps').scrollIntoViewIfNeeded();
          await page.getByTestId('steps').focus();
          await page.keyboard.press('ArrowRight');
          await page.waitForTimeout(100);
          seen = await page.evaluate(hiddenReadouts);
          expect(seen.hidden, `${state} at the steps slider`).toEqual([]);
        }
      }
      await page.screenshot({ path: `${shots}/readouts-${name.replace(' ', '-')}-${width}.png` });
      expect(problems).toEqual([]);
    });
  }
}
