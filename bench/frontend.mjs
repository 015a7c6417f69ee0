/*
 * The front end's figures. `firstLoad`: what the login page and the dashboard load first, from the production
 * build: the entry script, its modulepreloads and stylesheets in index.html, then the lazy route chunk of the
 * page and every chunk it imports statically (followed recursively), each counted once, gzip-compressed as a
 * server or CDN would send it. `pageFigures`: Lighthouse of /login and of / signed in, with three years of data
 * (5 users x 1095 days, as issue 14 measures it), and the same pages' paints and blocking time as the browser
 * observes them at 4x CPU (bench/observed-load.mjs).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { ensureChromium } from '../scripts/chromium.mjs';
import { root } from '../scripts/lib.mjs';
import { log } from './log.mjs';
import { observeLoads } from './observed-load.mjs';
import { lastJsonLine, runNode } from './processes.mjs';
import { freshDatabase, startApp } from './provision.mjs';
import { seed, signIn } from './seed.mjs';

const IMPORT_RE = /(?:import|export)\s*(?:[\w*{}\s,$]*?\s*from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;

function staticImports(file) {
  const text = fs.readFileSync(file, 'utf8');
  const found = new Set();
  for (const match of text.matchAll(IMPORT_RE)) found.add(path.resolve(path.dirname(file), match[1]));
  return [...found];
}

function closure(files) {
  const seen = new Set();
  const queue = [...files];
  while (queue.length) {
    const file = queue.shift();
    if (seen.has(file) || !fs.existsSync(file)) continue;
    seen.add(file);
    if (file.endsWith('.js')) queue.push(...staticImports(file));
  }
  return seen;
}

const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

/**
 * The entry files named by the page's HTML (script, modulepreload, stylesheet): its pre-rendered file where the
 * build wrote one (dist/login.html, as the server answers /login), else index.html.
 */
function entryFiles(dist, route) {
  const own = route && path.join(dist, `${route}.html`);
  const html = fs.readFileSync(own && fs.existsSync(own) ? own : path.join(dist, 'index.html'), 'utf8');
  const files = [];
  for (const tag of html.matchAll(/<(script|link)\b[^>]*>/g)) {
    const text = tag[0];
    const ref = /(?:src|href)="([^"]+)"/.exec(text)?.[1];
    if (!ref || !ref.startsWith('/assets/')) continue;
    const isScript = tag[1] === 'script' && /type="module"/.test(text);
    const isPreload = /rel="modulepreload"/.test(text);
    const isStyle = /rel="stylesheet"/.test(text);
    if (isScript || isPreload || isStyle) files.push(path.resolve(dist, `.${ref}`));
  }
  return files;
}

/** The route chunk of `name` (routes/<name>.tsx becomes assets/<name>-<hash>.js), checked to be imported lazily. */
function routeChunk(dist, name) {
  const assets = path.join(dist, 'assets');
  const candidates = fs.readdirSync(assets).filter((f) => new RegExp(`^${name}-[\\w-]{6,}\\.js$`).test(f));
  const all = fs.readdirSync(assets).filter((f) => f.endsWith('.js'));
  for (const candidate of candidates) {
    const referenced = all.some((f) =>
      // Bundlers write the lazy import with any quote: import("./x.js"), import(`./x.js`).
      ['"', "'", '`'].some((q) =>
        fs.readFileSync(path.join(assets, f), 'utf8').includes(`import(${q}./${candidate}${q})`),
      ),
    );
    if (referenced || candidates.length === 1) return path.resolve(assets, candidate);
  }
  return undefined;
}

/**
 * The screens outside the signed-in shell (routes/app-layout.tsx, a lazy chunk of its own that every other screen
 * loads with its route chunk): apps/web/src/app/router.tsx.
 */
const WITHOUT_SHELL = new Set(['login', 'register', 'onboarding', 'not-found']);

/** The files a first visit of `route` loads: the entry, the route chunk, the shell's chunk if it has the shell. */
function firstLoadFiles(dist, route) {
  const layout = WITHOUT_SHELL.has(route) ? undefined : routeChunk(dist, 'app-layout');
  return closure([...entryFiles(dist, route), routeChunk(dist, route), layout].filter(Boolean));
}

export function firstLoad(dist, route) {
  const chunk = routeChunk(dist, route);
  const files = firstLoadFiles(dist, route);
  let js = 0;
  let css = 0;
  for (const file of files) {
    if (file.endsWith('.js')) js += gzipSize(file);
    else if (file.endsWith('.css')) css += gzipSize(file);
  }
  return {
    route,
    routeChunk: chunk ? path.basename(chunk) : null,
    files: files.size,
    list: [...files].map((f) => path.basename(f)),
    // Two decimals: a budget is checked on the bytes, and one decimal would print 119.97 KB as "120.0".
    jsGzipKB: +(js / 1024).toFixed(2),
    jsGzipBytes: js,
    cssGzipKB: +(css / 1024).toFixed(1),
  };
}

/** Issue 14: the first-load JavaScript (gzip) of `/` and of `/login` each stays under this. */
export const FIRST_LOAD_JS_BUDGET_KB = 120;
const BUDGETED_ROUTES = new Set(['dashboard', 'login']);
const ROUTES_DIR = path.join(root, 'apps/web/src/app/routes');

/** Every route module of the web app (apps/web/src/app/routes/<name>.tsx), by name. */
export function routeNames() {
  return (
    fs
      .readdirSync(ROUTES_DIR)
      .filter((file) => /^[\w-]+\.tsx$/.test(file) && !file.endsWith('.test.tsx'))
      // The signed-in shell: counted in the first load of each screen inside it (firstLoad), not a page itself.
      .filter((file) => file !== 'app-layout.tsx')
      .map((file) => file.replace(/\.tsx$/, ''))
      .sort()
  );
}

/**
 * The first load of every route with its budget where the issue sets one (`/` and `/login`): `budgetKB` and
 * `met` are null for the others, which are printed so a growing route shows up.
 */
export function firstLoadBudgets(dist) {
  return routeNames().map((route) => {
    const load = firstLoad(dist, route);
    const budgetKB = BUDGETED_ROUTES.has(route) ? FIRST_LOAD_JS_BUDGET_KB : null;
    return { ...load, budgetKB, met: budgetKB === null ? null : load.jsGzipBytes < budgetKB * 1024 };
  });
}

/**
 * Issue 19: what the service worker adds to the first load's blocking JavaScript, which must be nothing. The
 * registration lives in its own chunk, imported after the page's load event (main.tsx); this finds that chunk (the
 * one calling `serviceWorker.register`) and checks that no route's first load (entry, modulepreloads, route
 * chunk and their static imports) contains it or sw.js. `addedKB` is the gzip of those files found in a first
 * load: 0 when the target is met.
 */
export function serviceWorkerFirstLoad(dist) {
  const assets = path.join(dist, 'assets');
  const registration = fs
    .readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .filter((f) => fs.readFileSync(path.join(assets, f), 'utf8').includes('serviceWorker.register'))
    .map((f) => path.resolve(assets, f));
  const swFiles = ['sw.js', ...fs.readdirSync(dist).filter((f) => /^workbox-[\w-]+\.js$/.test(f))]
    .map((f) => path.resolve(dist, f))
    .filter((f) => fs.existsSync(f));
  const watched = [...registration, ...swFiles];
  let added = 0;
  const inFirstLoad = new Set();
  for (const route of routeNames()) {
    const files = firstLoadFiles(dist, route);
    for (const file of watched) if (files.has(file)) inFirstLoad.add(file);
  }
  for (const file of inFirstLoad) added += gzipSize(file);
  const precache = fs.existsSync(path.join(dist, 'sw.js'))
    ? (fs.readFileSync(path.join(dist, 'sw.js'), 'utf8').match(/revision:/g) ?? []).length
    : 0;
  return {
    registrationChunks: registration.map((f) => path.basename(f)),
    registrationGzipKB: +(registration.reduce((sum, f) => sum + gzipSize(f), 0) / 1024).toFixed(1),
    serviceWorkerGzipKB: +(swFiles.reduce((sum, f) => sum + gzipSize(f), 0) / 1024).toFixed(1),
    precacheEntries: precache,
    addedKB: +(added / 1024).toFixed(1),
    met: registration.length > 0 && fs.existsSync(path.join(dist, 'sw.js')) && added === 0,
  };
}

/**
 * The pages the front-end figures load: /login, and / signed in with three years of data (5 users x 1095 days, as
 * issue 14 measures it), served by the production server from a fresh seeded database; `run` is the bench's
 * `{ workDir, dialect, databaseUrl, keep }`. Calls `measure(baseUrl, pages)` and stops everything afterwards.
 */
async function withSeededPages(run, measure) {
  const database = await freshDatabase('lighthouse', run);
  try {
    await seed(database, { users: 5, days: 1095 }, run.dialect);
    const server = await startApp(database, run);
    try {
      const [user] = await signIn(server.baseUrl, 1, 1);
      const pages = [
        { name: '/login', path: '/login', ready: 'Sign In' },
        {
          name: '/ (signed in)',
          path: '/',
          ready: 'Recent Activity',
          session: { token: user.token, refresh: user.refresh },
        },
      ];
      return await measure(server.baseUrl, pages);
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
  }
}

const notMeasured = (error) => `not measured: ${error.message.split('\n')[0]}`;

/** Resolves with `measure()`'s figures, or with a sentence when it fails, so the other measures are still reported. */
const orNotMeasured = (measure) => measure().catch(notMeasured);

/**
 * Lighthouse (`lighthouse: { runs?, reportDir? }`, bench/lighthouse.mjs in its own process) and the observed loads
 * (`observed: { runs? }`, bench/observed-load.mjs) of the seeded pages, each asked for only when given, on one
 * seeded server. Answers `{ lighthouse, observedLoads }`: each the figures, a sentence saying why they are missing
 * (no Chromium, or the measure failed), or undefined when not asked for.
 */
export async function pageFigures(run, { lighthouse, observed }) {
  const missing = (sentence) => ({
    lighthouse: lighthouse && sentence,
    observedLoads: observed && sentence,
  });
  if (!ensureChromium()) return missing('not measured: no Chromium (install it or set CHROMIUM_PATH)');
  try {
    return await withSeededPages(run, async (baseUrl, pages) => ({
      lighthouse:
        lighthouse &&
        (await orNotMeasured(async () => {
          const file = path.join(run.workDir, 'lighthouse.json');
          const { runs, reportDir } = lighthouse;
          fs.writeFileSync(file, JSON.stringify({ baseUrl, pages, reportDir, runs }));
          log(`lighthouse (mobile) of /login and /, ${runs ?? 5} runs each ...`);
          return lastJsonLine(await runNode(path.join(root, 'bench/lighthouse.mjs'), [file]));
        })),
      observedLoads:
        observed &&
        (await orNotMeasured(() => {
          log(`observed loads (4x CPU) of /login and /, ${observed.runs ?? 7} each ...`);
          return observeLoads(baseUrl, pages, observed.runs);
        })),
    }));
  } catch (error) {
    return missing(notMeasured(error));
  }
}

/**
 * The seeded pages' figures alone, of the current build (apps/web/dist and apps/server/dist, as
 * `npm run bench -- --skip-build` would serve them) on SQLite, printed as JSON:
 *   node bench/frontend.mjs --lighthouse [--runs N] [--reports DIR]   Lighthouse, N audits per page (default 5);
 *                                                                      DIR keeps each page's median report
 *   node bench/frontend.mjs --observed [--runs N]                      observed loads at 4x CPU (default 7)
 */
async function pagesAlone(measure) {
  // The server sends the .br/.gz copies `npm run build` writes; a build of the web app alone has none yet.
  if (!fs.existsSync(path.join(root, 'apps/web/dist/index.html.br')))
    await import('../scripts/compress-web.mjs');
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'momentum-lighthouse-'));
  try {
    const figures = await measure({ workDir, dialect: 'sqlite', databaseUrl: undefined, keep: false });
    console.log(typeof figures === 'string' ? figures : JSON.stringify(figures, null, 2));
  } finally {
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

const isMain = import.meta.url === `file://${process.argv[1]}`;
const option = (name) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const runsOption = option('--runs') === undefined ? undefined : Number(option('--runs'));

if (isMain && process.argv.includes('--lighthouse')) {
  const reportDir = option('--reports') && path.resolve(option('--reports'));
  if (reportDir) fs.mkdirSync(reportDir, { recursive: true });
  await pagesAlone(
    async (run) => (await pageFigures(run, { lighthouse: { runs: runsOption, reportDir } })).lighthouse,
  );
} else if (isMain && process.argv.includes('--observed')) {
  await pagesAlone(async (run) => (await pageFigures(run, { observed: { runs: runsOption } })).observedLoads);
} else if (isMain) {
  // `node bench/frontend.mjs`: the budgets alone, from the current build.
  for (const load of firstLoadBudgets(path.join(root, 'apps/web/dist'))) {
    const name = load.route === 'dashboard' ? '/' : `/${load.route}`;
    const verdict = load.budgetKB === null ? '' : `  < ${load.budgetKB} KB ${load.met ? 'met' : 'MISSED'}`;
    console.log(`${name.padEnd(18)} ${String(load.jsGzipKB).padStart(6)} KB JS gzip${verdict}`);
  }
  const sw = serviceWorkerFirstLoad(path.join(root, 'apps/web/dist'));
  console.log(
    `service worker: ${sw.addedKB} KB added to any first load's JS (${sw.met ? 'met' : 'MISSED'}); registration ` +
      `${sw.registrationChunks.join(', ')} ${sw.registrationGzipKB} KB after load; sw.js + Workbox ` +
      `${sw.serviceWorkerGzipKB} KB; ${sw.precacheEntries} files precached`,
  );
}
