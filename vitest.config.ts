import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Vitest's default leaves a core free: on the two cores CI has, one file at a time. Most files wait on sockets,
// databases and timers more than they compute, so two at a time on two cores.
const workers = Math.max(2, availableParallelism() - 1);

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
          maxWorkers: workers,
        },
      },
      {
        // The browser app in Debian's Chromium against the real server: after the unit tests (so the two do not
        // fight over two cores), two files at a time, each with its own server and browser, on one production
        // build made in the global setup. Each of the two workers runs its files one after another without
        // loading the server and Playwright again for each (about 4 s a file): the files share no state but
        // the modules, and each starts and closes its own server and browser.
        extends: true,
        test: {
          name: 'e2e',
          include: ['web/e2e/**/*.test.ts'],
          globalSetup: ['web/e2e/global-setup.ts'],
          maxWorkers: 2,
          isolate: false,
          sequence: { groupOrder: 1 },
          testTimeout: 120_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
