import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

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

const apiProxy = { '/api': { target: 'http://localhost:8080', changeOrigin: false } };

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: [zodAlias, sharedAlias, srcAlias] },
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
            { name: 'vendor', test: /node_modules[\\/](@tanstack|tailwind-merge)[\\/]/, priority: 1 },
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
