import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'e2e/**/*.test.ts'],
    setupFiles: ['test/setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // No retry, on CI either: a test that passes on its second try is counted as passed and leaves no trace, so a
    // flaky test, or a page error that a second try does not raise, would go unseen.
  },
});
