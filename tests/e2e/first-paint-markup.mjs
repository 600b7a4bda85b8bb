// The explorer page's first paint (dist/index.html shows it before its wasm has run, when the
// link, storage, language and colour scheme are the defaults'): the page's own <main> at the
// default state, serialized. `scripts/capture-first-paint.mjs` writes it to
// assets/first-paint.html; first-paint.spec.mjs checks the live page still serializes to it.
//
// `firstPaintMarkup` runs in the page. What it keeps is what paints: tags, classes, text,
// and the values of the fields (their properties, copied into attributes). What it drops is
// what belongs to the live page alone: ids and what points at them, test ids and data
// values (a contract other tools read: the snapshot must never answer for the page), links
// (absolute here), the framework's empty markers, and the canvases, which become
// `<!--chart:TESTID WxH-->` for the build to fill with the same charts drawn as SVG at that
// size.
export function firstPaintMarkup() {
  const live = document.querySelector('main');
  const copy = live.cloneNode(true);
  const pairs = (selector) => {
    const from = live.querySelectorAll(selector);
    const to = copy.querySelectorAll(selector);
    return [...from].map((element, i) => [element, to[i]]);
  };
  for (const [from, to] of pairs('input')) {
    if (from.type === 'checkbox' || from.type === 'radio') to.toggleAttribute('checked', from.checked);
    else to.setAttribute('value', from.value);
  }
  for (const [from, to] of pairs('select')) {
    [...to.options].forEach((option, i) => option.toggleAttribute('selected', i === from.selectedIndex));
  }
  for (const [from, to] of pairs('textarea')) to.textContent = from.value;
  for (const [from, to] of pairs('canvas')) {
    const box = from.getBoundingClientRect();
    to.replaceWith(document.createComment(`chart:${from.dataset.testid} ${Math.round(box.width)}x${Math.round(box.height)}`));
  }
  // Inline styles too: the custom properties the renderers set (`--readout-rows`,
  // `--value-chars`) go in as properties; in markup the page's CSP would refuse them, and
  // the stylesheet's defaults stand in for the default state.
  const dropped = /^(id|for|name|href|style|data-testid|data-value|aria-describedby|aria-controls|aria-labelledby|aria-live|role)$/;
  for (const element of [copy, ...copy.querySelectorAll('*')]) {
    for (const attribute of [...element.attributes]) {
      if (dropped.test(attribute.name)) element.removeAttribute(attribute.name);
    }
  }
  // The framework's empty markers (`<!---->`, where a view may later go) paint nothing.
  const walker = document.createTreeWalker(copy, NodeFilter.SHOW_COMMENT);
  const markers = [];
  while (walker.nextNode()) if (walker.currentNode.data === '') markers.push(walker.currentNode);
  markers.forEach((marker) => marker.remove());
  return copy.outerHTML;
}
