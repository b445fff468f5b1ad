import { defineConfig } from 'vitest/config';

// Three tiers, run by `npm test` in this order: unit (pure, fast), int (real Postgres
// server and embedded PGlite), e2e (Chromium against the built app).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'client/**/*.test.{ts,tsx}',
            'server/**/*.test.ts',
            'events/**/*.test.ts',
            'scripts/**/*.test.ts',
            'eslint.config.test.ts',
          ],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'int',
          include: ['server/**/*.int.test.ts', 'events/**/*.int.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each file makes its own databases; two cores do not gain from more.
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
