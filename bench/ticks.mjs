// What the tick benchmarks share (interaction.bench.mjs, ab_ticks.mjs): the ticks' values,
// one tick, Chromium's main-thread task time, and the statistics printed.

export const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor((s.length - 1) / 2)]; };
export const p95 = (xs) => { const s = [...xs].sort((a, b) => a - b); return s[Math.ceil(0.95 * s.length) - 1]; };

/** The i-th value of a slider's ticks: p wanders over 10-99%, k jumps over 1-100. */
export const valueFor = (id, i) => (id === 'p' ? (10 + ((i * 7.3) % 89)).toFixed(1) : String(1 + ((i * 37) % 100)));

/** Seconds of main-thread tasks so far (the CDP session has `Performance.enable`d with
 *  `timeDomain: 'threadTicks'`). */
export async function taskSeconds(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((m) => m.name === 'TaskDuration').value;
}

/** Sets a slider, dispatches `input`, and resolves after the next macrotask: by then the
 *  readouts and both canvases have been updated (the app's effects run in microtasks).
 *  Resolves to the milliseconds from dispatch to then. */
export async function tick(page, id, value) {
  return page.evaluate(([id, value]) => new Promise((resolve) => {
    const input = document.querySelector(`[data-testid="${id}"]`);
    const start = performance.now();
    input.value = value;
    input.dispatchEvent(new Event('input', { bubbles: true }));
    setTimeout(() => resolve(performance.now() - start), 0);
  }), [id, String(value)]);
}

/** Ticks each of `pages` ({ name: { page, cdp } }) `events` times per slider in `ids`, the
 *  pages taking turns in blocks of 50 with the order rotating (so drift on a noisy machine
 *  hits all of them), and calls `record(name, id, wallMs, taskMs)` after each tick. */
export async function sideBySide(pages, ids, events, record) {
  const names = Object.keys(pages);
  for (const id of ids) {
    for (let block = 0; block < events / 50; block++) {
      for (const name of names.map((_, i) => names[(i + block) % names.length])) {
        const { page, cdp } = pages[name];
        await page.bringToFront();
        for (let i = block * 50; i < (block + 1) * 50; i++) {
          const before = await taskSeconds(cdp);
          const wall = await tick(page, id, valueFor(id, i));
          record(name, id, wall, (await taskSeconds(cdp) - before) * 1000);
        }
      }
    }
  }
}
