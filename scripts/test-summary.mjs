#!/usr/bin/env node
// Adds up every runner's JSON report in test-results/ and prints one line: "N passed, N failed", after the names
// of the failed tests (FAILED <report>: <file> › <test>), each followed by the first lines of its error and where it
// was thrown: the end of a CI log is often all there is to read.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = new URL('../test-results/', import.meta.url).pathname;
let passed = 0;
let failed = 0;
let skipped = 0;
/** The failed tests by name, so the end of a CI log says which (the log's head may be cut off). */
const failures = [];
/** The first lines of an error's message, without terminal colours, indented under its FAILED line. */
const why = (message, lines = 4) =>
  String(message ?? '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: terminal colour codes
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '')
    .slice(0, lines)
    .map((line) => `    ${line.slice(0, 200)}`)
    .join('\n');

/** Playwright's suites nest: collect the failed tests of every spec, with the last try's error and its place. */
function playwrightFailures(suites, file) {
  for (const suite of suites ?? []) {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status !== 'unexpected') continue;
        const last = t.results?.at(-1);
        const error = last?.errors?.[0] ?? last?.error;
        const at = error?.location
          ? `\n    at ${error.location.file.split('/').slice(-2).join('/')}:${error.location.line}`
          : '';
        failures.push(`${file}: ${suite.file ?? ''} › ${spec.title}\n${why(error?.message)}${at}`);
      }
    }
    playwrightFailures(suite.suites, file);
  }
}
for (const file of existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')) : []) {
  const report = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  if (typeof report.numPassedTests === 'number') {
    // Vitest's JSON reporter (Jest-compatible shape)
    passed += report.numPassedTests;
    failed += report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
    for (const suite of report.testResults ?? []) {
      const failedTests = (suite.assertionResults ?? []).filter((a) => a.status === 'failed');
      for (const a of failedTests)
        failures.push(`${file}: ${suite.name} › ${a.fullName ?? a.title}\n${why(a.failureMessages?.[0])}`);
      if (suite.status === 'failed' && failedTests.length === 0)
        failures.push(`${file}: ${suite.name} (${(suite.message ?? 'failed to run').split('\n')[0]})`);
    }
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  } else if (report.stats && typeof report.stats.expected === 'number') {
    // Playwright's JSON reporter
    passed += report.stats.expected + (report.stats.flaky ?? 0);
    failed += report.stats.unexpected;
    playwrightFailures(report.suites, file);
    skipped += report.stats.skipped ?? 0;
  }
}
for (const line of failures) console.log(`FAILED ${line}`);
console.log(
  skipped > 0
    ? `${passed} passed, ${failed} failed, ${skipped} skipped`
    : `${passed} passed, ${failed} failed`,
);
