// Writes how many component tests passed and failed, so `npm test` can print one total over every runner.
import { writeFileSync } from 'node:fs';

function count(suite, totals) {
  for (const test of suite.tests ?? []) {
    if (test.skipped) totals.skipped++;
    else if (test.passed) totals.passed++;
    else totals.failed++;
  }
  for (const child of suite.suites ?? []) count(child, totals);
}

export function countingReporter(outputFile) {
  return {
    onTestRunFinished({ sessions }) {
      const totals = { passed: 0, failed: 0, skipped: 0 };
      for (const session of sessions) {
        if (session.testResults) count(session.testResults, totals);
        // A test file that failed to load or threw outside a test still counts against the run.
        if (!session.passed && (session.errors?.length ?? 0) > 0) totals.failed++;
      }
      writeFileSync(outputFile, JSON.stringify(totals));
    },
  };
}
