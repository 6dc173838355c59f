import { describe, expect, it } from 'vitest';
import { firstLine, playwrightFailures, vitestFailures } from '#scripts/test-failures.ts';

describe('the failed tests named in the summary of npm test', () => {
  it('names a failed Vitest test with its file and first error line, and a file that failed on import', () => {
    const lines = vitestFailures({
      numPassedTests: 1,
      numFailedTests: 1,
      numPendingTests: 0,
      numTodoTests: 0,
      testResults: [
        {
          name: `${process.cwd()}/server/tests/a.test.ts`,
          status: 'failed',
          assertionResults: [
            { fullName: 'a passes', status: 'passed' },
            {
              fullName: 'a fails',
              status: 'failed',
              failureMessages: ['\u001b[31mAssertionError: expected 1 to be 2\u001b[39m\n    at x'],
            },
          ],
        },
        {
          name: `${process.cwd()}/src/b.test.ts`,
          status: 'failed',
          message: 'Cannot find module x',
          assertionResults: [],
        },
        {
          name: `${process.cwd()}/src/c.test.ts`,
          status: 'passed',
          assertionResults: [{ fullName: 'c', status: 'passed' }],
        },
      ],
    });
    expect(lines).toEqual([
      'server/tests/a.test.ts › a fails: AssertionError: expected 1 to be 2',
      'src/b.test.ts: Cannot find module x',
    ]);
  });

  it('names a Playwright test that failed on every try, not a flaky one, and errors outside tests', () => {
    const lines = playwrightFailures({
      stats: { expected: 1, unexpected: 1, skipped: 0, flaky: 1 },
      suites: [
        {
          title: 'shell.spec.ts',
          file: 'shell.spec.ts',
          specs: [
            { title: 'ok', line: 3, tests: [{ status: 'expected', results: [{ status: 'passed' }] }] },
            {
              title: 'retried',
              line: 9,
              tests: [{ status: 'flaky', results: [{ status: 'failed' }, { status: 'passed' }] }],
            },
          ],
          suites: [
            {
              title: 'inner',
              specs: [
                {
                  title: 'broken',
                  file: 'shell.spec.ts',
                  line: 20,
                  tests: [
                    {
                      status: 'unexpected',
                      results: [{ status: 'failed', errors: [{ message: '\nTimeout 5000ms' }] }],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
      errors: [{ message: 'webServer exited' }],
    });
    expect(lines).toEqual(['shell.spec.ts:20 › broken: Timeout 5000ms', 'playwright: webServer exited']);
  });

  it('keeps the first non-empty line, at most 200 characters', () => {
    expect(firstLine(undefined)).toBe('');
    expect(firstLine('\n\n  x  \ny')).toBe('x');
    expect(firstLine('z'.repeat(300))).toHaveLength(200);
  });
});
