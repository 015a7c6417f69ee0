import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { OutputBundle } from 'rolldown';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

// The web app compiles the shared contracts from source, so shared needs no build step first.
export const sharedAlias = {
  find: /^@momentum\/shared$/,
  replacement: fileURLToPath(new URL('../../packages/shared/src/index.ts', import.meta.url)),
};

// Build only: zod resolves to src/lib/zod-config.ts, which sets jitless (CSP) before any schema is built.
const zodAlias = {
  find: /^zod$/,
  replacement: fileURLToPath(new URL('./src/lib/zod-config.ts', import.meta.url)),
};

/*
 * Build only: react-router's package exports name only its development build (remix-run/react-router#12532), with
 * its dev warnings; the production build it ships beside it is the same code without them (about 0.5 KB gzip less of
 * every page's first load, issue 14).
 */
const reactRouterAlias = {
  find: /^react-router$/,
  replacement: createRequire(import.meta.url)
    .resolve('react-router')
    .replace(/([\\/])development([\\/])index\.m?js$/, '$1production$2index.mjs'),
};

const sharedSource = /[\\/]packages[\\/]shared[\\/]src[\\/]/;

export const srcAlias = { find: /^@\//, replacement: `${fileURLToPath(new URL('./src', import.meta.url))}/` };

// query-persist-client-core pins an older query-core than react-query's: one copy in the bundle (same major).
export const dedupe = ['@tanstack/query-core'];

/**
 * The installable app (issue 19, docs/decisions/0021-installable-offline-app.md): the manifest and a Workbox
 * service worker that precaches the shell and every route chunk, answers navigations with the cached shell, and
 * never handles /api (the person's data is cached per user by TanStack Query, not by the service worker). The
 * plugin injects no registration script: src/lib/offline/register-service-worker.ts registers after load.
 */
const pwa = VitePWA({
  injectRegister: false,
  registerType: 'autoUpdate',
  includeAssets: ['favicon.svg', 'icons/apple-touch-icon-180.png'],
  manifest: {
    id: '/',
    name: 'Momentum',
    short_name: 'Momentum',
    description: 'Track workouts, nutrition, progress, goals and your daily streak.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#18181b',
    background_color: '#f6f6f4',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/api(?:\/|$)/],
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: true,
    sourcemap: false,
    // No runtimeCaching: a request the precache does not hold (every /api call) goes to the network untouched.
  },
});

/** The early script (src/lib/early-start.ts): an entry of its own, so it runs before the app's entry has loaded. */
const EARLY_ENTRY = 'early-start';

/** The files a chunk loads with it: itself and its static imports, recursively. */
function staticClosure(bundle: OutputBundle, fileName: string, into = new Set<string>()): Set<string> {
  const output = bundle[fileName];
  if (into.has(fileName) || output?.type !== 'chunk') return into;
  into.add(fileName);
  for (const imported of output.imports) staticClosure(bundle, imported, into);
  return into;
}

/**
 * Puts the early script's tag just before the app's entry script in index.html. Module scripts run in document
 * order, each once its own imports have loaded: the small early script runs first, while the app's JavaScript is
 * still on its way, and has provided its request by the time the app looks for it. Its imports the page does not
 * preload yet get modulepreload links; the chunks of the dashboard and of the shell are listed in `data-preload`,
 * which the early script preloads on a signed-in visit of `/` only. Every tag added here carries `data-early`, so
 * the pre-rendered public pages leave them out (scripts/prerender.mjs).
 */
const earlyScript: Plugin = {
  name: 'momentum-early-script',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html, context) {
      const bundle = context.bundle ?? {};
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const early = chunks.find((chunk) => chunk.isEntry && chunk.name === EARLY_ENTRY);
      const routeChunk = (route: string) =>
        chunks.find((chunk) => chunk.facadeModuleId?.endsWith(`/src/app/routes/${route}.tsx`));
      const dashboard = routeChunk('dashboard');
      const layout = routeChunk('app-layout');
      const appEntry = /<script type="module" crossorigin src="\/assets\/index-[^"]+"><\/script>/;
      if (!early || !dashboard || !layout || !appEntry.test(html))
        throw new Error('index.html: no early script, dashboard or shell chunk, or no app entry');
      const notInPage = (file: string) => !html.includes(`/${file}"`);
      const earlyImports = [...staticClosure(bundle, early.fileName)].filter(
        (file) => file !== early.fileName && notInPage(file),
      );
      const dashboardFiles = new Set([
        ...staticClosure(bundle, layout.fileName),
        ...staticClosure(bundle, dashboard.fileName),
      ]);
      const preload = [...dashboardFiles].filter(notInPage).map((file) => `/${file}`);
      const tags = [
        `<script type="module" crossorigin src="/${early.fileName}" data-early data-preload="${preload.join(' ')}"></script>`,
        ...earlyImports.map((file) => `<link rel="modulepreload" crossorigin href="/${file}" data-early>`),
      ];
      return html.replace(appEntry, (tag) => `${tags.join('\n    ')}\n    ${tag}`);
    },
  },
};

const apiProxy = { '/api': { target: 'http://localhost:8080', changeOrigin: false } };

export default defineConfig({
  plugins: [react(), tailwindcss(), pwa, earlyScript],
  resolve: { alias: [zodAlias, reactRouterAlias, sharedAlias, srcAlias], dedupe },
  server: { port: 5173, proxy: apiProxy },
  preview: { port: 4173, proxy: apiProxy },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
    // Every browser of the build's target but Safari 16 reads <link rel="modulepreload"> itself; there the links are
    // only hints lost, nothing breaks. The polyfill was about 0.4 KB gzip of every first load (issue 14).
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        [EARLY_ENTRY]: fileURLToPath(new URL('./src/lib/early-start.ts', import.meta.url)),
      },
      output: {
        // Chunks of the shared contracts get a prefix, so none is named like a route chunk (shared dashboard.ts
        // next to routes/dashboard.tsx): the benchmark finds a route's chunk by its name.
        chunkFileNames: (chunk) =>
          chunk.moduleIds.length > 0 && chunk.moduleIds.every((id) => sharedSource.test(id))
            ? 'assets/shared-[name]-[hash].js'
            : 'assets/[name]-[hash].js',
        // Libraries change less often than the app: separate chunks stay cached across releases. Only libraries of
        // the first load are grouped: a catch-all vendor group would put every library (dialogs, toasts, zod, all
        // icons) on every page; the others split with the lazy chunks that use them.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 3,
            },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]|src[\\/]lib[\\/]zod-config/, priority: 2 },
            {
              name: 'vendor',
              // Not the cache persistence (query-persist-client-core, and query-core's hydration that only it uses):
              // it loads after the first render, and not when signed out. Not the infinite list either (the feed).
              test: (id: string) =>
                /node_modules[\\/](@tanstack[\\/](react-query|query-core)|tailwind-merge)[\\/]/.test(id) &&
                !/[\\/](hydration|infiniteQueryObserver|useInfiniteQuery)\.js$/.test(id),
              priority: 1,
            },
            // The app's own modules that several screens share (constants, shared query keys, the query client and
            // the client of the API): one small chunk rather than one per module.
            {
              name: 'app-shared',
              test: /packages[\\/]shared[\\/]src[\\/]constants|src[\\/]lib[\\/](query-keys|query-client|early-dashboard)/,
              priority: 0,
            },
          ],
        },
      },
    },
  },
});
