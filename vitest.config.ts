import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

// Vitest's default leaves a core free: on the two cores CI has, one file at a time. Most files wait on sockets,
// databases and timers more than they compute, so two at a time on two cores.
const workers = Math.max(2, availableParallelism() - 1);

// Files begun before the rest of their project. Vitest begins the larger files first (or, with the results of a
// previous run, the longer), and these long ones are small: the harness's checks of every game (67 s and 54 s on
// CI), begun last, left one core running the last of them alone for a minute and more while the browser tests
// waited for the unit tests; the Old House hot-seat browser test (55-80 s), begun last, ran alone for 40 s at the
// very end.
const FIRST = ['harness/harness.test.ts', 'harness/leaks-apart.test.ts', 'web/e2e/old-house-hotseat.test.ts'];

class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const first = (file: TestSpecification) => FIRST.some((path) => file.moduleId.endsWith(`/${path}`));
    return [...sorted.filter(first), ...sorted.filter((file) => !first(file))];
  }
}

export default defineConfig({
  test: {
    testTimeout: 60_000,
    sequence: { sequencer: LongFilesFirst },
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
