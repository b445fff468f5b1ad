/**
 * An authenticated tRPC query as a fraction of the same query unauthenticated, over HTTP
 * through the whole app. The query is `system.time` (no database work of its own); the
 * signed-in request carries a live session cookie, so building its context reads the
 * session and its user, which is the whole cost of being signed in on a read; the
 * baseline sends no cookie and so skips that. Measured as the app runs (the session cache
 * of server/src/auth/sessionCache.ts in front of the lookup) and with the cache off (one
 * indexed query per request), so the figure shows what the cache buys.
 * Autocannon, 20 connections, no pipelining, alternating rounds; the app in a child
 * process; on the embedded PGlite and on the Postgres server. A protected query
 * (`progress.preferences.get`, one more indexed read) is shown for scale.
 * Target: signed in >= 70% of anonymous.
 *
 * Server: BENCH_DATABASE_URL or TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test)
 * is used to create and drop a scratch database. BENCH_SECONDS sets each measurement's length (default 8).
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import type { Bench } from './run';
import { withScratchServerDatabase } from './scratchDatabases';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 20;
const ROUNDS = 2;
const TARGET = 0.7;

async function startApp(target: string, cache: 'cached' | 'uncached') {
  const script = fileURLToPath(new URL('./targets/authApp.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', script, target, cache], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout });
  const started = await new Promise<{ port: number; cookie: string }>((resolve, reject) => {
    lines.once('line', (line) => resolve(JSON.parse(line)));
    child.once('exit', (code) => reject(new Error(`the bench app exited with ${code}`)));
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { ...started, stop };
}

async function requestsPerSecond(url: string, headers: Record<string, string> = {}): Promise<number> {
  const result = await autocannon({ url, headers, connections: CONNECTIONS, pipelining: 1, duration: SECONDS });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return result.requests.average;
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

async function compare(target: string, label: string, cache: 'cached' | 'uncached'): Promise<string> {
  const app = await startApp(target, cache);
  try {
    const time = `http://127.0.0.1:${app.port}/api/trpc/system.time`;
    const preferences = `http://127.0.0.1:${app.port}/api/trpc/progress.preferences.get`;
    const signedIn = { cookie: app.cookie };
    await requestsPerSecond(time); // warm-up: JIT, prepared statements, the pool
    await requestsPerSecond(time, signedIn);
    const anonymous: number[] = [];
    const authenticated: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      anonymous.push(await requestsPerSecond(time));
      authenticated.push(await requestsPerSecond(time, signedIn));
    }
    const protectedQuery = await requestsPerSecond(preferences, signedIn);
    const ratio = mean(authenticated) / mean(anonymous);
    const verdict = ratio >= TARGET ? '✓' : `✗ below ${TARGET * 100}%`;
    return `| ${label} | ${cache === 'cached' ? 'on (as it runs)' : 'off'} | ${mean(anonymous).toFixed(0)} | ${mean(authenticated).toFixed(0)} | ${(ratio * 100).toFixed(0)}% ${verdict} | ${protectedQuery.toFixed(0)} |`;
  } finally {
    await app.stop();
  }
}

const bench: Bench = {
  name: 'Authenticated tRPC query vs the same query unauthenticated',
  async run() {
    const rows: string[] = [];
    for (const cache of ['cached', 'uncached'] as const)
      rows.push(await compare('embedded', 'embedded PGlite (pool 1)', cache));
    await withScratchServerDatabase(async ({ url, version }) => {
      for (const cache of ['cached', 'uncached'] as const)
        rows.push(await compare(url, `Postgres ${version} server (pool 10)`, cache));
    });
    return [
      `\`system.time\` over HTTP, ${CONNECTIONS} connections, no pipelining, ${SECONDS} s per measurement, mean of ${ROUNDS} alternating rounds; the app in a child process, autocannon in this one. "Signed in" carries a live session cookie; "anonymous" none. Session cache: lookups kept 10 s, dropped at once by sign-out, Nuke or a change to the user.`,
      '',
      '| database | session cache | anonymous (req/s) | signed in (req/s) | signed in / anonymous | protected `progress.preferences.get` (req/s) |',
      '|---|---|---:|---:|---:|---:|',
      ...rows,
    ].join('\n');
  },
};

export default bench;
