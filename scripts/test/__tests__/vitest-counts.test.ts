import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readVitestCounts } from '../vitest-counts.ts';

const root = '/repo';

function writeReport(report: object): string {
  const file = join(mkdtempSync(join(tmpdir(), 'vitest-counts-')), 'report.json');
  writeFileSync(file, JSON.stringify(report));
  return file;
}

const totals = { numPassedTests: 5, numFailedTests: 1, numPendingTests: 2, numTodoTests: 1 };

describe('readVitestCounts', () => {
  it('is undefined when the run wrote no report', () => {
    expect(readVitestCounts(join(tmpdir(), 'no-such-report.json'), root)).toBeUndefined();
  });

  it('counts todo tests as skipped and names each failed test with the first line of its message', () => {
    const file = writeReport({
      ...totals,
      testResults: [
        {
          name: '/repo/tests/browser/catalog.test.ts',
          status: 'failed',
          assertionResults: [
            { fullName: 'catalogue opens a good', status: 'passed' },
            {
              fullName: 'catalogue at phone width opens the search',
              status: 'failed',
              failureMessages: ['\n\u001b[31mTimeoutError: locator.click: Timeout 5000ms exceeded\u001b[39m\n    at stack'],
            },
          ],
        },
      ],
    });
    expect(readVitestCounts(file, root)).toEqual({
      passed: 5,
      failed: 1,
      skipped: 3,
      failures: [
        {
          file: 'tests/browser/catalog.test.ts',
          name: 'catalogue at phone width opens the search',
          reason: 'TimeoutError: locator.click: Timeout 5000ms exceeded',
        },
      ],
    });
  });

  it('names a file that failed before any of its tests ran', () => {
    const file = writeReport({
      ...totals,
      numFailedTests: 0,
      testResults: [{ name: '/repo/tests/emulator/seed.test.ts', status: 'failed', message: 'Error: beforeAll hook timed out\nmore', assertionResults: [] }],
    });
    expect(readVitestCounts(file, root)?.failures).toEqual([
      { file: 'tests/emulator/seed.test.ts', name: '(the file itself)', reason: 'Error: beforeAll hook timed out' },
    ]);
  });

  it('says a test timed out where the report kept only the stack of the timeout', () => {
    const file = writeReport({
      ...totals,
      testResults: [
        {
          name: '/repo/web/src/sign-up-form.test.tsx',
          status: 'failed',
          assertionResults: [
            { fullName: 'SignUpForm reports success', status: 'failed', duration: 5003.4, failureMessages: ['Error: STACK_TRACE_ERROR\n    at stack'] },
          ],
        },
      ],
    });
    expect(readVitestCounts(file, root)?.failures).toEqual([
      { file: 'web/src/sign-up-form.test.tsx', name: 'SignUpForm reports success', reason: "timed out (vitest's test or hook timeout) after 5003 ms" },
    ]);
  });

  it('lists nothing when every test passed', () => {
    const file = writeReport({ ...totals, numFailedTests: 0, testResults: [{ name: '/repo/a.test.ts', status: 'passed', assertionResults: [{ fullName: 'a', status: 'passed' }] }] });
    expect(readVitestCounts(file, root)?.failures).toEqual([]);
  });
});
