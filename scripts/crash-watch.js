// Prepended to the wasm loader by scripts/externalize-boot.mjs. A WebAssembly trap (out of
// memory, "unreachable") kills the app without running Rust's panic hook, so the page would
// freeze without a word; this shows the same notice the hook shows (src/crash_notice.rs).
// A panic shows its notice first, and then nothing more is added here.
const passkShowTrap = (error) => {
  if (!(error instanceof WebAssembly.RuntimeError)) return;
  if (document.querySelector('[data-testid="crash-notice"]')) return;
  const notice = document.createElement('div');
  notice.className = 'crash-notice';
  notice.setAttribute('role', 'alert');
  notice.setAttribute('data-testid', 'crash-notice');
  // The words the page left on <html> in its language (src/app.rs); English before it ran.
  const said = (name, english) => document.documentElement.getAttribute(name) ?? english;
  const parts = [
    ['strong', said('data-crash-title', 'Something went wrong and passk stopped. ')],
    ['span', said('data-crash-help', 'Reload the page to start again; your link and saved data are kept. ')],
    ['code', String(error.message || error)],
  ];
  for (const [tag, text] of parts) {
    const part = document.createElement(tag);
    part.textContent = text;
    notice.append(part);
  }
  const link = document.createElement('a');
  link.href = location.href;
  link.textContent = said('data-crash-reload', 'Reload');
  notice.append(link);
  document.body.prepend(notice);
};
// A page that fails before it mounts (no wasm, a trap) must not keep showing its built-in
// first paint (scripts/first-paint.js) as if it were alive.
const passkTakeDownFirstPaint = () => document.getElementById('first-paint')?.remove();
addEventListener('error', passkTakeDownFirstPaint);
addEventListener('unhandledrejection', passkTakeDownFirstPaint);
addEventListener('error', (event) => passkShowTrap(event.error));
addEventListener('unhandledrejection', (event) => passkShowTrap(event.reason));
