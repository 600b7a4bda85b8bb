// The embed page (embed.html) is its own build without the UI framework: it must behave as
// the full page's widget does, under the same contract.
import { test, expect } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { dragThenLeave, plotMargins, shots, watch } from './helpers.mjs';

async function open(page, query) {
  const problems = watch(page);
  await page.goto(`/sub/path/embed.html?${query}`);
  await expect(page.getByTestId('pass-hat-k')).toHaveAttribute('data-value', /\d/);
  return problems;
}

test('readouts, formulas, sentence and hints as on the full page', async ({ page }) => {
  const problems = await open(page, 'p=80&k=6&steps=4');
  await expect(page.getByTestId('pass-at-k')).toHaveAttribute('data-value', '0.999936');
  await expect(page.getByTestId('pass-at-k')).toHaveText('99.99%');
  await expect(page.getByTestId('pass-hat-k')).toHaveText('26.21%');
  await expect(page.getByTestId('pass-at-k-formula')).toHaveText('1 − (1 − 0.80)^6 = 99.99%');
  await expect(page.getByTestId('chain')).toHaveAttribute('data-value', '0.4096');
  await expect(page.getByTestId('sentence')).toContainText('all 6 of 6 succeed only 26.21%');
  const kField = page.getByTestId('k-number');
  await kField.fill('abc');
  await expect(page.getByTestId('k-hint')).toHaveText('“abc” is not a number. Enter a number from 1 to 100.');
  await expect(kField).toHaveValue('abc');
  await expect(kField).toHaveAttribute('aria-invalid', 'true');
  await kField.blur();
  await expect(kField).toHaveValue('6');
  await kField.fill('150');
  await expect(page.getByTestId('k-hint')).toHaveText('150 is above the maximum: using 100.');
  await expect(page.getByTestId('k')).toHaveValue('100');
  await kField.fill('3');
  await kField.press('ArrowUp');
  await expect(kField).toHaveValue('4');
  await expect(page.getByTestId('pass-hat-k')).toHaveAttribute('data-value', '0.4096');
  // The slider, by keyboard.
  await page.getByTestId('steps').focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('steps-number')).toHaveValue('5');
  await expect(page.getByTestId('steps')).toHaveAttribute('aria-valuetext', /5/);
  // The link carries the state to the full page, and the URL and storage keep it.
  await expect(page.getByTestId('open-in-passk')).toHaveAttribute('href', /\/sub\/path\/\?p=80&k=4&steps=5/);
  await expect(page).toHaveURL(/k=4&steps=5/);
  await page.goto('/sub/path/embed.html');
  await expect(page.getByTestId('pass-hat-k')).toHaveAttribute('data-value', '0.4096');
  expect(problems).toEqual([]);
});

test('drag on both charts, the data tables, Portuguese and dark, no axe violations', async ({ page }) => {
  const problems = await open(page, 'p=80&k=6&steps=4&lang=pt&theme=dark');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByTestId('pass-at-k')).toHaveText('99,99%');
  await expect(page.getByTestId('open-in-passk')).toHaveText('Abrir no passk');
  // Where k falls on the chart, by the plot's margins as the drawn SVG shows them.
  const margins = await plotMargins(page.context());
  const box = await page.getByTestId('chart-k').boundingBox();
  const at = (k) => margins.at(box, k);
  await page.mouse.move(at(6), box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(at(10), box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect(page.getByTestId('k')).toHaveValue('10');
  await expect(page.getByTestId('pass-hat-k')).toHaveAttribute('data-value', '0.1073741824');
  const steps = await page.getByTestId('chart-steps').boundingBox();
  await page.getByTestId('chart-steps').dispatchEvent('pointerdown', {
    pointerType: 'touch', pointerId: 3, isPrimary: true, bubbles: true,
    clientX: margins.at(steps, 2), clientY: steps.y + steps.height / 2,
  });
  await expect(page.getByTestId('steps')).toHaveValue('2');
  await page.locator('details.chart-table').first().locator('summary').click();
  await expect(page.getByTestId('table-k').locator('tbody tr')).toHaveCount(20);
  await expect(page.getByTestId('table-k').locator('tbody tr.current th')).toHaveText('10');
  await page.screenshot({ path: `${shots}/embed-page-dark-pt.png`, fullPage: true });
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  expect(problems).toEqual([]);
});

test('presenter mode and the HiDPI backing store', async ({ browser }) => {
  const context = await browser.newContext({ deviceScaleFactor: 2, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const problems = await open(page, 'p=80&k=6&present=1');
  await expect(page.locator('main')).toHaveClass(/present/);
  await page.waitForTimeout(200);
  const size = await page.getByTestId('chart-k').evaluate((c) => [c.width, c.clientWidth * 2, c.height, c.clientHeight * 2]);
  expect(size[0]).toBe(size[1]);
  expect(size[2]).toBe(size[3]);
  expect(problems).toEqual([]);
  await context.close();
});

test('a drag still waiting to be written is written when the embed is left', async ({ page }) => {
  const problems = watch(page);
  await page.goto('/embed.html?p=80&k=6&lang=en');
  await expect(page.getByTestId('pass-hat-k')).toHaveAttribute('data-value', '0.262144');
  const written = await dragThenLeave(page);
  expect(written.before).not.toMatch(/[?&]p=75(&|$)/);
  expect(written.after).toMatch(/[?&]p=75(&|$)/);
  // The next visit to that address starts there.
  await page.reload();
  await expect(page.getByTestId('pass-hat-k')).toHaveAttribute('data-value', '0.177978515625');
  expect(problems).toEqual([]);
});
