/**
 * Debian's Chromium driven over a bare DevTools connection, for benchmarks
 * where Playwright's own instrumentation would be measured too: Playwright
 * follows every request of its pages over the DevTools protocol, which cost
 * about 2 ms per request on this 2-core machine (PUT /profile from the page:
 * 8.5 ms under Playwright, 6.5 ms bare). Here only `Runtime` is used.
 *
 * Usage: `const b = await openBareChromium({ url, userDataDir })`, then
 * `await b.evaluate<T>('expression')` (awaited, returned by value), and `b.close()`.
 */
import { spawn } from 'node:child_process';
import { WebSocket } from 'ws';
import { CHROMIUM_ARGS, findChromium, NO_CHROMIUM_MESSAGE } from './find-chromium.ts';

export interface BareChromium {
  /**
   * Evaluates `expression` in the page, awaiting a returned promise.
   * @returns its value (JSON-serialisable values only)
   * @throws Error with the page's exception text when it throws
   */
  evaluate<T>(expression: string): Promise<T>;
  /** Sends a DevTools command to the page. @returns its result @throws Error with the protocol's message */
  send<T = unknown>(method: string, params?: object): Promise<T>;
  /** Polls `expression` every 100 ms until it is truthy. @throws Error after `timeoutMs` (default 60 s) */
  waitFor(expression: string, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Starts Chromium on `url` with the profile folder `userDataDir` (e.g. one a
 * Playwright persistent context left signed in) and connects to its page.
 * @param options.port DevTools port (default 9333)
 * Extra Chromium flags, space-separated, come from `BENCH_CHROMIUM_FLAGS` (experiments, e.g.
 * `--disable-features=PaintHolding`); the bench's figures are taken without.
 * @throws Error when Chromium is missing or its page does not appear within 30 s
 */
export async function openBareChromium(options: {
  url: string;
  userDataDir: string;
  port?: number;
}): Promise<BareChromium> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error(NO_CHROMIUM_MESSAGE);
  const port = options.port ?? 9333;
  const child = spawn(
    executablePath,
    [
      ...CHROMIUM_ARGS,
      ...(process.env.BENCH_CHROMIUM_FLAGS ?? '').split(' ').filter(Boolean),
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${options.userDataDir}`,
      options.url,
    ],
    { stdio: 'ignore' },
  );
  let target: { type: string; url: string; webSocketDebuggerUrl: string } | undefined;
  for (let i = 0; i < 300 && !target; i++) {
    await sleep(100);
    const list = await fetch(`http://127.0.0.1:${port}/json`).then(
      (r) => r.json() as Promise<NonNullable<typeof target>[]>,
      () => [],
    );
    target = list.find((t) => t.type === 'page');
  }
  if (!target) {
    child.kill();
    throw new Error('Chromium did not open its page');
  }
  const ws = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  let next = 0;
  const waiting = new Map<number, (message: { result?: unknown; error?: { message: string } }) => void>();
  ws.on('message', (data) => {
    const message = JSON.parse(String(data)) as { id?: number };
    if (message.id !== undefined) waiting.get(message.id)?.(message as never);
  });
  const send = <T>(method: string, params: object = {}) =>
    new Promise<T>((resolve, reject) => {
      const id = ++next;
      waiting.set(id, (m) => {
        waiting.delete(id);
        if (m.error) reject(new Error(m.error.message));
        else resolve(m.result as T);
      });
      ws.send(JSON.stringify({ id, method, params }));
    });
  const evaluate = async <T>(expression: string) => {
    const result = await send<{
      result?: { value?: unknown };
      exceptionDetails?: { text: string; exception?: { description?: string } };
    }>('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true });
    const ex = result.exceptionDetails;
    if (ex) throw new Error(ex.exception?.description ?? ex.text);
    return result.result?.value as T;
  };
  return {
    evaluate,
    send,
    async waitFor(expression, timeoutMs = 60_000) {
      const until = Date.now() + timeoutMs;
      while (!(await evaluate<unknown>(expression).catch(() => false))) {
        if (Date.now() > until) throw new Error(`timed out waiting for ${expression}`);
        await sleep(100);
      }
    },
    async close() {
      ws.close();
      child.kill('SIGTERM');
      await new Promise((r) => {
        child.once('exit', r);
        setTimeout(r, 3000);
      });
    },
  };
}
