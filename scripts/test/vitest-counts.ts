import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

export interface FailedTest {
  /** The test file, relative to the repo root. */
  file: string;
  /** Describe blocks and test title, as vitest prints them. */
  name: string;
  /** The first line of the first failure message (the assertion or the error). */
  reason: string;
}

export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
  /** Named so the summary at the end of a long CI log says what broke without scrolling. */
  failures: FailedTest[];
}

interface VitestJsonReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults?: {
    name: string;
    status: string;
    message?: string;
    assertionResults?: { fullName: string; status: string; duration?: number | null; failureMessages?: string[] }[];
  }[];
}

// eslint-disable-next-line no-control-regex -- the reporter's messages carry terminal colours
const ANSI_COLOURS = /\u001b\[[0-9;]*m/g;

function firstLine(message: string | undefined): string {
  const line = (message ?? '').replace(ANSI_COLOURS, '').split('\n').find((l) => l.trim() !== '');
  return line?.trim().slice(0, 300) ?? '(no message)';
}

// vitest's test and hook timeouts keep the stack captured where the test was declared, and the
// JSON report gives only stacks: the message 'Test timed out in 5000ms' is lost. Say it instead.
const TIMEOUT_STACK_HEADER = 'Error: STACK_TRACE_ERROR';

function failureReason(message: string | undefined, duration: number | null | undefined): string {
  const line = firstLine(message);
  if (line !== TIMEOUT_STACK_HEADER) return line;
  return `timed out (vitest's test or hook timeout)${typeof duration === 'number' ? ` after ${Math.round(duration)} ms` : ''}`;
}

function failuresOf(report: VitestJsonReport, root: string): FailedTest[] {
  const failures: FailedTest[] = [];
  for (const file of report.testResults ?? []) {
    const path = relative(root, file.name);
    const failedTests = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const test of failedTests) {
      failures.push({ file: path, name: test.fullName, reason: failureReason(test.failureMessages?.[0], test.duration) });
    }
    // A file that fails before its tests run (an import error, a failing beforeAll) has no
    // failed test of its own; its message is on the file.
    if (file.status === 'failed' && failedTests.length === 0) {
      failures.push({ file: path, name: '(the file itself)', reason: firstLine(file.message) });
    }
  }
  return failures;
}

/** Reads the totals and failures of vitest's JSON reporter; undefined when the run wrote no report (it crashed). */
export function readVitestCounts(file: string, root: string): Counts | undefined {
  if (!existsSync(file)) return undefined;
  const report = JSON.parse(readFileSync(file, 'utf8')) as VitestJsonReport;
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
    failures: failuresOf(report, root),
  };
}
