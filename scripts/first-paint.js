// A chart page's first paint: dist/index.html and dist/embed.html carry the page as it
// looks at the default state (assets/first-paint*.html, its charts drawn as SVG by
// passk-chart at build: crates/passk-cards/src/bin/first_paint.rs), hidden. This shows it
// while the wasm loads, and only when the page is sure to start at exactly that state
// (SharedState::default_forms, which the build writes on the element): every pair of the
// link's query is one of the default link's own, as written; the page's storage is empty
// or holds what a page at the default state keeps; the browser's language is not another
// of the page's languages; the system does not ask for dark colours. Anything else, or a
// storage that refuses to be read, keeps it hidden: the page never shows a number that is
// not the link's. The wasm removes it in the task that mounts the live page.
(() => {
  const snapshot = document.getElementById('first-paint');
  if (!snapshot) return;
  try {
    const own = new Set(snapshot.dataset.pairs.split('&'));
    const query = location.search.slice(1);
    if (query !== '' && !query.split('&').every((pair) => own.has(pair))) return;
    const kept = localStorage.getItem(snapshot.dataset.key);
    if (kept !== null && !snapshot.dataset.stored.split(' ').includes(kept)) return;
    const primary = (navigator.language || '').split(/[-_]/)[0].toLowerCase();
    if (primary !== snapshot.dataset.lang && snapshot.dataset.langs.split(' ').includes(primary)) return;
    if (matchMedia('(prefers-color-scheme: dark)').matches) return;
    snapshot.hidden = false;
  } catch {
    // Storage refused (a sandboxed frame): no first paint; the page draws its own.
  }
})();
