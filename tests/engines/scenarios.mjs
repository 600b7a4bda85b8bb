// One set of scenarios for every engine (run.mjs runs them in Firefox, Chromium and WebKit;
// the Playwright suite covers Chromium in depth). Each drives the page as a reader would and
// checks the exact values the articles give.
import fs from 'node:fs';
import path from 'node:path';

const fixtures = path.resolve('tests/fixtures');

/** Polls `script(...args)` in the page until it returns something truthy. */
export async function waitFor(driver, what, script, args = [], timeout = 10_000) {
  const start = Date.now();
  let last;
  while (Date.now() - start < timeout) {
    last = await driver.eval(script, ...args);
    if (last) return last;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what} (last: ${JSON.stringify(last)})`);
}

const dataValue = `(id) => document.querySelector('[data-testid="' + id + '"]')?.dataset.value`;
const text = `(id) => document.querySelector('[data-testid="' + id + '"]')?.textContent.trim()`;

/** Waits until `read(id)` in the page is `expected`; says what it was otherwise. */
async function expectRead(driver, read, id, expected, timeout = 10_000) {
  const start = Date.now();
  let shown;
  while (Date.now() - start < timeout) {
    shown = await driver.eval(read, id);
    if (shown === expected) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${id} shows “${shown}”, not “${expected}”`);
}

/** Waits until `[data-testid=id]` has `data-value` equal to `expected`. */
const expectValue = (driver, id, expected) => expectRead(driver, dataValue, id, expected);

/** Waits until `[data-testid=id]`'s text is `expected`. */
const expectText = (driver, id, expected) => expectRead(driver, text, id, expected);

/** Sets an input's value and fires the event a person's edit fires (once the page has
 *  rendered the input: the app mounts after the document has loaded). */
async function setInput(driver, id, value, event = 'input') {
  await waitFor(driver, `the ${id} field`, `(id) => !!document.querySelector('[data-testid="' + id + '"]')`, [id]);
  await driver.eval(`(id, value, event) => {
    const input = document.querySelector('[data-testid="' + id + '"]');
    input.value = value;
    input.dispatchEvent(new Event(event, { bubbles: true }));
  }`, id, value, event);
}

const ARTICLE = 'task,n,c\ntask 1,8,8\ntask 2,8,6\ntask 3,8,4\n';

export const scenarios = [
  {
    name: 'explorer: exact values as the sliders move, by value and by keyboard',
    async run(driver, base) {
      await driver.goto(`${base}/?p=75&k=3&lang=en`);
      // Anthropic's 75% × 3 trials.
      await expectValue(driver, 'pass-at-k', '0.984375');
      await expectValue(driver, 'pass-hat-k', '0.421875');
      await setInput(driver, 'p', '80');
      await setInput(driver, 'k', '6');
      // The Korean widget's 80% × 6.
      await expectValue(driver, 'pass-at-k', '0.999936');
      await expectValue(driver, 'pass-hat-k', '0.262144');
      await expectText(driver, 'pass-hat-k', '26.21%');
      await driver.press('[data-testid="k"]', 'ArrowRight');
      await expectValue(driver, 'pass-hat-k', '0.2097152');
      await driver.press('[data-testid="steps"]', 'ArrowLeft');
      // 4 steps at 80% became 3: 0.8^3.
      await expectValue(driver, 'chain', '0.512');
    },
  },
  {
    name: 'number fields take typed values and say what they did with the rest',
    async run(driver, base) {
      await driver.goto(`${base}/?lang=en`);
      await setInput(driver, 'k-number', '150');
      await expectText(driver, 'k-hint', '150 is above the maximum: using 100.');
      await waitFor(driver, 'k = 100', `() => document.querySelector('[data-testid="k"]').value === '100'`);
      // 1 − 0.2^100: never rounded up to 100%.
      await expectText(driver, 'pass-at-k', '> 99.99999999999999%');
      await setInput(driver, 'p-number', '95');
      await setInput(driver, 'steps-number', '4');
      // The insurance agent: 4 steps at 95%.
      await expectValue(driver, 'chain', '0.81450625');
      await setInput(driver, 'k-number', 'abc');
      await expectText(driver, 'k-hint', '“abc” is not a number. Enter a number from 1 to 100.');
    },
  },
  {
    name: 'both charts are drawn, and redrawn when a value changes',
    async run(driver, base) {
      await driver.goto(`${base}/?p=80&k=6`);
      await expectValue(driver, 'pass-hat-k', '0.262144');
      const picture = `(id) => {
        const canvas = document.querySelector('[data-testid="' + id + '"]');
        const context = canvas.getContext('2d');
        const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
        let inked = 0;
        for (let i = 0; i < data.length; i += 4 * 97) if (data[i] < 200 || data[i + 1] < 200 || data[i + 2] < 200) inked++;
        return { width: canvas.width, inked, url: canvas.toDataURL().length + ':' + canvas.toDataURL().slice(-64) };
      }`;
      for (const id of ['chart-k', 'chart-steps']) {
        const drawn = await waitFor(driver, `${id} drawn`, `(id) => { const p = (${picture})(id); return p.inked > 50 && p; }`, [id]);
        if (drawn.width < 200) throw new Error(`${id} is ${drawn.width} px wide`);
        await setInput(driver, 'p', '60');
        await waitFor(driver, `${id} redrawn`, `(id, before) => (${picture})(id).url !== before`, [id, drawn.url]);
        await setInput(driver, 'p', '80');
      }
    },
  },
  {
    name: 'data view: a paste and a picked file give the article’s numbers',
    async run(driver, base) {
      // The data page itself (an old `/?view=data` link redirects there, which a scenario
      // must not race: the Chromium specs open `/?view=data` and follow it).
      await driver.goto(`${base}/data.html?view=data&lang=en`);
      await setInput(driver, 'data-input', ARTICLE);
      await expectText(driver, 'data-task-count', '3');
      await setInput(driver, 'data-k', '3');
      // The 000 article: pass@3 = 41/42, pass^3 = 10/21.
      await expectValue(driver, 'data-pass-at-k', '0.9761904761904762');
      await expectValue(driver, 'data-pass-hat-k', '0.47619047619047616');
      await driver.eval(`() => document.querySelector('[data-testid="data-clear"]').click()`);
      await expectText(driver, 'data-task-count', '0');
      await driver.upload('[data-testid="data-file"]', path.join(fixtures, 'trials.csv'));
      await expectText(driver, 'data-task-count', '3');
      await expectValue(driver, 'data-avg', '0.75');
      await expectValue(driver, 'data-pass-hat-k', '0.47619047619047616');
    },
  },
  {
    name: 'the embed page in an iframe under a sub-path, with the same values',
    async run(driver, base) {
      await driver.goto(`${base}/blank.html`);
      await driver.eval(`(src) => {
        const frame = document.createElement('iframe');
        frame.src = src;
        frame.width = '900';
        frame.height = '800';
        document.body.append(frame);
      }`, `${base}/sub/path/embed.html?p=80&k=6`);
      await waitFor(driver, 'the embed’s pass^6', `() => {
        const inner = document.querySelector('iframe').contentDocument;
        return inner?.querySelector('[data-testid="pass-hat-k"]')?.dataset.value === '0.262144';
      }`);
      const link = await driver.eval(`() => document.querySelector('iframe').contentDocument.querySelector('[data-testid="open-in-passk"]').href`);
      if (!/\/sub\/path\/\?p=80/.test(link) || !link.includes('k=6') || link.includes('embed')) throw new Error(`open-in-passk is ${link}`);
    },
  },
  {
    name: 'exports: CSV with full-precision values, and SVG',
    async run(driver, base) {
      await driver.goto(`${base}/?p=80&k=6&lang=en`);
      await expectValue(driver, 'pass-hat-k', '0.262144');
      await driver.eval(`() => {
        window.passkBlobs = [];
        const create = URL.createObjectURL.bind(URL);
        URL.createObjectURL = (blob) => { window.passkBlobs.push(blob); return create(blob); };
        HTMLAnchorElement.prototype.click = function () {};
      }`);
      // The sharing buttons mount after the first frame is painted (below the charts).
      await waitFor(driver, 'the export buttons', `() => !!document.querySelector('[data-testid="export-svg"]')`);
      await driver.eval(`() => document.querySelector('[data-testid="export-csv"]').click()`);
      await driver.eval(`() => document.querySelector('[data-testid="export-svg"]').click()`);
      const [csv, svg] = await waitFor(driver, 'two exports', `async () => window.passkBlobs.length >= 2 && Promise.all(window.passkBlobs.map((blob) => blob.text()))`);
      if (!csv.startsWith('k,') || !csv.includes('0.262144')) throw new Error(`CSV: ${csv.slice(0, 120)}`);
      if (!svg.includes('<svg') || !svg.includes('pass^6 = 26.21%')) throw new Error(`SVG: ${svg.slice(0, 120)}`);
    },
  },
  {
    name: 'the language switch: Portuguese words and decimal commas, Korean words',
    async run(driver, base) {
      await driver.goto(`${base}/?p=80&k=6&lang=en`);
      await setInput(driver, 'lang', 'pt', 'change');
      await waitFor(driver, 'lang="pt"', `() => document.documentElement.lang === 'pt'`);
      await expectText(driver, 'pass-hat-k', '26,21%');
      await expectText(driver, 'tab-data', 'Seus dados de eval');
      await setInput(driver, 'lang', 'ko', 'change');
      await expectText(driver, 'tab-data', '내 평가 데이터');
    },
  },
  {
    name: 'a slider dragged by a finger moves the values',
    async run(driver, base) {
      await driver.goto(`${base}/?p=80&k=6&lang=en`);
      await expectValue(driver, 'pass-hat-k', '0.262144');
      await driver.touchDrag('[data-testid="k"]', 0.02, 0.5);
      // k lands near the middle of 1–100; the readouts follow whatever it is, exactly.
      const k = Number(await waitFor(driver, 'k moved by touch', `() => { const k = document.querySelector('[data-testid="k"]').value; return k !== '6' && k; }`));
      if (k < 30 || k > 70) throw new Error(`k is ${k} after a drag to the middle`);
      await waitFor(driver, 'the field follows the slider', `(k) => document.querySelector('[data-testid="k-number"]').value === String(k)`, [k]);
      const hat = Number(await driver.eval(dataValue, 'pass-hat-k'));
      if (Math.abs(hat - 0.8 ** k) > 1e-12 * 0.8 ** k) throw new Error(`pass^${k} is ${hat}, not 0.8^${k}`);
    },
  },
  {
    name: 'the same layout at 360, 1280 and 1920 px: charts side by side from 1280, no overflow',
    async run(driver, base) {
      for (const [width, sideBySide] of [[360, false], [1280, true], [1920, true]]) {
        await driver.resize(width, 900);
        await driver.goto(`${base}/?p=80&k=6`);
        await expectValue(driver, 'pass-hat-k', '0.262144');
        const layout = await waitFor(driver, 'the charts laid out', `() => {
          // The explorer's two charts (the reruns panel below has a chart of its own).
          const figures = [...document.querySelectorAll('.charts .chart-figure')].map((figure) => figure.getBoundingClientRect());
          const canvases = [...document.querySelectorAll('.charts canvas.chart')].map((canvas) => canvas.getBoundingClientRect().width);
          return figures.length === 2 && { figures: figures.map((r) => [Math.round(r.x), Math.round(r.y), Math.round(r.width)]), canvases, overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth };
        }`);
        fs.mkdirSync('tests/e2e/artifacts', { recursive: true });
        await driver.screenshot(`tests/e2e/artifacts/engine-${driver.name}-${width}.png`);
        const [first, second] = layout.figures;
        const together = first[1] === second[1] && second[0] > first[0];
        if (together !== sideBySide) throw new Error(`${width} px: charts ${together ? 'side by side' : 'stacked'}: ${JSON.stringify(layout)}`);
        if (layout.overflow > 0) throw new Error(`${width} px: the page is ${layout.overflow} px wider than the window`);
        layout.canvases.forEach((canvasWidth, i) => {
          if (canvasWidth > layout.figures[i][2]) throw new Error(`${width} px: a canvas is wider than its figure: ${JSON.stringify(layout)}`);
        });
      }
      await driver.resize(1280, 900);
    },
  },
];
