/**
 * Started as a child process by load.bench.ts, so the load generator and the servers do
 * not share an event loop. On the Postgres server database named by argv[2] (or a fresh
 * embedded PGlite when it is "embedded") it starts, on free loopback ports:
 *  - the real app (buildApp, logging off, the pool at its default unless LOAD_BENCH_POOL
 *    says otherwise), with argv[3] (default 1000) users, each signed in with a session as a
 *    magic link leaves them and holding a 30-event history uploaded through
 *    `progress.upload`, so the state query reads real rows;
 *  - the baseline: a bare Fastify instance on its own postgres.js pool of the same size
 *    (on PGlite, the app's own connection),
 *    with `GET /query` (one statement: the session's user and their favourites) and
 *    `POST /write` (one single-row INSERT into `events`).
 * LOAD_BENCH_PROFILE names a file for a CPU profile of this process after the seeding.
 * Prints one JSON line {app, raw, cookies}, and stops on SIGTERM.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import postgres from 'postgres';
import { buildApp } from '../../server/src/app';
import { signedInUser } from '../../server/src/auth/signedInUser';
import { readCookie } from '../../server/src/auth/sessionUser';
import { benchConfig } from './benchConfig';
import { openDatabase } from '../../server/src/db/database';
import { progressHistory } from '../progressHistory';

const target = process.argv[2];
if (!target) throw new Error('usage: loadApp.ts <postgres url | embedded> [users]');
const userCount = Number(process.argv[3] ?? 1000);
const poolSize = process.env.LOAD_BENCH_POOL ? Number(process.env.LOAD_BENCH_POOL) : undefined;

const dataDir = await mkdtemp(join(tmpdir(), 'fretboard-bench-load-'));
const db = await openDatabase(
  target === 'embedded' ? { dataDir } : { databaseUrl: target, dataDir, ...(poolSize ? { poolSize } : {}) },
);

const app = await buildApp({
  config: benchConfig(dataDir),
  db,
  logger: false,
});
await app.listen({ port: 0, host: '127.0.0.1' });

// Users and their histories, a few at a time (each upload is one transaction of its own).
const cookies: string[] = [];
const queue = Array.from({ length: userCount }, (_, i) => i);
await Promise.all(
  Array.from({ length: 8 }, async () => {
    while (queue.shift() !== undefined) {
      const { cookie } = await signedInUser(db.sql);
      const uploaded = await app.inject({
        method: 'POST',
        url: '/api/trpc/progress.upload',
        headers: { cookie, 'content-type': 'application/json' },
        payload: JSON.stringify({ json: { events: progressHistory(30) } }),
      });
      if (uploaded.statusCode !== 200) throw new Error(`seeding upload: ${uploaded.statusCode} ${uploaded.body}`);
      cookies.push(cookie);
    }
  }),
);
await db.sql`vacuum analyze`;

// The baseline: what one comparable statement costs through a bare route on its own pool.
// On PGlite a second connection would share the one Postgres session and interleave with
// the app's (electric-sql/pglite#1046), so there the baseline uses the app's own connection.
const rawSql = target === 'embedded' ? db.sql : postgres(db.url, { max: poolSize ?? 10, onnotice: () => {} });
const raw = Fastify({ logger: false });
raw.get('/query', async (request, reply) => {
  const token = readCookie(request.headers.cookie, 'authjs.session-token');
  const [row] = await rawSql`
    select u.id, u.username,
      (select coalesce(jsonb_agg(jsonb_build_object('kind', kind, 'ref', ref, 'title', title) order by version desc), '[]')
         from favourites f where f.user_id = u.id) as favourites
    from sessions s join users u on u.id = s.user_id
    where s.session_token = ${token ?? ''} and s.expires > now()`;
  if (!row) return reply.code(401).send({ error: 'no session' });
  return row;
});
raw.post('/write', async () => {
  const eventId = randomUUID();
  await rawSql`
    insert into events (stream_id, version, event_id, type, schema, data, metadata)
    values (${`raw-${eventId}`}, 1, ${eventId}, 'FavouriteAdded', 1,
      ${rawSql.json({ item: { kind: 'chord', ref: '/chords/C/maj7', title: 'C major 7' } })},
      ${rawSql.json({ occurredAt: new Date().toISOString() })})`;
  return { written: 1 };
});
await raw.listen({ port: 0, host: '127.0.0.1' });

// LOAD_BENCH_PROFILE=<file>: a CPU profile of this process from here (after seeding) to SIGTERM.
const profileFile = process.env.LOAD_BENCH_PROFILE;
const profiler = profileFile ? new Session() : undefined;
if (profiler) {
  profiler.connect();
  await profiler.post('Profiler.enable');
  await profiler.post('Profiler.start');
}

const port = (server: { server: { address(): unknown } }) => (server.server.address() as AddressInfo).port;
console.log(JSON.stringify({ app: port(app), raw: port(raw), cookies }));

process.on('SIGTERM', async () => {
  if (profiler && profileFile) {
    const { profile } = await profiler.post('Profiler.stop');
    await writeFile(profileFile, JSON.stringify(profile));
  }
  await Promise.all([raw.close(), app.close()]);
  if (rawSql !== db.sql) await rawSql.end({ timeout: 1 });
  await db.close();
  await rm(dataDir, { recursive: true, force: true });
  process.exit(0);
});
