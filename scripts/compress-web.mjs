// After `vite build`: writes a Brotli (.br) and a gzip (.gz) copy next to every text asset of apps/web/dist, so
// the server sends compressed files (@fastify/static preCompressed) without compressing on each request.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { root } from './lib.mjs';

const dist = path.join(root, 'apps/web/dist');
const TEXT = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;
let files = 0;
let before = 0;
let after = 0;

function walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(file);
    else if (TEXT.test(entry.name)) {
      const bytes = fs.readFileSync(file);
      if (bytes.length < 256) continue;
      const br = zlib.brotliCompressSync(bytes, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      });
      fs.writeFileSync(`${file}.br`, br);
      fs.writeFileSync(`${file}.gz`, zlib.gzipSync(bytes, { level: 9 }));
      files += 1;
      before += bytes.length;
      after += br.length;
    }
  }
}

if (!fs.existsSync(path.join(dist, 'index.html'))) {
  console.error(`${dist} has no build to compress`);
  process.exit(1);
}
walk(dist);
console.log(
  `compressed ${files} web files: ${Math.round(before / 1024)} KB -> ${Math.round(after / 1024)} KB (brotli)`,
);
