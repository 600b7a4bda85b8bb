// Where a p tick's and a k tick's main-thread time goes, on each page: Chromium's sampling
// profiler over 300 ticks of each, self time grouped into what a tick does (the wasm
// itself, the canvas calls, DOM writes, the rest of the JS glue, garbage collection).
// Prints figures; asserts only that the ticks were really done.
import { test, expect } from '@playwright/test';

const TICKS = 300;

/** The group a profile node's self time belongs to. */
function group({ functionName, url }) {
  if (functionName === '(garbage collector)') return 'garbage collection';
  if (functionName === '(program)' || functionName === '(idle)' || functionName === '(root)') return 'browser (layout, style, paint, idle)';
  if (/^(\$|wasm-function|js-to-wasm|wasm-to-js)/.test(functionName) || url.endsWith('.wasm')) return 'wasm (view model, plotters, format!)';
  if (/(fillText|measureText|lineTo|moveTo|stroke|fill|arc|beginPath|setLineDash|drawImage|set_font|set_fill_style|set_stroke_style|lineWidth|closePath|fillRect|clearRect|globalAlpha|strokeStyle|fillStyle|font)/i.test(functionName)) return 'canvas calls';
  if (/(textContent|setAttribute|getAttribute|set_value|value|appendChild|replaceState|setItem|classList|className|data)/i.test(functionName)) return 'DOM reads and writes';
  return `other JS (${url.split('/').pop() || 'page'})`;
}

async function profile(browser, url, slider) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(url);
  await expect(page.getByTestId('pass-hat-k')).toHaveAttribute('data-value', /\d/);
  await browser.startTracing(page, { categories: ['devtools.timeline'] });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
  await cdp.send('Profiler.start');
  await page.evaluate(([ticks, slider]) => new Promise((resolve) => {
    const input = document.querySelector(`[data-testid="${slider}"]`);
    let i = 0;
    const step = () => {
      // The values of the interaction benchmark's ticks.
      input.value = slider === 'p' ? (10 + ((i * 7.3) % 89)).toFixed(1) : String(1 + ((i * 37) % 100));
      input.dispatchEvent(new Event('input', { bubbles: true }));
      i += 1;
      if (i < ticks) setTimeout(step, 0); else setTimeout(resolve, 0);
    };
    step();
  }), [TICKS, slider]);
  const { profile } = await cdp.send('Profiler.stop');
  const trace = JSON.parse((await browser.stopTracing()).toString());
  await context.close();
  // The renderer's main thread: the thread of the tick's event dispatches.
  const events = trace.traceEvents;
  const main = events.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'input');
  const rendering = {};
  for (const e of events) {
    if (!main || e.pid !== main.pid || e.tid !== main.tid || e.ph !== 'X') continue;
    if (['UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize', 'Commit', 'HitTest', 'RunTask'].includes(e.name)) {
      rendering[e.name] = (rendering[e.name] || 0) + e.dur;
    }
  }
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const dt = new Map();
  profile.samples.forEach((id, i) => dt.set(id, (dt.get(id) || 0) + (profile.timeDeltas[i] || 0)));
  const groups = {};
  const names = {};
  for (const [id, micros] of dt) {
    const frame = byId.get(id).callFrame;
    const name = group(frame);
    groups[name] = (groups[name] || 0) + micros;
    const fn = `${frame.functionName || '(anonymous)'}`;
    names[fn] = (names[fn] || 0) + micros;
  }
  return { groups, names, rendering };
}

test('profile: where a p tick and a k tick go, embed and full page', async ({ browser }) => {
  test.setTimeout(600_000);
  for (const [slider, name, url] of ['p', 'k'].flatMap((slider) => [[slider, 'embed', '/embed.html?p=80&k=6&steps=6'], [slider, 'app', '/?p=80&k=6&steps=6']])) {
    const { groups, names, rendering } = await profile(browser, url, slider);
    const busy = Object.entries(groups).filter(([g]) => !g.startsWith('browser')).reduce((sum, [, v]) => sum + v, 0);
    expect(busy).toBeGreaterThan(0);
    const lines = Object.entries(groups).sort((a, b) => b[1] - a[1])
      .map(([g, micros]) => `  ${g.padEnd(42)} ${(micros / 1000 / TICKS).toFixed(3)} ms per tick`);
    const top = Object.entries(names).filter(([n]) => !/^\((program|idle|root)\)$/.test(n)).sort((a, b) => b[1] - a[1]).slice(0, 12)
      .map(([n, micros]) => `    ${n.slice(0, 60).padEnd(60)} ${(micros / 1000 / TICKS).toFixed(3)} ms`);
    const render = Object.entries(rendering).sort((a, b) => b[1] - a[1])
      .map(([n, micros]) => `    ${n.padEnd(20)} ${(micros / 1000 / TICKS).toFixed(3)} ms`);
    console.log(`${slider} tick profile, ${name} (${TICKS} ticks, self time per tick):\n${lines.join('\n')}\n  top functions:\n${top.join('\n')}\n  main thread per tick from the trace (RunTask is all tasks; the rest is inside it):\n${render.join('\n')}`);
  }
});
