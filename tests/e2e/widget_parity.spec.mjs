// One widget, two renderers: the full page's explorer (Leptos) and the embed page (plain
// DOM) render the same view model (passk-widget). Opened with the same query, every
// data-testid they share must carry the same text, value and attributes, in every language
// and theme, before and after the same edits.
import { test, expect } from '@playwright/test';
import { watch } from './helpers.mjs';

/** Every element of the widget with a data-testid: its text, data-value and aria labels. */
async function widgetContract(page) {
  return page.evaluate(() => {
    const shown = {};
    for (const element of document.querySelectorAll('[data-testid]')) {
      const id = element.getAttribute('data-testid');
      shown[id] = {
        text: (element.value ?? element.textContent).trim(),
        value: element.getAttribute('data-value'),
        label: element.getAttribute('aria-label'),
        spoken: element.getAttribute('aria-valuetext'),
        invalid: element.getAttribute('aria-invalid'),
      };
    }
    shown['html'] = {
      lang: document.documentElement.getAttribute('lang'),
      theme: document.documentElement.getAttribute('data-theme'),
    };
    return shown;
  });
}

/**
 * What the full page shows beside the widget (its panels and tools), named once. Every
 * other data-testid of either page must be on both: a readout left out of the embed, or
 * one the embed adds, fails here.
 */
const FULL_PAGE_ONLY = [
  'lang', 'theme', /^tab-/, /^preset-/,
  // The verifier and difficulty panels and their readout.
  /^verify-[vr](-number|-hint)?$/, /^spread(-number|-hint)?$/, 'chain-verified', 'chain-verified-formula',
  'inverse',
  // "Which k?": uses per period, the target and the rate they need.
  /^deploy-(uses|target)(-number|-hint)?$/, 'deploy-rate',
  // The benchmark reruns.
  /^sim-/,
  // Sharing.
  'copy-link', 'copy-embed', 'copy-card-link', 'export-png', 'export-svg', 'export-csv', 'share-status',
];
/** What only the embed shows: its link to the full page. */
const EMBED_ONLY = ['open-in-passk'];

const named = (list, id) => list.some((entry) => (typeof entry === 'string' ? entry === id : entry.test(id)));

/** The union of both pages' data-testids: each is on both pages, or on its page's list. */
function shared(full, embed) {
  const union = [...new Set([...Object.keys(full), ...Object.keys(embed)])];
  const ids = [];
  for (const id of union) {
    if (id in full && id in embed) ids.push(id);
    else if (id in full) expect(named(FULL_PAGE_ONLY, id), `${id} is on the full page only and not in FULL_PAGE_ONLY`).toBe(true);
    else expect(named(EMBED_ONLY, id), `${id} is on the embed only and not in EMBED_ONLY`).toBe(true);
  }
  // A listed extra that is on both pages is no extra: the list says what the code holds.
  for (const id of ids) {
    expect(named(FULL_PAGE_ONLY, id) || named(EMBED_ONLY, id), `${id} is on both pages but listed as one page's`).toBe(false);
  }
  expect(ids.length).toBeGreaterThan(20);
  return ids;
}

async function openBoth(browser, query) {
  const fullPage = await browser.newPage();
  const embedPage = await browser.newPage();
  const problems = [...[fullPage, embedPage].map(watch)];
  await fullPage.goto(`/?${query}`);
  await embedPage.goto(`/embed.html?${query}`);
  for (const page of [fullPage, embedPage]) {
    await expect(page.getByTestId('pass-hat-k')).toHaveAttribute('data-value', /\d/);
  }
  return { fullPage, embedPage, problems };
}

async function expectSame(fullPage, embedPage, what) {
  // Both pages settle (readouts are written synchronously; give the drawing a frame).
  await fullPage.waitForTimeout(50);
  const full = await widgetContract(fullPage);
  const embed = await widgetContract(embedPage);
  for (const id of shared(full, embed)) {
    expect(embed[id], `${what}: ${id}`).toEqual(full[id]);
  }
}

const states = [
  'p=80&k=6&steps=4',
  'p=75&k=3&steps=4',
  'p=60&k=10&steps=12&v=50&r=2&spread=0.4',
  'p=99.9&k=100&steps=50',
  'p=0&k=1&steps=1',
];

for (const lang of ['en', 'ko', 'pt']) {
  for (const theme of ['light', 'dark']) {
    test(`full page and embed.html show the same widget (${lang}, ${theme})`, async ({ browser }) => {
      for (const state of states) {
        const query = `${state}&lang=${lang}&theme=${theme}`;
        const { fullPage, embedPage, problems } = await openBoth(browser, query);
        await expectSame(fullPage, embedPage, query);
        // The data tables, opened: the same rows.
        for (const page of [fullPage, embedPage]) {
          for (const table of ['table-k', 'table-steps']) {
            await page.getByTestId(table).locator('xpath=ancestor::details/summary').click();
          }
          await expect(page.getByTestId('table-k').locator('tbody tr').first()).toBeVisible();
        }
        await expectSame(fullPage, embedPage, `${query}, tables open`);
        // The same edits on both: typing (a hint), a key, and the slider.
        for (const page of [fullPage, embedPage]) {
          await page.getByTestId('k-number').fill('abc');
        }
        await expectSame(fullPage, embedPage, `${query}, k typed "abc"`);
        for (const page of [fullPage, embedPage]) {
          await page.getByTestId('k-number').fill('12');
          await page.getByTestId('k-number').press('ArrowUp');
          await page.getByTestId('p').fill('42.5');
        }
        await expectSame(fullPage, embedPage, `${query}, k = 13, p = 42.5`);
        await expect(fullPage.getByTestId('k')).toHaveValue('13');
        await fullPage.close();
        await embedPage.close();
        expect(problems.flat()).toEqual([]);
      }
    });
  }
}

test('an old ?embed=1 link on the full page leads to embed.html with the same state', async ({ page }) => {
  const problems = watch(page);
  await page.goto('/?p=75&k=3&lang=pt&embed=1');
  await expect(page).toHaveURL(/\/embed\.html\?.*p=75/);
  await expect(page.getByTestId('pass-hat-k')).toHaveAttribute('data-value', '0.421875');
  await expect(page.getByTestId('pass-hat-k')).toHaveText('42,19%');
  expect(problems).toEqual([]);
});
