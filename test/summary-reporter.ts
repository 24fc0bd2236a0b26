// A Vitest reporter that ends the run with one plain line, "N passed, N failed, N skipped", that any CI can read.
import type { Reporter, TestModule } from 'vitest/node';

export default class SummaryLine implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const count = { passed: 0, failed: 0, skipped: 0 };
    for (const m of modules) {
      for (const test of m.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed' || state === 'failed' || state === 'skipped') count[state]++;
      }
      // A file that failed to load has no tests to count; it still fails the run.
      if (m.state() === 'failed' && [...m.children.allTests()].length === 0) count.failed++;
    }
    console.log(`\n${count.passed} passed, ${count.failed} failed, ${count.skipped} skipped`);
  }
}
