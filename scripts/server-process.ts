/**
 * The reference server as a child process, for what must talk to it over a socket: the multi-process test
 * (server/tests/multi-process.test.ts) and the load bench (scripts/bench-load.ts). `node --import tsx
 * server/main.ts` on a free port of 127.0.0.1 (`PORT=0`), without static files; `env` adds to the current
 * environment (DATABASE_URL or PAUTA_DATA_DIR, …).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

export interface ServerProcess {
  process: ChildProcess;
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** Everything it printed until it served. */
  output: string[];
}

/**
 * Starts a server process and resolves once it says it serves.
 * @param timeoutMs longest wait (a first start on PostgreSQL migrates and seeds: minutes on a busy 2-core machine)
 * @throws Error with its output when it exits first or takes longer
 */
export function startServerProcess(
  name: string,
  env: Record<string, string | undefined>,
  timeoutMs = 300_000,
): Promise<ServerProcess> {
  return new Promise((resolve, reject) => {
    const output: string[] = [];
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: ROOT,
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', STATIC_DIR: path.join(ROOT, '.no-static'), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${name} did not start:\n${output.join('')}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output.push(chunk.toString());
      const port = /serving http:\/\/localhost:(\d+)/.exec(output.join(''))?.[1];
      if (!port) return;
      clearTimeout(timer);
      resolve({ process: child, origin: `http://127.0.0.1:${port}`, output });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited with ${code}:\n${output.join('')}`));
    });
  });
}

/** Stops a server process (SIGTERM, SIGKILL after 10 s) and waits for it to exit. */
export function stopServerProcess(server: ServerProcess | undefined): Promise<void> {
  if (!server || server.process.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    server.process.once('exit', () => resolve());
    server.process.kill('SIGTERM');
    setTimeout(() => server.process.kill('SIGKILL'), 10_000).unref();
  });
}
