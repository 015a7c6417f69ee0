import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { dedupe, sharedAlias, srcAlias } from './vite.config.ts';

// The web project on its own: `npx vitest run` here, or `projects: ['apps/web']` in the root config.
export default defineProject({
  plugins: [react()],
  resolve: { alias: [sharedAlias, srcAlias], dedupe },
  test: {
    name: 'web',
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    // jsdom with user-event typing is slow on a busy 2-core machine; this is a hang guard, not a speed target.
    testTimeout: 20_000,
  },
});
