// Draws assets/favicon.png (32 x 32, 16 colours) from assets/favicon.svg in headless
// Chromium. The pages link the PNG: Chromium fetches and decodes a page's icon again after
// every same-document navigation (each history.replaceState of the address mirror), and an
// SVG icon is decoded as a whole SVG document, about 2.5 ms of the page's main thread each
// time; a small PNG is not. Sixteen colours keep it about as light as the SVG (the embed
// page has a 110 KiB budget).
// Run it when the SVG changes: node scripts/favicon-png.mjs
import { chromium } from 'playwright-core';
import fs from 'node:fs';
import zlib from 'node:zlib';

const SIZE = 32;
const COLOURS = 16;

const svg = fs.readFileSync(new URL('../assets/favicon.svg', import.meta.url), 'utf8');
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage();
const rgba = await page.evaluate(async ([svg, size]) => {
  const image = new Image();
  image.src = `data:image/svg+xml;base64,${btoa(svg)}`;
  await image.decode();
  const canvas = Object.assign(document.createElement('canvas'), { width: size, height: size });
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0, size, size);
  return [...context.getImageData(0, 0, size, size).data];
}, [svg, SIZE]);
await browser.close();

// The palette: the most frequent colours, each new one far enough from those taken.
const pixels = [];
for (let i = 0; i < rgba.length; i += 4) pixels.push(rgba.slice(i, i + 4));
const distance = (a, b) => a.reduce((sum, value, i) => sum + (value - b[i]) ** 2, 0);
const counts = new Map();
for (const pixel of pixels) counts.set(pixel.join(), (counts.get(pixel.join()) || 0) + 1);
const byCount = [...counts].sort((a, b) => b[1] - a[1]).map(([key]) => key.split(',').map(Number));
const palette = [];
for (let spacing = 4000; palette.length < COLOURS && spacing >= 1; spacing /= 2) {
  for (const colour of byCount) {
    if (palette.length < COLOURS && palette.every((taken) => distance(taken, colour) >= spacing)) palette.push(colour);
  }
}
const nearest = (pixel) => palette.reduce((best, colour, i) => (distance(colour, pixel) < distance(palette[best], pixel) ? i : best), 0);

// An indexed PNG, 4 bits a pixel, with the palette's alpha in tRNS.
const rows = [];
for (let y = 0; y < SIZE; y++) {
  const row = Buffer.alloc(1 + SIZE / 2);
  for (let x = 0; x < SIZE; x++) row[1 + (x >> 1)] |= nearest(pixels[y * SIZE + x]) << (x % 2 ? 0 : 4);
  rows.push(row);
}
const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc = (bytes) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type, data) => {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const check = Buffer.alloc(4);
  check.writeUInt32BE(crc(body));
  return Buffer.concat([length, body, check]);
};
const header = Buffer.alloc(13);
header.writeUInt32BE(SIZE, 0);
header.writeUInt32BE(SIZE, 4);
header[8] = 4; // bits per index
header[9] = 3; // indexed colour
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  chunk('IHDR', header),
  chunk('PLTE', Buffer.from(palette.flatMap(([r, g, b]) => [r, g, b]))),
  chunk('tRNS', Buffer.from(palette.map(([, , , a]) => a))),
  chunk('IDAT', zlib.deflateSync(Buffer.concat(rows), { level: 9 })),
  chunk('IEND', Buffer.alloc(0)),
]);
fs.writeFileSync(new URL('../assets/favicon.png', import.meta.url), png);
console.log(`assets/favicon.png: ${SIZE} x ${SIZE}, ${palette.length} colours, ${png.length} B`);
