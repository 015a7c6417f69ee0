// After `vite build`: renders the public pages (src/prerender.tsx) into copies of dist/index.html, one file per
// page (dist/login.html, dist/register.html); the server answers those paths with them. Then puts the signed-in
// dashboard's frame into dist/index.html itself, beside the guest placeholder: public/theme.js picks which one
// paints (a signed-in visit of `/` gets the frame), and the early script writes the greeting into it.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const dist = path.join(webRoot, 'dist');
// Inside the workspace, so the rendered module finds the packages it imports.
const outDir = path.join(webRoot, 'node_modules/.cache/momentum-prerender');

/**
 * A first paint as index.css expects it (components/first-paint.tsx keeps it on screen until the app's page is
 * ready): named, and ended by the mark without which it stays hidden, so it shows only once the HTML parser has
 * read it whole and nothing painted early is moved by what arrives after it.
 */
const firstPaint = (name, html, attributes) =>
  `<div data-first-paint-of="${name}" ${attributes}>${html}<i data-first-paint-end hidden></i></div>`;

try {
  await build({
    root: webRoot,
    configFile: path.join(webRoot, 'vite.config.ts'),
    logLevel: 'warn',
    build: { ssr: 'src/prerender.tsx', outDir, emptyOutDir: true, sourcemap: false, copyPublicDir: false },
  });
  const entry = fs.readdirSync(outDir).find((file) => /^prerender\.m?js$/.test(file));
  if (!entry) throw new Error(`The prerender build wrote no prerender.js in ${outDir}.`);
  const { prerenderedPages, renderPage, DashboardFrame } = await import(
    pathToFileURL(path.join(outDir, entry)).href
  );

  const template = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  // The shell's placeholder inside #root (everything up to the closing body tag) gives way to the page.
  const root = /<div id="root">[\s\S]*<\/div>(\s*<\/body>)/;
  if (!root.test(template)) throw new Error('dist/index.html has no <div id="root"> before </body>.');
  for (const { path: pagePath, file, Page } of prerenderedPages) {
    const { html: markup, title } = renderPage(pagePath, Page);
    // Painted at once but not yet working: its fields and buttons stay disabled until the app draws the same form
    // over it, so nothing typed into the painted copy is lost when it is replaced.
    const html = markup.replace(/<(input|button)\b/g, '<$1 disabled=""');
    // The early script (src/lib/early-start.ts) and its preloads serve `/` only: a public page does not load them.
    let page = template
      .replace(/\s*<(script|link)\b[^>]*\bdata-early\b[^>]*>(<\/script>)?/g, '')
      .replace(
        root,
        (_, end) => `<div id="root">${firstPaint(pagePath, html, 'class="contents"')}</div>${end}`,
      );
    if (title) page = page.replace(/<title>.*?<\/title>/, `<title>${title}</title>`);
    fs.writeFileSync(path.join(dist, file), page);
    process.stdout.write(`prerendered ${pagePath} -> dist/${file} (${html.length} characters)\n`);
  }

  // A picture, not a page: hidden from assistive technology and out of the tab order (inert, and its links and
  // buttons made unreachable), its ids dropped so the app's own elements keep theirs. The app draws the real one.
  const frame = renderPage('/', DashboardFrame)
    .html.replace(/\s(id|aria-labelledby|aria-controls|aria-describedby)="[^"]*"/g, '')
    .replace(/<(input|button)\b/g, '<$1 disabled=""')
    .replace(/<a\b/g, '<a tabindex="-1"');
  const openRoot = '<div id="root">';
  if (!template.includes(openRoot)) throw new Error('dist/index.html has no <div id="root">.');
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    template.replace(openRoot, `${openRoot}${firstPaint('dashboard', frame, 'aria-hidden="true" inert=""')}`),
  );
  process.stdout.write(`prerendered the dashboard's frame -> dist/index.html (${frame.length} characters)\n`);
} finally {
  fs.rmSync(outDir, { recursive: true, force: true });
}
