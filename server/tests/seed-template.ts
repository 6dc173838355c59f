/**
 * Vitest global setup of the `server` project: starts building one PGlite database migrated and seeded with the demo
 * data at TEST_ANCHOR, dumped to a temporary tarball (server/tests/seed-template-build.ts, a child process), and
 * provides the file's path as `seedTemplate` at once. `startTestServer` then starts each test file's memory database
 * from that dump (about 0.5 s) instead of migrating and seeding again (about 20 s on the 2-core CI machine, ×60
 * files); so do the extra units' tests (server/db/seed/extra-units.test.ts).
 *
 * The build runs beside the tests instead of before them: seeding keeps one core busy, and the project files that
 * need no template — the web and rules projects, which tests/setup/sequencer.ts runs before the server's — use
 * the other one meanwhile. A server test that comes first waits for the file (server/test-support.ts
 * `seededTemplateBytes`); if the build fails, `<path>.failed` holds why and every such test fails with it.
 * Everything is removed when the run ends.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

export default function setup(project: TestProject): () => void {
  const file = path.join(os.tmpdir(), `pauta-seed-template-${process.pid}.tar`);
  let errors = '';
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'seed-template-build.ts'), file],
    { stdio: ['ignore', 'inherit', 'pipe'] },
  );
  child.stderr.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
    process.stderr.write(chunk);
  });
  const failed = (why: string) => fs.writeFileSync(`${file}.failed`, why);
  child.on('error', (error) => failed(`could not start the template's build: ${error.message}`));
  child.on('exit', (code, signal) => {
    if (code !== 0 && !fs.existsSync(file)) failed(`the template's build ended with ${code ?? signal}:\n${errors}`);
  });
  project.provide('seedTemplate', file);
  return () => {
    child.kill();
    for (const f of [file, `${file}.part`, `${file}.failed`]) fs.rmSync(f, { force: true });
  };
}
