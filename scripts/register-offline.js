// Put before the wasm loader by scripts/externalize-boot.mjs: after the page has loaded,
// register the service worker that keeps the app's own files for offline use (dist/sw.js,
// written by scripts/write-service-worker.mjs). Relative, so it works under any sub-path;
// where there is no sw.js (`make serve`) or no service workers, nothing happens.
if ('serviceWorker' in navigator && location.protocol !== 'file:') {
  addEventListener('load', () => {
    navigator.serviceWorker.register(new URL('sw.js', import.meta.url)).catch(() => {});
  });
}
