// Embed anywhere (issue 24): the copied snippet sizes its iframe to the widget through
// embed.js, <passk-widget> works under a strict CSP and updates in place, foreign messages
// are ignored, and on a phone the numbers stay in view while a slider is dragged.
import { test, expect } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import fs from 'node:fs';
import { execFileSync } from 'node:child_process';
import { shots, watch } from './helpers.mjs';

/** The widget's content height inside the iframe, and the iframe's own height. */
async function heights(host) {
  const frame = host.frames().find((f) => f.url().includes('embed.html'));
  const content = await frame.evaluate(() => Math.ceil(document.querySelector('main').getBoundingClientRect().bottom + window.scrollY));
  const inner = await frame.evaluate(() => ({ scroll: document.documentElement.scrollHeight, view: window.innerHeight }));
  const iframe = await host.locator('iframe').first().evaluate((f) => f.getBoundingClientRect().height);
  return { content, iframe, inner };
}

async function copiedSnippet(page, context) {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/?p=75&k=3&lang=en');
  await page.getByTestId('copy-embed').click();
  return page.evaluate(() => navigator.clipboard.readText());
}

for (const width of [360, 768, 1280]) {
  test(`the pasted snippet sizes its iframe to the widget at ${width} px, also after a data table opens`, async ({ page, context }) => {
    const snippet = await copiedSnippet(page, context);
    expect(snippet).toContain('<script src="http://127.0.0.1:');
    expect(snippet).toContain('/embed.js" async></script>');
    expect(snippet).toContain('loading="lazy"');
    const host = await context.newPage();
    const problems = watch(host);
    await host.setViewportSize({ width, height: 900 });
    await host.goto('/blank.html');
    await host.setContent(`<!DOCTYPE html><html lang="en"><head><title>A post</title><link rel="icon" href="data:,"></head><body style="margin:0"><h1>My post</h1>${snippet}<p>After the widget.</p></body></html>`);
    const frame = host.frameLocator('iframe');
    await expect(frame.getByTestId('pass-hat-k')).toHaveAttribute('data-value', '0.421875');
    await expect.poll(async () => { const h = await heights(host); return Math.abs(h.iframe - h.content); }).toBeLessThanOrEqual(1);
    const before = await heights(host);
    // No scrollbar inside the frame: the content fits its height.
    expect(before.inner.scroll).toBeLessThanOrEqual(before.inner.view + 1);
    await frame.locator('details:has([data-testid="table-k"]) > summary').click();
    await expect.poll(async () => (await heights(host)).iframe).toBeGreaterThan(before.iframe + 50);
    const opened = await heights(host);
    expect(Math.abs(opened.iframe - opened.content)).toBeLessThanOrEqual(1);
    await host.screenshot({ path: `${shots}/embed-sized-${width}.png`, fullPage: true });
    expect(problems).toEqual([]);
  });
}

test('<passk-widget> under a strict CSP: attributes set the widget, a change updates it in place, lang reloads only the frame', async ({ page }) => {
  const problems = watch(page);
  await page.goto('/blank.html');
  await page.setContent(`<!DOCTYPE html><html lang="en"><head>
    <meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'self'; frame-src 'self'; img-src data:">
    <title>Strict</title></head><body>
    <passk-widget p="80" k="6" steps="4" m="3" lang="ko" theme="dark"></passk-widget>
    <script src="/embed.js"></script></body></html>`);
  const element = page.locator('passk-widget');
  const inner = () => page.frames().find((f) => f.url().includes('embed.html'));
  await expect.poll(() => inner()?.url() ?? '').toContain('lang=ko');
  const widget = () => inner().locator('[data-testid="pass-hat-k"]');
  await expect(widget()).toHaveAttribute('data-value', '0.262144');
  await expect(inner().locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await element.evaluate((e) => e.shadowRoot.querySelector('iframe').title)).toBe('passk: pass@k와 pass^k 인터랙티브');
  // Sized to its content.
  await expect.poll(async () => {
    const content = await inner().evaluate(() => Math.ceil(document.querySelector('main').getBoundingClientRect().bottom));
    const height = await element.evaluate((e) => e.shadowRoot.querySelector('iframe').getBoundingClientRect().height);
    return Math.abs(content - height);
  }).toBeLessThanOrEqual(1);
  // k changes in place: the frame's document is the same one (a mark set in it survives).
  await inner().evaluate(() => { window.passkMark = 'kept'; });
  await element.evaluate((e) => e.setAttribute('k', '8'));
  await expect(widget()).toHaveAttribute('data-value', '0.16777216');
  expect(await inner().evaluate(() => window.passkMark)).toBe('kept');
  await expect(inner().locator('[data-testid="at-least-m"]')).toHaveAttribute('data-value', /^0\.9/);
  // A new language reloads the frame only.
  await element.evaluate((e) => e.setAttribute('lang', 'pt'));
  await expect.poll(() => inner()?.url() ?? '').toContain('lang=pt');
  await expect(inner().locator('[data-testid="pass-hat-k"]')).toHaveText('16,78%');
  expect(await element.evaluate((e) => e.shadowRoot.querySelector('iframe').title)).toBe('passk: pass@k e pass^k, interativo');
  // Sized again after the language change (the Portuguese words wrap differently).
  await expect.poll(async () => {
    const content = await inner().evaluate(() => Math.ceil(document.querySelector('main').getBoundingClientRect().bottom));
    const height = await element.evaluate((e) => e.shadowRoot.querySelector('iframe').getBoundingClientRect().height);
    return Math.abs(content - height);
  }).toBeLessThanOrEqual(1);
  expect(problems).toEqual([]);
});

test('messages from another window are ignored; the widget posts AMP’s embed-size shape', async ({ page }) => {
  const problems = watch(page);
  await page.goto('/blank.html');
  await page.setContent(`<!DOCTYPE html><html lang="en"><head><title>Host</title><link rel="icon" href="data:,"></head><body style="margin:0">
    <iframe id="passk" src="/embed.html?p=80&k=6" data-passk width="100%" height="760" style="border:0" title="passk"></iframe>
    <iframe id="other" src="/blank.html" title="other"></iframe>
    <script src="/embed.js"></script></body></html>`);
  // Record what the widget posts.
  await page.evaluate(() => {
    window.seen = [];
    window.addEventListener('message', (event) => { if (event.data && event.data.height) window.seen.push(event.data); });
  });
  const passk = page.frames().find((f) => f.url().includes('embed.html'));
  await passk.locator('[data-testid="pass-hat-k"]').waitFor();
  await expect.poll(() => page.locator('#passk').evaluate((f) => f.getBoundingClientRect().height)).not.toBe(760);
  const sized = await page.locator('#passk').evaluate((f) => f.getBoundingClientRect().height);
  // Trigger a fresh post and check both shapes.
  await passk.locator('details:has([data-testid="table-k"]) > summary').click();
  await expect.poll(() => page.evaluate(() => window.seen.some((m) => m.sentinel === 'amp' && m.type === 'embed-size' && typeof m.height === 'number'))).toBe(true);
  expect(await page.evaluate(() => window.seen.some((m) => m.type === 'passk-size'))).toBe(true);
  await passk.locator('details:has([data-testid="table-k"]) > summary').click();
  await expect.poll(() => page.locator('#passk').evaluate((f) => f.getBoundingClientRect().height)).toBe(sized);
  // Another iframe and the host itself claim a height: nothing changes.
  const other = page.frames().find((f) => f.url().endsWith('/blank.html') && f !== page.mainFrame());
  await other.evaluate(() => parent.postMessage({ type: 'passk-size', height: 40 }, '*'));
  await other.evaluate(() => parent.postMessage({ sentinel: 'amp', type: 'embed-size', height: 40 }, '*'));
  await page.evaluate(() => window.postMessage({ type: 'passk-size', height: 40 }, '*'));
  await page.waitForTimeout(300);
  expect(await page.locator('#passk').evaluate((f) => f.getBoundingClientRect().height)).toBe(sized);
  // The widget takes a state only from its own host: another frame's passk-set is ignored.
  await other.evaluate(() => parent.frames[0].postMessage({ type: 'passk-set', query: 'p=10&k=2' }, '*'));
  await page.waitForTimeout(300);
  await expect(passk.locator('[data-testid="pass-hat-k"]')).toHaveAttribute('data-value', '0.262144');
  expect(problems).toEqual([]);
});

for (const [name, url] of [['full page', '/?p=80&k=6&lang=en'], ['embed', '/embed.html?p=80&k=6&lang=en']]) {
  test(`on a 390 px phone the ${name} keeps the readouts and the k chart in view while p is dragged`, async ({ page }) => {
    const problems = watch(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(url);
    await expect(page.getByTestId('pass-at-k')).toHaveAttribute('data-value', '0.999936');
    const inView = async (testid) => {
      const box = await page.getByTestId(testid).boundingBox();
      return box.y >= 0 && box.y + box.height <= 844 && box.x >= 0 && box.x + box.width <= 390;
    };
    for (const slider of ['p', 'steps']) {
      await page.getByTestId(slider).scrollIntoViewIfNeeded();
      const box = await page.getByTestId(slider).boundingBox();
      expect(box.y + box.height).toBeLessThanOrEqual(844);
      // Drag with a mouse along the slider.
      await page.mouse.move(box.x + box.width * 0.5, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width * 0.3, box.y + box.height / 2, { steps: 5 });
      for (const testid of ['pass-at-k', 'pass-hat-k', 'chart-k']) expect(await inView(testid), `${testid} with ${slider} dragged`).toBe(true);
      await page.mouse.up();
    }
    await expect(page.getByTestId('pass-at-k')).not.toHaveAttribute('data-value', '0.999936');
    // Nothing scrolls sideways at 320 px; touch targets are 44 px or more.
    await page.setViewportSize({ width: 320, height: 700 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    for (const testid of ['p', 'p-number', 'k-number']) {
      expect((await page.getByTestId(testid).boundingBox()).height).toBeGreaterThanOrEqual(44);
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${shots}/phone-${name.replace(' ', '-')}.png` });
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    expect(problems).toEqual([]);
  });
}

test('link cards: every preset’s page in every language has its tags, its 1200 × 630 chart and its oEmbed JSON', async ({ page, context }) => {
  const problems = watch(page);
  const files = fs.readdirSync('dist/card');
  const pages = files.filter((name) => name.endsWith('.html'));
  const images = files.filter((name) => name.endsWith('.png'));
  expect(pages.length).toBe(images.length * 3);
  expect(images.length).toBeGreaterThanOrEqual(12);
  for (const name of pages) {
    const html = fs.readFileSync(`dist/card/${name}`, 'utf8');
    const lang = name.match(/\.(ko|pt)\.html$/)?.[1] ?? 'en';
    expect(html, name).toContain(`<html lang="${lang}">`);
    for (const tag of ['og:title', 'og:description', 'og:image', 'og:image:width', 'og:url', 'twitter:card', 'twitter:image']) {
      expect(html, `${name} ${tag}`).toMatch(new RegExp(`(property|name)="${tag}" content="[^"]+"`));
    }
    const oembed = html.match(/type="application\/json\+oembed" href="([^"]+)"/)[1];
    const json = JSON.parse(fs.readFileSync(`dist/card/${oembed.split('/').pop()}`, 'utf8'));
    expect(json.version).toBe('1.0');
    expect(json.type).toBe('rich');
    expect(json.html).toContain('embed.html?');
    expect([json.thumbnail_width, json.thumbnail_height]).toEqual([1200, 630]);
  }
  // Each PNG is 1200 × 630 and shows the preset's curves: pass@k blue and pass^k vermillion
  // inked in the plot area.
  const scratch = await context.newPage();
  for (const name of images) {
    const png = fs.readFileSync(`dist/card/${name}`);
    expect([png.readUInt32BE(16), png.readUInt32BE(20)], name).toEqual([1200, 630]);
    const inks = await scratch.evaluate(async (base64) => {
      const image = new Image();
      image.src = `data:image/png;base64,${base64}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      [canvas.width, canvas.height] = [image.width, image.height];
      const context = canvas.getContext('2d');
      context.drawImage(image, 0, 0);
      // The plot area: below the legend, right of the axis labels.
      const { data } = context.getImageData(150, 120, 1000, 400);
      const near = (i, [r, g, b]) => Math.abs(data[i] - r) + Math.abs(data[i + 1] - g) + Math.abs(data[i + 2] - b) < 40;
      let blue = 0;
      let vermillion = 0;
      for (let i = 0; i < data.length; i += 4) {
        if (near(i, [0, 114, 178])) blue++;
        if (near(i, [213, 94, 0])) vermillion++;
      }
      return { blue, vermillion };
    }, png.toString('base64'));
    expect(inks.blue, name).toBeGreaterThan(300);
    expect(inks.vermillion, name).toBeGreaterThan(300);
  }
  // A card opens the explorer in its preset's state.
  await page.goto('/card/anthropic-75x3.pt.html');
  await expect(page.getByTestId('pass-hat-k')).toHaveAttribute('data-value', '0.421875');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  // The share panel offers the card of the preset in view, and none for other states.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/?p=75&k=5&steps=4&m=3&lang=ko');
  await page.getByTestId('copy-card-link').click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/card\/majority-75x5\.ko\.html$/);
  await page.goto('/?p=74&k=5&lang=en');
  await expect(page.getByTestId('copy-link')).toBeVisible();
  await expect(page.getByTestId('copy-card-link')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('a real Hugo site: the copied snippet in a Markdown post, built, served, the widget sized and working', async ({ page, context }) => {
  const snippet = await copiedSnippet(page, context);
  const root = 'target/e2e/hugo-site';
  fs.rmSync(root, { recursive: true, force: true });
  for (const dir of ['content/posts', 'layouts/_default']) fs.mkdirSync(`${root}/${dir}`, { recursive: true });
  // Hugo passes raw HTML in Markdown through only when told to (as blogs embedding widgets do).
  fs.writeFileSync(`${root}/hugo.toml`, [
    'baseURL = "http://127.0.0.1:4173/site/"',
    'title = "A blog"',
    'languageCode = "en"',
    'disableKinds = ["taxonomy", "term", "RSS", "sitemap", "robotsTXT", "404"]',
    '[markup.goldmark.renderer]',
    '  unsafe = true',
  ].join('\n'));
  fs.writeFileSync(`${root}/layouts/_default/baseof.html`, '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>{{ .Title }}</title><link rel="icon" href="data:,"></head><body>{{ block "main" . }}{{ end }}</body></html>');
  fs.writeFileSync(`${root}/layouts/_default/single.html`, '{{ define "main" }}<article><h1>{{ .Title }}</h1>{{ .Content }}</article>{{ end }}');
  fs.writeFileSync(`${root}/layouts/_default/list.html`, '{{ define "main" }}<ul>{{ range .Pages }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}</ul>{{ end }}');
  fs.writeFileSync(`${root}/content/posts/pass-at-k.md`, `---\ntitle: "Why pass^k falls"\n---\n\nDrag the sliders:\n\n${snippet}\n\nThe end of the post.\n`);
  execFileSync('hugo', ['--source', root, '--destination', 'public', '--quiet'], { timeout: 60_000 });
  const post = fs.readFileSync(`${root}/public/posts/pass-at-k/index.html`, 'utf8');
  expect(post).toContain('data-passk');
  expect(post).toContain('embed.js');
  const problems = watch(page);
  await page.setViewportSize({ width: 768, height: 900 });
  await page.goto('/site/posts/pass-at-k/');
  await expect(page.locator('h1')).toHaveText('Why pass^k falls');
  const frame = page.frameLocator('iframe[data-passk]');
  await expect(frame.getByTestId('pass-hat-k')).toHaveAttribute('data-value', '0.421875');
  await expect.poll(async () => { const h = await heights(page); return Math.abs(h.iframe - h.content); }).toBeLessThanOrEqual(1);
  await frame.getByTestId('k-number').fill('5');
  await frame.getByTestId('k-number').press('Enter');
  await expect(frame.getByTestId('pass-hat-k')).toHaveAttribute('data-value', String(0.75 ** 5));
  await page.screenshot({ path: `${shots}/hugo-post.png`, fullPage: true });
  expect(problems).toEqual([]);
});
