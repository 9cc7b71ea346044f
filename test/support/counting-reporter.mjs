// Writes what each component test file gave (every test's state, the time spent in its tests, whether the file
// itself failed: it did not load, threw outside a test or ran out of time), for `npm test`'s totals.
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';

function collect(suite, path, file) {
  for (const test of suite.tests ?? []) {
    file.tests.push([[...path, test.name].join(' › '), test.skipped ? 'skipped' : test.passed ? 'passed' : 'failed']);
    file.ms += test.duration ?? 0;
  }
  for (const child of suite.suites ?? []) collect(child, [...path, child.name], file);
}

export function countingReporter(outputFile) {
  let rootDir = process.cwd();
  return {
    start({ config }) {
      rootDir = config.rootDir ?? rootDir;
    },
    onTestRunFinished({ sessions }) {
      const files = {};
      for (const session of sessions) {
        const file = { tests: [], ms: 0, fileFailed: !session.passed && (session.errors?.length ?? 0) > 0 };
        if (session.testResults) collect(session.testResults, [], file);
        files[relative(rootDir, session.testFile)] = file;
      }
      writeFileSync(outputFile, JSON.stringify({ files }));
    },
  };
}
