// No page is wider than the screen: wide tables scroll inside their own box, long names
// wrap, the masthead never scrolls sideways.
import { test, expect } from '@playwright/test';
import { watch } from './helpers.mjs';

const long = 'x'.repeat(5000);
for (const [width, path] of [
  [360, '/data.html?view=compare&k=1&a=8:8,8:6,8:4&b=8:7,8:8,8:6&lang=en'],
  [360, '/data.html?view=data&lang=en'],
  [1280, '/data.html?view=compare&present=1&k=1&a=8:8,8:6,8:4&b=8:7,8:8,8:6&lang=en'],
  [1280, `/data.html?view=compare&k=1&a=${long}:8:8,y:8:6&b=${long}:8:7,y:8:8&lang=en`],
  [360, `/data.html?view=data&tasks=8:8,8:6&lang=ko`],
  [360, '/?view=plan&lang=pt'],
  [360, '/?view=quiz&present=1&lang=en'],
  [360, '/embed.html?p=80&k=6&lang=ko'],
]) {
  test(`${path.slice(0, 60)} fits ${width} px`, async ({ page }) => {
    const problems = watch(page);
    await page.setViewportSize({ width, height: 800 });
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
    await page.waitForTimeout(300);
    const { scroll, client } = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(scroll).toBeLessThanOrEqual(client);
    expect(problems).toEqual([]);
  });
}
