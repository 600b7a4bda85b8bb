// Trunk post-build hook: moves the inline module script Trunk writes into index.html (the
// wasm loader) into its own file, so the page's Content-Security-Policy can allow scripts
// from its own origin only, with no 'unsafe-inline' and no hashes to keep in step.
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const dir = process.env.TRUNK_STAGING_DIR;
if (!dir) {
  console.error("externalize-boot: TRUNK_STAGING_DIR is not set (run me as a Trunk hook)");
  process.exit(1);
}
// The page being built: index.html, or the name the Makefile gives the embed page's output
// (TRUNK_BUILD_HTML_OUTPUT, which Trunk reads and this hook inherits).
const page = basename(process.env.TRUNK_BUILD_HTML_OUTPUT || "index.html");
const htmlPath = join(dir, page);
const html = readFileSync(htmlPath, "utf8");
// Minified release HTML drops the quotes: type=module.
const inline = /<script type="?module"?>([\s\S]*?)<\/script>/;
const match = html.match(inline);
if (!match) {
  console.error(`externalize-boot: no inline module script in ${page}; Trunk changed its output`);
  process.exit(1);
}
// The trap watcher goes first, so it is listening before the wasm starts.
const scripts = dirname(fileURLToPath(import.meta.url));
const watcher = readFileSync(join(scripts, "crash-watch.js"), "utf8");
// Then the offline registration, which waits for the page's load event (so it never slows
// the start) and so must listen before the loader's top-level await; then the loader.
const offline = readFileSync(join(scripts, "register-offline.js"), "utf8");
// Their comments are for readers of scripts/, not for every visitor's download.
const bare = (source) => source.split("\n").filter((line) => !/^\s*\/\//.test(line)).join("\n");
const code = bare(watcher) + "\n" + bare(offline) + "\n" + match[1].trim() + "\n";
const digest = createHash("sha256").update(code).digest("hex").slice(0, 16);
const name = `boot-${digest}.js`;
writeFileSync(join(dir, name), code);
// The loader imports './passk-….js' relative to itself, and it sits beside the page, so a
// relative src keeps the build working under any sub-path.
const prefix = (process.env.TRUNK_PUBLIC_URL || "./").replace(/\/?$/, "/");
writeFileSync(htmlPath, html.replace(inline, `<script type="module" src="${prefix}${name}"></script>`));
if (inline.test(html.replace(inline, ""))) {
  console.error("externalize-boot: more than one inline module script; only the first was moved");
  process.exit(1);
}

// The embed's host script (assets/embed.js, copied as is) loses its comment lines too: they
// are for readers of assets/, and every page that embeds the widget downloads the script.
const host = join(dir, "embed.js");
if (existsSync(host)) {
  writeFileSync(host, bare(readFileSync(host, "utf8")));
}
