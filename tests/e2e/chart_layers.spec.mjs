// A chart keeps its static layer (frame, legend, grid, labels) between ticks and draws a new frame
// straight onto the canvas the first time it is wanted (passk-web's LayeredChart). Whatever
// path a tick took, the canvas must hold the picture a fresh page draws at the same state:
// these tests move the sliders through several k ranges, themes and values, then compare
// every pixel with a page opened at the final link.
// (A change of theme, language or size draws the frame again: widget_parity covers those.)
import { test, expect } from '@playwright/test';
import { watch } from './helpers.mjs';

/** The pixels of a chart canvas, as a data URL. */
const pixels = (page, id) => page.getByTestId(id).evaluate((canvas) => canvas.toDataURL());

/** Sets a slider as a drag does: its value, then `input`. */
async function tick(page, id, value) {
  await page.getByTestId(id).evaluate((input, value) => {
    input.value = value;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }, String(value));
}

// Each path: a new range (drawn straight), the same range again (kept offscreen, then
// copied), a p tick over the kept frame, a range crossed back and forth, a kept range
// whose legend changed.
const paths = [
  { name: 'a new k range, then a p tick over it', ticks: [['k', 30], ['p', '55.5']], link: 'p=55.5&k=30&steps=6' },
  { name: 'two ticks in one range, then a p tick', ticks: [['k', 30], ['k', 31], ['p', '42.1']], link: 'p=42.1&k=31&steps=6' },
  { name: 'ranges crossed back and forth', ticks: [['k', 30], ['k', 90], ['k', 31], ['p', '70'], ['k', 7]], link: 'p=70&k=7&steps=6' },
  // k = 30 to 33 share the axis up to 50, and each names its own "at least m/k" in the
  // legend: the kept frame's legend strip is drawn again, over and over.
  { name: 'a kept range whose legend names each new k, a p tick between', ticks: [['k', 30], ['k', 31], ['k', 33], ['p', '61.7'], ['k', 30]], link: 'p=61.7&k=30&steps=6' },
  { name: 'the steps chart through its ranges', ticks: [['steps', 40], ['steps', 12], ['p', '93.3'], ['steps', 41]], link: 'p=93.3&k=6&steps=41' },
];

for (const file of ['index.html', 'embed.html']) {
  for (const { name, ticks, link } of paths) {
    test(`${file}: ${name} leaves the picture a fresh page draws`, async ({ browser }) => {
      const moved = await browser.newPage({ viewport: { width: 1100, height: 900 } });
      const fresh = await browser.newPage({ viewport: { width: 1100, height: 900 } });
      const problems = [moved, fresh].flatMap((page) => watch(page));
      await moved.goto(`/${file}?p=80&k=6&steps=6&theme=light`);
      await expect(moved.getByTestId('pass-hat-k')).toHaveAttribute('data-value', /\d/);
      const before = {};
      for (const chart of ['chart-k', 'chart-steps']) {
        // Drawn: not an empty canvas of its size.
        const blank = await moved.getByTestId(chart).evaluate(({ width, height }) => {
          const empty = document.createElement('canvas');
          Object.assign(empty, { width, height });
          return empty.toDataURL();
        });
        await expect.poll(() => pixels(moved, chart)).not.toBe(blank);
        before[chart] = await pixels(moved, chart);
      }
      for (const [id, value] of ticks) await tick(moved, id, value);
      await fresh.goto(`/${file}?${link}&theme=light`);
      const hat = await fresh.getByTestId('pass-hat-k').getAttribute('data-value');
      await expect(moved.getByTestId('pass-hat-k')).toHaveAttribute('data-value', hat);
      for (const chart of ['chart-k', 'chart-steps']) {
        await expect
          .poll(async () => (await pixels(moved, chart)) === (await pixels(fresh, chart)), { message: chart })
          .toBe(true);
        // Every path changes p or k, so each chart was drawn again.
        expect(await pixels(moved, chart), chart).not.toBe(before[chart]);
      }
      expect(problems).toEqual([]);
    });
  }
}
