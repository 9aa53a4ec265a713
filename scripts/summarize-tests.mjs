// Adds up the JSON reports of every test run (vitest and Playwright) and prints one closing line,
// "N passed, N failed", so a reader (or CI) sees the whole suite's count at a glance. Every failed
// test is named above that line with the first line of its error: CI keeps only the log's tail, and
// a failure that cannot be named there cannot be mended.
import fs from 'node:fs';
import path from 'node:path';

let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];

const firstLine = (text) =>
  String(text ?? '')
    // eslint-disable-next-line no-control-regex -- terminal colour codes in the reporters' text
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line.length > 0)
    ?.slice(0, 300) ?? '';

function vitestFailures(report) {
  for (const file of report.testResults ?? []) {
    const where = path.relative(process.cwd(), file.name ?? '');
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests)
      failures.push(`${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    if (file.status === 'failed' && failedTests.length === 0)
      failures.push(`${where}: ${firstLine(file.message)}`);
  }
}

function playwrightFailures(suite, trail) {
  for (const spec of suite.specs ?? []) {
    if (spec.ok) continue;
    const result = spec.tests?.flatMap((test) => test.results ?? []).find((r) => r.error);
    failures.push(
      `${spec.file ?? suite.file} › ${[...trail, spec.title].join(' › ')}: ${firstLine(result?.error?.message)}`,
    );
  }
  for (const child of suite.suites ?? [])
    playwrightFailures(
      child,
      suite.title && !suite.file?.endsWith(suite.title) ? [...trail, suite.title] : trail,
    );
}

for (const file of process.argv.slice(2)) {
  if (!fs.existsSync(file)) {
    console.log(`(no report at ${file}: that run did not finish)`);
    failed += 1;
    continue;
  }
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (typeof report.numPassedTests === 'number') {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    if (report.numFailedTestSuites && report.numFailedTests === 0)
      failed += report.numFailedTestSuites;
    vitestFailures(report);
  } else if (report.stats) {
    passed += report.stats.expected + (report.stats.flaky ?? 0);
    failed += report.stats.unexpected;
    skipped += report.stats.skipped ?? 0;
    for (const suite of report.suites ?? []) playwrightFailures(suite, []);
    for (const error of report.errors ?? [])
      failures.push(`playwright: ${firstLine(error.message)}`);
    if (report.errors?.length) failed += report.errors.length;
  }
}
for (const failure of failures) console.log(`✘ ${failure}`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exitCode = failed > 0 ? 1 : 0;
