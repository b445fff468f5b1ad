/**
 * Signed-in traffic at 10, 50 and 200 concurrent connections, through the whole app in a
 * child process (targets/loadApp.ts), as real users send it: every request from one of
 * `LOAD_BENCH_USERS` (1000) users with a live session and a 30-event history, in turn.
 *  - a query: `progress.state`, what the account and progress screens load;
 *  - a mutation: `progress.upload` of one change (a favourite added or removed), a fresh
 *    event id each time.
 * Each against a baseline in the same run: a bare Fastify route doing one comparable
 * statement on its own pool of the same size (the session's user and their favourites; a
 * single-row INSERT into `events`; on PGlite the app's own connection). Reported:
 * requests/s, latency p50 / p99 / max and errors (non-2xx answers, socket errors and
 * timeouts at 10 s). Target: p99 < 300 ms at 200 connections, no errors.
 * Then live rooms: 500 member sockets on one room, the leader making one change a second
 * for 30 s (the rooms bench's server and clients, rooms/); every member must get every
 * change once, in order.
 *
 * On the Postgres server (scratch database, see scratchDatabases.ts) and, for the HTTP
 * part, on the embedded PGlite (one connection). BENCH_SECONDS sets each HTTP measurement's
 * length (default 5); LOAD_BENCH_PARTS (`server,embedded,rooms`) picks the parts;
 * LOAD_BENCH_POOL overrides the app's pool size on the server (the baseline's follows it);
 * LOAD_BENCH_PROFILE=<file> has the app write a CPU profile of itself after its set-up.
 */
import { randomUUID } from 'node:crypto';
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { percentile, startChild } from './rooms/ipc';
import type { SetupRoom } from './rooms/server';
import type { Bench } from './run';
import { withScratchServerDatabase } from './scratchDatabases';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const USERS = Number(process.env.LOAD_BENCH_USERS ?? 1000);
const PARTS = new Set((process.env.LOAD_BENCH_PARTS ?? 'server,embedded,rooms').split(','));
const CONCURRENCY = [10, 50, 200] as const;
const TARGET_P99_MS = 300;
const ROOM_SOCKETS = 500;
const ROOM_SECONDS = 30;

async function startTarget(target: string) {
  const script = fileURLToPath(new URL('./targets/loadApp.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', script, target, String(USERS)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout, crlfDelay: Infinity });
  const started = await new Promise<{ app: number; raw: number; cookies: string[] }>((resolve, reject) => {
    lines.once('line', (line) => resolve(JSON.parse(line)));
    child.once('exit', (code) => reject(new Error(`the load bench app exited with ${code}`)));
  });
  // The app may die under load (it did on the embedded database): the bench says so and goes on.
  let exit: string | undefined;
  child.once('exit', (code, signal) => (exit = `exited (${signal ?? code})`));
  const stop = () =>
    new Promise<void>((resolve) => {
      if (exit) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { ...started, stop, exited: () => exit };
}

interface Measured {
  rps: number;
  p50: number;
  p99: number;
  max: number;
  requests: number;
  errors: number;
}

type Shape = (cookie: string) => { method: 'GET' | 'POST'; path: string; body?: string };

const ROOTS = ['C', 'D', 'E', 'F', 'G', 'A', 'B', 'Db', 'Eb', 'Gb', 'Ab', 'Bb'];

/** One change as the client sends it: a favourite added or removed, a fresh event id. */
function favouriteChange(): string {
  const root = ROOTS[Math.floor(Math.random() * ROOTS.length)]!;
  const event = {
    eventId: randomUUID(),
    type: Math.random() < 0.7 ? 'FavouriteAdded' : 'FavouriteRemoved',
    schema: 1,
    data: { item: { kind: 'chord', ref: `/chords/${root}/maj7`, title: `${root} major 7` } },
    occurredAt: new Date().toISOString(),
  };
  return JSON.stringify({ json: { events: [event] } });
}

/** Autocannon at `connections`, each request from the next user in turn. */
async function measure(port: number, cookies: string[], connections: number, shape: Shape): Promise<Measured> {
  let next = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    pipelining: 1,
    duration: SECONDS,
    timeout: 10,
    requests: [
      {
        setupRequest: (request) => {
          const cookie = cookies[next++ % cookies.length]!;
          const { method, path, body } = shape(cookie);
          return {
            ...request,
            method,
            path,
            headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
            ...(body ? { body } : {}),
          };
        },
      },
    ],
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    requests: result.requests.total,
    errors: result.non2xx + result.errors + result.timeouts,
  };
}

const shapes = {
  'raw query': () => ({ method: 'GET', path: '/query' }),
  'progress.state': () => ({ method: 'GET', path: '/api/trpc/progress.state' }),
  'raw INSERT': () => ({ method: 'POST', path: '/write', body: '{}' }),
  'progress.upload (one change)': () => ({
    method: 'POST',
    path: '/api/trpc/progress.upload',
    body: favouriteChange(),
  }),
} satisfies Record<string, Shape>;
const baselineOf: Record<string, keyof typeof shapes> = {
  'progress.state': 'raw query',
  'progress.upload (one change)': 'raw INSERT',
};

const ms = (n: number) => (n >= 100 ? n.toFixed(0) : n.toFixed(1));

async function httpPart(target: string, label: string): Promise<string[]> {
  const app = await startTarget(target);
  try {
    const portOf = (name: string) => (name.startsWith('raw') ? app.raw : app.app);
    // Warm-up: JIT, prepared statements, both pools, the session cache.
    for (const name of Object.keys(shapes) as (keyof typeof shapes)[])
      await measure(portOf(name), app.cookies, 50, shapes[name]);
    const rows: string[] = [];
    for (const connections of CONCURRENCY) {
      const results: Partial<Record<keyof typeof shapes, Measured>> = {};
      for (const name of Object.keys(shapes) as (keyof typeof shapes)[]) {
        const m = (results[name] = await measure(portOf(name), app.cookies, connections, shapes[name]));
        if (app.exited()) {
          rows.push(
            `| ${label} | ${connections} | ${name} | the app process ${app.exited()} during this measurement | | | | | | ✗ |`,
          );
          return rows;
        }
        const baseline = baselineOf[name] && results[baselineOf[name]];
        const verdict =
          connections === 200 && baseline
            ? m.p99 < TARGET_P99_MS && m.errors === 0
              ? '✓'
              : `✗ (target p99 < ${TARGET_P99_MS} ms, no errors)`
            : '';
        rows.push(
          `| ${label} | ${connections} | ${name} | ${m.rps.toFixed(0)} | ${ms(m.p50)} | ${ms(m.p99)} | ${ms(m.max)} | ${m.requests} | ${m.errors} | ${baseline ? `${((m.rps / baseline.rps) * 100).toFixed(0)}%` : ''} | ${verdict} |`,
        );
        console.log(rows.at(-1));
      }
    }
    return rows;
  } finally {
    await app.stop();
  }
}

async function roomsPart(url: string): Promise<string> {
  const server = await startChild(fileURLToPath(new URL('./rooms/server.ts', import.meta.url)), {
    ROOMS_BENCH_DATABASE_URL: url,
  });
  const clients = await startChild(fileURLToPath(new URL('./rooms/clients.ts', import.meta.url)));
  try {
    const ports = await server.call<{ app: number }>('ports');
    // A room holds 50 (the host, the leader and 48 guests); past that, members watch from several sockets each.
    const setup = await server.call<SetupRoom[]>('setup', { rooms: 1, members: 48 });
    await clients.call('connect', {
      kind: 'rooms',
      url: `ws://127.0.0.1:${ports.app}/api/trpc`,
      rooms: setup,
      watchers: ROOM_SOCKETS,
    });
    await server.call('lagStart');
    const run = await clients.call<{
      sent: number;
      expected: number;
      received: number;
      refused: number;
      membersInOrder: number;
      members: number;
      latencies: number[];
      firstError?: string;
    }>('run', { mode: 'rate', seconds: ROOM_SECONDS, hz: 1 });
    const lag = await server.call<{ p99: number; cpu: number }>('lagStop');
    await clients.call('close');
    const sorted = [...run.latencies].sort((a, b) => a - b);
    const met = run.membersInOrder === run.members && run.received === run.expected && run.refused === 0;
    return [
      `| sockets | changes sent | deliveries expected / received | members with every change once, in order | refused | latency p50 / p99 / max (ms) | server event-loop p99 (ms) | server CPU | |`,
      '|---:|---:|---:|---:|---:|---:|---:|---:|---|',
      `| ${run.members} | ${run.sent} | ${run.expected} / ${run.received} | ${run.membersInOrder} of ${run.members} | ${run.refused} | ${ms(percentile(sorted, 50))} / ${ms(percentile(sorted, 99))} / ${ms(sorted.at(-1) ?? NaN)} | ${ms(lag.p99)} | ${(lag.cpu * 100).toFixed(0)}% | ${met ? '✓' : `✗ ${run.firstError ?? ''}`} |`,
    ].join('\n');
  } finally {
    await clients.stop();
    await server.stop();
  }
}

const bench: Bench = {
  name: 'Signed-in load: a query and a mutation at 10, 50 and 200 connections; 500 sockets on one room',
  async run() {
    const rows: string[] = [];
    let rooms = '';
    const poolNote = process.env.LOAD_BENCH_POOL ? `pool ${process.env.LOAD_BENCH_POOL}` : 'default pool';
    if (PARTS.has('server') || PARTS.has('rooms'))
      await withScratchServerDatabase(async ({ url, version }) => {
        if (PARTS.has('server')) rows.push(...(await httpPart(url, `Postgres ${version} server (${poolNote})`)));
        if (PARTS.has('rooms')) rooms = await roomsPart(url);
      });
    if (PARTS.has('embedded')) rows.push(...(await httpPart('embedded', 'embedded PGlite (one connection)')));
    return [
      `${USERS} users, each with a live session and a 30-event history; every request from the next user in turn (mutations: a fresh event id each). Autocannon in this process, no pipelining, ${SECONDS} s per measurement, 10 s timeout; the app and the baseline (a bare Fastify route on its own pool of the same size; on PGlite the app's one connection, since a second one would share and interleave its session) in a child process. Errors: non-2xx answers, socket errors and timeouts. Ratio: requests/s against the baseline at the same concurrency.`,
      '',
      '| database | connections | request | req/s | p50 (ms) | p99 (ms) | max (ms) | answered | errors | vs baseline | p99 < 300 ms at 200 |',
      '|---|---:|---|---:|---:|---:|---:|---:|---:|---:|---|',
      ...rows,
      ...(rooms
        ? [
            '',
            `Live room on the Postgres server: ${ROOM_SOCKETS} member sockets (48 guests, several sockets each), the leader's \`markNotes\` once a second for ${ROOM_SECONDS} s.`,
            '',
            rooms,
          ]
        : []),
    ].join('\n');
  },
};

export default bench;
