/**
 * Upload-and-merge of a device's anonymous events into an account, as the client does after
 * sign-in: BENCH_UPLOAD_EVENTS (default 10,000) progress events through `progress.upload`
 * in calls of 1,000 (the most one call takes), over HTTP into the whole app (`inject`:
 * the cross-site guard, superjson, zod and each event's own schema, then one transaction
 * per call that takes the user's lock, looks the ids up, appends and updates the
 * projections), for a user who already has 1,000 events. Then the same calls again: every
 * event is already stored, so nothing is written (a retry after a lost answer).
 *
 * Baseline, in the same run on the same database: a raw INSERT of the same rows into
 * `events` (same JSON, ten statements of 1,000 rows, no checks, no projections).
 * Mean of two rounds, each with a fresh user. On the Postgres server
 * (BENCH_DATABASE_URL or TEST_DATABASE_URL, a scratch database) and on the embedded PGlite.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import superjson from 'superjson';
import { buildApp } from '../server/src/app';
import { signedInUser as newSignedInUser } from '../server/src/auth/signedInUser';
import { benchConfig } from './targets/benchConfig';
import { openDatabase, type Database } from '../server/src/db/database';
import { progressHistory, type HistoryEvent } from './progressHistory';
import type { Bench } from './run';
import { withScratchEmbeddedDatabase, withScratchServerDatabase } from './scratchDatabases';

const EVENTS = Number(process.env.BENCH_UPLOAD_EVENTS ?? 10_000);
const PER_CALL = 1000;
const EXISTING = 1000;
const ROUNDS = 2;

type UploadedEvent = HistoryEvent;

const deviceEvents = (count: number, start?: number) => progressHistory(count, { start });

const chunks = <T>(xs: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(xs.length / size) }, (_, i) => xs.slice(i * size, (i + 1) * size));

const signedInUser = async (db: Database): Promise<string> => (await newSignedInUser(db.sql)).cookie;

/** Uploads `events` in calls of 1,000; answers how many the server wrote and found stored. */
async function upload(
  app: FastifyInstance,
  cookie: string,
  events: UploadedEvent[],
): Promise<{ written: number; alreadyStored: number }> {
  let written = 0;
  let alreadyStored = 0;
  for (const batch of chunks(events, PER_CALL)) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/trpc/progress.upload',
      headers: { 'content-type': 'application/json', cookie },
      payload: JSON.stringify(superjson.serialize({ events: batch })),
    });
    if (response.statusCode !== 200)
      throw new Error(`progress.upload answered ${response.statusCode}: ${response.body.slice(0, 500)}`);
    const answer = (response.json() as { result: { data: { json: { written: number; alreadyStored: number } } } })
      .result.data.json;
    written += answer.written;
    alreadyStored += answer.alreadyStored;
  }
  return { written, alreadyStored };
}

/** The same rows written as plainly as the table allows, to a stream of their own (ids made anew: they are unique). */
async function rawInsert(db: Database, events: UploadedEvent[]): Promise<void> {
  const streamId = `user-raw${randomUUID().slice(0, 8)}`;
  let version = 0;
  for (const batch of chunks(events, PER_CALL)) {
    const rows = JSON.stringify(
      batch.map((e) => ({
        version: ++version,
        eventId: randomUUID(),
        type: e.type,
        schema: e.schema,
        data: e.data,
        metadata: { occurredAt: e.occurredAt, source: 'device' },
      })),
    );
    await db.sql`
      insert into events (stream_id, version, event_id, type, schema, data, metadata)
      select ${streamId}, (r->>'version')::integer, (r->>'eventId')::uuid, r->>'type', (r->>'schema')::smallint, r->'data', r->'metadata'
      from jsonb_array_elements(${rows}::text::jsonb) as t(r)`;
  }
}

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await fn();
  return EVENTS / ((performance.now() - start) / 1000);
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

async function compare(db: Database, dataDir: string, label: string): Promise<string> {
  const app = await buildApp({
    config: benchConfig(dataDir),
    db,
    logger: false,
  });
  try {
    // Warm-up: plans, JIT, the pool.
    const warm = await signedInUser(db);
    await upload(app, warm, deviceEvents(2 * PER_CALL));
    await rawInsert(db, deviceEvents(2 * PER_CALL));

    const raw: number[] = [];
    const merged: number[] = [];
    const repeated: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const cookie = await signedInUser(db);
      await upload(app, cookie, deviceEvents(EXISTING, Date.parse('2024-06-01T08:00:00Z'))); // the account's own history
      const events = deviceEvents(EVENTS);
      raw.push(await timed(() => rawInsert(db, events)));
      let first = { written: 0, alreadyStored: 0 };
      merged.push(await timed(async () => (first = await upload(app, cookie, events))));
      if (first.written !== EVENTS) throw new Error(`the upload wrote ${first.written} of ${EVENTS} events`);
      let again = { written: 0, alreadyStored: 0 };
      repeated.push(await timed(async () => (again = await upload(app, cookie, events))));
      if (again.written !== 0 || again.alreadyStored !== EVENTS)
        throw new Error(`the repeated upload wrote ${again.written} events`);
    }
    const pct = (x: number) => `${((100 * x) / mean(raw)).toFixed(0)}%`;
    return `| ${label} | ${mean(raw).toFixed(0)} | ${mean(merged).toFixed(0)} (${pct(mean(merged))}) | ${mean(repeated).toFixed(0)} (${pct(mean(repeated))}) | ${(EVENTS / mean(merged)).toFixed(2)} s |`;
  } finally {
    await app.close();
  }
}

const bench: Bench = {
  name: 'Upload-and-merge of anonymous events vs raw INSERT',
  async run() {
    const dataDir = await mkdtemp(join(tmpdir(), 'fretboard-bench-'));
    try {
      const rows = [
        await withScratchServerDatabase(async ({ url, version }) => {
          const db = await openDatabase({ databaseUrl: url, dataDir: '' });
          try {
            return await compare(db, dataDir, `Postgres ${version} server`);
          } finally {
            await db.close();
          }
        }),
        await withScratchEmbeddedDatabase((db) => compare(db, dataDir, 'embedded PGlite')),
      ];
      return [
        `${EVENTS} device events (a mix of every progress type) uploaded through \`progress.upload\` in ${EVENTS / PER_CALL} calls of ${PER_CALL}, for a user with ${EXISTING} events already; then the same calls again (all duplicates). Baseline: a raw INSERT of the same rows. Events per second, mean of ${ROUNDS} rounds (each a fresh user); in brackets, as a share of the raw INSERT.`,
        '',
        `| database | raw INSERT events/s | upload-and-merge events/s | same upload again (duplicates) events/s | upload of ${EVENTS} takes |`,
        '|---|---:|---:|---:|---:|',
        ...rows,
      ].join('\n');
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  },
};

export default bench;
