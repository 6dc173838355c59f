/**
 * `npm run typecheck`: the four TypeScript projects (the app, the Node tooling and tests, the server, the service
 * worker), checked two at a time with one checker each: CI has two cores. TypeScript 7's compiler runs four checkers
 * per project by default, and two projects at a time with four checkers each took 47.8 s on this machine (85.8 s of
 * CPU), one at a time 43.4 s; two at a time with one checker each, 27.2 s (46 s of CPU). Each project's errors are
 * printed together once it ends, then the exit code is the first failure's (0 when all pass).
 */
import { spawn } from 'node:child_process';

/** Largest first, so the two lanes end about together. */
const PROJECTS = ['tsconfig.json', 'tsconfig.node.json', 'server/tsconfig.json', 'sw/tsconfig.json'];
const LANES = 2;
/** Checkers per project (`tsc --checkers`): one per lane, so the lanes do not share the two cores' time. */
const CHECKERS = 1;

/** Runs `tsc -p project --noEmit --checkers CHECKERS`; resolves with its exit code and everything it printed. */
function check(project: string): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npx', ['tsc', '-p', project, '--noEmit', '--checkers', String(CHECKERS)], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('error', (e) => resolve({ code: 127, output: `tsc: ${e.message}\n` }));
    child.on('exit', (code) => resolve({ code: code ?? 1, output }));
  });
}

const queue = [...PROJECTS];
const codes: number[] = [];
await Promise.all(
  Array.from({ length: LANES }, async () => {
    for (let project = queue.shift(); project; project = queue.shift()) {
      const { code, output } = await check(project);
      if (output) process.stdout.write(output);
      if (code !== 0) console.error(`typecheck: ${project} failed`);
      codes.push(code);
    }
  }),
);
process.exit(codes.find((c) => c !== 0) ?? 0);
