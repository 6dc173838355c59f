/**
 * Names the failed tests of a run from the reporters' JSON files, one line each
 * (`file › test title: first line of the error`), so the summary at the end of
 * `npm test` says what failed even when CI keeps only the tail of the output.
 */

/** The part of Vitest's JSON reporter output read here. */
export interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: {
    name: string;
    status: string;
    message?: string;
    assertionResults: { fullName: string; status: string; failureMessages?: string[] }[];
  }[];
}

/** The part of Playwright's JSON reporter output read here. */
export interface PlaywrightReport {
  stats: { expected: number; unexpected: number; skipped: number; flaky: number };
  suites?: PlaywrightSuite[];
  errors?: { message?: string }[];
}
interface PlaywrightSuite {
  title: string;
  file?: string;
  specs?: {
    title: string;
    file?: string;
    line?: number;
    tests: { status: string; results: { status: string; errors?: { message?: string }[] }[] }[];
  }[];
  suites?: PlaywrightSuite[];
}

/** First non-empty line of an error message, without colour codes, at most 200 characters. */
export function firstLine(message: string | undefined): string {
  // oxlint-disable-next-line no-control-regex -- terminal colour codes in reporter output
  const plain = (message ?? '').replace(/\u001b\[[0-9;]*m/g, '');
  const line = plain.split('\n').find((l) => l.trim() !== '') ?? '';
  return line.trim().slice(0, 200);
}

function relative(file: string): string {
  const cwd = process.cwd() + '/';
  return file.startsWith(cwd) ? file.slice(cwd.length) : file;
}

/** Failed Vitest tests, and files that failed before any test ran (an import or hook error). */
export function vitestFailures(report: VitestReport): string[] {
  const out: string[] = [];
  for (const file of report.testResults ?? []) {
    const failed = file.assertionResults.filter((a) => a.status === 'failed');
    for (const a of failed) out.push(`${relative(file.name)} › ${a.fullName}: ${firstLine(a.failureMessages?.[0])}`);
    if (failed.length === 0 && file.status === 'failed') out.push(`${relative(file.name)}: ${firstLine(file.message)}`);
  }
  return out;
}

/** Playwright tests whose outcome was unexpected (failed on every try), and errors outside any test. */
export function playwrightFailures(report: PlaywrightReport): string[] {
  const out: string[] = [];
  const walk = (suite: PlaywrightSuite): void => {
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests)
        if (t.status === 'unexpected') {
          const last = t.results.at(-1);
          out.push(
            `${spec.file ?? suite.file ?? suite.title}:${spec.line ?? ''} › ${spec.title}: ${firstLine(last?.errors?.[0]?.message)}`,
          );
        }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  for (const e of report.errors ?? []) out.push(`playwright: ${firstLine(e.message)}`);
  return out;
}
