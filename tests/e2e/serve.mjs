// A minimal static server for dist/ on loopback, for the browser tests. It serves the
// release build both at / and under a sub-path (/sub/path/), to prove relative URLs work.
// Any other request outside dist/ (and bench/floor/, the benchmark floor, /site/, a Hugo site a
// test builds, and /blank.html, a
// host page that is not the app) is answered 404; the server logs nothing and stops with its parent.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import url from 'node:url';

// ROOT serves another build instead (bench/ab_ticks.mjs serves two builds side by side).
const root = path.resolve(process.env.ROOT || path.resolve(path.dirname(url.fileURLToPath(import.meta.url)), '../../dist'));
const floor = path.resolve(path.dirname(url.fileURLToPath(import.meta.url)), '../../bench/floor');
// A static site a test builds with Hugo (a blog with the widget in a post), under /site/.
const site = path.resolve(path.dirname(url.fileURLToPath(import.meta.url)), '../../target/e2e/hugo-site/public');
const port = Number(process.env.PORT || 4173);
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.csv': 'text/csv; charset=utf-8',
  '.jsonl': 'application/x-ndjson',
};

http
  .createServer((request, response) => {
    let pathname = decodeURIComponent(new URL(request.url, 'http://localhost').pathname);
    if (pathname === '/blank.html') {
      // A page of this origin that is not the app (a blog post hosting the embed, say).
      response.writeHead(200, { 'content-type': types['.html'] }).end('<!DOCTYPE html><title>blank</title><link rel="icon" href="data:,">');
      return;
    }
    let base = root;
    if (pathname.startsWith('/bench-floor/')) {
      // The benchmark's plain-JavaScript floor (bench/floor/), beside the app.
      base = floor;
      pathname = pathname.slice('/bench-floor'.length);
    }
    if (pathname.startsWith('/site/')) {
      base = site;
      pathname = pathname.slice('/site'.length);
    }
    pathname = pathname.replace(/^\/sub\/path(?=\/)/, '');
    if (pathname.endsWith('/')) pathname += 'index.html';
    const file = path.join(base, pathname);
    if (!file.startsWith(base + path.sep)) {
      response.writeHead(403).end();
      return;
    }
    fs.readFile(file, (error, body) => {
      if (error) {
        response.writeHead(404).end('not found');
        return;
      }
      response.writeHead(200, {
        'content-type': types[path.extname(file)] || 'application/octet-stream',
        'cache-control': 'no-store',
      });
      response.end(body);
    });
  })
  .listen(port, '127.0.0.1');
