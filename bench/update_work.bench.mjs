// All the main-thread work one update causes, as a phone feels it: Chromium's TaskDuration
// (every task: script, style, layout, paint) over the two frames after each input on p and
// on k, minus the same two frames with no input (the idle cost of measuring), on the full
// page, the embed and the plain-JavaScript floor, interleaved in one run. Prints medians
// and the ratio to the floor; asserts only that each update really happened.
import { test, expect } from '@playwright/test';
import { median, p95, taskSeconds, valueFor } from './ticks.mjs';

const UPDATES = 80;
const ms = (x) => x.toFixed(2);

async function open(context, url) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  await page.goto(url);
  await expect(page.getByTestId('pass-hat-k')).toHaveAttribute('data-value', /\d/);
  await page.waitForTimeout(500);
  return { page, cdp };
}

/** Main-thread milliseconds over two frames, after setting `slider` to `value` (or after nothing). */
async function twoFrames({ page, cdp }, slider, value) {
  const before = await taskSeconds(cdp);
  await page.evaluate(([slider, value]) => new Promise((resolve) => {
    if (slider) {
      const input = document.querySelector(`[data-testid="${slider}"]`);
      input.value = value;
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }
    requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
  }), [slider, value]);
  return (await taskSeconds(cdp) - before) * 1000;
}

test('main-thread work per p and k update over two frames, full page and embed beside the floor', async ({ browser }) => {
  test.setTimeout(600_000);
  const viewport = { width: 1280, height: 900 };
  const pages = {
    full: await open(await browser.newContext({ viewport }), '/?p=80&k=6&steps=6'),
    embed: await open(await browser.newContext({ viewport }), '/embed.html?p=80&k=6&steps=6'),
    floor: await open(await browser.newContext({ viewport }), '/bench-floor/index.html'),
  };
  const work = {};
  for (const slider of ['p', 'k']) {
    const idle = Object.fromEntries(Object.keys(pages).map((name) => [name, []]));
    const busy = Object.fromEntries(Object.keys(pages).map((name) => [name, []]));
    for (let i = 0; i < UPDATES; i += 1) {
      const value = valueFor(slider, i);
      for (const [name, page] of Object.entries(pages)) {
        idle[name].push(await twoFrames(page, null, null));
        busy[name].push(await twoFrames(page, slider, value));
      }
    }
    for (const [name, { page }] of Object.entries(pages)) {
      // The last update was made: the readout shows the last value's number.
      expect(await page.getByTestId(slider).inputValue(), name).toBe(valueFor(slider, UPDATES - 1));
      const floorIdle = median(idle[name]);
      work[`${name} ${slider}`] = busy[name].map((value) => Math.max(0, value - floorIdle));
    }
  }
  const lines = [];
  for (const slider of ['p', 'k']) {
    const floor = work[`floor ${slider}`];
    for (const name of ['full', 'embed', 'floor']) {
      const own = work[`${name} ${slider}`];
      lines.push(`${slider} update, ${name.padEnd(5)}: median ${ms(median(own))} ms, p95 ${ms(p95(own))} ms | floor median ${ms(median(floor))} ms | ratio ${(median(own) / median(floor)).toFixed(2)}x`);
    }
  }
  console.log(`main-thread work over the two frames after an update (TaskDuration, idle subtracted, ${UPDATES} updates each):\n${lines.join('\n')}`);
});
