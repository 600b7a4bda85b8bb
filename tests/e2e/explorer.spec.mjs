// The explorer page in headless Chromium, against the release build.
// Exact values come from the source articles (../shared/articles/) and from exact rational
// arithmetic (the f64 nearest each true value, printed in shortest form).
import { test, expect } from '@playwright/test';
import { shots, watch } from './helpers.mjs';

async function open(page) {
  const problems = watch(page);
  await page.goto('/');
  await expect(page.getByTestId('pass-at-k')).toHaveAttribute('data-value', /\d/);
  return problems;
}

async function expectReadout(page, testid, dataValue, shown) {
  const readout = page.getByTestId(testid);
  await expect(readout).toHaveAttribute('data-value', dataValue);
  if (shown !== undefined) await expect(readout).toHaveText(shown);
}

/** A fingerprint of a canvas's pixels, and how many distinct colours it holds. */
async function canvasState(page, testid) {
  return page.getByTestId(testid).evaluate((canvas) => {
    const context = canvas.getContext('2d');
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    const colours = new Set();
    let hash = 0;
    for (let i = 0; i < data.length; i += 4) {
      const rgba = (data[i] << 24) | (data[i + 1] << 16) | (data[i + 2] << 8) | data[i + 3];
      if (i % 16 === 0) colours.add(rgba);
      hash = (Math.imul(hash, 31) + rgba) | 0;
    }
    return { hash, colours: colours.size, width: canvas.width, height: canvas.height };
  });
}

test('the default state tells the story: 80% and k = 6', async ({ page }) => {
  const problems = await open(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('passk');
  await expectReadout(page, 'pass-at-k', '0.999936', '99.99%');
  await expectReadout(page, 'pass-hat-k', '0.262144', '26.21%');
  await expectReadout(page, 'chain', '0.4096', '40.96%');
  await expect(page.getByTestId('pass-at-k-formula')).toHaveText('1 − (1 − 0.80)^6 = 99.99%');
  await expect(page.getByTestId('pass-hat-k-formula')).toHaveText('0.80^6 = 26.21%');
  await expect(page.getByTestId('chain-formula')).toHaveText('0.80^4 = 40.96%');
  await expect(page.getByTestId('p')).toHaveValue('80');
  await expect(page.getByTestId('p-number')).toHaveValue('80');
  await expect(page.getByTestId('k')).toHaveValue('6');
  await expect(page.getByTestId('steps')).toHaveValue('4');
  await expect(page.locator('body')).not.toContainText('NaN');
  await page.screenshot({ path: `${shots}/default.png`, fullPage: true });
  expect(problems).toEqual([]);
});

test('setting slider values updates every readout (Anthropic 75% × 3)', async ({ page }) => {
  const problems = await open(page);
  await page.getByTestId('p').fill('75');
  await page.getByTestId('k').fill('3');
  await expectReadout(page, 'pass-at-k', '0.984375', '98.44%');
  await expectReadout(page, 'pass-hat-k', '0.421875', '42.19%');
  await expect(page.getByTestId('p-number')).toHaveValue('75');
  await expect(page.getByTestId('k-number')).toHaveValue('3');
  await page.getByTestId('p').fill('95');
  await page.getByTestId('steps').fill('20');
  await expectReadout(page, 'chain', '0.3584859224085422', '35.85%');
  await page.getByTestId('p').fill('99');
  await expectReadout(page, 'chain', '0.8179069375972309', '81.79%');
  expect(problems).toEqual([]);
});

test('readouts follow every input event while dragging, not only on release', async ({ page }) => {
  const problems = await open(page);
  // A drag fires `input` repeatedly and `change` only at the end: send input events alone.
  for (const k of [7, 8]) {
    await page.getByTestId('k').evaluate((slider, value) => {
      slider.value = String(value);
      slider.dispatchEvent(new Event('input', { bubbles: true }));
    }, k);
    await expect(page.getByTestId('k-number')).toHaveValue(String(k));
  }
  // 0.8^8 = 0.16777216, 1 − 0.2^8 = 0.99999744.
  await expectReadout(page, 'pass-hat-k', '0.16777216', '16.78%');
  await expectReadout(page, 'pass-at-k', '0.99999744', '99.9997%');
  expect(problems).toEqual([]);
});

test('arrow keys move each slider (coding at 60%, k = 1, 3, 10)', async ({ page }) => {
  const problems = await open(page);
  const p = page.getByTestId('p');
  await p.focus();
  await p.press('ArrowLeft');
  await expect(page.getByTestId('p-number')).toHaveValue('79.9');
  await expectReadout(page, 'pass-hat-k', '0.2601840537695952', '26.02%');
  await page.getByTestId('p').fill('60');
  const k = page.getByTestId('k');
  await k.focus();
  for (let i = 0; i < 5; i++) await k.press('ArrowLeft');
  await expect(k).toHaveValue('1');
  await expectReadout(page, 'pass-at-k', '0.6', '60%');
  await expectReadout(page, 'pass-hat-k', '0.6', '60%');
  await k.press('ArrowRight');
  await k.press('ArrowRight');
  await expectReadout(page, 'pass-at-k', '0.936', '93.6%');
  await expectReadout(page, 'pass-hat-k', '0.216', '21.6%');
  for (let i = 0; i < 7; i++) await k.press('ArrowRight');
  await expectReadout(page, 'pass-at-k', '0.9998951424', '99.99%');
  await expectReadout(page, 'pass-hat-k', '0.0060466176', '0.605%');
  // Steps: the insurance agent at 95% per step, 4 then 10 steps.
  await page.getByTestId('p').fill('95');
  const steps = page.getByTestId('steps');
  await steps.focus();
  await steps.press('ArrowRight');
  await steps.press('ArrowLeft');
  await expectReadout(page, 'chain', '0.81450625', '81.45%');
  for (let i = 0; i < 6; i++) await steps.press('ArrowRight');
  await expectReadout(page, 'chain', '0.5987369392383789', '59.87%');
  await expect(page.getByTestId('steps-number')).toHaveValue('10');
  expect(problems).toEqual([]);
});

test('typing in each number field moves its slider and the readouts', async ({ page }) => {
  const problems = await open(page);
  await page.getByTestId('p-number').fill('75');
  await expect(page.getByTestId('p')).toHaveValue('75');
  await page.getByTestId('k-number').fill('3');
  await expect(page.getByTestId('k')).toHaveValue('3');
  await expectReadout(page, 'pass-at-k', '0.984375', '98.44%');
  await expectReadout(page, 'pass-hat-k', '0.421875', '42.19%');
  await page.getByTestId('p-number').fill('95');
  await page.getByTestId('steps-number').fill('4');
  await expectReadout(page, 'chain', '0.81450625', '81.45%');
  await expect(page.getByTestId('steps')).toHaveValue('4');
  // A comma works as the decimal separator, and arrow keys step the field.
  await page.getByTestId('p-number').fill('80,5');
  await expect(page.getByTestId('p')).toHaveValue('80.5');
  await page.getByTestId('k-number').press('ArrowUp');
  await expect(page.getByTestId('k-number')).toHaveValue('4');
  await expect(page.getByTestId('k')).toHaveValue('4');
  expect(problems).toEqual([]);
});

test('bad input is refused or clamped with a visible hint, never NaN', async ({ page }) => {
  const problems = await open(page);
  const kField = page.getByTestId('k-number');
  await kField.fill('abc');
  await expect(page.getByTestId('k-hint')).toHaveText('“abc” is not a number. Enter a number from 1 to 100.');
  await expect(kField).toHaveValue('abc'); // the person's text is kept while they edit
  await expect(kField).toHaveAttribute('aria-invalid', 'true');
  await expectReadout(page, 'pass-hat-k', '0.262144', '26.21%');
  await kField.blur();
  await expect(kField).toHaveValue('6');

  await kField.fill('150');
  await expect(page.getByTestId('k-hint')).toHaveText('150 is above the maximum: using 100.');
  await expect(page.getByTestId('k')).toHaveValue('100');
  await kField.fill('');
  await expect(page.getByTestId('k-hint')).toContainText('k is empty');

  await page.getByTestId('p-number').fill('-5');
  await expect(page.getByTestId('p-hint')).toHaveText('-5 is below the minimum: using 0%.');
  await expectReadout(page, 'pass-at-k', '0', '0%');
  await expectReadout(page, 'pass-hat-k', '0', '0%');

  await page.getByTestId('p-number').fill('33.33');
  await expect(page.getByTestId('p-hint')).toHaveText('p moves in steps of 0.1: using 33.3%.');
  await page.getByTestId('steps-number').fill('1e9');
  await expect(page.getByTestId('steps-hint')).toHaveText('1e9 is above the maximum: using 50.');
  await page.getByTestId('steps-number').fill('NaN');
  await expect(page.getByTestId('steps-hint')).toContainText('is not a number');
  await page.getByTestId('steps-number').fill('<script>alert(1)</script>');
  await expect(page.getByTestId('steps-hint')).toContainText('“<script>alert(1)</script>” is not a number');
  await expect(page.locator('body')).not.toContainText('NaN is');
  for (const id of ['pass-at-k', 'pass-hat-k', 'chain']) {
    await expect(page.getByTestId(id)).not.toHaveText(/NaN|undefined|Infinity/);
  }
  await page.screenshot({ path: `${shots}/hints.png`, fullPage: true });
  expect(problems).toEqual([]);
});

test('values below 1 never read 100%, values above 0 never read 0%', async ({ page }) => {
  const problems = await open(page);
  await page.getByTestId('p').fill('50');
  await page.getByTestId('k').fill('40');
  // 1 − 0.5^40 = 0.99999999999909...: shown with enough digits to stay below 100%.
  await expect(page.getByTestId('pass-at-k')).toHaveText('99.9999999999%');
  await expect(page.getByTestId('pass-at-k')).toHaveAttribute('data-value', '0.9999999999990905');
  await page.getByTestId('k').fill('100');
  await expect(page.getByTestId('pass-hat-k')).toHaveText('7.89 × 10⁻²⁹%');
  await expect(page.getByTestId('pass-at-k')).toHaveText('> 99.99999999999999%');
  await expect(page.getByTestId('pass-at-k')).toHaveAttribute('data-value', '0.9999999999999999999999999999992111390947789882');
  await page.getByTestId('p').fill('100');
  await expectReadout(page, 'pass-at-k', '1', '100%');
  await expectReadout(page, 'pass-hat-k', '1', '100%');
  expect(problems).toEqual([]);
});

test('both canvases are drawn and redrawn when k or steps change', async ({ page }) => {
  const problems = await open(page);
  await page.waitForTimeout(200);
  const k0 = await canvasState(page, 'chart-k');
  const s0 = await canvasState(page, 'chart-steps');
  expect(k0.colours).toBeGreaterThan(8);
  expect(s0.colours).toBeGreaterThan(8);
  await page.getByTestId('k').fill('12');
  await expect.poll(async () => (await canvasState(page, 'chart-k')).hash).not.toBe(k0.hash);
  // Changing k leaves the steps chart alone; changing steps redraws it.
  expect((await canvasState(page, 'chart-steps')).hash).toBe(s0.hash);
  await page.getByTestId('steps').fill('9');
  await expect.poll(async () => (await canvasState(page, 'chart-steps')).hash).not.toBe(s0.hash);
  await page.getByTestId('chart-k').screenshot({ path: `${shots}/chart-k.png` });
  await page.getByTestId('chart-steps').screenshot({ path: `${shots}/chart-steps.png` });
  expect(problems).toEqual([]);
});

test.describe('on a HiDPI screen', () => {
  test.use({ deviceScaleFactor: 2 });
  test('the backing store is the CSS size times devicePixelRatio', async ({ page }) => {
    const problems = await open(page);
    await page.waitForTimeout(200);
    for (const id of ['chart-k', 'chart-steps']) {
      const size = await page.getByTestId(id).evaluate((c) => ({
        width: c.width, height: c.height, cssWidth: c.clientWidth, cssHeight: c.clientHeight,
        ratio: window.devicePixelRatio,
      }));
      expect(size.ratio).toBe(2);
      expect(size.width).toBe(size.cssWidth * 2);
      expect(size.height).toBe(size.cssHeight * 2);
    }
    await page.getByTestId('chart-k').screenshot({ path: `${shots}/chart-k-hidpi.png` });
    expect(problems).toEqual([]);
  });
});

test('redrawn on resize; usable at 360 px wide', async ({ page }) => {
  const problems = await open(page);
  await page.waitForTimeout(200);
  const wide = await canvasState(page, 'chart-k');
  await page.setViewportSize({ width: 360, height: 780 });
  await expect.poll(async () => (await canvasState(page, 'chart-k')).width).not.toBe(wide.width);
  const narrow = await page.getByTestId('chart-k').evaluate((c) => ({ width: c.width, css: c.clientWidth }));
  expect(narrow.width).toBe(narrow.css);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByTestId('k-number').fill('3');
  await expectReadout(page, 'pass-hat-k', '0.512', '51.2%');
  await page.screenshot({ path: `${shots}/phone-360.png`, fullPage: true });
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.waitForTimeout(200);
  await page.screenshot({ path: `${shots}/projector-1920.png`, fullPage: true });
  expect(problems).toEqual([]);
});
