// `npm run dev`: the API server with reload on change (port 3001) and Vite's dev server
// with hot reload (http://localhost:5173), which forwards /api to the API server.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const apiPort = process.env.API_PORT ?? '3001';
const children = [
  spawn(process.execPath, [join(root, 'node_modules/tsx/dist/cli.mjs'), 'watch', 'server/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    // Sign-in links lead to where the developer browses: Vite's dev server, which forwards /api.
    env: { PUBLIC_URL: 'http://localhost:5173', ...process.env, PORT: apiPort, NODE_ENV: 'development' },
  }),
  spawn(process.execPath, [join(root, 'node_modules/vite/bin/vite.js')], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
