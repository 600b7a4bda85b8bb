// Shared by the browser specs: what every test watches for, and where screenshots go.
import fs from 'node:fs';

/** Screenshots saved as test artifacts (look at them). */
export const shots = 'tests/e2e/artifacts';
fs.mkdirSync(shots, { recursive: true });

/**
 * Collects what must never happen on the page: an uncaught error (a WebAssembly panic
 * shows up here), a console error, a dialog (a script run from a task name, say), or a
 * request leaving the app's own origin. Tests end with `expect(problems).toEqual([])`.
 */
export function watch(page) {
  const problems = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('dialog', (dialog) => {
    problems.push(`a dialog opened: ${dialog.message()}`);
    dialog.dismiss();
  });
  page.on('request', (request) => {
    const target = new URL(request.url());
    const local = ['127.0.0.1', 'localhost'].includes(target.hostname);
    if (!local && !['data:', 'blob:'].includes(target.protocol)) {
      problems.push(`request outside the app: ${request.url()}`);
    }
  });
  return problems;
}

/**
 * The plot's left and right margins (CSS pixels) of the explorer's charts, read back from
 * the drawing itself rather than copied from the chart code: the full page's SVG export
 * (the same drawing function as the canvas) at k = 2 and k = 12, where the marker of the
 * current k lands. A wide chart's margins do not depend on its width (the k axis runs to 20
 * for both), so `at(box, x)` gives the page x of whole x on any wide chart of the widget.
 */
export async function plotMargins(context) {
  const page = await context.newPage();
  const markerAt = async (k) => {
    await page.goto(`/?p=80&k=${k}&steps=4&lang=en`);
    await page.getByTestId('pass-at-k').waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-svg').click()]);
    const svg = fs.readFileSync(await download.path(), 'utf8');
    return {
      width: Number(svg.match(/<svg[^>]*width="([\d.]+)"/)[1]),
      cx: Number(svg.match(/<circle cx="([\d.]+)"/)[1]),
    };
  };
  const [a, b] = [await markerAt(2), await markerAt(12)];
  await page.close();
  const xMax = 20;
  const span = (b.cx - a.cx) / (10 / (xMax - 1));
  const left = a.cx - (1 / (xMax - 1)) * span;
  const right = a.width - left - span;
  return {
    left,
    right,
    /** The page x of whole `x` on a chart in `box` whose axis runs from 1 to `top`. */
    at: (box, x, top = xMax) => box.x + left + ((x - 1) / (top - 1)) * (box.width - right - left),
  };
}

/**
 * Three steps of a p drag in one task, then `pagehide` (what a tab to another page, a link,
 * a reload or closing the tab fires): the address before and after it. The last step waits
 * for its trailing write, which leaving the page must make at once.
 */
export async function dragThenLeave(page) {
  return page.evaluate(() => {
    // The clock (the throttle reads Date.now) stands still during the drag: on a loaded
    // machine the three steps could otherwise take over 150 ms, and the last one would be
    // written at once rather than left waiting for pagehide.
    const realNow = Date.now;
    const frozen = realNow();
    Date.now = () => frozen;
    try {
      const slider = document.querySelector('[data-testid="p"]');
      for (const value of ['70', '72', '75']) {
        slider.value = value;
        slider.dispatchEvent(new Event('input', { bubbles: true }));
      }
      const before = location.search;
      window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false }));
      return { before, after: location.search };
    } finally {
      Date.now = realNow;
    }
  });
}
