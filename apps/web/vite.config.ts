import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
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

const apiProxy = { '/api': { target: 'http://localhost:8080', changeOrigin: false } };

export default defineConfig({
  plugins: [react(), tailwindcss(), pwa],
  resolve: { alias: [zodAlias, sharedAlias, srcAlias], dedupe },
  server: { port: 5173, proxy: apiProxy },
  preview: { port: 4173, proxy: apiProxy },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
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
              // Not the cache persistence (query-persist-client-core): it loads after the first render when signed out.
              test: /node_modules[\\/](@tanstack[\\/](react-query|query-core)|tailwind-merge)[\\/]/,
              priority: 1,
            },
            // The app's own modules that several screens share (constants, shared query keys and fetchers): one
            // small chunk rather than one per module.
            {
              name: 'app-shared',
              test: /packages[\\/]shared[\\/]src[\\/]constants|src[\\/]lib[\\/]query-keys|src[\\/]api[\\/]/,
              priority: 0,
            },
          ],
        },
      },
    },
  },
});
