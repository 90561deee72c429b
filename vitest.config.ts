import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    testTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['**/*.test.ts'],
          exclude: ['node_modules/**', 'dist/**', 'web/e2e/**'],
        },
      },
      {
        // The browser app in Debian's Chromium against the real server: after the unit tests (so the two do not
        // fight over two cores), one file at a time, on one production build made in the global setup.
        extends: true,
        test: {
          name: 'e2e',
          include: ['web/e2e/**/*.test.ts'],
          globalSetup: ['web/e2e/global-setup.ts'],
          fileParallelism: false,
          sequence: { groupOrder: 1 },
          testTimeout: 120_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
