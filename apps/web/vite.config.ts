import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The web app compiles the shared contracts from source, so shared needs no build step first.
export const sharedAlias = {
  find: /^@momentum\/shared$/,
  replacement: fileURLToPath(new URL('../../packages/shared/src/index.ts', import.meta.url)),
};

export const srcAlias = { find: /^@\//, replacement: `${fileURLToPath(new URL('./src', import.meta.url))}/` };

const apiProxy = { '/api': { target: 'http://localhost:8080', changeOrigin: false } };

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: [sharedAlias, srcAlias] },
  server: { port: 5173, proxy: apiProxy },
  preview: { port: 4173, proxy: apiProxy },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 3 },
            // zod-config sets jitless inside the zod chunk, so it runs before any other chunk builds a schema.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]|src[\\/]lib[\\/]zod-config/, priority: 2 },
            { name: 'vendor', test: /node_modules[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
});
