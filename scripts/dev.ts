/**
 * `npm run dev`: the reference /api on port 4174 (restarted when server code
 * changes) and Vite with hot reload on http://localhost:5173, proxying /api to it.
 */
import { spawn, type ChildProcess } from 'node:child_process';

const apiPort = process.env.PAUTA_API_PORT ?? '4174';
const children: ChildProcess[] = [
  spawn(
    process.execPath,
    ['--watch-path=server', '--watch-path=src/api/contract', '--import', 'tsx', 'server/main.ts'],
    {
      stdio: 'inherit',
      env: { ...process.env, PORT: apiPort, STATIC_DIR: '.tmp/no-static' },
    },
  ),
  spawn('npx', ['vite', '--port', process.env.PORT ?? '5173'], {
    stdio: 'inherit',
    env: { ...process.env, PAUTA_API_ORIGIN: `http://localhost:${apiPort}` },
  }),
];

const stop = () => {
  for (const c of children) c.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children)
  c.on('exit', (code) => {
    if (code) {
      console.error(`a dev process exited with ${code}`);
      stop();
    }
  });
