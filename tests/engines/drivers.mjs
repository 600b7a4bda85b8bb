// The two engines the Playwright suite does not cover, behind one small interface, so the
// scenarios in scenarios.mjs are written once: Firefox (Debian's firefox-esr, driven over
// WebDriver BiDi by puppeteer-core) and WebKit (WebKitGTK's MiniBrowser, the engine of
// Safari, driven by WebKitWebDriver, W3C WebDriver over HTTP). No browser is downloaded.
import fs from 'node:fs';
import puppeteer from 'puppeteer-core';

/** How puppeteer-core starts each engine it drives: Debian's binaries, fresh profiles, no
 *  background traffic. */
const LAUNCH = {
  firefox: {
    browser: 'firefox',
    executablePath: process.env.FIREFOX || '/usr/bin/firefox-esr',
    headless: true,
    extraPrefsFirefox: {
      'app.update.enabled': false,
      'browser.safebrowsing.malware.enabled': false,
      'browser.safebrowsing.phishing.enabled': false,
      'datareporting.healthreport.uploadEnabled': false,
      'network.captive-portal-service.enabled': false,
      'network.connectivity-service.enabled': false,
      'toolkit.telemetry.enabled': false,
    },
  },
  chromium: {
    browser: 'chrome',
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  },
};

/** Firefox (over WebDriver BiDi) or Chromium (over CDP), driven by puppeteer-core. */
export class PuppeteerDriver {
  constructor(name) {
    this.name = name;
  }

  async open(width, height) {
    this.browser = await puppeteer.launch(LAUNCH[this.name]);
    this.page = await this.browser.newPage();
    this.errors = [];
    this.page.on('pageerror', (error) => this.errors.push(`page error: ${error.message}`));
    this.page.on('console', (message) => {
      if (message.type() === 'error') this.errors.push(`console error: ${message.text()}`);
    });
    await this.resize(width, height);
  }

  async resize(width, height) {
    await this.page.setViewport({ width, height });
  }

  async goto(url) {
    await this.page.goto(url);
  }

  /** Runs `script` (a function's source text, called with `args`) in the page. */
  async eval(script, ...args) {
    return this.page.evaluate(`(${script})(...${JSON.stringify(args)})`);
  }

  async press(selector, key) {
    await this.page.focus(selector);
    await this.page.keyboard.press(key);
  }

  async upload(selector, path) {
    const input = await this.page.$(selector);
    await input.uploadFile(path);
  }

  /** A finger on the element at `from` of its width, dragged to `to`. */
  async touchDrag(selector, from, to) {
    const box = await (await this.page.$(selector)).boundingBox();
    const y = box.y + box.height / 2;
    await this.page.touchscreen.touchStart(box.x + box.width * from, y);
    await this.page.touchscreen.touchMove(box.x + box.width * to, y);
    await this.page.touchscreen.touchEnd();
  }

  async screenshot(path) {
    await this.page.screenshot({ path });
  }

  async takeErrors() {
    const errors = this.errors;
    this.errors = [];
    return errors;
  }

  async close() {
    await this.browser?.close();
  }
}

/** W3C WebDriver key codes for the keys the scenarios press. */
const KEYS = { ArrowRight: '\uE014', ArrowLeft: '\uE012', ArrowUp: '\uE013', ArrowDown: '\uE015', End: '\uE010', Home: '\uE011' };

/** WebKit through a running WebKitWebDriver (started by run.mjs under xvfb-run). */
export class WebKitDriver {
  name = 'webkit';

  constructor(port) {
    this.base = `http://127.0.0.1:${port}`;
  }

  async call(method, path, body) {
    const response = await fetch(this.base + path, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body && JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    const json = await response.json();
    if (json.value?.error) throw new Error(`${json.value.error}: ${json.value.message}`);
    return json.value;
  }

  async open(width, height) {
    const session = await this.call('POST', '/session', {
      capabilities: {
        alwaysMatch: {
          browserName: 'MiniBrowser',
          'webkitgtk:browserOptions': {
            binary: process.env.MINIBROWSER || '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
            args: ['--automation'],
          },
        },
      },
    });
    this.session = `/session/${session.sessionId}`;
    await this.resize(width, height);
  }

  async resize(width, height) {
    await this.call('POST', `${this.session}/window/rect`, { width, height });
  }

  async goto(url) {
    await this.call('POST', `${this.session}/url`, { url });
    // No console API in WebDriver: errors are recorded by the page from here on.
    await this.eval(`() => {
      if (window.passkErrors) return;
      window.passkErrors = [];
      addEventListener('error', (event) => window.passkErrors.push('page error: ' + event.message));
      addEventListener('unhandledrejection', (event) => window.passkErrors.push('page error: ' + event.reason));
      const error = console.error.bind(console);
      console.error = (...parts) => { window.passkErrors.push('console error: ' + parts.join(' ')); error(...parts); };
    }`);
  }

  async eval(script, ...args) {
    // execute/async: a promise the script returns is awaited, in every engine's driver.
    return this.call('POST', `${this.session}/execute/async`, {
      script: `const done = arguments[arguments.length - 1];
        Promise.resolve((${script})(...${JSON.stringify(args)})).then(done, (error) => done({ passkError: String(error) }));`,
      args: [],
    }).then((value) => {
      if (value && value.passkError) throw new Error(value.passkError);
      return value;
    });
  }

  async element(selector) {
    const found = await this.call('POST', `${this.session}/element`, { using: 'css selector', value: selector });
    return Object.values(found)[0];
  }

  async press(selector, key) {
    const element = await this.element(selector);
    await this.call('POST', `${this.session}/element/${element}/value`, { text: KEYS[key] ?? key });
  }

  async upload(selector, path) {
    const element = await this.element(selector);
    await this.call('POST', `${this.session}/element/${element}/value`, { text: path });
  }

  /** A finger on the element at `from` of its width, dragged to `to` (W3C touch actions). */
  async touchDrag(selector, from, to) {
    const [x, y, width, height] = await this.eval(`(selector) => {
      const r = document.querySelector(selector).getBoundingClientRect();
      return [r.x, r.y, r.width, r.height];
    }`, selector);
    const at = (fraction) => ({ x: Math.round(x + width * fraction), y: Math.round(y + height / 2) });
    await this.call('POST', `${this.session}/actions`, {
      actions: [{
        type: 'pointer',
        id: 'finger',
        parameters: { pointerType: 'touch' },
        actions: [
          { type: 'pointerMove', duration: 0, ...at(from) },
          { type: 'pointerDown', button: 0 },
          { type: 'pointerMove', duration: 200, ...at(to) },
          { type: 'pointerUp', button: 0 },
        ],
      }],
    });
    await this.call('DELETE', `${this.session}/actions`);
  }

  async screenshot(path) {
    const png = await this.call('GET', `${this.session}/screenshot`);
    fs.writeFileSync(path, Buffer.from(png, 'base64'));
  }

  async takeErrors() {
    return (await this.eval('() => { const errors = window.passkErrors || []; window.passkErrors = []; return errors; }')) ?? [];
  }

  async close() {
    if (this.session) await this.call('DELETE', this.session).catch(() => {});
  }
}
