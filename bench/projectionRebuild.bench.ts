/**
 * Progress projection rebuild vs its baseline, a raw read of the whole `events` table
 * (`select * ... order by position`, streamed through a cursor) with the same driver, in
 * the same run. The log: BENCH_EVENTS progress events (default 50,000) over BENCH_USERS
 * users (default 500), a mix of every progress event type.
 * Target: rebuild >= 25% of the raw read's events/s.
 *
 * Server: BENCH_DATABASE_URL or TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test)
 * is used to create and drop a scratch database; then the embedded PGlite in a temp directory.
 */
import { userStream } from '#events/streams';
import { openDatabase, type Database } from '../server/src/db/database';
import { append, type NewEvent } from '../server/src/eventStore';
import { rebuildProgressProjections } from '../server/src/projections/rebuild';
import { progressHistory } from './progressHistory';
import type { Bench } from './run';
import { withScratchEmbeddedDatabase, withScratchServerDatabase } from './scratchDatabases';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 50_000);
const USERS = Number(process.env.BENCH_USERS ?? 500);
const ROUNDS = 2;

/** One user's history (bench/progressHistory.ts), as the event store takes it. */
function userEvents(count: number): NewEvent[] {
  return progressHistory(count, { distinctItems: 40 }).map(({ occurredAt, ...event }) => ({
    ...event,
    metadata: { occurredAt },
  }));
}

async function seed(db: Database): Promise<number> {
  const perUser = Math.ceil(EVENTS / USERS);
  let total = 0;
  for (let u = 0; u < USERS; u++) {
    const events = userEvents(Math.min(perUser, EVENTS - total));
    if (events.length === 0) break;
    await append(db.sql, userStream(`bench${u}`), 'no_stream', events);
    total += events.length;
  }
  return total;
}

async function rawRead(db: Database): Promise<number> {
  let rows = 0;
  for await (const batch of db.sql`select * from events order by position`.cursor(1000)) rows += batch.length;
  return rows;
}

async function timed(fn: () => Promise<number>): Promise<{ events: number; perSecond: number }> {
  const start = performance.now();
  const events = await fn();
  return { events, perSecond: events / ((performance.now() - start) / 1000) };
}

async function compare(db: Database, label: string): Promise<string> {
  const seeded = await seed(db);
  await rawRead(db); // warm-up: plans, caches
  await rebuildProgressProjections(db);
  const raw: number[] = [];
  const rebuild: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    raw.push((await timed(() => rawRead(db))).perSecond);
    rebuild.push((await timed(async () => (await rebuildProgressProjections(db)).events)).perSecond);
  }
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b) / xs.length;
  const ratio = (100 * mean(rebuild)) / mean(raw);
  return `| ${label} | ${seeded} | ${mean(raw).toFixed(0)} | ${mean(rebuild).toFixed(0)} | ${ratio.toFixed(0)}% ${ratio >= 25 ? '✓' : '✗ below 25%'} |`;
}

async function onServer(): Promise<string> {
  return withScratchServerDatabase(async ({ url, version }) => {
    const db = await openDatabase({ databaseUrl: url, dataDir: '', poolSize: 2 });
    try {
      return await compare(db, `Postgres ${version} server`);
    } finally {
      await db.close();
    }
  });
}

async function embedded(): Promise<string> {
  return withScratchEmbeddedDatabase((db) => compare(db, 'embedded PGlite'));
}

const bench: Bench = {
  name: 'Progress projection rebuild vs raw read of the log',
  async run() {
    const rows = [await onServer(), await embedded()];
    return [
      `${EVENTS} progress events over ${USERS} users; the rebuild empties the five projection tables and replays every user stream in one transaction (pages of 5,000). Mean of ${ROUNDS} alternating rounds.`,
      '',
      '| database | events | raw read events/s | rebuild events/s | rebuild / raw |',
      '|---|---:|---:|---:|---:|',
      ...rows,
    ].join('\n');
  },
};

export default bench;
