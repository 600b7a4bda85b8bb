// Longest main-thread stall while importing big files, measured with a 10 ms setInterval
// probe started when the app's change handler runs (Playwright's own hand-over of the file
// is not the app's work). Prints figures; run with `make bench-ui`.
import { test, expect } from '@playwright/test';
for (const [name, make] of [
  ['trial CSV (1M rows)', () => { const r = ['task,trial,success']; for (let t = 0; t < 10000; t++) for (let i = 0; i < 100; i++) r.push(`benchmark-task-number-${t},${i},${(t + i) % 4 === 0 ? 'pass' : 'fail'}`); return r.join('\n'); }],
  ['τ-bench JSON (300k results)', () => { const r = []; for (let t = 0; t < 3000; t++) for (let i = 0; i < 100; i++) r.push({ task_id: t, reward: (t + i) % 4 === 0 ? 1.0 : 0.0, info: { source: 'user' }, trial: i }); return JSON.stringify(r); }],
]) {
  test(`longest main-thread stall: ${name}`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.goto('/?view=data');
    const text = make();
    // Hand the file over first (Playwright's transfer of 20+ MB is not the app's work), and
    // start listening just before the app's change handler runs.
    await page.evaluate(() => {
      const input = document.querySelector('[data-testid=data-file]');
      input.addEventListener('change', () => {
        window.gaps = []; let last = performance.now();
        window.timer = setInterval(() => { const now = performance.now(); window.gaps.push(now - last); last = now; }, 10);
      }, { capture: true });
    });
    const start = Date.now();
    await page.getByTestId('data-file').setInputFiles({ name: 'big', mimeType: 'text/plain', buffer: Buffer.from(text) });
    await expect(page.getByTestId('data-skipped-count')).toHaveText('0', { timeout: 150_000 });
    await expect(page.getByTestId('data-task-count')).not.toHaveText('0', { timeout: 150_000 });
    const gaps = await page.evaluate(() => { clearInterval(window.timer); return window.gaps; });
    gaps.sort((a, b) => b - a);
    console.log(`${name}: ${(text.length / 1e6).toFixed(1)} MB, total ${(Date.now() - start)} ms, longest stalls (ms): ${gaps.slice(0, 3).map(g => g.toFixed(0)).join(', ')}; median probe interval ${gaps[Math.floor(gaps.length / 2)].toFixed(1)}`);
  });
}
