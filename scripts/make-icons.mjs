/*
 * Renders the app's install icons (web app manifest, iOS home screen) from the same drawing as favicon.svg:
 * `node scripts/make-icons.mjs` writes apps/web/public/icons/*.png. The PNGs are committed (a few KB), so the
 * build needs no image tool. The maskable icon keeps the mark inside the central 80 % "safe zone" on a full-bleed
 * background, because the launcher crops it to its own shape.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { root } from './lib.mjs';

const out = path.join(root, 'apps/web/public/icons');
const INK = '#18181b';
const MARK =
  '<path d="M7 22V10l5 7 4-7 4 7 5-7v12" fill="none" stroke="#f97316" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>';

// "any" purpose: the favicon's rounded square.
const rounded = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="${INK}"/>${MARK}</svg>`;
// "maskable": a full square; the 32-unit mark scaled to 60 % and centred sits well inside the 80 % safe zone.
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${INK}"/><g transform="translate(6.4 6.4) scale(0.6)">${MARK}</g></svg>`;
// iOS draws its own rounded corners and ignores transparency: a full square with a little margin.
const apple = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${INK}"/><g transform="translate(3.2 3.2) scale(0.8)">${MARK}</g></svg>`;

const icons = [
  ['icon-192.png', rounded, 192],
  ['icon-512.png', rounded, 512],
  ['maskable-512.png', maskable, 512],
  ['apple-touch-icon-180.png', apple, 180],
];

fs.mkdirSync(out, { recursive: true });
for (const [name, svg, size] of icons) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(out, name));
  console.log(`${name} ${size}×${size}`);
}
