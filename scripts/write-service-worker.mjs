// `make dist`, after every page is built: writes dist/sw.js, the service worker that lets
// the app (and the embed) work with the network off after one visit. It lists the build's
// own files (nothing from anywhere else) and carries a version made from their contents,
// so a new release is a new worker that replaces the old one and its cache.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const dist = process.argv[2] || 'dist';
const files = fs
  .readdirSync(dist)
  .filter((name) => !/\.(gz|br)$/.test(name) && name !== 'sw.js' && fs.statSync(path.join(dist, name)).isFile())
  .sort();
const version = createHash('sha256');
for (const name of files) version.update(name).update(fs.readFileSync(path.join(dist, name)));
// Which files each page needs: its HTML, the boot file it names, and the loader and wasm
// of its binary (the one the boot file imports). The rest (style, icon) all share. The
// embed keeps only its own; the full site (the explorer, data, compare and leaderboard
// pages) keeps every page's.
const bootOf = (page) => fs.readFileSync(path.join(dist, page), 'utf8').match(/boot-[0-9a-f]+\.js/)?.[0];
const pageFiles = (page) => {
  const boot = bootOf(page);
  const loader = fs.readFileSync(path.join(dist, boot), 'utf8').match(/from '\.\/(passk[-a-z]*-[0-9a-f]+)\.js'/)?.[1];
  return files.filter((name) => name === page || name === boot || (loader && name.startsWith(`${loader}.`)) || (loader && name.startsWith(`${loader}_bg`)));
};
const embed = pageFiles('embed.html');
// Every page of the full site: each HTML file at the top that boots a binary, but the embed.
const full = files.filter((name) => name.endsWith('.html') && name !== 'embed.html' && bootOf(name)).flatMap(pageFiles);
const shared = files.filter((name) => !embed.includes(name) && !full.includes(name) && !/^boot-/.test(name));
const list = (names) => JSON.stringify(names.map((name) => `./${name}`));

const worker = `// Written by scripts/write-service-worker.mjs (its comments are there); do not edit.
const CACHE = 'passk-${version.digest('hex').slice(0, 16)}';
const SHARED = ${list(shared)};
const EMBED = ${list(embed)};
const FULL = ['./', ...${list(full)}];

// Install: keep what the pages in this folder need. An embed (a widget in a blog post)
// keeps only its own files; the full page's are kept when a full page is open here.
self.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    const scope = self.registration.scope;
    const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
    const full = pages.some((page) => page.url.startsWith(scope) && !new URL(page.url).pathname.endsWith('/embed.html'));
    const cache = await caches.open(CACHE);
    await cache.addAll([...SHARED, ...EMBED, ...(full ? FULL : [])].map((file) => new Request(file, { cache: 'reload' })));
    await self.skipWaiting();
  })());
});

// Activate: drop the caches of earlier releases, and serve the open pages at once.
self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) if (name.startsWith('passk-') && name !== CACHE) await caches.delete(name);
    await self.clients.claim();
  })());
});

// Pages: the network first (a new release shows at once), the kept copy when offline.
// Everything else has a content hash in its name: the kept copy first, else the network,
// and what is fetched is kept. Only this origin's GET requests are touched.
self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    event.respondWith(fetch(request).catch(async () =>
      (await caches.match(request, { ignoreSearch: true })) ?? (await caches.match('./')) ?? Response.error()));
    return;
  }
  event.respondWith((async () => {
    const kept = await caches.match(request);
    if (kept) return kept;
    const response = await fetch(request);
    if (response.ok) {
      const cache = await caches.open(CACHE);
      await cache.put(request, response.clone());
    }
    return response;
  })());
});
`;
// The comments in the worker are for whoever reads this script: every page (the embed's
// 110 KB budget included) downloads it without them, but for its first line.
const shipped = worker.split('\n').filter((line, i) => i === 0 || !/^\s*\/\/ /.test(line)).join('\n');
fs.writeFileSync(path.join(dist, 'sw.js'), shipped);
console.log(`sw.js: ${shared.length + embed.length + full.length} files, cache ${shipped.match(/passk-[0-9a-f]+/)[0]}`);
