import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const sharedSource = fileURLToPath(new URL('./packages/shared/src/index.ts', import.meta.url));
const alias = { '@momentum/shared': sharedSource };

// One runner for every suite; each suite is a project so `--project` picks one.
export default defineConfig({
  test: {
    // Each file gets its own database; two workers match the two cores of our machines.
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias },
        test: { name: 'shared', environment: 'node', include: ['packages/shared/src/**/*.test.ts'] },
      },
      {
        resolve: { alias },
        test: {
          name: 'server',
          environment: 'node',
          include: ['apps/server/src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      // The web app keeps its own project config (aliases shared with its Vite build).
      'apps/web',
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.e2e.ts'],
          testTimeout: 90_000,
          hookTimeout: 120_000,
          globalSetup: ['e2e/support/global-setup.ts'],
        },
      },
    ],
  },
});
