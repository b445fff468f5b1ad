// `npm run test:e2e`: the browser tests. Makes sure Chromium is there (installing it
// with apt when we may), builds the client unless E2E_SKIP_BUILD=1, starts the built
// server once for the whole run (a fresh embedded database takes seconds to create),
// then runs the vitest project "e2e" against it and exits with its code.
// `npx vitest run --project e2e` alone works too: each file then starts its own server.
import { spawn, spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function canInstallWithApt() {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  return isRoot && spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
}

function ensureChromium() {
  if (isExecutable(chromiumPath)) return;
  if (!process.env.CHROMIUM_PATH && canInstallWithApt()) {
    console.log('Chromium is missing: installing it with apt-get...');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    if (run('apt-get', ['update'], { env }) === 0 && run('apt-get', ['install', '-y', 'chromium'], { env }) === 0) {
      if (isExecutable(chromiumPath)) return;
    }
  }
  console.error(
    `The browser tests need Chromium at ${chromiumPath}, and it is not there. ` +
      'Install it with "sudo apt-get install chromium" (Debian/Ubuntu), ' +
      'or set CHROMIUM_PATH to the Chromium executable you have.',
  );
  process.exit(1);
}

ensureChromium();

if (process.env.E2E_SKIP_BUILD !== '1') {
  console.log('Building the client...');
  const status = run(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn']);
  if (status !== 0) process.exit(status);
}

const { tsImport } = await import('tsx/esm/api');
const { startServer } = await tsImport('../e2e/server.ts', import.meta.url);
const server = process.env.E2E_BASE_URL ? null : await startServer();
const baseUrl = process.env.E2E_BASE_URL || server.baseUrl;

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const vitest = spawn(npx, ['vitest', 'run', '--project', 'e2e', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromiumPath, E2E_BASE_URL: baseUrl },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => vitest.kill(signal));
const code = await new Promise((resolve) => vitest.on('exit', (status, signal) => resolve(status ?? (signal ? 1 : 0))));
if (code !== 0 && server) console.error(`Server output:\n${server.output()}`);
await server?.stop();
process.exit(code);
