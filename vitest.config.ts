// Two suites in one run: unit tests (engine, schemas, content) and end-to-end tests on the built site in Chromium.
import { defineConfig } from 'vitest/config';

import SummaryLine from './test/summary-reporter';

export default defineConfig({
  test: {
    reporters: ['default', new SummaryLine()],
    projects: [
      {
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          globalSetup: ['test/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
