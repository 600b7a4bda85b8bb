// Honest numbers (issue 21): the posterior at any k, the spectrum between pass@k and pass^k,
// intervals for few tasks and single trials, and the results block, against exact values.
import { test, expect } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { shots, watch } from './helpers.mjs';

/** Π_{i<k} (a + i)/(a + b + i) as an exact fraction [numerator, denominator]. */
function moment(a, b, k) {
  let [num, den] = [1n, 1n];
  for (let i = 0n; i < BigInt(k); i++) {
    num *= BigInt(a) + i;
    den *= BigInt(a + b) + i;
  }
  return [num, den];
}

/** A fraction to the nearest double (numerator and denominator scaled to keep 17 digits). */
function toNumber([num, den]) {
  const scale = 10n ** 30n;
  return Number((num * scale) / den) / 1e30;
}

const ARTICLE = 'tasks=8:8,8:6,8:4';
// The article's 3 tasks × 8 trials (8, 6, 4 successes), uniform prior: task (n, c) has
// p ~ Beta(c + 1, n − c + 1).
const posteriors = [[9, 1], [7, 3], [5, 5]];
const hat10 = posteriors.map(([a, b]) => toNumber(moment(a, b, 10))).reduce((x, y) => x + y) / 3;
const at10 = posteriors.map(([a, b]) => 1 - toNumber(moment(b, a, 10))).reduce((x, y) => x + y) / 3;

test('the article’s three tasks past n: posterior pass^10 and pass@10 under the uniform prior', async ({ page }) => {
  const problems = watch(page);
  await page.goto(`/data.html?view=data&${ARTICLE}&k=10&lang=en`);
  const hat = page.getByTestId('data-post-hat-k');
  await expect(hat).toHaveAttribute('data-value', /\d/);
  const value = Number(await hat.getAttribute('data-value'));
  expect(Math.abs(value - hat10)).toBeLessThan(1e-15);
  expect(Math.abs(value - (9 / 19 + 28 / 323 + 7 / 646) / 3)).toBeLessThan(1e-15);
  await expect(hat).toHaveText('19.04%');
  const at = Number(await page.getByTestId('data-post-at-k').getAttribute('data-value'));
  expect(Math.abs(at - at10)).toBeLessThan(1e-15);
  // The credible interval holds the mean and stays in [0, 1].
  const lo = Number(await hat.getAttribute('data-ci-lo'));
  const hi = Number(await hat.getAttribute('data-ci-hi'));
  expect(lo).toBeGreaterThanOrEqual(0);
  expect(hi).toBeLessThanOrEqual(1);
  expect(lo).toBeLessThan(value);
  expect(hi).toBeGreaterThan(value);
  // The unbiased cards have no value past n, and say which estimator they show.
  await expect(page.getByTestId('data-pass-hat-k')).toHaveText('—');
  await expect(page.getByTestId('data-pass-hat-k-estimator')).toContainText('Estimator: unbiased');
  // Bayes@N: the mean of (c + 1)/(n + 2) = (9 + 7 + 5)/30.
  const bayes = Number(await page.getByTestId('data-bayes').getAttribute('data-value'));
  expect(Math.abs(bayes - 0.7)).toBeLessThan(1e-15);
  // est=posterior puts the posterior means on the cards, and the link carries it.
  await page.getByTestId('est').selectOption('posterior');
  await expect(page.getByTestId('data-pass-hat-k')).toHaveAttribute('data-value', String(value));
  await expect(page.getByTestId('data-pass-hat-k-estimator')).toHaveCount(0);
  await expect(page).toHaveURL(/est=posterior/);
  await page.screenshot({ path: `${shots}/honest-past-n.png`, fullPage: true });
  expect(problems).toEqual([]);
});

test('G-Pass@k at τ, mG-Pass@k and Cover@τ on the article’s tasks, τ read exactly', async ({ page }) => {
  const problems = watch(page);
  await page.goto(`/data.html?view=data&${ARTICLE}&k=8&lang=en`);
  // At k = n = 8 each draw is the whole task: G-Pass@8 at 50% needs c ≥ 4, all three pass.
  await expect(page.getByTestId('data-g-pass-k')).toHaveAttribute('data-value', '1');
  await expect(page.getByTestId('data-mg-pass-k')).toHaveAttribute('data-value', '0.5');
  await expect(page.getByTestId('data-cover')).toHaveAttribute('data-value', '1');
  // k = 3, τ = 50% needs 2 of 3: (56 + 50 + 28)/168.
  await page.goto(`/data.html?view=data&${ARTICLE}&k=3&lang=en`);
  const gPass = Number(await page.getByTestId('data-g-pass-k').getAttribute('data-value'));
  expect(Math.abs(gPass - 134 / 168)).toBeLessThan(1e-15);
  // τ = 66.7% at k = 3 needs 3 (pass^3: 10/21); 66.6% needs 2.
  await page.goto(`/data.html?view=data&${ARTICLE}&k=3&tau=66.7&lang=en`);
  const allThree = Number(await page.getByTestId('data-g-pass-k').getAttribute('data-value'));
  expect(Math.abs(allThree - 10 / 21)).toBeLessThan(1e-15);
  // Cover@66.7%: c/n of 8/8 and 6/8 reach it, 4/8 does not.
  await expect(page.getByTestId('data-cover')).toHaveAttribute('data-value', String(2 / 3));
  await page.getByTestId('tau').fill('66.6');
  await page.getByTestId('tau').press('Enter');
  await expect(page).toHaveURL(/tau=66\.6/);
  const two = Number(await page.getByTestId('data-g-pass-k').getAttribute('data-value'));
  expect(Math.abs(two - 134 / 168)).toBeLessThan(1e-15);
  // Cover@75% counts 6/8 (c/n ≥ τ, compared exactly); 75.1% does not.
  await page.getByTestId('tau').fill('75');
  await page.getByTestId('tau').press('Enter');
  await expect(page.getByTestId('data-cover')).toHaveAttribute('data-value', String(2 / 3));
  await page.getByTestId('tau').fill('75.1');
  await page.getByTestId('tau').press('Enter');
  await expect(page.getByTestId('data-cover')).toHaveAttribute('data-value', String(1 / 3));
  // Out of range is clamped and said, like every number field.
  await page.getByTestId('tau').fill('150');
  await expect(page.getByTestId('tau-hint')).not.toBeEmpty();
  expect(problems).toEqual([]);
});

test('the explorer’s m: at least 2 of 3 at p = 75% is 0.84375, and the curve between', async ({ page }) => {
  const problems = watch(page);
  await page.goto('/?p=75&k=3&m=2&lang=en');
  await expect(page.getByTestId('at-least-m')).toHaveAttribute('data-value', '0.84375');
  await expect(page.getByTestId('at-least-m')).toHaveText('84.38%');
  await expect(page.getByTestId('at-least-m-formula')).toHaveText('Σ_{j=2}^{3} C(3, j)·0.75^j·0.25^(3−j) = 84.38%');
  // m = 1 is pass@k, m = k is pass^k.
  await page.getByTestId('m-number').fill('1');
  await page.getByTestId('m-number').press('Enter');
  await expect(page.getByTestId('at-least-m')).toHaveAttribute('data-value', '0.984375');
  await page.getByTestId('m').fill('3');
  await expect(page.getByTestId('at-least-m')).toHaveAttribute('data-value', '0.421875');
  await expect(page).toHaveURL(/m=3/);
  // m cannot pass k: the slider ends at k, a typed 9 is clamped and said.
  await expect(page.getByTestId('m')).toHaveAttribute('max', '3');
  await page.getByTestId('m-number').fill('9');
  await page.getByTestId('m-number').press('Enter');
  await expect(page.getByTestId('m-hint')).not.toBeEmpty();
  await expect(page.getByTestId('m-number')).toHaveValue('3');
  // Without a link's m it follows k: ⌈k/2⌉.
  await page.goto('/?p=80&k=6&lang=pt');
  await expect(page.getByTestId('m-number')).toHaveValue('3');
  await expect(page.getByTestId('at-least-m')).toHaveText('98,3%');
  // The k chart's table has the share's column.
  await page.goto('/?p=80&k=12&m=8&lang=en');
  await page.locator('details:has([data-testid="table-k"]) > summary').click();
  await expect(page.getByTestId('table-k').locator('thead')).toContainText('at least 8/12 of the attempts');
  await page.screenshot({ path: `${shots}/explorer-m.png` });
  // The embed carries the same field and readout.
  await page.goto('/embed.html?p=75&k=3&m=2&lang=en');
  await expect(page.getByTestId('at-least-m')).toHaveAttribute('data-value', '0.84375');
  expect(problems).toEqual([]);
});

test('single-trial data gets the Wilson interval; few tasks point at the posterior', async ({ page }) => {
  const problems = watch(page);
  await page.goto('/data.html?view=data&tasks=1:1,1:1,1:0,1:1,1:0,1:1,1:1,1:1,1:1,1:0&k=1&lang=en');
  const wilson = page.getByTestId('data-wilson');
  await expect(wilson).toHaveAttribute('data-value', '0.7');
  expect(Math.abs(Number(await wilson.getAttribute('data-ci-lo')) - 0.3968)).toBeLessThan(5e-4);
  expect(Math.abs(Number(await wilson.getAttribute('data-ci-hi')) - 0.8922)).toBeLessThan(5e-4);
  // Several trials per task: no Wilson readout.
  await page.goto(`/data.html?view=data&${ARTICLE}&k=3&lang=en`);
  await expect(page.getByTestId('data-post-hat-k')).toHaveAttribute('data-value', /\d/);
  await expect(page.getByTestId('data-wilson')).toHaveCount(0);
  // pass^3 over 3 tasks: the t interval reaches past 0% and is clipped, and the card says so.
  await expect(page.getByTestId('data-pass-hat-k-estimator')).toContainText('Too few tasks for the t interval');
  expect(problems).toEqual([]);
});

for (const [lang, header, sentence] of [
  ['en', '| Metric | k | Value | 95% interval |', 'pass^3 is 47.62% (unbiased; 95% Student t interval'],
  ['ko', '| 지표 | k | 값 | 95% 구간 |', '작업 3개에서 pass^3는 47.62%이다 (비편향; 95% 스튜던트 t 구간'],
  ['pt', '| Métrica | k | Valor | Intervalo 95% |', 'pass^3 é 47,62% (não enviesado; intervalo 95% t de Student'],
]) {
  test(`the results block in ${lang}: copied, with everything a reader needs`, async ({ page, context }) => {
    const problems = watch(page);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`/data.html?view=data&${ARTICLE}&k=3&lang=${lang}`);
    await page.getByTestId('copy-results').click();
    await expect(page.getByTestId('copy-results-status')).not.toBeEmpty();
    const text = await page.evaluate(() => navigator.clipboard.readText());
    expect(text.startsWith(header)).toBe(true);
    expect(text).toContain(sentence);
    expect(text).toContain('passk 0.1.0');
    expect(text).toContain('2000');
    // The same block, shown on the page; CSV at full precision.
    await page.getByTestId('copy-results-format').selectOption('csv');
    await page.locator('.results-block details > summary').click();
    await expect(page.getByTestId('copy-results-text')).toContainText('pass^3,3,0.47619047619047616,');
    await page.getByTestId('copy-results-format').selectOption('latex');
    await expect(page.getByTestId('copy-results-text')).toContainText('\\begin{tabular}');
    expect(problems).toEqual([]);
  });
}

test('the honest-numbers panel and the m field have no axe-core violations, light and dark', async ({ page }) => {
  for (const theme of ['light', 'dark']) {
    await page.goto(`/data.html?view=data&${ARTICLE}&k=10&theme=${theme}&lang=ko`);
    await expect(page.getByTestId('data-post-hat-k')).toHaveAttribute('data-value', /\d/);
    await page.locator('.results-block details > summary').click();
    const data = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(data.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), theme).toEqual([]);
    await page.goto(`/?p=75&k=3&m=2&theme=${theme}`);
    await expect(page.getByTestId('at-least-m')).toHaveAttribute('data-value', '0.84375');
    const explorer = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(explorer.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), theme).toEqual([]);
  }
});

test('the compare view’s results block: A, B, the paired difference, the test and its seed', async ({ page, context }) => {
  const problems = watch(page);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/data.html?view=compare&k=1&a=8:8,8:6,8:4&b=8:7,8:8,8:6&lang=en');
  await expect(page.getByTestId('compare-diff-hat-k')).toHaveAttribute('data-value', /\d/);
  await page.getByTestId('copy-results').click();
  await expect(page.getByTestId('copy-results-status')).toHaveText('Copied.');
  const text = await page.evaluate(() => navigator.clipboard.readText());
  expect(text.startsWith('| Metric | k | A | B | B − A | 95% paired t |')).toBe(true);
  // pass@1: A = 18/24, B = 21/24.
  expect(text).toContain('| pass@1 | 1 | 75% | 87.5% | +12.5% |');
  expect(text).toContain('3 tasks matched by id (0 only in A, 0 only in B)');
  expect(text).toContain('over 3 tasks in both runs.');
  await page.goto('/data.html?view=compare&k=1&a=8:8,8:6,8:4&b=8:7,8:8,8:6&lang=pt');
  await page.getByTestId('copy-results-format').selectOption('csv');
  await page.locator('.results-block details > summary').click();
  await expect(page.getByTestId('copy-results-text')).toContainText('pass@1,1,0.75,0.875,0.125,');
  await expect(page.getByTestId('copy-results-text')).toContainText('tarefas pareadas por id');
  expect(problems).toEqual([]);
});

test('the fitted prior: chosen, carried by the link, named on every posterior readout', async ({ page }) => {
  const problems = watch(page);
  await page.goto(`/data.html?view=data&${ARTICLE}&k=10&lang=en`);
  const hat = page.getByTestId('data-post-hat-k');
  await expect(hat).toHaveAttribute('data-value', /\d/);
  const uniform = await hat.getAttribute('data-value');
  await page.getByTestId('prior').selectOption('fitted');
  await expect(page).toHaveURL(/prior=fitted/);
  await expect(hat).not.toHaveAttribute('data-value', uniform);
  await expect(page.locator('.honest .readout').first()).toContainText('fitted to these tasks');
  // The link reproduces it, and a bad value falls back to the uniform prior.
  const fitted = await hat.getAttribute('data-value');
  await page.goto(`/data.html?view=data&${ARTICLE}&k=10&prior=fitted&lang=en`);
  await expect(hat).toHaveAttribute('data-value', fitted);
  await page.goto(`/data.html?view=data&${ARTICLE}&k=10&prior=flat&tau=abc&est=maybe&lang=en`);
  await expect(hat).toHaveAttribute('data-value', uniform);
  await expect(page.getByTestId('tau')).toHaveValue('50');
  expect(problems).toEqual([]);
});
