// passk's host script, for pages that embed the widget. Load it once, beside the iframe:
//
//   <iframe src=".../embed.html?p=80&k=6" data-passk ...></iframe>
//   <script src=".../embed.js" async></script>
//
// 1. It sizes every passk iframe on the page to the widget's content: the widget posts its
//    height ({"type": "passk-size"} and AMP's {"sentinel": "amp", "type": "embed-size"})
//    whenever it changes, and this script sets the height of the iframe whose window sent
//    it, from that iframe's own origin only. Without this script the iframe keeps its
//    fixed height.
// 2. It defines <passk-widget p="80" k="6" steps="4" m="3" spread="0.2" lang="ko"
//    theme="dark">, which creates the sized iframe in a shadow root (the host's CSS and the
//    widget's never mix). Changing an attribute updates the widget in place; a new lang or
//    theme reloads only the iframe. The widget posts its state ({"type": "passk-state"})
//    when it changes, so an element moved in the page (which reloads its iframe) opens where
//    it was left, and stays sized.
//
// No eval, no inline code, no <style> element: it runs under a strict Content-Security-Policy
// (script-src of its own origin; styles are set through the CSSOM, which CSP allows).
(function () {
  'use strict';
  if (window.passkEmbed) return;

  var script = document.currentScript;
  // The widget lives beside this script.
  var base = script && script.src ? new URL('.', script.src).href : new URL('.', document.baseURI).href;
  var TITLES = {
    en: 'passk: pass@k vs pass^k, interactive',
    ko: 'passk: pass@k와 pass^k 인터랙티브',
    pt: 'passk: pass@k e pass^k, interativo',
  };
  var PARAMETERS = ['p', 'k', 'steps', 'm', 'spread', 'v', 'r', 'lang', 'theme'];
  var RELOADING = ['lang', 'theme'];
  var MAX_HEIGHT = 20000;
  // The iframes the elements made (in shadow roots, out of document.querySelectorAll's reach).
  var made = new Set();

  function frames() {
    var all = Array.prototype.slice.call(document.querySelectorAll('iframe'));
    made.forEach(function (frame) { all.push(frame); });
    return all;
  }

  function originOf(frame) {
    try {
      return new URL(frame.getAttribute('src') || '', document.baseURI).origin;
    } catch (error) {
      return null;
    }
  }

  function heightIn(data) {
    if (!data || typeof data !== 'object') return null;
    var amp = data.sentinel === 'amp' && data.type === 'embed-size';
    if (!amp && data.type !== 'passk-size') return null;
    var height = data.height;
    if (typeof height !== 'number' || !isFinite(height) || height < 1 || height > MAX_HEIGHT) return null;
    return Math.ceil(height);
  }

  function stateIn(data) {
    if (!data || typeof data !== 'object' || data.type !== 'passk-state') return null;
    return typeof data.query === 'string' && data.query.length < 4096 ? data.query : null;
  }

  window.addEventListener('message', function (event) {
    var height = heightIn(event.data);
    var state = stateIn(event.data);
    if (height === null && state === null) return;
    var list = frames();
    for (var i = 0; i < list.length; i++) {
      var frame = list[i];
      if (frame.contentWindow !== event.source) continue;
      // Only the iframe's own window, from the iframe's own origin.
      if (originOf(frame) !== event.origin) return;
      if (height !== null) {
        frame.style.height = height + 'px';
        frame.setAttribute('height', String(height));
      }
      // Only the frames this script made are reloaded by it, so only theirs is kept.
      if (state !== null && made.has(frame)) frame.passkState = state;
      return;
    }
  });

  function queryOf(element) {
    var parts = [];
    PARAMETERS.forEach(function (name) {
      var value = element.getAttribute(name);
      if (value !== null && value !== '') parts.push(encodeURIComponent(name) + '=' + encodeURIComponent(value));
    });
    return parts.join('&');
  }

  function titleFor(element) {
    var lang = (element.getAttribute('lang') || document.documentElement.lang || 'en').slice(0, 2).toLowerCase();
    return TITLES[lang] || TITLES.en;
  }

  class PasskWidget extends HTMLElement {
    static get observedAttributes() {
      return PARAMETERS;
    }

    connectedCallback() {
      if (this.frame) {
        // Moved: the browser reloads the iframe, from the state it was left in (the
        // widget's last, or the attributes as they are now), and it is sized again.
        made.add(this.frame);
        this.loaded = false;
        this.frame.src = base + 'embed.html?' + (this.frame.passkState || queryOf(this));
        return;
      }
      this.style.display = 'block';
      var root = this.attachShadow({ mode: 'open' });
      var frame = document.createElement('iframe');
      frame.setAttribute('data-passk', '');
      frame.setAttribute('loading', 'lazy');
      frame.setAttribute('width', '100%');
      frame.setAttribute('height', '760');
      frame.style.border = '0';
      frame.style.width = '100%';
      frame.style.display = 'block';
      frame.title = titleFor(this);
      frame.src = base + 'embed.html?' + queryOf(this);
      root.appendChild(frame);
      made.add(frame);
      this.frame = frame;
      this.loaded = false;
      var element = this;
      frame.addEventListener('load', function () { element.loaded = true; });
    }

    disconnectedCallback() {
      if (this.frame) made.delete(this.frame);
    }

    attributeChangedCallback(name, before, after) {
      var frame = this.frame;
      if (!frame || before === after) return;
      frame.title = titleFor(this);
      var query = queryOf(this);
      if (RELOADING.indexOf(name) >= 0 || !this.loaded || !frame.contentWindow) {
        frame.passkState = null;
        frame.src = base + 'embed.html?' + query;
        this.loaded = false;
        return;
      }
      frame.contentWindow.postMessage({ type: 'passk-set', query: query }, originOf(frame) || '*');
    }
  }

  if (window.customElements && !window.customElements.get('passk-widget')) {
    window.customElements.define('passk-widget', PasskWidget);
  }
  window.passkEmbed = { version: 1 };
})();
