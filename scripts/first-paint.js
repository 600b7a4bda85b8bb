// The explorer page's first paint: dist/index.html carries the page as it looks at the
// default state (assets/first-paint.html, its charts drawn as SVG by passk-chart at build:
// crates/passk-cards/src/bin/first_paint.rs), hidden. This shows it while the wasm loads,
// and only when the page is sure to start at exactly that state: every pair of the link's
// query is one of the default link's own (as written: the build puts them on the element),
// nothing is kept from a last visit, the browser's language is not another of the page's
// languages, and the system does not ask for dark colours. Anything else, or a storage
// that refuses to be read, keeps it hidden: the page never shows a number that is not the
// link's. The wasm removes it in the task that mounts the live page.
(() => {
  const snapshot = document.getElementById('first-paint');
  if (!snapshot) return;
  try {
    const own = new Set(snapshot.dataset.query.split('&'));
    const query = location.search.slice(1);
    if (query !== '' && !query.split('&').every((pair) => own.has(pair))) return;
    if (snapshot.dataset.keys.split(' ').some((key) => localStorage.getItem(key) !== null)) return;
    const primary = (navigator.language || '').split(/[-_]/)[0].toLowerCase();
    if (primary !== snapshot.dataset.lang && snapshot.dataset.langs.split(' ').includes(primary)) return;
    if (matchMedia('(prefers-color-scheme: dark)').matches) return;
    snapshot.hidden = false;
  } catch {
    // Storage refused (a sandboxed frame): the page starts from its link alone; no guess.
  }
})();
