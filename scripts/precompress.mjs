// `make dist`: writes `.gz` (gzip -9) and `.br` (brotli, quality 11) beside each file of
// dist/, for hosts that serve precompressed files (nginx gzip_static/brotli_static, most
// static hosts). Prints each file's sizes.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = process.argv[2] || 'dist';
let total = { raw: 0, gzip: 0, brotli: 0 };
for (const name of fs.readdirSync(dist).sort()) {
  if (/\.(gz|br)$/.test(name)) continue;
  const file = path.join(dist, name);
  if (!fs.statSync(file).isFile()) continue;
  const body = fs.readFileSync(file);
  const gzip = zlib.gzipSync(body, { level: 9 });
  const brotli = zlib.brotliCompressSync(body, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
  fs.writeFileSync(`${file}.gz`, gzip);
  fs.writeFileSync(`${file}.br`, brotli);
  total = { raw: total.raw + body.length, gzip: total.gzip + gzip.length, brotli: total.brotli + brotli.length };
  console.log(`${name.padEnd(36)} ${String(body.length).padStart(8)} B, gzip ${String(gzip.length).padStart(8)} B, brotli ${String(brotli.length).padStart(8)} B`);
}
console.log(`${'total'.padEnd(36)} ${String(total.raw).padStart(8)} B, gzip ${String(total.gzip).padStart(8)} B, brotli ${String(total.brotli).padStart(8)} B`);
