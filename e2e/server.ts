import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The real built server as a child process, on a free port, with a fresh embedded
 * database in a temp DATA_DIR (or the Postgres server named by E2E_DATABASE_URL).
 * Kept free of vitest so scripts/e2e.mjs can start one server for the whole run.
 */

const root = new URL('..', import.meta.url).pathname;

export interface AppServer {
  baseUrl: string;
  /** What the server printed, for a failure message. */
  output(): string;
  /** SIGTERM, then wait for the process to exit, then remove its data. */
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port')),
      );
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Starts `server/src/main.ts` against the built client and resolves once it is healthy. */
export async function startServer(extraEnv: Record<string, string> = {}): Promise<AppServer> {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'fretboard-e2e-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
    // The tests expect an instance configured with nothing optional.
    FEEDBACK_URL: '',
    ANALYTICS_SCRIPT_URL: '',
    // Where the browser reaches it: sign-in links are built from this, never from Host.
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    CLIENT_DIR: process.env.E2E_CLIENT_DIR || join(root, 'dist/client'),
    ...extraEnv,
  };
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'server/src/main.ts')], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited(child);
    }
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(baseUrl, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, output: () => output, stop };
}

async function waitForHealth(baseUrl: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The server exited (${child.exitCode ?? child.signalCode}) before it was healthy:\n${output()}`);
    }
    try {
      const response = await fetch(`${baseUrl}/api/trpc/system.health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not become healthy within 120 s:\n${output()}`);
}
