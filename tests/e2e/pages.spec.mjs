// A page per reader: the data page, the compare page and the leaderboard are each their
// own page and binary. An old link to a view on another page leads there with the same
// parameters, each page downloads only its own binary, the tabs between pages carry the
// state, and every page is kept for offline use after one visit.
import { test, expect } from '@playwright/test';
import { watch } from './helpers.mjs';

/** The page binaries (`passk…_bg.wasm`, the import worker aside) a page fetched. */
function wasmFetched(page) {
  const names = [];
  page.on('request', (request) => {
    const name = new URL(request.url()).pathname.split('/').pop();
    if (/^passk.*_bg\.wasm$/.test(name) && !name.startsWith('passk-import-worker')) names.push(name);
  });
  return names;
}

for (const [link, file, field, k] of [
  ['/data.html?view=compare&k=2&lang=en', 'compare.html', 'compare-k', '2'],
  ['/?view=board&k=3&seed=7&lang=en', 'board.html', 'board-k', '3'],
  ['/compare.html?view=data&k=4&lang=en', 'data.html', 'data-k', '4'],
]) {
  test(`an old link ${link} leads to ${file} with the same parameters`, async ({ page }) => {
    const problems = watch(page);
    await page.goto(link);
    await expect(page).toHaveURL(new RegExp(`/${file.replace('.', '\\.')}\\?`));
    await expect(page.getByTestId(field)).toHaveValue(k);
    expect(new URL(page.url()).searchParams.get('k')).toBe(k);
    expect(problems).toEqual([]);
  });
}

test('each page downloads its own binary alone, and the tabs between pages carry k', async ({ page }) => {
  const problems = watch(page);
  const fetched = wasmFetched(page);
  await page.goto('/compare.html?k=2&lang=en');
  await expect(page.getByTestId('compare-k')).toHaveValue('2');
  await page.waitForLoadState('networkidle');
  expect(fetched).toHaveLength(1);
  expect(fetched[0]).toMatch(/^passk-compare-[0-9a-f]+_bg\.wasm$/);
  // The leaderboard tab is a link to board.html with the data views' k.
  await page.getByTestId('tab-board').click();
  await expect(page).toHaveURL(/\/board\.html\?/);
  await expect(page.getByTestId('board-k')).toHaveValue('2');
  await page.waitForLoadState('networkidle');
  expect(fetched).toHaveLength(2);
  expect(fetched[1]).toMatch(/^passk-board-[0-9a-f]+_bg\.wasm$/);
  // And the data tab to data.html, with the same k.
  await page.getByTestId('tab-data').click();
  await expect(page).toHaveURL(/\/data\.html\?/);
  await expect(page.getByTestId('data-k')).toHaveValue('2');
  await page.waitForLoadState('networkidle');
  expect(fetched).toHaveLength(3);
  expect(fetched[2]).toMatch(/^passk-data-[0-9a-f]+_bg\.wasm$/);
  expect(problems).toEqual([]);
});

test('after one visit to the explorer, the compare page and the leaderboard work offline', async ({ page, context }) => {
  const problems = watch(page);
  await page.goto('/sub/path/?p=90&k=8&lang=en');
  await expect(page.getByTestId('pass-hat-k')).toHaveAttribute('data-value', '0.43046721');
  await page.evaluate(async () => { await navigator.serviceWorker.ready; });
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await context.setOffline(true);
  await page.getByTestId('tab-compare').click();
  await expect(page).toHaveURL(/\/sub\/path\/compare\.html\?/);
  await expect(page.getByTestId('compare-k')).toBeVisible();
  await page.getByTestId('tab-board').click();
  await expect(page).toHaveURL(/\/sub\/path\/board\.html\?/);
  await expect(page.getByTestId('board-k')).toBeVisible();
  await context.setOffline(false);
  expect(problems).toEqual([]);
});
