import { defineConfig } from 'vitest/config';

/** Unit, property and contract tests: the engines, the CLI, the server and the page's modules, in Node. */
export const UNIT_TESTS = ['src/**/*.test.ts', 'test/**/*.test.ts'];
/** Browser tests: the production build served by the real server and driven in Chromium. */
export const BROWSER_TESTS = ['e2e/**/*.test.ts'];

export const COMMON = {
  setupFiles: ['test/setup.ts'],
  testTimeout: 60_000,
  hookTimeout: 120_000,
  // No retry, on CI either: a test that passes on its second try is counted as passed and leaves no trace, so a
  // flaky test, or a page error that a second try does not raise, would go unseen.
};

// Two projects: `npm test` (scripts/test.mjs) runs `unit` and then `browser`; `npm run test:unit` runs the first.
// `npx vitest run FILE...` picks each file's project by its path.
export default defineConfig({
  test: {
    projects: [
      { test: { ...COMMON, name: 'unit', include: UNIT_TESTS } },
      {
        test: {
          ...COMMON,
          name: 'browser',
          include: BROWSER_TESTS,
          // One production build for the whole run, copied by each file's harness.
          globalSetup: ['e2e/buildOnce.ts'],
          // Each file starts its own server and Chromium. On a 2-core machine two files at once gained little over
          // the whole browser run and let timing-sensitive Puyo tests (coach, controls) time out under load, so
          // the files run one at a time; they run after the unit tests when one run has both.
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
