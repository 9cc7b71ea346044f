// Component test totals over a first run and a retry of the files that failed in it: a test that failed and
// then passed is flaky, not passed; a file that failed as a whole (did not load, ran out of time) is one failure.

/** The files to run once more: those with a failed test or a failure of their own. */
export function retriedFiles({ files }) {
  return Object.entries(files)
    .filter(([, file]) => file.fileFailed || file.tests.some(([, state]) => state === 'failed'))
    .map(([name]) => name);
}

/**
 * @param {{ files: Record<string, { tests: Array<[string, string]>, fileFailed: boolean }> }} first
 * @param {typeof first | undefined} retry
 */
export function componentTotals(first, retry) {
  const totals = { passed: 0, failed: 0, skipped: 0, flaky: 0, flakyTests: [] };
  for (const [name, firstFile] of Object.entries(first.files)) {
    const retried = retry?.files[name];
    const passedFirst = new Set(firstFile.tests.filter(([, state]) => state === 'passed').map(([test]) => test));
    const file = retried ?? firstFile;
    const flakyBefore = totals.flaky;
    const flaky = (label) => {
      totals.flaky++;
      totals.flakyTests.push(`${name} › ${label}`);
    };
    for (const [test, state] of file.tests) {
      if (retried && state === 'passed' && !passedFirst.has(test)) flaky(test);
      else totals[state]++;
    }
    if (file.fileFailed) totals.failed++;
    else if (retried && firstFile.fileFailed && totals.flaky === flakyBefore) flaky('the file as a whole');
  }
  return totals;
}
