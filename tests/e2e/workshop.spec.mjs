// Workshop mode: the live sentence, the page and the embed with the network off, dragging
// the charts, and rerunning the benchmark.
import { test, expect } from '@playwright/test';
import { plotMargins, shots, watch } from './helpers.mjs';

test('the live sentence says the readouts in words, in every language', async ({ page }) => {
  const problems = watch(page);
  await page.goto('/?p=90&k=8&lang=en');
  // 0.9^8 = 0.43046721; 1 − 0.1^8 = 0.99999999.
  await expect(page.getByTestId('sentence')).toHaveText(
    'At 90% per try, all 8 of 8 succeed only 43.05% of the time; at least one succeeds 99.999999% of the time.',
  );
  await page.getByTestId('k-number').fill('3');
  await expect(page.getByTestId('sentence')).toContainText('all 3 of 3 succeed only 72.9%');
  await page.getByTestId('lang').selectOption('ko');
  await expect(page.getByTestId('sentence')).toHaveText(
    '한 번 성공률이 90%일 때, 3번 모두 성공할 확률은 72.9%에 그치고, 한 번이라도 성공할 확률은 99.9%이다.',
  );
  await page.getByTestId('lang').selectOption('pt');
  await expect(page.getByTestId('sentence')).toHaveText(
    'Com 90% por tentativa, as 3 de 3 dão certo só 72,9% das vezes; pelo menos uma dá certo 99,9% das vezes.',
  );
  expect(problems).toEqual([]);
});

for (const [name, path] of [['the full page', '/sub/path/?p=90&k=8'], ['the embed', '/sub/path/embed.html?p=90&k=8']]) {
  test(`after one visit ${name} works with the network off`, async ({ page, context }) => {
    const problems = watch(page);
    await page.goto(path);
    await expect(page.getByTestId('pass-hat-k')).toHaveAttribute('data-value', '0.43046721');
    // The worker is installed and serves this page.
    await page.evaluate(async () => { await navigator.serviceWorker.ready; });
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('pass-hat-k')).toHaveAttribute('data-value', '0.43046721');
    await page.getByTestId('k-number').fill('2');
    await expect(page.getByTestId('pass-hat-k')).toHaveAttribute('data-value', '0.81');
    // A link with other values, never opened online, opens offline too.
    await page.goto(path.replace('p=90&k=8', 'p=75&k=3'));
    await expect(page.getByTestId('pass-hat-k')).toHaveAttribute('data-value', '0.421875');
    await context.setOffline(false);
    expect(problems).toEqual([]);
  });
}

test('after one visit to the explorer, the data page works with the network off too', async ({ page, context }) => {
  const problems = watch(page);
  await page.goto('/sub/path/?p=90&k=8');
  await expect(page.getByTestId('pass-hat-k')).toHaveAttribute('data-value', '0.43046721');
  await page.evaluate(async () => { await navigator.serviceWorker.ready; });
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await context.setOffline(true);
  // The tab to the data page is a link to another page, kept by the worker.
  await page.getByTestId('tab-data').click();
  await page.getByTestId('data-input').fill('task,n,c\na,8,8\nb,8,6\nc,8,4\n');
  await page.getByTestId('data-k').fill('3');
  await expect(page.getByTestId('data-pass-hat-k')).toHaveAttribute('data-value', String(10 / 21));
  // And back: the explorer keeps its own k.
  await page.getByTestId('tab-explore').click();
  await expect(page.getByTestId('pass-hat-k')).toHaveAttribute('data-value', '0.43046721');
  await context.setOffline(false);
  expect(problems).toEqual([]);
});

/** The page x of whole x `value` on a chart, by the plot's margins as the drawn SVG shows
 *  them (`plotMargins`), and the chart's middle height. */
async function spot(page, id, value, xMax) {
  const box = await page.getByTestId(id).boundingBox();
  margins ??= await plotMargins(page.context());
  return { x: margins.at(box, value, xMax), y: box.y + box.height / 2 };
}
let margins;

test('dragging across the charts with a mouse sets k and steps, and the marker follows', async ({ page }) => {
  const problems = watch(page);
  await page.goto('/?p=80&k=6&steps=4');
  await expect(page.getByTestId('chart-k')).toHaveCSS('cursor', 'ew-resize');
  const before = await page.getByTestId('chart-k').screenshot();
  // The k axis runs to 20 at k = 6.
  const from = await spot(page, 'chart-k', 6, 20);
  const to = await spot(page, 'chart-k', 12, 20);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move((from.x + to.x) / 2, from.y, { steps: 4 });
  // During the drag: k = 9 halfway, and the slider, field and readout follow.
  await expect(page.getByTestId('k')).toHaveValue('9');
  await page.mouse.move(to.x, to.y, { steps: 4 });
  await page.mouse.up();
  await expect(page.getByTestId('k')).toHaveValue('12');
  await expect(page.getByTestId('k-number')).toHaveValue('12');
  await expect(page.getByTestId('pass-hat-k')).toHaveAttribute('data-value', '0.068719476736');
  expect((await page.getByTestId('chart-k').screenshot()).equals(before)).toBe(false);
  // The steps chart runs to 20 at 4 steps.
  const start = await spot(page, 'chart-steps', 4, 20);
  const end = await spot(page, 'chart-steps', 9, 20);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(end.x, end.y, { steps: 6 });
  await page.mouse.up();
  await expect(page.getByTestId('steps')).toHaveValue('9');
  await expect(page.getByTestId('chain')).toHaveAttribute('data-value', '0.134217728');
  // The keyboard still moves k as before.
  await page.getByTestId('k').focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('k')).toHaveValue('13');
  await page.screenshot({ path: `${shots}/drag.png` });
  expect(problems).toEqual([]);
});

test('a touch drag (pointer events from a finger) sets k and steps', async ({ page }) => {
  const problems = watch(page);
  await page.goto('/?p=80&k=6&steps=4');
  const touch = async (id, type, point) => page.getByTestId(id).dispatchEvent(type, {
    pointerType: 'touch', pointerId: 7, isPrimary: true, bubbles: true, clientX: point.x, clientY: point.y,
  });
  for (const [id, from, to, slider, readout, value] of [
    ['chart-k', 6, 3, 'k', 'pass-hat-k', '0.512'],
    ['chart-steps', 4, 2, 'steps', 'chain', '0.64'],
  ]) {
    const a = await spot(page, id, from, 20);
    const b = await spot(page, id, to, 20);
    await touch(id, 'pointerdown', a);
    await touch(id, 'pointermove', { x: (a.x + b.x) / 2, y: a.y });
    await touch(id, 'pointermove', b);
    await touch(id, 'pointerup', b);
    await expect(page.getByTestId(slider)).toHaveValue(String(to));
    await expect(page.getByTestId(readout)).toHaveAttribute('data-value', value);
  }
  expect(problems).toEqual([]);
});

test('100 reruns of the benchmark land on the model, and a seed in the link repeats them', async ({ page }) => {
  const problems = watch(page);
  await page.goto('/?p=80&k=3&seed=42');
  await page.getByTestId('sim-tasks').fill('50');
  await page.getByTestId('sim-tasks').press('Enter');
  await page.getByTestId('sim-trials').fill('8');
  await page.getByTestId('sim-trials').press('Enter');
  await page.getByTestId('sim-run-100').click();
  await expect(page.getByTestId('sim-runs')).toHaveAttribute('data-value', '100');
  const mean = Number(await page.getByTestId('sim-mean-hat-k').getAttribute('data-value'));
  const sd = Number(await page.getByTestId('sim-sd-hat-k').getAttribute('data-value'));
  // pass^3 of an 80% agent with equally hard tasks: 0.8³ = 0.512. The unbiased estimate over
  // 50 tasks × 8 trials spreads by about 0.02; the mean of 100 reruns is within a few
  // standard errors of the truth.
  expect(sd).toBeGreaterThan(0.005);
  expect(sd).toBeLessThan(0.06);
  expect(Math.abs(mean - 0.512)).toBeLessThan(4 * sd / Math.sqrt(100));
  await page.getByTestId('sim-run').click();
  await expect(page.getByTestId('sim-runs')).toHaveAttribute('data-value', '101');
  await page.getByTestId('sim-chart').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shots}/reruns.png`, fullPage: true });
  // The same link, the same clicks: the same runs.
  await page.reload();
  await page.getByTestId('sim-tasks').fill('50');
  await page.getByTestId('sim-tasks').press('Enter');
  await page.getByTestId('sim-trials').fill('8');
  await page.getByTestId('sim-trials').press('Enter');
  await page.getByTestId('sim-run-100').click();
  await expect(page.getByTestId('sim-runs')).toHaveAttribute('data-value', '100');
  expect(Number(await page.getByTestId('sim-mean-hat-k').getAttribute('data-value'))).toBe(mean);
  // A new seed starts again and goes into the link.
  await page.getByTestId('sim-new-seed').click();
  await expect(page.getByTestId('sim-runs')).toHaveAttribute('data-value', '0');
  await expect(page).toHaveURL(/[?&]seed=\d+/);
  expect(problems).toEqual([]);
});

test('a quiz round: guess, reveal with the exact answer and the gap, next; keyboard and score', async ({ page }) => {
  const problems = watch(page);
  await page.goto('/?view=quiz&lang=en');
  const question = page.getByTestId('quiz-question');
  await expect(question).toHaveAttribute('data-p', '0.9');
  await expect(question).toHaveAttribute('data-k', '8');
  await expect(question).toHaveAttribute('data-kind', 'pass-hat-k');
  await expect(question).toHaveText('An agent succeeds 90% of the time. You run it 8 times. What is the chance that all 8 succeed?');
  await page.getByTestId('quiz-guess').fill('70');
  await page.getByTestId('quiz-reveal').click();
  await expect(page.getByTestId('quiz-answer')).toHaveAttribute('data-value', '0.43046721');
  // 70 − 43.046721 = 26.953279 points.
  await expect(page.getByTestId('quiz-answer')).toHaveText('The answer is 43.05%. You guessed 70%: 26.95 points off.');
  await expect(page.locator('.quiz-reason')).toHaveText('0.9 multiplied by itself 8 times: every attempt must succeed.');
  await expect(page.getByTestId('quiz-score')).toHaveAttribute('data-value', '1');
  await page.getByTestId('quiz-chart').screenshot({ path: `${shots}/quiz-reveal.png` });
  // → goes to the next question; Enter reveals it.
  await page.keyboard.press('ArrowRight');
  await expect(question).toHaveAttribute('data-kind', 'pass-at-k');
  await expect(question).toHaveAttribute('data-p', '0.75');
  await expect(page.getByTestId('quiz-answer')).toHaveCount(0);
  await page.getByTestId('quiz-guess').fill('100');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('quiz-answer')).toHaveAttribute('data-value', '0.984375');
  await expect(page.getByTestId('quiz-score')).toHaveAttribute('data-value', '2');
  // Mean gap: (26.953279 + 1.5625) / 2 = 14.26 points.
  await expect(page.getByTestId('quiz-score')).toHaveText('2 answered, 14.26 points off on average.');
  await page.getByTestId('quiz-next').click();
  await expect(question).toHaveAttribute('data-kind', 'chain');
  await page.getByTestId('lang').selectOption('ko');
  await expect(question).toHaveText('에이전트의 각 단계는 95% 확률로 성공한다. 작업 하나에 4단계가 필요하다. 작업 전체가 성공할 확률은?');
  await page.getByTestId('lang').selectOption('pt');
  await page.getByTestId('quiz-reveal').click();
  await expect(page.locator('.quiz-reason')).toHaveText('0,95 multiplicado por si mesmo 4 vezes: todo passo precisa dar certo.');
  expect(problems).toEqual([]);
});

test('the quiz in presenter mode has big type', async ({ page }) => {
  const problems = watch(page);
  await page.goto('/?view=quiz&present=1');
  const size = await page.getByTestId('quiz-question').evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  expect(size).toBeGreaterThan(28);
  expect(problems).toEqual([]);
});
